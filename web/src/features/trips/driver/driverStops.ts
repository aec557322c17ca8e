import { DELIVERY_STATUS_CODES, DRIVER_STATUS, UNDELIVERED_REASONS, UNDELIVERED_REASON_VALUES } from '@parcelo/common';
import { formatPaise } from '../../../lib/format';

/*
 * What the driver's phone shows of its stops: its address, its status, what to collect (its
 * links out, the buyer's phone and the way there, are web/src/lib/phoneLinks.ts).
 */

/** What the driver collects at a stop: the COD amount, or "Prepaid". */
export const collectLabel = (codAmount: number) => (codAmount > 0 ? `Collect ${formatPaise(codAmount)}` : 'Prepaid');

/** An address on one line, its parts that are given. */
export function addressLine(address: {
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly city: string;
  readonly state: string;
  readonly pincode: string;
}): string {
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return [address.addressLine1, address.addressLine2, [place, address.pincode].filter(Boolean).join(' ')]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The driver's status as the hub names it (Idle, Orders Assigned, In Journey). */
export const driverStatusLabel = (code: number) => DRIVER_STATUS[code as keyof typeof DRIVER_STATUS] ?? String(code);

/** A stop still to be delivered on the trip: out for delivery. */
export const isOpenStop = (status: number) => status === DELIVERY_STATUS_CODES.OUT_FOR_DELIVERY;

/** An undelivered reason as people read it; an unknown one (a newer server) as it came. */
export const undeliveredReasonLabel = (value: string) =>
  (UNDELIVERED_REASONS as Record<string, string | undefined>)[value] ?? value;

/** The reasons a stop may go undelivered, as the select offers them. */
export const UNDELIVERED_REASON_OPTIONS = UNDELIVERED_REASON_VALUES.map((value) => ({
  value,
  label: UNDELIVERED_REASONS[value],
}));

/**
 * The trip's orders in route order, each with its stop on the driver's route (who, where)
 * when the route still has it: an order taken back to the cluster leaves the route but stays
 * on the trip.
 */
export function tripStops<
  O extends { readonly orderId: string; readonly stop: number },
  S extends { readonly id: string },
>(orders: readonly O[], route: readonly S[]): { order: O; stop: S | null }[] {
  const byId = new Map(route.map((s) => [s.id, s]));
  return [...orders].sort((a, b) => a.stop - b.stop).map((order) => ({ order, stop: byId.get(order.orderId) ?? null }));
}
