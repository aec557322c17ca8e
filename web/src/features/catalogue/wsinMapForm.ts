import { WsinMapInput } from '@parcelo/common';

/*
 * The admin's WSIN map editor, checked with the shared WsinMapInput: rows of a WSIN and the
 * units of it one product unit is packed from. Fields are named `wsins.<row>.wsin` and
 * `wsins.<row>.quantity`, like the mutation's input, so row errors from the server land
 * under their row.
 */

export type WsinMapRow = { wsin: string; quantity: string };
export type WsinMapValues = { wsins: WsinMapRow[] };

/** A new row: no WSIN yet, one unit of it. */
export const EMPTY_WSIN_ROW: WsinMapRow = { wsin: '', quantity: '1' };

/** The editor's values for a map's rows, or one empty row when there is none. */
export const wsinMapValues = (rows: WsinMapRow[]): WsinMapValues => ({
  wsins: rows.length > 0 ? rows : [EMPTY_WSIN_ROW],
});

/**
 * The checked rows as the mutation's `wsins`; a WSIN named twice is sent once with the
 * quantities added, as the service would add them.
 */
export function wsinMapInput(values: WsinMapValues): { wsin: string; quantity: number }[] {
  const byWsin = new Map<string, { wsin: string; quantity: number }>();
  for (const { wsin, quantity } of WsinMapInput.parse(values).wsins) {
    const seen = byWsin.get(wsin);
    if (seen) seen.quantity += quantity;
    else byWsin.set(wsin, { wsin, quantity });
  }
  return [...byWsin.values()];
}
