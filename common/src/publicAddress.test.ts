import { describe, expect, it } from 'vitest';
import { isPublicIp } from './publicAddress.js';

/** IPv4 addresses of our own network written as IPv6: compatible, mapped, NAT64, 6to4, Teredo. */
const DISGUISED_PRIVATE = [
  '::127.0.0.1',
  '::7f00:1',
  '::169.254.169.254',
  '::a9fe:a9fe',
  '::10.0.0.1',
  '::0.0.0.1',
  '::ffff:7f00:1',
  '::ffff:127.0.0.1',
  '0:0:0:0:0:ffff:a9fe:a9fe',
  '0000:0000:0000:0000:0000:ffff:7f00:0001',
  '::ffff:0:7f00:1',
  '64:ff9b::7f00:1',
  '64:ff9b::127.0.0.1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::a00:1',
  '2002:7f00:1::',
  '2002:a9fe:a9fe::1',
  '2002:c0a8:101::1',
  '2001:0:4136:e378:8000:63bf:80ff:fffe',
];

describe('public IP addresses', () => {
  it('refuses a private IPv4 address in every IPv6 dress, bracketed or not', () => {
    for (const address of DISGUISED_PRIVATE) {
      expect(isPublicIp(address), address).toBe(false);
      expect(isPublicIp(`[${address}]`), address).toBe(false);
    }
  });

  it('refuses the IPv6 ranges that are not global unicast', () => {
    for (const address of ['::', '::1', 'fd00::1', 'fe80::1', 'fe80::1%eth0', 'ff02::1', '100::1', '2001:db8::1'])
      expect(isPublicIp(address), address).toBe(false);
  });

  it('takes public IPv4, IPv4-mapped public and global IPv6 addresses', () => {
    for (const address of ['8.8.8.8', '::ffff:8.8.8.8', '2606:4700:4700::1111', '[2a00:1450:4009:81f::200e]'])
      expect(isPublicIp(address), address).toBe(true);
  });
});
