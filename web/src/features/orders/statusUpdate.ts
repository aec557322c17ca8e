import {
  OrderStatusUpdateInput,
  SHIPMENT_STATUSES,
  canMoveTo,
  statusView,
  UNDELIVERED_REASON_VALUES,
  UNDELIVERED_REASONS,
  type z,
} from '@parcelo/common';
import type { Option } from '../../lib/FormField';

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

/** The delivery updates an order in `code` may take next, as the status machine allows. */
export function statusUpdateOptions(code: string): readonly Option[] {
  return SHIPMENT_STATUS_OPTIONS.filter((o) => canMoveTo(code, o.value));
}

/** Where an order's delivery ends (or no update applies yet), the drawer offers none. */
export function acceptsStatusUpdate(code: string): boolean {
  return statusUpdateOptions(code).length > 0;
}

/** The form's values, named as the mutation input's fields so the server's userErrors land on them. */
export type StatusUpdateValues = { status: string; undeliveredReason: string; description: string; city: string };

export const EMPTY_STATUS_UPDATE: StatusUpdateValues = { status: '', undeliveredReason: '', description: '', city: '' };

/** The reason is asked for, and required, only for UNDELIVERED: it picks the buyer's NDR message. */
export function needsReason(status: string): boolean {
  return status === 'UNDELIVERED';
}

/**
 * The mutation input for valid values: the reason only with UNDELIVERED (a reason left
 * chosen before switching status is dropped), blank optional fields left out so the
 * server uses its own words in the trail.
 */
export function statusUpdateInput(id: string, values: z.output<typeof OrderStatusUpdateInput>) {
  const { status, undeliveredReason, description, city } = values;
  return {
    id,
    status,
    ...(undeliveredReason ? { undeliveredReason } : {}),
    ...(description ? { description } : {}),
    ...(city ? { city } : {}),
  };
}
