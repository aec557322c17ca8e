import { describe, expect, it } from 'vitest';
import { sellThrough, type SellThroughCount } from './sellThrough.js';

const at = new Date('2026-11-01T10:00:00Z');
const count = (
  countDate: string,
  stockType: 0 | 1,
  lines: Record<string, number>,
  retailerId = 'shop-a',
  updatedAt = at,
): SellThroughCount => ({
  retailerId,
  countDate,
  stockType,
  updatedAt,
  lines: Object.entries(lines).map(([sku, quantity]) => ({ sku, title: `Tea ${sku}`, quantity })),
});

describe('sell-through from consecutive counts', () => {
  it('sums the falls between counts, opening before closing on a day', () => {
    const rows = sellThrough([
      // Given out of order: the closing count comes after the same day's opening whatever the order.
      count('2026-11-01', 1, { CHAI: 14 }),
      count('2026-11-01', 0, { CHAI: 20 }),
      count('2026-11-02', 0, { CHAI: 14 }),
      count('2026-11-02', 1, { CHAI: 9 }),
    ]);
    expect(rows).toEqual([
      {
        retailerId: 'shop-a',
        sku: 'CHAI',
        title: 'Tea CHAI',
        unitsSold: 11,
        restocks: 0,
        counts: 4,
        firstDay: '2026-11-01',
        lastDay: '2026-11-02',
        daysCovered: 2,
      },
    ]);
  });

  it('reads a rise as a delivery: that step adds nothing and the next run starts from the higher count', () => {
    const [row] = sellThrough([
      count('2026-11-01', 0, { CHAI: 10 }),
      count('2026-11-01', 1, { CHAI: 4 }),
      // Restocked overnight: an opening above the last closing.
      count('2026-11-02', 0, { CHAI: 30 }),
      count('2026-11-02', 1, { CHAI: 25 }),
      count('2026-11-05', 1, { CHAI: 25 }),
    ]);
    expect(row).toMatchObject({ unitsSold: 11, restocks: 1, counts: 5, daysCovered: 5 });
  });

  it('skips a product a count leaves out, and keeps shops and products apart', () => {
    const rows = sellThrough([
      count('2026-11-01', 0, { CHAI: 10, KAHWA: 6 }),
      count('2026-11-01', 1, { KAHWA: 2 }),
      count('2026-11-02', 0, { CHAI: 7 }),
      count('2026-11-01', 0, { CHAI: 3 }, 'shop-b'),
    ]);
    expect(rows.map((r) => [r.retailerId, r.sku, r.unitsSold, r.counts])).toEqual([
      ['shop-a', 'CHAI', 3, 2],
      ['shop-a', 'KAHWA', 4, 2],
      ['shop-b', 'CHAI', 0, 1],
    ]);
    expect(rows[2]).toMatchObject({ daysCovered: 1, firstDay: '2026-11-01', lastDay: '2026-11-01' });
  });

  it('takes the count saved last when two promoters count the same shop, day and kind', () => {
    const [row] = sellThrough([
      count('2026-11-01', 0, { CHAI: 10 }),
      count('2026-11-01', 1, { CHAI: 8 }, 'shop-a', new Date('2026-11-01T12:00:00Z')),
      count('2026-11-01', 1, { CHAI: 5 }, 'shop-a', new Date('2026-11-01T13:00:00Z')),
    ]);
    expect(row).toMatchObject({ unitsSold: 5, counts: 2 });
  });

  it('answers nothing for no counts', () => {
    expect(sellThrough([])).toEqual([]);
  });
});
