import { courierOf, type CourierCode } from '@parcelo/common';
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

/** One courier's API. New couriers plug in here; each one is reached only through outboundFetch. */
export interface CourierAdapter {
  createShipment(shipment: ShipmentRequest, credentials: { apiKey: string }): Promise<ShipmentBooked>;
  cancel?(awb: string, credentials: { apiKey: string }): Promise<void>;
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
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          'content-type': 'application/json',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
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
  };
}

const ADAPTERS: Partial<Record<CourierCode, CourierAdapter>> = {};

/** The adapter that books with a courier. */
export function courierAdapter(code: CourierCode): CourierAdapter {
  const courier = courierOf(code);
  if (!courier) throw new Error(`No courier ${code}`);
  return (ADAPTERS[code] ??= jsonCourierAdapter(courier.apiHost));
}
