import { MSG, OrderStatusUpdateInput } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  acceptsStatusUpdate,
  EMPTY_STATUS_UPDATE,
  SHIPMENT_STATUS_OPTIONS,
  statusUpdateInput,
  statusUpdateOptions,
  UNDELIVERED_REASON_OPTIONS,
  type StatusUpdateValues,
} from './statusUpdate';

/** Each field's first message, as the form shows them. */
const errorsOf = (values: StatusUpdateValues) => {
  const result = OrderStatusUpdateInput.safeParse(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
};
const input = (id: string, values: StatusUpdateValues) => statusUpdateInput(id, OrderStatusUpdateInput.parse(values));

describe('the delivery status update', () => {
  it('offers the shipment statuses with their readable labels', () => {
    expect(SHIPMENT_STATUS_OPTIONS).toContainEqual({ value: 'OUT_FOR_DELIVERY', label: 'Out For Delivery' });
    expect(SHIPMENT_STATUS_OPTIONS).toContainEqual({ value: 'RTO_DELIVERED', label: 'Returned To Origin' });
    expect(SHIPMENT_STATUS_OPTIONS).toContainEqual({ value: 'RTO_IN_TRANSIT', label: 'RTO In Transit' });
    expect(SHIPMENT_STATUS_OPTIONS).toHaveLength(9);
  });

  it('offers the six undelivered reasons', () => {
    expect(UNDELIVERED_REASON_OPTIONS.map((o) => o.label)).toEqual([
      'Wrong Or Incomplete Address',
      'No Response from Customer',
      'Route Obstacles',
      'Refused by customer',
      'Bad Weather conditions',
      'Other',
    ]);
  });

  it('is not offered once delivery has ended', () => {
    for (const code of ['CANCELLED', 'DELIVERED', 'RTO_DELIVERED', 'LOST'])
      expect(acceptsStatusUpdate(code)).toBe(false);
    for (const code of ['PLACED', 'SHIPPED', 'UNDELIVERED', 'RTO_IN_TRANSIT'])
      expect(acceptsStatusUpdate(code)).toBe(true);
  });

  it('offers only the statuses the order may move to next', () => {
    const offered = (code: string) => statusUpdateOptions(code).map((o) => o.value);
    expect(offered('PLACED')).toEqual(['PICKED_UP', 'SHIPPED']);
    expect(offered('PLACED')).not.toContain('DELIVERED');
    expect(offered('OUT_FOR_DELIVERY')).toEqual(['UNDELIVERED', 'DELIVERED', 'RTO_IN_TRANSIT', 'LOST']);
    expect(offered('RTO_IN_TRANSIT')).toEqual(['RTO_IN_TRANSIT', 'RTO_DELIVERED', 'LOST']);
  });

  it('needs a status, and a reason only for UNDELIVERED', () => {
    expect(errorsOf(EMPTY_STATUS_UPDATE)).toEqual({ status: 'Status is required' });
    const undelivered = { ...EMPTY_STATUS_UPDATE, status: 'UNDELIVERED' };
    expect(errorsOf(undelivered)).toEqual({ undeliveredReason: MSG.undeliveredReasonRequired });
    const withReason = { ...undelivered, undeliveredReason: 'ROUTE_OBSTACLES' };
    expect(errorsOf(withReason)).toEqual({});
    const delivered = { ...EMPTY_STATUS_UPDATE, status: 'DELIVERED' };
    expect(errorsOf(delivered)).toEqual({});
  });

  it('sends the reason only with UNDELIVERED and leaves blank optional fields out', () => {
    expect(
      input('o1', {
        status: 'UNDELIVERED',
        undeliveredReason: 'OTHER',
        description: ' Door locked ',
        city: ' Pune ',
      }),
    ).toEqual({
      id: 'o1',
      status: 'UNDELIVERED',
      undeliveredReason: 'OTHER',
      description: 'Door locked',
      city: 'Pune',
    });
    expect(input('o1', { status: 'DELIVERED', undeliveredReason: 'OTHER', description: ' ', city: '' })).toEqual({
      id: 'o1',
      status: 'DELIVERED',
    });
    expect(errorsOf({ ...EMPTY_STATUS_UPDATE, status: 'PLACED' })).toHaveProperty('status');
  });
});
