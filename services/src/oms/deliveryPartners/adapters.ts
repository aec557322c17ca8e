import { courierOf, type CourierCode, type ShipmentStatus, type UndeliveredReason } from '@parcelo/common';
import { OutboundRefused, outboundFetch } from '@parcelo/common/outbound';

/** What a courier needs to know to book one parcel. */
export interface ShipmentRequest {
  /** Our order id: the courier's idempotency reference, so a retried booking gets the same AWB. */
  orderId: string;
  shopOrderId: string;
  pickupPincode: string;
  deliveryPincode: string;
  weightGrams: number;
  paymentMode: 'COD' | 'PREPAID';
  /** What the buyer pays on delivery, paise (0 for prepaid). */
  codAmountPaise: number;
  consignee: { name: string; phone: string };
}

export interface ShipmentBooked {
  awb: string;
  label?: string | null;
}

/** Why a booking failed: `refused` the courier said no (bad key, bad data); otherwise it could not be reached. */
export class CourierFailure extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
  }
}

/** One scan of a shipment as the courier reports it, in our words. */
export interface TrackingEvent {
  /** The courier's own id of the event: the same event read again has the same id. */
  id: string;
  /** Our status for it; null for a scan that moves nothing (a courier code we do not know). */
  status: ShipmentStatus | null;
  occurredAt: Date;
  city: string | null;
  description: string | null;
  undeliveredReason: UndeliveredReason | null;
}

/** One courier's API. New couriers plug in here; each one is reached only through outboundFetch. */
export interface CourierAdapter {
  createShipment(shipment: ShipmentRequest, credentials: { apiKey: string }): Promise<ShipmentBooked>;
  cancel?(awb: string, credentials: { apiKey: string }): Promise<void>;
  /** Whether the courier takes the key: resolves when it does, a refused CourierFailure when not. */
  checkKey(credentials: { apiKey: string }): Promise<void>;
  /** The shipment's tracking events so far, oldest first; a refused CourierFailure for an AWB it does not know. */
  track(awb: string, credentials: { apiKey: string }): Promise<TrackingEvent[]>;
}

/** The scan codes the couriers we list share, as our statuses. */
const EVENT_STATUSES: Record<string, ShipmentStatus> = {
  PICKED_UP: 'PICKED_UP',
  IN_TRANSIT: 'IN_TRANSIT',
  OUT_FOR_DELIVERY: 'OUT_FOR_DELIVERY',
  DELIVERED: 'DELIVERED',
  UNDELIVERED: 'UNDELIVERED',
  RTO_INITIATED: 'RTO_IN_TRANSIT',
  RTO_IN_TRANSIT: 'RTO_IN_TRANSIT',
  RTO_DELIVERED: 'RTO_DELIVERED',
  LOST: 'LOST',
};

/** Their non-delivery reasons, as ours (anything else is Other). */
const NDR_REASONS: Record<string, UndeliveredReason> = {
  ADDRESS_INCOMPLETE: 'WRONG_OR_INCOMPLETE_ADDRESS',
  CUSTOMER_NOT_REACHABLE: 'NO_RESPONSE_FROM_CUSTOMER',
  ROUTE_BLOCKED: 'ROUTE_OBSTACLES',
  CUSTOMER_REFUSED: 'REFUSED_BY_CUSTOMER',
  BAD_WEATHER: 'BAD_WEATHER_CONDITIONS',
};

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/** One event of a tracking answer, or null when it is not one. */
function trackingEvent(raw: unknown): TrackingEvent | null {
  const e = raw as Record<string, unknown> | null;
  const id = text(e?.eventId, 100);
  const at = new Date(typeof e?.occurredAt === 'string' ? e.occurredAt : NaN);
  if (!e || !id || Number.isNaN(at.getTime())) return null;
  const status = EVENT_STATUSES[String(e.code)] ?? null;
  return {
    id,
    status,
    occurredAt: at,
    city: text(e.location, 80),
    description: text(e.remark, 300),
    undeliveredReason: status === 'UNDELIVERED' ? (NDR_REASONS[String(e.ndrReason)] ?? 'OTHER') : null,
  };
}

const reasonOf = async (res: { json(): Promise<unknown> }) => {
  const body = (await res.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
  const text = body?.error ?? body?.message;
  return typeof text === 'string' ? text.slice(0, 200) : null;
};

/**
 * The booking API the couriers we list share in shape (a JSON POST with a bearer key, an AWB
 * back); one whose API differs gets an adapter of its own in ADAPTERS.
 */
export function jsonCourierAdapter(host: string): CourierAdapter {
  const call = async (path: string, apiKey: string, body: unknown, idempotencyKey?: string) => {
    try {
      return await outboundFetch(`https://${host}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        timeoutMs: 15_000,
      });
    } catch (err) {
      throw new CourierFailure(err instanceof OutboundRefused ? err.message : 'unreachable', false);
    }
  };
  return {
    async createShipment(s, { apiKey }) {
      const res = await call(
        '/v1/shipments',
        apiKey,
        {
          reference: s.orderId,
          orderNumber: s.shopOrderId,
          pickupPincode: s.pickupPincode,
          deliveryPincode: s.deliveryPincode,
          weightGrams: s.weightGrams,
          paymentMode: s.paymentMode,
          codAmountPaise: s.codAmountPaise,
          consignee: s.consignee,
        },
        s.orderId,
      );
      if (res.status === 401 || res.status === 403) throw new CourierFailure('the API key was not accepted', true);
      if (res.status >= 400 && res.status < 500)
        throw new CourierFailure((await reasonOf(res)) ?? `it answered ${res.status}`, true);
      if (!res.ok) throw new CourierFailure(`it answered ${res.status}`, false);
      const body = (await res.json().catch(() => null)) as { awb?: unknown; labelUrl?: unknown } | null;
      if (typeof body?.awb !== 'string' || !/^[A-Za-z0-9-]{4,40}$/.test(body.awb))
        throw new CourierFailure('it gave no AWB', false);
      return { awb: body.awb, label: typeof body.labelUrl === 'string' ? body.labelUrl.slice(0, 1000) : null };
    },
    async cancel(awb, { apiKey }) {
      const res = await call(`/v1/shipments/${encodeURIComponent(awb)}/cancel`, apiKey, {});
      if (!res.ok) throw new CourierFailure((await reasonOf(res)) ?? `it answered ${res.status}`, res.status < 500);
    },
    async checkKey({ apiKey }) {
      const res = await call('/v1/account', apiKey, undefined);
      if (res.status === 401 || res.status === 403) throw new CourierFailure('the API key was not accepted', true);
      if (!res.ok) throw new CourierFailure(`it answered ${res.status}`, false);
    },
    async track(awb, { apiKey }) {
      const res = await call(`/v1/shipments/${encodeURIComponent(awb)}/events`, apiKey, undefined);
      if (res.status >= 400 && res.status < 500)
        throw new CourierFailure((await reasonOf(res)) ?? `it answered ${res.status}`, true);
      if (!res.ok) throw new CourierFailure(`it answered ${res.status}`, false);
      const body = (await res.json().catch(() => null)) as { events?: unknown } | null;
      if (!Array.isArray(body?.events)) throw new CourierFailure('it gave no events', false);
      return body.events
        .map(trackingEvent)
        .filter((e): e is TrackingEvent => e !== null)
        .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    },
  };
}

const ADAPTERS: Partial<Record<CourierCode, CourierAdapter>> = {};

/** The adapter that books with a courier. */
export function courierAdapter(code: CourierCode): CourierAdapter {
  const courier = courierOf(code);
  if (!courier) throw new Error(`No courier ${code}`);
  return (ADAPTERS[code] ??= jsonCourierAdapter(courier.apiHost));
}
