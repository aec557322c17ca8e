import { describe, expect, it } from 'vitest';
import { DEMO_SHOPIFY_STORES } from './demo.js';
import { demoOrders } from './demoOrders.js';

describe('demo orders', () => {
  it('come from a store the seller has connected (which its orders sync pulls) or were added by hand', () => {
    const orders = demoOrders(300, Date.parse('2026-01-15T06:00:00Z'));
    for (const order of orders) {
      const connected = DEMO_SHOPIFY_STORES.filter((s) => s.companyId === order.companyId).map(() => 'shopify');
      expect(['manual', ...connected], `${order.prefix}-${order.n}`).toContain(order.shopType);
    }
    expect(new Set(orders.map((o) => o.shopType))).toEqual(new Set(['shopify', 'manual']));
  });
});
