import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import {
  CLOSED_STATUSES,
  IN_TRANSIT_STATUSES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  canMoveTo,
  codCollection,
  nextStatuses,
  statusChangeProblem,
} from './orderStatus.js';

describe('the order status machine', () => {
  it('knows every named status, and moves only to named statuses', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_TRANSITIONS, status).toHaveProperty(status);
    for (const next of Object.values(ORDER_TRANSITIONS).flat()) expect(ORDER_STATUSES).toContain(next);
  });

  it('never goes from Placed straight to Delivered, nor to delivered without going out for delivery', () => {
    expect(canMoveTo('PLACED', 'DELIVERED')).toBe(false);
    for (const [from, next] of Object.entries(ORDER_TRANSITIONS))
      if (next.includes('DELIVERED')) expect(from).toBe('OUT_FOR_DELIVERY');
    expect(statusChangeProblem('PLACED', 'DELIVERED')).toBe('An order that is Placed cannot be moved to Delivered');
  });

  it('walks the forward path, a failed attempt and the return', () => {
    const walk = (path: string[]) => path.every((to, i) => i === 0 || canMoveTo(path[i - 1]!, to));
    expect(
      walk(['PLACED', 'packed', 'PICKED_UP', 'SHIPPED', 'IN_TRANSIT', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']),
    ).toBe(true);
    expect(walk(['PLACED', 'SHIPPED', 'UNDELIVERED', 'OUT_FOR_DELIVERY', 'UNDELIVERED', 'IN_TRANSIT'])).toBe(true);
    expect(walk(['OUT_FOR_DELIVERY', 'UNDELIVERED', 'RTO_IN_TRANSIT', 'RTO_DELIVERED'])).toBe(true);
    expect(walk(['PLACED', 'CANCELLED'])).toBe(true);
  });

  it("takes the buyer's NDR answers: back to origin while with the courier, a new attempt once undelivered", () => {
    for (const from of IN_TRANSIT_STATUSES) expect(canMoveTo(from, 'RTO_IN_TRANSIT'), from).toBe(true);
    expect(canMoveTo('UNDELIVERED', 'IN_TRANSIT')).toBe(true);
  });

  it('ends at closed statuses, and a packed order is no longer cancelled', () => {
    for (const closed of CLOSED_STATUSES) expect(nextStatuses(closed), closed).toEqual([]);
    expect(statusChangeProblem('DELIVERED', 'SHIPPED')).toBe('This order is Delivered and can no longer change');
    expect(canMoveTo('packed', 'CANCELLED')).toBe(false);
    expect(nextStatuses('SOMETHING_NEW')).toEqual([]);
  });

  it('takes only return updates on the way back', () => {
    expect(statusChangeProblem('RTO_IN_TRANSIT', 'UNDELIVERED')).toBe(MSG.orderReturning);
    expect(statusChangeProblem('RTO_IN_TRANSIT', 'RTO_DELIVERED')).toBeNull();
  });
});

describe("a COD order's money", () => {
  it('is to pay until delivered, paid once delivered, and nothing once it will not reach the buyer', () => {
    for (const status of ['PLACED', 'packed', 'SHIPPED', 'OUT_FOR_DELIVERY', 'UNDELIVERED', 'RTS_FAILED'])
      expect(codCollection(status), status).toBe('DUE');
    expect(codCollection('DELIVERED')).toBe('PAID');
    for (const status of ['CANCELLED', 'RTO_IN_TRANSIT', 'RTO_DELIVERED', 'DTO_DELIVERED', 'LOST', 'UNSERVICEABLE'])
      expect(codCollection(status), status).toBe('NONE');
  });
});
