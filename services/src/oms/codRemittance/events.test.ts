import { describe, expect, it } from 'vitest';
import { orderBillingFacts, owesRemittance } from './events.js';

const order = {
  id: 'o1',
  company_id: 'c1',
  shop_order_id: 'CPN-100001',
  awb: 'PC0000000001',
  delivery_awb: 'DE000000001',
  payment_mode: 'COD' as const,
  total_amount_paise: 124_950,
  weight_kg: 0.75,
  length_cm: 20,
  breadth_cm: 15,
  height_cm: null,
};

describe('COD remittance events', () => {
  it('are owed for a COD order becoming delivered, and nothing else', () => {
    expect(owesRemittance(order, 'DELIVERED')).toBe(true);
    expect(owesRemittance({ ...order, payment_mode: 'PREPAID' as const }, 'DELIVERED')).toBe(false);
    expect(owesRemittance(order, 'RTO_DELIVERED')).toBe(false);
    // A change that read only the order's identity (a cancel) owes nothing.
    expect(
      owesRemittance({ id: 'o1', company_id: 'c1', shop_order_id: 'X', awb: null, delivery_awb: null }, 'DELIVERED'),
    ).toBe(false);
  });

  it('carry the COD amount in paise and Parcelo’s AWB', () => {
    expect(orderBillingFacts(order, 'DELIVERED')).toMatchObject({
      companyId: 'c1',
      orderId: 'o1',
      awb: 'PC0000000001',
      paymentMode: 'COD',
      orderValuePaise: 124_950,
      weightKg: 0.75,
      dimensions: null,
    });
  });
});
