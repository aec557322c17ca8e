import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, fetch, type Response } from 'undici';
import { isPublicIp } from '../publicAddress.js';
import { config } from './config.js';

/**
 * The one way to call an address a seller chose (a store's API today, webhooks tomorrow).
 * Such an address must not reach our own network: only public https hosts on the standard
 * port, every address the name resolves to must be public (not private, loopback, link-local,
 * CGNAT, multicast, reserved, IPv6 unique-local or an IPv4 address dressed as IPv6), and the
 * connection goes to the very addresses checked, so a name that resolves to a public address
 * for the check and to 127.0.0.1 for the connection (DNS rebinding) gets nowhere. Redirects are
 * never followed: a 3xx is refused, as the caller cannot vouch for where it points.
 *
 * `OUTBOUND_ALLOW_HOSTS` names hosts exempt from these checks (plain http and any port too),
 * for a fake store on 127.0.0.1 in tests or a local proxy in development; the configuration
 * refuses it in production.
 */
export class OutboundRefused extends Error {}

/** Whether an IP address (any textual form) is on the public internet. */
export const isPublicAddress = isPublicIp;

/** A host as the URL parser canonicalises it (127.1 and 0x7f000001 become 127.0.0.1), without IPv6 brackets. */
export function canonicalHost(host: string): string {
  let hostname: string;
  try {
    hostname = new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}/`).hostname;
  } catch {
    throw new OutboundRefused(`${host} is not a host name`);
  }
  return hostname.replace(/^\[(.*)\]$/, '$1');
}

const allowed = (host: string) => config().outboundAllowHosts.includes(host.toLowerCase());

/**
 * Where a partner's public address is really reached: itself, or under the partner sandbox
 * (`{sandbox}/{host}/{path}`) in development and tests, where no real store, courier or
 * receiver exists. Also used for pages a browser is sent to (a store's authorisation page).
 */
export function partnerUrl(input: string | URL): URL {
  const url = new URL(input);
  const sandbox = config().sandboxUrl;
  if (!sandbox || allowed(canonicalHost(url.hostname))) return url;
  return new URL(`${sandbox}/${url.host}${url.pathname}${url.search}`);
}

/** Names no public DNS answers for, refused by name where the sandbox stands in for DNS. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$|^[^.]+$/i;

function refusal(host: string, address: string) {
  return new OutboundRefused(`${host} leads to ${address}, which is not a public internet address`);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * dns.lookup with every answer checked, given to the connection itself: the addresses it
 * connects to are the ones that passed.
 */
function checkedLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const host = hostname.toLowerCase();
    const bad = allowed(host) ? undefined : addresses.find((a) => !isPublicAddress(a.address));
    if (bad) return callback(refusal(host, bad.address), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}

/** Resolves a host and checks every address it has, as a connection would; throws OutboundRefused. */
export async function assertPublicHost(host: string): Promise<void> {
  const hostname = canonicalHost(host);
  if (allowed(hostname)) return;
  if (isIP(hostname)) {
    if (!isPublicAddress(hostname)) throw refusal(hostname, hostname);
    return;
  }
  // The sandbox answers for every public name, so no lookup is made; local names stay refused.
  if (config().sandboxUrl) {
    if (LOCAL_NAME.test(hostname)) throw refusal(hostname, 'a local name');
    return;
  }
  await new Promise<void>((resolve, reject) =>
    checkedLookup(hostname, { all: true }, (err) => (err ? reject(err) : resolve())),
  );
}

let agent: Agent | undefined;
const dispatcher = () => (agent ??= new Agent({ connect: { lookup: checkedLookup }, keepAliveTimeout: 10_000 }));

export interface OutboundInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

/**
 * Calls a seller-chosen address under the rules above. Throws OutboundRefused for an address
 * that may not be called or a redirect; network failures are thrown as fetch throws them.
 */
export async function outboundFetch(input: string | URL, init: OutboundInit = {}): Promise<Response> {
  const url = new URL(input);
  const host = canonicalHost(url.hostname);
  if (url.username || url.password) throw new OutboundRefused(`${url.host}: an address may not carry credentials`);
  if (!allowed(host)) {
    if (url.protocol !== 'https:' || url.port !== '') {
      throw new OutboundRefused(`${url.origin} is not an https address on the standard port`);
    }
    // A literal address is connected to without a lookup, so it is checked here.
    if (isIP(host) && !isPublicAddress(host)) throw refusal(host, host);
    if (config().sandboxUrl && LOCAL_NAME.test(host)) throw refusal(host, 'a local name');
  }
  let res: Response;
  try {
    res = await fetch(partnerUrl(url), {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      redirect: 'manual',
      dispatcher: dispatcher(),
      signal: AbortSignal.timeout(init.timeoutMs ?? 20_000),
    });
  } catch (err) {
    const cause = (err as Error).cause;
    throw cause instanceof OutboundRefused ? cause : err;
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    const to = res.headers.get('location');
    throw new OutboundRefused(
      `${url.host} answered with a redirect${to ? ` to ${to.slice(0, 200)}` : ''}, which is not followed`,
    );
  }
  return res;
}

/** Whether a link an answer gives (a next page) stays on the origin the call went to. */
export function sameOrigin(link: string, base: string | URL): boolean {
  try {
    return new URL(link).origin === new URL(base).origin;
  } catch {
    return false;
  }
}
