import { MSG, fill } from './messages.js';

/**
 * Order statuses: the named labels, the numeric delivery vocabulary mapped onto
 * them, and how each is shown. Unknown values display as themselves.
 */
/**
 * The most orders one labels or invoices zip takes; the orders list's selection stops there too.
 * Kept here, free of zod, so the orders page does not download the schema library for it.
 */
export const MAX_DOCUMENT_ORDERS = 300;

export const ORDER_STATUSES = [
  'PLACED',
  'PROCESSED',
  'READY_TO_SHIP',
  'PICKED_UP',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'IN_TRANSIT',
  'UNDELIVERED',
  'DELIVERED',
  'CANCELLED',
  'RTO_AVAILABLE',
  'RTO_IN_TRANSIT',
  'RTO_OUT_FOR_DELIVERY',
  'RTO_DELIVERED',
  'RTO_UNDELIVERED',
  'RTS_PROCCESSING',
  'RTS_FAILED',
  'RTO_PROCESSED',
  'DTO_PLACED',
  'DTO_IN_TRANSIT',
  'DTO_OUT_FOR_DELIVERY',
  'DTO_DELIVERED',
  'DTO_UNDELIVERED',
  'DTO_PROCESSED',
  'DTO_CANCELLED',
  'UNSERVICEABLE',
  'LOST',
  'packed',
] as const;

export type OrderStatusCode = (typeof ORDER_STATUSES)[number];

/** The numeric delivery vocabulary, onto the named labels where one exists. */
export const NUMERIC_STATUSES: Record<number, string> = {
  1: 'PLACED',
  2: 'PICKED_UP',
  3: 'RECEIVED',
  4: 'ASSIGNED',
  5: 'OUT_FOR_DELIVERY',
  6: 'UNDELIVERED',
  7: 'DELIVERED',
  8: 'RTO_DELIVERED',
  9: 'UNATTEMPTED',
  10: 'UNASSIGNED',
  11: 'RTO_IN_TRANSIT',
  12: 'DTO_PLACED',
  13: 'DTO_IN_TRANSIT',
  14: 'DTO_PICKED',
  15: 'DTO_RECEIVED',
  16: 'DTO_DELIVERED',
  17: 'DTO_LOST',
  18: 'CANCELLED',
};

/** A stored or incoming status as the named value: numbers are mapped, names kept. */
export function normaliseStatus(raw: string | number): string {
  const n = typeof raw === 'number' ? raw : /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isNaN(n)) return NUMERIC_STATUSES[n] ?? String(raw);
  return String(raw).trim();
}

const FAILURE = new Set([
  'UNDELIVERED',
  'CANCELLED',
  'RTO_DELIVERED',
  'RTO_UNDELIVERED',
  'UNSERVICEABLE',
  'RTS_FAILED',
  'LOST',
  'DTO_DELIVERED',
  'DTO_RECEIVED',
  'DTO_CANCELLED',
  'DTO_UNDELIVERED',
  'DTO_LOST',
]);
const KNOWN = new Set<string>([...ORDER_STATUSES, ...Object.values(NUMERIC_STATUSES)]);

export type StatusTone = 'FAILURE' | 'PROGRESS' | 'NEUTRAL';

const SPECIAL_LABELS: Record<string, string> = {
  RTO_DELIVERED: 'Returned To Origin',
  DTO_DELIVERED: 'Returned To Origin',
  RTO_AVAILABLE: 'RTO Available',
  RTS_PROCCESSING: 'RTS Processing',
  RTS_FAILED: 'RTS Failed',
  packed: 'Packed',
};

const ACRONYMS = new Set(['RTO', 'DTO', 'RTS']);

function viewOf(code: string): { code: string; label: string; tone: StatusTone } {
  if (!KNOWN.has(code)) return { code, label: code, tone: 'NEUTRAL' };
  const label =
    SPECIAL_LABELS[code] ??
    code
      .split('_')
      .map((w) => (ACRONYMS.has(w) ? w : w.charAt(0) + w.slice(1).toLowerCase()))
      .join(' ');
  return { code, label, tone: FAILURE.has(code) ? 'FAILURE' : 'PROGRESS' };
}

/** Made once per known status: a page of orders asks for one per row. */
const VIEWS = new Map([...KNOWN].map((code) => [code, Object.freeze(viewOf(code))]));

export function statusView(code: string): { code: string; label: string; tone: StatusTone } {
  return VIEWS.get(code) ?? viewOf(code);
}

/** Statuses after which an order's contents, weight and pickup can no longer change. */
export const LOCKED_STATUSES: ReadonlySet<string> = new Set([
  // Packed: its stock has left the shelf, so it no longer moves, changes or cancels here.
  'packed',
  'PICKED_UP',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'IN_TRANSIT',
  'UNDELIVERED',
  'DELIVERED',
  'CANCELLED',
  'RTO_AVAILABLE',
  'RTO_IN_TRANSIT',
  'RTO_OUT_FOR_DELIVERY',
  'RTO_DELIVERED',
  'RTO_UNDELIVERED',
  'RTO_PROCESSED',
  'DTO_PLACED',
  'DTO_IN_TRANSIT',
  'DTO_OUT_FOR_DELIVERY',
  'DTO_DELIVERED',
  'DTO_UNDELIVERED',
  'DTO_PROCESSED',
  'DTO_CANCELLED',
  'LOST',
]);

/** The statuses a courier reports, which the order's people may also set (orderStatusUpdate). */
export const SHIPMENT_STATUSES = [
  'PICKED_UP',
  'SHIPPED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'UNDELIVERED',
  'DELIVERED',
  'RTO_IN_TRANSIT',
  'RTO_DELIVERED',
  'LOST',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * Orders that end without the goods staying with the buyer: their tax invoice is reversed by a
 * credit note, which is what "Credit note available" finds and the order offers to download.
 */
export const CREDITED_STATUSES: ReadonlySet<string> = new Set(['CANCELLED', 'RTO_DELIVERED', 'DTO_DELIVERED']);

/**
 * Whether the order's whole tax invoice is reversed by a credit note. A D2R order's flag says
 * instead that its invoice has credit notes of its own (returns, price corrections), which the
 * D2R books keep, so only the statuses above reverse it in full.
 */
export const reversesInvoice = (o: { status: string; creditNoteAvailable: boolean; d2r: boolean }) =>
  CREDITED_STATUSES.has(o.status) || (o.creditNoteAvailable && !o.d2r);

/** Where an order's story ends: no delivery update applies after these. */
export const CLOSED_STATUSES: ReadonlySet<string> = new Set([
  'DELIVERED',
  'CANCELLED',
  'RTO_DELIVERED',
  'LOST',
  'DTO_DELIVERED',
  'DTO_CANCELLED',
]);

/**
 * Where a cash-on-delivery order's money stands: DUE until it is delivered, PAID once it is
 * (the buyer paid the courier), and NONE once it will not reach the buyer (cancelled, lost,
 * unserviceable, or on its way back or returned), so there is nothing to pay.
 */
export function codCollection(status: string): 'DUE' | 'PAID' | 'NONE' {
  if (status === 'DELIVERED') return 'PAID';
  if (
    CLOSED_STATUSES.has(status) ||
    status === 'UNSERVICEABLE' ||
    status.startsWith('RTO_') ||
    status.startsWith('DTO_')
  )
    return 'NONE';
  return 'DUE';
}

/** With the courier: cancelling now means returning it to origin (RTO). */
export const IN_TRANSIT_STATUSES: ReadonlySet<string> = new Set([
  'PICKED_UP',
  'SHIPPED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'UNDELIVERED',
]);

/**
 * The order status machine: the statuses each status may move to, whoever moves it (a
 * courier's update, a seller by hand, packing, cancelling, the buyer's NDR answer). A status
 * missing here, or with an empty list, is where the order's story ends. Couriers may skip
 * steps before the order is with them (picked up without the packing scan, say), and scan
 * the same in-transit status again at each hub; nothing reaches the buyer without first
 * going out for delivery.
 */
export const ORDER_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  PLACED: ['PROCESSED', 'READY_TO_SHIP', 'packed', 'PICKED_UP', 'SHIPPED', 'CANCELLED', 'UNSERVICEABLE'],
  PROCESSED: ['READY_TO_SHIP', 'packed', 'PICKED_UP', 'SHIPPED', 'CANCELLED', 'UNSERVICEABLE'],
  READY_TO_SHIP: ['RTS_PROCCESSING', 'packed', 'PICKED_UP', 'SHIPPED', 'CANCELLED'],
  RTS_PROCCESSING: ['READY_TO_SHIP', 'RTS_FAILED', 'packed', 'CANCELLED'],
  RTS_FAILED: ['READY_TO_SHIP', 'CANCELLED'],
  UNSERVICEABLE: ['CANCELLED'],
  packed: ['PICKED_UP', 'SHIPPED'],
  PICKED_UP: ['SHIPPED', 'IN_TRANSIT', 'RTO_IN_TRANSIT', 'LOST'],
  SHIPPED: ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'UNDELIVERED', 'RTO_IN_TRANSIT', 'LOST'],
  IN_TRANSIT: ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'UNDELIVERED', 'RTO_IN_TRANSIT', 'LOST'],
  OUT_FOR_DELIVERY: ['DELIVERED', 'UNDELIVERED', 'RTO_IN_TRANSIT', 'LOST'],
  UNDELIVERED: ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'RTO_AVAILABLE', 'RTO_IN_TRANSIT', 'LOST'],
  RTO_AVAILABLE: ['RTO_IN_TRANSIT'],
  RTO_IN_TRANSIT: ['RTO_IN_TRANSIT', 'RTO_OUT_FOR_DELIVERY', 'RTO_DELIVERED', 'RTO_UNDELIVERED', 'LOST'],
  RTO_OUT_FOR_DELIVERY: ['RTO_DELIVERED', 'RTO_UNDELIVERED', 'LOST'],
  RTO_UNDELIVERED: ['RTO_IN_TRANSIT', 'RTO_OUT_FOR_DELIVERY', 'RTO_DELIVERED', 'LOST'],
  RTO_DELIVERED: [],
  RTO_PROCESSED: [],
  DELIVERED: [],
  CANCELLED: [],
  LOST: [],
  DTO_PLACED: ['DTO_IN_TRANSIT', 'DTO_CANCELLED'],
  DTO_IN_TRANSIT: ['DTO_IN_TRANSIT', 'DTO_OUT_FOR_DELIVERY', 'DTO_UNDELIVERED', 'DTO_DELIVERED'],
  DTO_OUT_FOR_DELIVERY: ['DTO_DELIVERED', 'DTO_UNDELIVERED'],
  DTO_UNDELIVERED: ['DTO_IN_TRANSIT', 'DTO_OUT_FOR_DELIVERY'],
  DTO_DELIVERED: [],
  DTO_PROCESSED: [],
  DTO_CANCELLED: [],
};

/** The statuses an order in `from` may move to next (none for an unknown status). */
export const nextStatuses = (from: string): readonly string[] => ORDER_TRANSITIONS[from] ?? [];

export const canMoveTo = (from: string, to: string): boolean => nextStatuses(from).includes(to);

/**
 * Why an order in `from` may not move to `to`, in the words the user sees, or null when it
 * may: a closed order can no longer change, one on its way back takes return updates only,
 * and any other move outside the machine is named.
 */
export function statusChangeProblem(from: string, to: string): string | null {
  if (canMoveTo(from, to)) return null;
  const label = (code: string) => statusView(code).label;
  if (CLOSED_STATUSES.has(from) || nextStatuses(from).length === 0)
    return fill(MSG.orderClosed, { status: label(from) });
  if (from.startsWith('RTO_')) return MSG.orderReturning;
  return fill(MSG.statusChangeNotAllowed, { from: label(from), to: label(to) });
}
