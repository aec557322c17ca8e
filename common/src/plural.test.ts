import { describe, expect, it } from 'vitest';
import { MSG, fill } from './messages.js';
import { plural } from './plural.js';

describe('counts with their noun', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(plural(1, 'request')).toBe('1 request');
    expect(plural(0, 'request')).toBe('0 requests');
    expect(plural(2, ['entry', 'entries'])).toBe('2 entries');
    expect(plural(120000, 'order')).toBe('1,20,000 orders');
  });

  it('makes the regular plural of a noun ending in y, s, x, ch or sh, and of an abbreviation', () => {
    expect(plural(6, 'delivery')).toBe('6 deliveries');
    expect(plural(2, 'entry')).toBe('2 entries');
    expect(plural(3, 'store address')).toBe('3 store addresses');
    expect(plural(2, 'batch')).toBe('2 batches');
    expect(plural(4, 'day')).toBe('4 days');
    expect(plural(5, 'AWB')).toBe('5 AWBs');
    expect(plural(1, 'delivery')).toBe('1 delivery');
  });

  it('fills every count message in the right number', () => {
    expect(fill(MSG.approvalUpdated, { n: 1 })).toBe('Updated 1 request');
    expect(fill(MSG.approvalUpdated, { n: 3 })).toBe('Updated 3 requests');
    expect(fill(MSG.ordersSynced, { n: 1 })).toBe('Synced 1 new order');
    expect(fill(MSG.pricingUploaded, { n: 1 })).toBe('Prices updated for 1 product');
    expect(fill(MSG.wsinMapMax, { n: 20 })).toBe('At most 20 WSINs');
    expect(fill(MSG.documentsMax, { n: 1 })).toBe('At most 1 order at once');
    // Plain values and missing ones are as before.
    expect(fill(MSG.scanAdded, { units: '5 units', wsin: 'WS-1' })).toBe('Added 5 units of WS-1');
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
