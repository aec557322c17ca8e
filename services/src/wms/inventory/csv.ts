import type { Kysely } from 'kysely';
import { figuresOf, istDayEnd, type InventoryFigures, type LedgerKind } from '@parcelo/common';
import { csvLine, withinReach } from '../../platform/index.js';
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

/**
 * The inventory of some companies as CSV. Without a date, the figures as they are; with
 * one, each row's ledger summed up to the end of that day in Asia/Kolkata.
 */
export async function inventoryCsv(
  db: Kysely<WmsDB>,
  companyIds: string[],
  date: string | null,
  warehouseId?: string,
  /** An operator's warehouses: nothing outside them. */
  warehouseIds?: readonly string[],
): Promise<string> {
  const reach = { companyId: undefined, warehouseIds };
  const columns = { company: 'i.company_id', warehouse: 'i.warehouse_id' };
  let q = withinReach(db.selectFrom('inventory as i'), reach, columns)
    .innerJoin('wsins as w', 'w.id', 'i.wsin_id')
    .innerJoin('warehouses as h', 'h.id', 'i.warehouse_id')
    .selectAll('i')
    .select(['w.wsin', 'w.name', 'h.warehouse_code'])
    .orderBy('h.warehouse_code')
    .orderBy('w.wsin');
  if (companyIds.length) q = q.where('i.company_id', 'in', companyIds);
  if (warehouseId) q = q.where('i.warehouse_id', '=', warehouseId);
  const rows = await q.execute();
  let asOf: Map<string, Partial<Record<LedgerKind, number>>> | null = null;
  if (date && rows.length) {
    const end = istDayEnd(date);
    // Joined rather than listed by id: a large stock would pass PostgreSQL's parameter limit.
    let sums = withinReach(
      db.selectFrom('inventory_entries as e').innerJoin('inventory as i', 'i.id', 'e.inventory_id'),
      reach,
      columns,
    )
      .select(['e.inventory_id', 'e.kind', (eb) => eb.fn.sum<number>('e.quantity').as('n')])
      .where('e.created_at', '<', end)
      .groupBy(['e.inventory_id', 'e.kind']);
    if (companyIds.length) sums = sums.where('i.company_id', 'in', companyIds);
    if (warehouseId) sums = sums.where('i.warehouse_id', '=', warehouseId);
    asOf = new Map();
    for (const s of await sums.execute())
      asOf.set(s.inventory_id, { ...asOf.get(s.inventory_id), [s.kind]: Number(s.n) });
  }
  const lines = [csvLine(['Warehouse', 'WSIN', 'Name', ...COLUMNS.map(([h]) => h), 'Safe Stock'])];
  for (const r of rows) {
    const f = asOf ? figuresOf(asOf.get(r.id) ?? {}) : figuresOfRow(r);
    lines.push(csvLine([r.warehouse_code, r.wsin, r.name, ...COLUMNS.map(([, k]) => f[k]), r.safe_stock]));
  }
  return `${lines.join('\n')}\n`;
}
