import type { SHIPMENT_STATUSES } from '@parcelo/common';
import { LIGHTNING_READY_STATUSES } from '@parcelo/common';

/** Where a Lightning driver's trip puts an order. */
export const LIGHTNING_TARGETS = ['OUT_FOR_DELIVERY', 'DELIVERED', 'UNDELIVERED', 'UNATTEMPTED'] as const;
export type LightningTarget = (typeof LIGHTNING_TARGETS)[number];

type Step = (typeof SHIPMENT_STATUSES)[number];
const waiting = (status: string) => (LIGHTNING_READY_STATUSES as readonly string[]).includes(status);

/**
 * The status moves that take an order from `current` to where the driver's trip has it, each
 * one the order status machine allows: an order still at the warehouse is shipped and then out
 * for delivery before anything else; one that came back undelivered goes out again. Empty when
 * the order is there already (the trip's news came twice, or late); null when it cannot get
 * there any more (cancelled, or delivered, meanwhile).
 */
export function lightningSteps(current: string, target: LightningTarget): Step[] | null {
  if (target === 'OUT_FOR_DELIVERY') {
    if (current === 'OUT_FOR_DELIVERY') return [];
    // Back from a failed attempt, or on its way again after the buyer answered what to do.
    if (current === 'UNDELIVERED' || current === 'IN_TRANSIT') return ['OUT_FOR_DELIVERY'];
    return waiting(current) ? ['SHIPPED', 'OUT_FOR_DELIVERY'] : null;
  }
  const last: Step = target === 'DELIVERED' ? 'DELIVERED' : 'UNDELIVERED';
  if (current === last) return [];
  // Not attempted: still out for delivery means back at the warehouse now; otherwise nothing moved.
  if (target === 'UNATTEMPTED') return current === 'OUT_FOR_DELIVERY' ? ['UNDELIVERED'] : [];
  const out = lightningSteps(current, 'OUT_FOR_DELIVERY');
  return out === null ? null : [...out, last];
}
