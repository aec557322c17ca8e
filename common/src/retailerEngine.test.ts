import { describe, expect, it } from 'vitest';
import {
  classOfScore,
  median,
  paymentPoints,
  quintileOf,
  scoreRetailers,
  suggestNextOrder,
  type RetailerActivity,
  type RetailerOrderLine,
} from './retailerEngine.js';

const activity = (retailerId: string, over: Partial<RetailerActivity> = {}): RetailerActivity => ({
  retailerId,
  valuePaise: 0,
  invoices: 0,
  judged: 0,
  paidOnTime: 0,
  avgDaysLate: 0,
  overduePaise: 0,
  ...over,
});

describe('retailer engine thresholds', () => {
  it('places a figure in its quintile within the brand', () => {
    const all = [10, 20, 30, 40, 50];
    expect(all.map((v) => quintileOf(v, all))).toEqual([1, 2, 3, 4, 5]);
    expect([1, 2, 3].map((v) => quintileOf(v, [1, 2, 3]))).toEqual([2, 4, 5]);
    // Ties share the higher quintile.
    expect(quintileOf(7, [7, 7])).toBe(5);
  });

  it('gives payment points by the share paid on time, less one for long lateness', () => {
    expect(paymentPoints({ judged: 0, paidOnTime: 0, avgDaysLate: 0 })).toBe(2);
    expect(paymentPoints({ judged: 10, paidOnTime: 9, avgDaysLate: 1 })).toBe(4);
    expect(paymentPoints({ judged: 4, paidOnTime: 3, avgDaysLate: 2 })).toBe(3);
    expect(paymentPoints({ judged: 2, paidOnTime: 1, avgDaysLate: 5 })).toBe(2);
    expect(paymentPoints({ judged: 4, paidOnTime: 1, avgDaysLate: 10 })).toBe(1);
    expect(paymentPoints({ judged: 5, paidOnTime: 0, avgDaysLate: 10 })).toBe(0);
    expect(paymentPoints({ judged: 2, paidOnTime: 1, avgDaysLate: 31 })).toBe(1);
    expect(paymentPoints({ judged: 5, paidOnTime: 0, avgDaysLate: 60 })).toBe(0);
  });

  it('maps scores to classes at 10, 7, 4 and 1', () => {
    expect([12, 10, 9, 7, 6, 4, 3, 1, 0].map(classOfScore)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D', 'E']);
  });

  it('scores a brand: the best buyer and payer A, a middling one B, the smallest C, the idle E', () => {
    const scores = scoreRetailers(
      ['best', 'mid', 'small', 'idle'],
      [
        activity('best', { valuePaise: 60_00, invoices: 3, judged: 3, paidOnTime: 3 }),
        activity('mid', { valuePaise: 20_00, invoices: 2 }),
        activity('small', { valuePaise: 10_00, invoices: 1 }),
      ],
    );
    expect(scores.map((s) => [s.retailerId, s.score, s.engineClass])).toEqual([
      ['best', 12, 'A'],
      ['mid', 8, 'B'],
      ['small', 4, 'C'],
      ['idle', 0, 'E'],
    ]);
    expect(scores[0]).toMatchObject({ valuePaise: 60_00, orders: 3, onTimeShare: 1 });
    expect(scores[1]!.onTimeShare).toBeNull();
  });

  it('marks down a big buyer that pays late', () => {
    const [late] = scoreRetailers(
      ['late', 'other'],
      [
        activity('late', { valuePaise: 90_00, invoices: 5, judged: 5, paidOnTime: 0, avgDaysLate: 45 }),
        activity('other', { valuePaise: 10_00, invoices: 1 }),
      ],
    );
    expect(late).toMatchObject({ score: 8, engineClass: 'B' });
  });
});

describe('suggested next order', () => {
  const line = (orderId: string, day: string, sku: string, quantity: number): RetailerOrderLine => ({
    retailerId: 'r',
    orderId,
    sku,
    title: `Title ${sku}`,
    quantity,
    day,
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it('suggests SKUs bought at least twice, at the median quantity, due the median interval after the last order', () => {
    const lines = [
      line('o1', '2026-09-01', 'CHAI', 4),
      line('o2', '2026-09-11', 'CHAI', 6),
      line('o3', '2026-09-25', 'CHAI', 5),
      line('o1', '2026-09-01', 'MASALA', 2),
      line('o3', '2026-09-25', 'MASALA', 3),
      line('o2', '2026-09-11', 'ONCE', 9),
    ];
    expect(suggestNextOrder(lines)).toEqual([
      // Gaps of 10 and 14 days: due 12 days after the last.
      { sku: 'CHAI', title: 'Title CHAI', quantity: 5, dueDate: '2026-10-07', timesOrdered: 3 },
      // One gap of 24 days; median 2.5 rounds up to 3.
      { sku: 'MASALA', title: 'Title MASALA', quantity: 3, dueDate: '2026-10-19', timesOrdered: 2 },
    ]);
  });

  it('counts a SKU listed twice on one order once, and keeps at most ten lines', () => {
    expect(suggestNextOrder([line('o1', '2026-09-01', 'A', 1), line('o1', '2026-09-01', 'A', 2)])).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => [
      line('o1', '2026-09-01', `SKU${i}`, 1),
      line('o2', '2026-09-02', `SKU${i}`, 1),
    ]).flat();
    expect(suggestNextOrder(many)).toHaveLength(10);
  });
});
