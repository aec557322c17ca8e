import { randomInt } from 'node:crypto';
import { COURIERS } from '@parcelo/common';
import type { SandboxPartner, SandboxReply, SandboxRequest } from './index.js';

/**
 * The couriers' booking APIs (api.delhivery.example and the rest, see COURIERS): a shipment
 * booked with a bearer key gets an AWB of the courier's prefix and 10 digits. A key starting
 * with `invalid` is refused with 401, as a courier refuses a wrong key. The same reference
 * (idempotency-key) booked again gets its first AWB back, as real courier APIs do.
 *
 * Controls: GET /_sandbox/couriers/shipments (every booking call, `?reference=` to narrow, each
 * saying whether it was cancelled since),
 * POST /_sandbox/couriers/reset.
 */
interface Booking {
  host: string;
  courier: string;
  reference: string;
  awb: string;
  body: unknown;
  at: string;
}

const byHost = new Map<string, (typeof COURIERS)[number]>(COURIERS.map((c) => [c.apiHost, c]));
let calls: Booking[] = [];
const booked = new Map<string, string>();
const cancelled = new Set<string>();

const json = (status: number, body: unknown): SandboxReply => ({ status, body });

function bearer(request: SandboxRequest): string | null {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer (.+)$/.exec(header) : null;
  return m?.[1] ?? null;
}

export const couriers: SandboxPartner = {
  name: 'couriers',
  serves: (host) => byHost.has(host),
  handle(request) {
    const courier = byHost.get(request.host)!;
    const key = bearer(request);
    if (!key || key.startsWith('invalid')) return json(401, { error: 'Invalid API key' });
    if (request.method === 'POST' && request.path === '/v1/shipments') {
      let body: { reference?: unknown; deliveryPincode?: unknown } = {};
      try {
        body = JSON.parse(request.body.toString('utf8') || '{}') as typeof body;
      } catch {
        return json(400, { error: 'Body is not JSON' });
      }
      const reference = String(request.headers['idempotency-key'] ?? body.reference ?? '');
      if (!reference) return json(400, { error: 'reference is required' });
      const seen = `${courier.code}:${reference}`;
      const awb = booked.get(seen) ?? `${courier.awbPrefix}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
      booked.set(seen, awb);
      calls.push({ host: request.host, courier: courier.code, reference, awb, body, at: new Date().toISOString() });
      return json(201, { awb, labelUrl: `https://${request.host}/v1/labels/${awb}.pdf` });
    }
    const cancel = /^\/v1\/shipments\/([^/]+)\/cancel$/.exec(request.path);
    if (request.method === 'POST' && cancel) {
      cancelled.add(cancel[1]!);
      return json(200, { awb: cancel[1], cancelled: true });
    }
    return json(404, { error: `No ${request.method} ${request.path}` });
  },
  control(request) {
    if (request.path === '/reset' && request.method === 'POST') {
      calls = [];
      booked.clear();
      cancelled.clear();
      return json(200, { ok: true });
    }
    if (request.path === '/shipments') {
      const reference = request.query.get('reference');
      const listed = reference ? calls.filter((c) => c.reference === reference) : calls;
      return json(200, { shipments: listed.map((c) => ({ ...c, cancelled: cancelled.has(c.awb) })) });
    }
    return json(404, { error: 'Unknown control' });
  },
};
