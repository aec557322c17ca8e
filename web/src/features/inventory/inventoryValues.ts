/** Dates and figures of the inventory screens, as Indian users read them. */
import { istToday } from '@parcelo/common';

const signedFormat = new Intl.NumberFormat('en-IN', { signDisplay: 'exceptZero' });

/** A change of stock with its sign and Indian grouping: "+1,200", "-5", "0". */
export function formatChange(value: number): string {
  return signedFormat.format(value);
}

/** The tone a change of stock is shown in: green for more, red for less. */
export function changeTone(value: number): 'fg.success' | 'fg.error' | 'fg.muted' {
  if (value > 0) return 'fg.success';
  if (value < 0) return 'fg.error';
  return 'fg.muted';
}

/**
 * The inventory CSV: the viewer's stock at one warehouse (or all of them), as it
 * stands or at the end of `date` (a day in India).
 */
export function inventoryExportUrl({ warehouse, date }: { warehouse: string; date: string }): string {
  const params = new URLSearchParams();
  if (warehouse.trim()) params.set('warehouse', warehouse.trim());
  if (date.trim()) params.set('date', date.trim());
  const query = params.toString();
  return query ? `/files/inventory.csv?${query}` : '/files/inventory.csv';
}

/** The name the downloaded CSV gets when the server does not name it. */
export function inventoryExportName(date: string, now: Date = new Date()): string {
  return `inventory-${date.trim() || istToday(now)}.csv`;
}
