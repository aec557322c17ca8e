import type { Kysely } from 'kysely';
import { figuresOf, type InventoryFigures } from '@parcelo/common';
import { exportRows, withinReach, type CsvRow } from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { figuresOfRow } from './ledger.js';
import { ledgerAsOf } from './service.js';

const COLUMNS: [string, keyof InventoryFigures][] = [
  ['Scanned Stock', 'scannedStock'],
  ['Inbound Accepted', 'inboundAccepted'],
  ['Inbound Rejected', 'inboundRejected'],
  ['Outbound Delivered', 'outboundDelivered'],
  ['Outbound Out', 'outboundOut'],
  ['Returned In', 'returnedIn'],
  ['Return Accepted', 'returnAccepted'],
  ['Return Missing', 'returnMissing'],
  ['Return Damaged', 'returnDamaged'],
  ['Adjusted Inventory', 'adjustedInventory'],
  ['Blocked Stock', 'blockedStock'],
  ['Current Stock', 'currentStock'],
  ['Available Stock', 'availableStock'],
];

/** The inventory file's header. */
export const INVENTORY_HEADER = ['Warehouse', 'WSIN', 'Name', ...COLUMNS.map(([h]) => h), 'Safe Stock'];

/**
 * The inventory of some companies as CSV rows, a page at a time. Without a date, the figures
 * as they are; with one, each row's ledger summed up to the end of that day in Asia/Kolkata.
 */
export function inventoryCsvRows(
  db: Kysely<WmsDB>,
  companyIds: string[],
  date: string | null,
  warehouseId?: string,
  /** An operator's warehouses: nothing outside them. */
  warehouseIds?: readonly string[],
): AsyncIterable<CsvRow> {
  const reach = { companyId: undefined, warehouseIds };
  const columns = { company: 'i.company_id', warehouse: 'i.warehouse_id' };
  let q = withinReach(db.selectFrom('inventory as i'), reach, columns)
    .innerJoin('wsins as w', 'w.id', 'i.wsin_id')
    .innerJoin('warehouses as h', 'h.id', 'i.warehouse_id')
    .selectAll('i')
    .select(['w.wsin', 'w.name', 'h.warehouse_code'])
    .orderBy('h.warehouse_code')
    .orderBy('w.wsin')
    .orderBy('i.id');
  if (companyIds.length) q = q.where('i.company_id', 'in', companyIds);
  if (warehouseId) q = q.where('i.warehouse_id', '=', warehouseId);
  return exportRows(
    ({ limit, offset }) => q.limit(limit).offset(offset).execute(),
    async (rows) => {
      const asOf = date
        ? await ledgerAsOf(
            db,
            rows.map((r) => r.id),
            date,
          )
        : null;
      return rows.map((r) => {
        const f = asOf ? figuresOf(asOf.get(r.id) ?? {}) : figuresOfRow(r);
        return [r.warehouse_code, r.wsin, r.name, ...COLUMNS.map(([, k]) => f[k]), r.safe_stock];
      });
    },
  );
}
