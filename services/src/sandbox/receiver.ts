import type { SandboxPartner, SandboxReply, SandboxRequest } from './index.js';

/** One request a receiver got, as tests and the demo read it back. */
export interface ReceivedRequest {
  method: string;
  host: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  receivedAt: string;
}

/** Kept per host, the oldest dropped first, so a long demo run does not grow without end. */
const KEEP_PER_HOST = 500;
const MAX_HOSTS = 2_000;

const received = new Map<string, ReceivedRequest[]>();
/**
 * Requests still to be refused with a 500, per host; only those whose body holds `match` when
 * it is set, so a test's failures are not spent on other events sent to the same receiver.
 */
const failing = new Map<string, { times: number; match?: string }>();

const json = (status: number, body: unknown): SandboxReply => ({ status, body });

function readJson(request: SandboxRequest): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(request.body.toString('utf8') || '{}');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Sellers' webhook receivers: any host the other partners do not claim. Every request is
 * recorded (method, path, headers, body, time) and answered 200, unless the host was told
 * to fail its next requests (`POST /_sandbox/receiver/fail {host, times, match?}`, only those
 * whose body holds `match` when given), which get a 500.
 * `GET /_sandbox/receiver/requests?host=…[&path=…]` reads them back.
 */
export const receiver: SandboxPartner = {
  name: 'receiver',
  serves: () => true,
  handle(request) {
    const host = request.host;
    if (!received.has(host) && received.size >= MAX_HOSTS) received.delete(received.keys().next().value!);
    const list = received.get(host) ?? [];
    list.push({
      method: request.method,
      host,
      path: request.path,
      headers: { ...request.headers },
      body: request.body.toString('utf8'),
      receivedAt: new Date().toISOString(),
    });
    if (list.length > KEEP_PER_HOST) list.splice(0, list.length - KEEP_PER_HOST);
    received.set(host, list);
    const fails = failing.get(host);
    if (fails && fails.times > 0 && (!fails.match || list.at(-1)!.body.includes(fails.match))) {
      fails.times -= 1;
      return json(500, { error: 'The sandbox receiver was told to fail this request' });
    }
    return json(200, { received: true });
  },
  control(request) {
    if (request.method === 'POST' && request.path === '/fail') {
      const body = readJson(request);
      const host = typeof body?.host === 'string' ? body.host.trim().toLowerCase() : '';
      const times = Number(body?.times ?? 1);
      const match = typeof body?.match === 'string' && body.match ? body.match.slice(0, 500) : undefined;
      if (!host || !Number.isInteger(times) || times < 0 || times > 1000)
        return json(400, { error: 'Send {"host": "…", "times": 0-1000, "match"?: "text in the body"}' });
      failing.set(host, { times, ...(match ? { match } : {}) });
      return json(200, { host, times, match });
    }
    if (request.method === 'GET' && request.path === '/requests') {
      const host = (request.query.get('host') ?? '').trim().toLowerCase();
      if (!host) return json(400, { error: 'Name the host: ?host=…' });
      const path = request.query.get('path');
      const list = (received.get(host) ?? []).filter((r) => !path || r.path === path);
      return json(200, { requests: list });
    }
    if (request.method === 'POST' && request.path === '/reset') {
      const host = (readJson(request)?.host as string | undefined)?.trim().toLowerCase();
      if (host) {
        received.delete(host);
        failing.delete(host);
      } else {
        received.clear();
        failing.clear();
      }
      return json(200, { reset: host ?? 'all' });
    }
    return json(404, { error: `No receiver control at ${request.path}` });
  },
};
