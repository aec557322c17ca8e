import { MSG, requiredRule, skuRule, wholeNumberRule, type Rule } from '@parcelo/common';

/*
 * The admin's WSIN map editor: rows of a WSIN and the units of it one product
 * unit is packed from. Fields are named `wsins.<row>.wsin` and `wsins.<row>.quantity`,
 * like the mutation's input, so row errors from the server land under their row.
 */

/** The most WSINs one product maps to (the service's limit). */
export const MAX_WSIN_ROWS = 20;

export type WsinMapValues = Record<string, string>;

export const wsinField = (row: number, name: 'wsin' | 'quantity') => `wsins.${row}.${name}`;

/** The editor's values for a map: its rows, or one empty row when there is none. */
export function wsinMapValues(mapping: readonly { readonly wsin: string; readonly quantity: number }[]): WsinMapValues {
  const rows = mapping.length > 0 ? mapping : [{ wsin: '', quantity: 1 }];
  const values: WsinMapValues = {};
  rows.forEach((row, index) => {
    values[wsinField(index, 'wsin')] = row.wsin;
    values[wsinField(index, 'quantity')] = String(row.quantity);
  });
  return values;
}

/** How many rows the values hold. */
export function wsinRowCount(values: WsinMapValues): number {
  let count = 0;
  while (wsinField(count, 'wsin') in values) count++;
  return count;
}

/** The values with an empty row (quantity 1) added at the end. */
export function addWsinRow(values: WsinMapValues): WsinMapValues {
  const row = wsinRowCount(values);
  return { ...values, [wsinField(row, 'wsin')]: '', [wsinField(row, 'quantity')]: '1' };
}

/** The values without row `removed`; later rows move up one place, names and all. */
export function removeWsinRow(values: WsinMapValues, removed: number): WsinMapValues {
  const count = wsinRowCount(values);
  const next: WsinMapValues = { ...values };
  for (let row = removed; row < count; row++) {
    for (const name of ['wsin', 'quantity'] as const) {
      const later = values[wsinField(row + 1, name)];
      if (later === undefined) delete next[wsinField(row, name)];
      else next[wsinField(row, name)] = later;
    }
  }
  return next;
}

/** Each row's rules: a WSIN like a SKU (no spaces or parentheses) and a quantity of at least 1. */
export function wsinMapRules(rows: number): Partial<Record<string, Rule[]>> {
  const rules: Partial<Record<string, Rule[]>> = {};
  for (let row = 0; row < rows; row++) {
    rules[wsinField(row, 'wsin')] = [requiredRule('WSIN'), skuRule('WSIN')];
    rules[wsinField(row, 'quantity')] = [requiredRule('Quantity'), wholeNumberRule(1)];
  }
  return rules;
}

/**
 * The rows as the mutation's `wsins`; a WSIN named twice is sent once with the
 * quantities added, as the service would add them.
 */
export function wsinMapInput(values: WsinMapValues): { wsin: string; quantity: number }[] {
  const byWsin = new Map<string, { wsin: string; quantity: number }>();
  for (let row = 0; row < wsinRowCount(values); row++) {
    const wsin = (values[wsinField(row, 'wsin')] ?? '').trim();
    const quantity = Number((values[wsinField(row, 'quantity')] ?? '').trim());
    if (!wsin) continue;
    const seen = byWsin.get(wsin);
    if (seen) seen.quantity += quantity;
    else byWsin.set(wsin, { wsin, quantity });
  }
  return [...byWsin.values()];
}

/** The form-level message when no row names a WSIN. */
export const wsinMapEmptyMessage = (values: WsinMapValues): string | null =>
  wsinMapInput(values).length === 0 ? MSG.wsinMapRequired : null;
