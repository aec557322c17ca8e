import type { ExternalRetailerFields } from '@parcelo/common';

/**
 * One shop told of twice (two rows of a sheet, or a row and the shop stored) is one record: what
 * the newer telling gives wins, and what it leaves blank keeps the older value. `changed` says
 * whether the older record would change at all, so a sheet saved again writes nothing.
 */
export function mergeExternal(
  older: ExternalRetailerFields,
  newer: ExternalRetailerFields,
): { merged: ExternalRetailerFields; changed: boolean } {
  const merged = { ...older };
  let changed = false;
  for (const key of Object.keys(newer) as (keyof ExternalRetailerFields)[]) {
    const value = newer[key];
    if (value === null || value === '' || value === older[key]) continue;
    (merged as Record<string, unknown>)[key] = value;
    changed = true;
  }
  return { merged, changed };
}

/** The keys a shop is known by in a brand: its phone, and its GSTIN when it has one. */
export const identities = (f: Pick<ExternalRetailerFields, 'phone' | 'gstin'>) => [
  `phone:${f.phone}`,
  ...(f.gstin ? [`gstin:${f.gstin}`] : []),
];

export interface SheetShop {
  /** The sheet row each of the shop's rows is on, the first the one its record is saved under. */
  rows: number[];
  fields: ExternalRetailerFields;
}

/**
 * A sheet's good rows grouped into shops: rows sharing a phone or a GSTIN are one shop, merged
 * in sheet order (a later row is the newer telling). Answers each row's shop.
 */
export function groupSheetRows(rows: readonly { rowNumber: number; fields: ExternalRetailerFields }[]) {
  const shops: SheetShop[] = [];
  const byIdentity = new Map<string, SheetShop>();
  const shopOfRow = new Map<number, SheetShop>();
  for (const row of rows) {
    const keys = identities(row.fields);
    const found = [...new Set(keys.map((k) => byIdentity.get(k)).filter((s): s is SheetShop => Boolean(s)))];
    let shop = found[0];
    if (!shop) {
      shop = { rows: [row.rowNumber], fields: row.fields };
      shops.push(shop);
    } else {
      // A row joining two shops (one's phone, another's GSTIN) folds the later into the earlier.
      for (const other of found.slice(1)) {
        shop.fields = mergeExternal(shop.fields, other.fields).merged;
        shop.rows.push(...other.rows);
        shops.splice(shops.indexOf(other), 1);
        for (const r of other.rows) shopOfRow.set(r, shop);
        for (const k of identities(other.fields)) byIdentity.set(k, shop);
      }
      shop.fields = mergeExternal(shop.fields, row.fields).merged;
      shop.rows.push(row.rowNumber);
    }
    shopOfRow.set(row.rowNumber, shop);
    for (const k of identities(shop.fields)) byIdentity.set(k, shop);
  }
  for (const shop of shops) shop.rows.sort((a, b) => a - b);
  return { shops, shopOfRow };
}
