import { describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { cleanChannelOrder } from './clean.js';
import type { ChannelOrder } from './adapters.js';

const order = (overrides: Partial<ChannelOrder> = {}): ChannelOrder => ({
  channelOrderId: '5500000001',
  shopOrderId: '#J2',
  paymentMode: 'COD',
  customerEmail: 'asha@example.in',
  customerPhone: '9822012345',
  shippingAddress: {
    firstName: 'Asha',
    lastName: 'Rao',
    addressLine1: '14 MG Road',
    addressLine2: 'Camp',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    country: 'India',
  },
  items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1, unitPrice: 249 }],
  weight: null,
  createdAt: '2026-11-20T06:30:00Z',
  ...overrides,
});

describe("a store's order as it can be kept", () => {
  it('refuses an order number or id with a control character, naming the order without it', () => {
    for (const bad of [{ shopOrderId: '#J2\u0000' }, { shopOrderId: '#J2\u0007' }, { channelOrderId: '55\u0000' }])
      expect(cleanChannelOrder(order(bad))).toEqual({
        problem: { shopOrderId: '#J2', message: MSG.storeOrderNumberUnsavable },
      });
  });

  it('drops control characters and half surrogate pairs from the rest, keeping line breaks and emoji', () => {
    const cleaned = cleanChannelOrder(
      order({
        shippingAddress: {
          ...order().shippingAddress,
          firstName: 'As\u0000ha',
          addressLine1: '14 MG Road\nCamp \uD83D\uDE00',
        },
        items: [{ title: 'Chai\u001b[31m \uD800', sku: 'CHAI\u0000', quantity: 1, unitPrice: 249 }],
      }),
    );
    expect(cleaned).toMatchObject({
      order: {
        shopOrderId: '#J2',
        shippingAddress: { firstName: 'Asha', addressLine1: '14 MG Road\nCamp \uD83D\uDE00' },
        items: [{ title: 'Chai[31m \uFFFD', sku: 'CHAI' }],
      },
    });
  });
});
