import { PROMOTER_STOCK_TYPES, daysIn } from '@parcelo/common';

/** The longest period sell-through is worked out over, so one request reads a bounded number of counts. */
export const SELL_THROUGH_MAX_DAYS = 93;

/** A count as sell-through reads it: the shop, the India day, opening or closing, and the units per SKU. */
export interface SellThroughCount {
  retailerId: string;
  countDate: string;
  stockType: number;
  /** Which of two counts of the same shop, day and kind (by different promoters) is the later one. */
  updatedAt: Date;
  lines: readonly { sku: string; title: string | null; quantity: number }[];
}

/** What a shop sold of one product over the period, as its counts show. */
export interface SellThroughRow {
  retailerId: string;
  sku: string;
  title: string | null;
  /** Units gone between consecutive counts, summed: each fall from one count to the next. */
  unitsSold: number;
  /** Rises from one count to the next: a delivery came in between, so that step adds nothing. */
  restocks: number;
  /** The counts of this product read. */
  counts: number;
  firstDay: string;
  lastDay: string;
  /** India days from the first count to the last, both included. */
  daysCovered: number;
}

/** The morning's count comes before the evening's of the same day. */
const order = (a: SellThroughCount, b: SellThroughCount) =>
  a.countDate.localeCompare(b.countDate) || a.stockType - b.stockType;

/**
 * Units sold per shop and product from its counts in order. Between two consecutive counts of
 * a product, a count that is not higher is units sold (earlier − later); a higher one means
 * stock was delivered in between (an opening above the last closing is a restock), so that
 * step counts nothing and the next run starts from it. A product missing from a count was not
 * counted then and is skipped there, not read as zero. When two promoters count the same
 * shop on the same day and kind, the one saved last stands.
 */
export function sellThrough(counts: readonly SellThroughCount[]): SellThroughRow[] {
  const latest = new Map<string, SellThroughCount>();
  for (const c of counts) {
    const key = `${c.retailerId}|${c.countDate}|${c.stockType === PROMOTER_STOCK_TYPES.closing ? 1 : 0}`;
    const held = latest.get(key);
    if (!held || held.updatedAt < c.updatedAt) latest.set(key, c);
  }
  const rows = new Map<string, SellThroughRow & { last: number }>();
  for (const c of [...latest.values()].sort(order)) {
    for (const line of c.lines) {
      const key = `${c.retailerId}|${line.sku.toUpperCase()}`;
      const row = rows.get(key);
      if (!row) {
        rows.set(key, {
          retailerId: c.retailerId,
          sku: line.sku,
          title: line.title,
          unitsSold: 0,
          restocks: 0,
          counts: 1,
          firstDay: c.countDate,
          lastDay: c.countDate,
          daysCovered: 1,
          last: line.quantity,
        });
        continue;
      }
      if (line.quantity <= row.last) row.unitsSold += row.last - line.quantity;
      else row.restocks += 1;
      row.last = line.quantity;
      row.counts += 1;
      row.lastDay = c.countDate;
      row.title = line.title ?? row.title;
    }
  }
  return [...rows.values()]
    .map(({ last: _, ...row }) => ({ ...row, daysCovered: daysIn({ from: row.firstDay, to: row.lastDay }) }))
    .sort((a, b) => a.retailerId.localeCompare(b.retailerId) || a.sku.localeCompare(b.sku));
}
