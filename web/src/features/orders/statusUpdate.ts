import {
  MSG,
  requiredRule,
  statusView,
  UNDELIVERED_REASON_VALUES,
  UNDELIVERED_REASONS,
  type Rule,
  type UndeliveredReason,
  CLOSED_STATUSES,
} from '@parcelo/common';
import type { Option } from '../../lib/FormField';

/** The API's ShipmentStatus, in the order a parcel goes through them (the select's order). */
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

export function isShipmentStatus(value: string): value is ShipmentStatus {
  return (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

export function isUndeliveredReason(value: string): value is UndeliveredReason {
  return (UNDELIVERED_REASON_VALUES as readonly string[]).includes(value);
}

/** Each status with the label the order's status tag shows for it, e.g. 'Returned To Origin'. */
export const SHIPMENT_STATUS_OPTIONS: readonly Option[] = SHIPMENT_STATUSES.map((status) => ({
  value: status,
  label: statusView(status).label,
}));

/** The undelivered reasons. */
export const UNDELIVERED_REASON_OPTIONS: readonly Option[] = UNDELIVERED_REASON_VALUES.map((reason) => ({
  value: reason,
  label: UNDELIVERED_REASONS[reason],
}));

/** Where an order's delivery ends: no courier update follows, so the drawer offers none. */
export function acceptsStatusUpdate(code: string): boolean {
  return !CLOSED_STATUSES.has(code);
}

/** The form's values, named as the mutation input's fields so the server's userErrors land on them. */
export type StatusUpdateValues = { status: string; undeliveredReason: string; description: string; city: string };

export const EMPTY_STATUS_UPDATE: StatusUpdateValues = { status: '', undeliveredReason: '', description: '', city: '' };

/** The reason is asked for, and required, only for UNDELIVERED: it picks the buyer's NDR message. */
export function needsReason(status: string): boolean {
  return status === 'UNDELIVERED';
}

/** The rules, reading the chosen status when they run (at submit). */
export function statusUpdateRules(values: () => StatusUpdateValues): Partial<Record<keyof StatusUpdateValues, Rule[]>> {
  return {
    status: [requiredRule('Status')],
    undeliveredReason: [(reason) => (needsReason(values().status) && !reason ? MSG.undeliveredReasonRequired : null)],
  };
}

/**
 * The mutation input for valid values: the reason only with UNDELIVERED (a reason left
 * chosen before switching status is dropped), blank optional fields left out so the
 * server uses its own words in the trail. Null when the status is not one the API takes.
 */
export function statusUpdateInput(id: string, values: StatusUpdateValues) {
  if (!isShipmentStatus(values.status)) return null;
  const reason =
    needsReason(values.status) && isUndeliveredReason(values.undeliveredReason) ? values.undeliveredReason : null;
  const description = values.description.trim();
  const city = values.city.trim();
  return {
    id,
    status: values.status,
    ...(reason ? { undeliveredReason: reason } : {}),
    ...(description ? { description } : {}),
    ...(city ? { city } : {}),
  };
}
