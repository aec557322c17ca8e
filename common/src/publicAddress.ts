import ipaddr from 'ipaddr.js';

// Public IPv6 is global unicast, 2000::/3. Everything outside it that can carry an IPv4
// address (IPv4-compatible ::/96, NAT64 64:ff9b::/96, the SIIT forms) would let 127.0.0.1 or
// 169.254.169.254 through dressed as IPv6, so it is refused outright rather than unwrapped.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an IP address, in any textual form the parsers take (brackets, IPv4 dressed as IPv6,
 * 127.1 and the like), is on the public internet. An IPv4-mapped address (::ffff:a.b.c.d) is
 * judged as the IPv4 address it is; within 2000::/3, 6to4 and Teredo (which tunnel to an
 * embedded IPv4 address) and documentation ranges are refused by their range.
 */
export function isPublicIp(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return false;
  const ip = ipaddr.parse(bare);
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  const v6 = ip as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}
