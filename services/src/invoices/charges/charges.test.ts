import { describe, expect, it } from 'vitest';
import type { OrderBillingEvent, PricingPreferencesRecord } from '@parcelo/common';
import { notificationCharge, orderCharges } from './charges.js';

const prefs: PricingPreferencesRecord = {
  companyId: '11111111-1111-4111-8111-111111111111',
  smsCharges: 25,
  RTOProcessingCharges: 3500,
  platformCharges: 0,
  whatsAppMessageCharges: 80,
  codHandlingCharges: 2500,
  lightningBaseCharges: 2000,
  lightningPriceUpto2Kgs: 3000,
  lightningPriceAfter2Kgs: 1500,
  wlCODHandlingCharges: 200,
  storageCharges: 0,
  minimumStorageCharges: 0,
  maximumStorageCharges: 0,
  storageChargeType: 'fixedStorageCharges',
  codRemittanceDays: 7,
  updatedAt: null,
};

const event = (over: Partial<OrderBillingEvent> = {}): OrderBillingEvent => ({
  eventId: 'e1',
  companyId: prefs.companyId,
  orderId: '22222222-2222-4222-8222-222222222222',
  shopOrderId: 'CHAI-1001',
  awb: 'PCL123456',
  status: 'DELIVERED',
  paymentMode: 'COD',
  orderValuePaise: 200_000,
  weightKg: 1.2,
  dimensions: null,
  occurredAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('order charges', () => {
  it('a delivered COD order pays shipping on its chargeable weight and COD handling, keyed by the order', () => {
    const entries = orderCharges(prefs, event());
    expect(entries).toEqual([
      {
        companyId: prefs.companyId,
        type: 'DEBIT',
        amountPaise: 5000,
        code: '201',
        description: 'Shipping charges for AWB PCL123456 (1.5 kg)',
        key: 'ship:22222222-2222-4222-8222-222222222222',
        reference: 'PCL123456',
        enforceFloor: false,
      },
      {
        companyId: prefs.companyId,
        type: 'DEBIT',
        // 2 % of ₹2,000 is ₹40, more than the ₹25 minimum.
        amountPaise: 4000,
        code: '201',
        description: 'COD handling charges for AWB PCL123456',
        key: 'codfee:22222222-2222-4222-8222-222222222222',
        reference: 'PCL123456',
        enforceFloor: false,
      },
    ]);
  });

  it('weighs the volumetric weight when heavier, each started kilogram above 2 kg at the after-2 kg rate', () => {
    // 40×30×20 cm / 5000 = 4.8 kg → 5 kg in half-kilogram slabs: 3 kg above 2 kg.
    const [ship] = orderCharges(
      prefs,
      event({ paymentMode: 'PREPAID', dimensions: { length: 40, breadth: 30, height: 20 } }),
    );
    expect(ship).toMatchObject({ amountPaise: 2000 + 3000 + 3 * 1500, description: expect.stringContaining('(5 kg)') });
  });

  it('a prepaid order pays no COD handling; an order without an AWB is named by its number', () => {
    const entries = orderCharges(prefs, event({ paymentMode: 'PREPAID', awb: null, weightKg: 0.2 }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      description: 'Shipping charges for order CHAI-1001 (0.5 kg)',
      reference: 'CHAI-1001',
    });
  });

  it('back at origin: RTO processing and the forward shipping (same key as on delivery), no COD handling', () => {
    const entries = orderCharges(prefs, event({ status: 'RTO_DELIVERED' }));
    expect(entries.map((e) => [e.key.split(':')[0], e.amountPaise])).toEqual([
      ['ship', 5000],
      ['rto', 3500],
    ]);
    expect(entries[1]!.description).toBe('RTO processing charges for AWB PCL123456');
  });

  it('a shipment whose courier freight was debited at booking pays no shipping again, only its other charges', () => {
    expect(orderCharges(prefs, event(), { freightPaid: true }).map((e) => e.key.split(':')[0])).toEqual(['codfee']);
    expect(orderCharges(prefs, event({ status: 'RTO_DELIVERED' }), { freightPaid: true })).toMatchObject([
      { key: 'rto:22222222-2222-4222-8222-222222222222', amountPaise: 3500 },
    ]);
  });

  it('charges of 0 are not posted, and other statuses earn nothing', () => {
    const free = { ...prefs, lightningBaseCharges: 0, lightningPriceUpto2Kgs: 0, RTOProcessingCharges: 0 };
    expect(orderCharges({ ...free, codHandlingCharges: 0, wlCODHandlingCharges: 0 }, event())).toEqual([]);
    expect(orderCharges(free, event({ status: 'RTO_DELIVERED' }))).toEqual([]);
    expect(orderCharges(prefs, event({ status: 'IN_TRANSIT' }))).toEqual([]);
  });
});

describe('message charges', () => {
  const message = { notificationId: '33333333-3333-4333-8333-333333333333', companyId: prefs.companyId };
  it('an SMS is code 203 at the SMS price, a WhatsApp message 204 at its price, each keyed by the message', () => {
    expect(notificationCharge(prefs, { ...message, channel: 'sms', reference: 'PCL1' })).toMatchObject({
      amountPaise: 25,
      code: '203',
      key: `sms:${message.notificationId}`,
      reference: 'PCL1',
      enforceFloor: false,
    });
    expect(notificationCharge(prefs, { ...message, channel: 'whatsapp' })).toMatchObject({
      amountPaise: 80,
      code: '204',
      key: `wa:${message.notificationId}`,
    });
  });
  it('a free message posts nothing', () => {
    expect(notificationCharge({ ...prefs, smsCharges: 0 }, { ...message, channel: 'sms' })).toBeNull();
  });
});
