import { describe, expect, it } from 'vitest';
import {
  UNDELIVERED_REASON_OPTIONS,
  addressLine,
  collectLabel,
  driverStatusLabel,
  isOpenStop,
  tripStops,
  undeliveredReasonLabel,
} from './driverStops';
import { dataUrlBytes, photoFits, scaledSize } from './deliveryPhoto';
import { DeliverForm, PrepaidDeliverForm, deliverInitial, deliverInput } from './deliverForm';
import { fanOffsets } from './stopsMap';

describe('stop labels and links', () => {
  it('says what to collect', () => {
    expect(collectLabel(123_450)).toBe('Collect ₹1,234.50');
    expect(collectLabel(0)).toBe('Prepaid');
  });

  it('writes the address on one line', () => {
    expect(
      addressLine({ addressLine1: '12 MG Road ', addressLine2: '', city: 'Delhi', state: 'Delhi', pincode: '110001' }),
    ).toBe('12 MG Road, Delhi, Delhi 110001');
  });

  it('names driver statuses and open stops', () => {
    expect(driverStatusLabel(2)).toBe('Orders Assigned');
    expect(driverStatusLabel(42)).toBe('42');
    expect(isOpenStop(5)).toBe(true);
    expect(isOpenStop(7)).toBe(false);
  });

  it('offers every undelivered reason with its label', () => {
    expect(UNDELIVERED_REASON_OPTIONS).toContainEqual({ value: 'OTHER', label: 'Other' });
    expect(UNDELIVERED_REASON_OPTIONS).toHaveLength(6);
    expect(undeliveredReasonLabel('ROUTE_OBSTACLES')).toBe('Route Obstacles');
    expect(undeliveredReasonLabel('NEW_REASON')).toBe('NEW_REASON');
  });
});

describe('tripStops', () => {
  it('orders the trip by stop and finds each order on the route', () => {
    const orders = [
      { orderId: 'b', stop: 2 },
      { orderId: 'a', stop: 1 },
      { orderId: 'gone', stop: 3 },
    ];
    const route = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ];
    expect(tripStops(orders, route)).toEqual([
      { order: { orderId: 'a', stop: 1 }, stop: { id: 'a', name: 'A' } },
      { order: { orderId: 'b', stop: 2 }, stop: { id: 'b', name: 'B' } },
      { order: { orderId: 'gone', stop: 3 }, stop: null },
    ]);
  });
});

describe('delivery photo', () => {
  it('scales the long side to 1280 px, never up', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 960, height: 1280 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(10_000, 3)).toEqual({ width: 1280, height: 1 });
  });

  it('counts the bytes of a data URL and checks them against 1.5 MB', () => {
    expect(dataUrlBytes('data:image/jpeg;base64,QUJD')).toBe(3);
    expect(dataUrlBytes('data:image/jpeg;base64,QUI=')).toBe(2);
    expect(photoFits(1_572_864)).toBe(true);
    expect(photoFits(1_572_865)).toBe(false);
  });
});

describe('fanOffsets', () => {
  it('leaves a lone stop in place and fans out stops sharing a place', () => {
    const here = { lat: 28.6, lng: 77.2 };
    const offsets = fanOffsets([here, { lat: 28.7, lng: 77.3 }, here, here]);
    expect(offsets[1]).toEqual([0, 0]);
    const ring = [offsets[0]!, offsets[2]!, offsets[3]!];
    expect(new Set(ring.map((o) => o.join())).size).toBe(3);
    for (const [x, y] of ring) expect(Math.hypot(x, y)).toBeCloseTo(22, 1);
  });
});

describe('deliver form', () => {
  it('opens with the COD amount in rupees and sends it in paise', () => {
    expect(deliverInitial(123_450)).toEqual({ otp: '', codCollected: '1234.50' });
    expect(deliverInput({ otp: ' 1234 ', codCollected: '1,234.5' }, 123_450)).toEqual({
      otp: '1234',
      codCollected: 123_450,
    });
  });

  it('collects nothing on a prepaid order', () => {
    expect(deliverInput({ otp: '1234', codCollected: '99' }, 0)).toEqual({ otp: '1234', codCollected: 0 });
  });

  it('checks the 4-digit code and the rupees', () => {
    expect(DeliverForm.safeParse({ otp: '123', codCollected: '10' }).success).toBe(false);
    expect(DeliverForm.safeParse({ otp: '1234', codCollected: '10.555' }).success).toBe(false);
    expect(DeliverForm.safeParse({ otp: '1234', codCollected: '10.50' }).data).toEqual({
      otp: '1234',
      codCollected: 1050,
    });
    expect(PrepaidDeliverForm.safeParse({ otp: '1234' }).success).toBe(true);
  });
});
