import { randomInt } from 'node:crypto';
import { COURIERS } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import type { SandboxPartner, SandboxReply, SandboxRequest } from './index.js';
import { bodyOf, json } from './replies.js';

/**
 * The couriers' APIs (api.delhivery.example and the rest, see COURIERS): a shipment booked
 * with a bearer key gets an AWB of the courier's prefix and 10 digits. A key starting with
 * `invalid` is refused with 401, as a courier refuses a wrong key (GET /v1/account checks one).
 * The same reference (idempotency-key) booked again gets its first AWB back, as real courier
 * APIs do. GET /v1/shipments/{awb}/events answers the shipment's tracking scans so far.
 *
 * A booking plays a scenario: DELIVERED (picked up, in transit, out for delivery, delivered),
 * UNDELIVERED (the last attempt fails, with a reason) or RTO (it fails, then returns to the
 * pickup address). Its scans show one at a time as a control advances it, or by themselves a
 * pace apart after the booking (the demo's); none show while neither happens.
 *
 * Controls: GET /_sandbox/couriers/shipments (every booking call, `?reference=` or `?awb=` to
 * narrow, each with its scenario, its scans and whether it was cancelled since),
 * POST /_sandbox/couriers/scenario {awb, scenario, ndrReason?},
 * POST /_sandbox/couriers/advance {awb, steps?} (steps: a number, or "all"),
 * POST /_sandbox/couriers/events {awb, code, eventId?, ndrReason?, location?, remark?} (any scan,
 * e.g. the same event id again, as a courier sends a scan twice),
 * POST /_sandbox/couriers/pace {seconds} (null: only the advance control shows scans),
 * POST /_sandbox/couriers/keys/revoke {apiKey} (the courier refuses that key from then on),
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

interface Scan {
  eventId: string;
  code: string;
  occurredAt: string;
  location: string | null;
  remark: string;
  ndrReason?: string;
}

export const SCENARIOS = ['DELIVERED', 'UNDELIVERED', 'RTO'] as const;
type Scenario = (typeof SCENARIOS)[number];

/** A booked parcel's journey: the scans it shows so far, and those its scenario has to come. */
interface Parcel {
  awb: string;
  bookedAt: number;
  scenario: Scenario;
  ndrReason: string;
  pickupCity: string | null;
  deliveryCity: string | null;
  /** How many of the scenario's scans have shown. */
  shown: number;
  scans: Scan[];
}

const STEPS: Record<Scenario, string[]> = {
  DELIVERED: ['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'],
  UNDELIVERED: ['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'UNDELIVERED'],
  RTO: ['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'UNDELIVERED', 'RTO_INITIATED', 'RTO_DELIVERED'],
};

const REMARKS: Record<string, string> = {
  PICKED_UP: 'Shipment picked up',
  IN_TRANSIT: 'Arrived at hub',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered to consignee',
  UNDELIVERED: 'Delivery attempted',
  RTO_INITIATED: 'Return to origin initiated',
  RTO_DELIVERED: 'Returned to shipper',
};

/** Where the parcel is at each scan: the pickup city until it goes out, the buyer's after, back at the pickup. */
const AT_DELIVERY = new Set(['OUT_FOR_DELIVERY', 'DELIVERED', 'UNDELIVERED', 'RTO_INITIATED']);

const byHost = new Map<string, (typeof COURIERS)[number]>(COURIERS.map((c) => [c.apiHost, c]));
let calls: Booking[] = [];
const booked = new Map<string, string>();
const cancelled = new Set<string>();
const parcels = new Map<string, Parcel>();
/** Keys the courier no longer takes, as when a seller regenerates its key in the courier's dashboard. */
const revoked = new Set<string>();
/** Seconds between a parcel's scans when they show by themselves; null while only the control advances them. */
let pace: number | null = null;

/** Scans a parcel shows by themselves, a pace apart after its booking. */
function catchUp(p: Parcel) {
  if (pace === null || cancelled.has(p.awb)) return;
  const due = Math.floor((Date.now() - p.bookedAt) / (pace * 1000));
  while (p.shown < Math.min(due, STEPS[p.scenario].length)) show(p, new Date(p.bookedAt + (p.shown + 1) * pace * 1000));
}

/** The scenario's next scan. */
function show(p: Parcel, at = new Date()) {
  const code = STEPS[p.scenario][p.shown]!;
  p.shown += 1;
  p.scans.push({
    eventId: `${p.awb}-${p.shown}`,
    code,
    occurredAt: at.toISOString(),
    location: AT_DELIVERY.has(code) ? p.deliveryCity : p.pickupCity,
    remark: REMARKS[code] ?? code,
    ...(code === 'UNDELIVERED' ? { ndrReason: p.ndrReason } : {}),
  });
}

function bearer(request: SandboxRequest): string | null {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer (.+)$/.exec(header) : null;
  return m?.[1] ?? null;
}

/** The courier's booking call: an AWB for the reference, the same one again for the same reference. */
function book(request: SandboxRequest): SandboxReply {
  const courier = byHost.get(request.host)!;
  const body = bodyOf(request) as { reference?: unknown; pickupPincode?: unknown; deliveryPincode?: unknown } | null;
  if (!body) return json(400, { error: 'Body is not JSON' });
  const reference = String(request.headers['idempotency-key'] ?? body.reference ?? '');
  if (!reference) return json(400, { error: 'reference is required' });
  const seen = `${courier.code}:${reference}`;
  const awb = booked.get(seen) ?? `${courier.awbPrefix}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
  booked.set(seen, awb);
  if (!parcels.has(awb))
    parcels.set(awb, {
      awb,
      bookedAt: Date.now(),
      scenario: 'DELIVERED',
      ndrReason: 'CUSTOMER_NOT_REACHABLE',
      pickupCity: lookupPincode(String(body.pickupPincode ?? ''))?.city ?? null,
      deliveryCity: lookupPincode(String(body.deliveryPincode ?? ''))?.city ?? null,
      shown: 0,
      scans: [],
    });
  calls.push({ host: request.host, courier: courier.code, reference, awb, body, at: new Date().toISOString() });
  return json(201, { awb, labelUrl: `https://${request.host}/v1/labels/${awb}.pdf` });
}

export const couriers: SandboxPartner = {
  name: 'couriers',
  serves: (host) => byHost.has(host),
  handle(request) {
    const key = bearer(request);
    if (!key || key.startsWith('invalid') || revoked.has(key)) return json(401, { error: 'Invalid API key' });
    if (request.method === 'GET' && request.path === '/v1/account')
      return json(200, { account: { id: `acct_${key.slice(-6)}`, courier: byHost.get(request.host)!.code } });
    if (request.method === 'POST' && request.path === '/v1/shipments') return book(request);
    const events = /^\/v1\/shipments\/([^/]+)\/events$/.exec(request.path);
    if (request.method === 'GET' && events) {
      const parcel = parcels.get(decodeURIComponent(events[1]!));
      if (!parcel) return json(404, { error: `No shipment ${events[1]}` });
      catchUp(parcel);
      return json(200, { awb: parcel.awb, events: parcel.scans });
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
      parcels.clear();
      revoked.clear();
      pace = null;
      return json(200, { ok: true });
    }
    if (request.path === '/shipments') {
      const reference = request.query.get('reference');
      const awb = request.query.get('awb');
      const listed = calls.filter((c) => (!reference || c.reference === reference) && (!awb || c.awb === awb));
      return json(200, {
        shipments: listed.map((c) => {
          const parcel = parcels.get(c.awb);
          if (parcel) catchUp(parcel);
          return { ...c, cancelled: cancelled.has(c.awb), scenario: parcel?.scenario, events: parcel?.scans ?? [] };
        }),
      });
    }
    if (request.method !== 'POST') return json(404, { error: 'Unknown control' });
    const body = bodyOf(request) ?? {};
    if (request.path === '/keys/revoke') {
      if (typeof body.apiKey !== 'string') return json(400, { error: 'apiKey is required' });
      revoked.add(body.apiKey);
      return json(200, { revoked: body.apiKey });
    }
    if (request.path === '/pace') {
      const seconds = body.seconds;
      if (seconds !== null && (typeof seconds !== 'number' || !(seconds > 0)))
        return json(400, { error: 'seconds: a number above 0, or null' });
      pace = seconds;
      return json(200, { pace });
    }
    const parcel = parcels.get(String(body.awb ?? ''));
    if (!parcel) return json(404, { error: `No shipment ${String(body.awb)}` });
    catchUp(parcel);
    if (request.path === '/scenario') {
      const scenario = body.scenario as Scenario;
      if (!SCENARIOS.includes(scenario)) return json(400, { error: `scenario: one of ${SCENARIOS.join(', ')}` });
      parcel.scenario = scenario;
      if (typeof body.ndrReason === 'string') parcel.ndrReason = body.ndrReason;
      return json(200, { awb: parcel.awb, scenario, events: parcel.scans });
    }
    if (request.path === '/advance') {
      if (cancelled.has(parcel.awb)) return json(409, { error: `Shipment ${parcel.awb} was cancelled` });
      const left = STEPS[parcel.scenario].length - parcel.shown;
      const steps = body.steps === 'all' ? left : typeof body.steps === 'number' ? body.steps : 1;
      for (let i = 0; i < Math.min(steps, left); i++) show(parcel);
      return json(200, { awb: parcel.awb, scenario: parcel.scenario, events: parcel.scans });
    }
    if (request.path === '/events') {
      if (typeof body.code !== 'string') return json(400, { error: 'code is required' });
      parcel.scans.push({
        eventId: typeof body.eventId === 'string' ? body.eventId : `${parcel.awb}-x${parcel.scans.length + 1}`,
        code: body.code,
        occurredAt: new Date().toISOString(),
        location: typeof body.location === 'string' ? body.location : parcel.deliveryCity,
        remark: typeof body.remark === 'string' ? body.remark : (REMARKS[body.code] ?? body.code),
        ...(typeof body.ndrReason === 'string' ? { ndrReason: body.ndrReason } : {}),
      });
      return json(200, { awb: parcel.awb, events: parcel.scans });
    }
    return json(404, { error: 'Unknown control' });
  },
};

/** Where the demo's parcels move by themselves: their scans this many seconds apart (null: only by the control). */
export function setCourierPace(seconds: number | null) {
  pace = seconds;
}
