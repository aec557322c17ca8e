import { check, MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  acceptsStatusUpdate,
  EMPTY_STATUS_UPDATE,
  SHIPMENT_STATUS_OPTIONS,
  statusUpdateInput,
  statusUpdateRules,
  UNDELIVERED_REASON_OPTIONS,
  type StatusUpdateValues,
} from './statusUpdate';

const rulesFor = (values: StatusUpdateValues) => statusUpdateRules(() => values);

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

  it('needs a status, and a reason only for UNDELIVERED', () => {
    expect(check(EMPTY_STATUS_UPDATE, rulesFor(EMPTY_STATUS_UPDATE))).toEqual({ status: 'Status is required' });
    const undelivered = { ...EMPTY_STATUS_UPDATE, status: 'UNDELIVERED' };
    expect(check(undelivered, rulesFor(undelivered))).toEqual({ undeliveredReason: MSG.undeliveredReasonRequired });
    const withReason = { ...undelivered, undeliveredReason: 'ROUTE_OBSTACLES' };
    expect(check(withReason, rulesFor(withReason))).toEqual({});
    const delivered = { ...EMPTY_STATUS_UPDATE, status: 'DELIVERED' };
    expect(check(delivered, rulesFor(delivered))).toEqual({});
  });

  it('sends the reason only with UNDELIVERED and leaves blank optional fields out', () => {
    expect(
      statusUpdateInput('o1', {
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
    expect(
      statusUpdateInput('o1', { status: 'DELIVERED', undeliveredReason: 'OTHER', description: ' ', city: '' }),
    ).toEqual({
      id: 'o1',
      status: 'DELIVERED',
    });
    expect(statusUpdateInput('o1', { ...EMPTY_STATUS_UPDATE, status: 'PLACED' })).toBeNull();
  });
});
