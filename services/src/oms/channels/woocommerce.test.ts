import { describe, expect, it } from 'vitest';
import { CreateOrderInput } from '@parcelo/common';
import { mapWooOrder, type WooOrder } from './woocommerce.js';

const order = (overrides: Partial<WooOrder> = {}): WooOrder => ({
  id: 812,
  number: '812',
  status: 'processing',
  date_created_gmt: '2026-11-20T06:30:00',
  payment_method: 'cod',
  billing: {
    first_name: 'Asha',
    last_name: 'Rao',
    address_1: '14 MG Road',
    address_2: '',
    city: 'Pune',
    state: 'MH',
    postcode: '411001',
    country: 'IN',
    email: 'asha@example.in',
    phone: '+91 98220 12345',
  },
  shipping: { first_name: '', last_name: '', address_1: '', city: '', state: '', postcode: '', country: '' },
  line_items: [{ name: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 2, price: 249, product_id: 31 }],
  ...overrides,
});

describe('WooCommerce orders', () => {
  it('ships to the billing address when no shipping address was given, and reads cod as COD', () => {
    const mapped = mapWooOrder(order());
    expect(mapped).toEqual({
      channelOrderId: '812',
      shopOrderId: '#812',
      paymentMode: 'COD',
      customerEmail: 'asha@example.in',
      customerPhone: '9822012345',
      shippingAddress: {
        firstName: 'Asha',
        lastName: 'Rao',
        addressLine1: '14 MG Road',
        addressLine2: 'Pune',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        country: 'India',
      },
      items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 2, unitPrice: 24_900 }],
      weight: null,
      createdAt: '2026-11-20T06:30:00Z',
    });
    // What the sync checks every pulled order with (a weightless order stands in half a kilo).
    expect(
      CreateOrderInput.safeParse({ ...mapped, weight: 0.5, warehouseId: '00000000-0000-4000-8000-000000000000' })
        .success,
    ).toBe(true);
  });

  it('prefers the shipping address, takes any other gateway as prepaid, and names unlisted SKUs', () => {
    const mapped = mapWooOrder(
      order({
        payment_method: 'razorpay',
        shipping: {
          first_name: 'Vikram',
          last_name: 'Shah',
          address_1: '2 Park Street',
          address_2: 'Flat 4',
          city: 'Kolkata',
          state: 'WB',
          postcode: '700 016',
          country: 'IN',
          phone: '',
        },
        line_items: [{ name: 'Gift box', sku: '', quantity: 1, price: '499.50', product_id: 77 }],
      }),
    );
    expect(mapped.paymentMode).toBe('PREPAID');
    expect(mapped.shippingAddress).toMatchObject({
      firstName: 'Vikram',
      addressLine2: 'Flat 4',
      state: 'West Bengal',
      pincode: '700016',
    });
    expect(mapped.customerPhone).toBe('9822012345');
    expect(mapped.items).toEqual([{ title: 'Gift box', sku: 'WOO-77', quantity: 1, unitPrice: 49_950 }]);
  });
});
