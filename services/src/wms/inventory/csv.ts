import type { Kysely } from 'kysely';
import { figuresOf, istDayEnd, type InventoryFigures, type LedgerKind } from '@parcelo/common';
import { exportRows, withinReach, type CsvRow } from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { figuresOfRow } from './ledger.js';

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
      const asOf = date ? await ledgerAsOf(db, rows, date) : null;
      return rows.map((r) => {
        const f = asOf ? figuresOf(asOf.get(r.id) ?? {}) : figuresOfRow(r);
        return [r.warehouse_code, r.wsin, r.name, ...COLUMNS.map(([, k]) => f[k]), r.safe_stock];
      });
    },
  );
}

/** Each of these rows' ledger summed by kind up to the end of `date` (IST). */
async function ledgerAsOf(db: Kysely<WmsDB>, rows: readonly { id: string }[], date: string) {
  const asOf = new Map<string, Partial<Record<LedgerKind, number>>>();
  if (!rows.length) return asOf;
  const sums = await db
    .selectFrom('inventory_entries as e')
    .select(['e.inventory_id', 'e.kind', (eb) => eb.fn.sum<number>('e.quantity').as('n')])
    .where(
      'e.inventory_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('e.created_at', '<', istDayEnd(date))
    .groupBy(['e.inventory_id', 'e.kind'])
    .execute();
  for (const s of sums) asOf.set(s.inventory_id, { ...asOf.get(s.inventory_id), [s.kind]: Number(s.n) });
  return asOf;
}
