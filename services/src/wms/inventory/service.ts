import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  MSG,
  availableChange,
  figuresOf,
  fill,
  istDayEnd,
  type AdjustmentType,
  type InventoryFigures,
  type InventoryRecord,
  type InventoryTrailRecord,
  type LedgerKind,
  type Principal,
  type AddInventoryInput,
  type AdjustInventoryInput,
  type ScanAddInput,
} from '@parcelo/common';
import {
  badRequest,
  cachedCount,
  countScope,
  countsChanged,
  withinReach,
  likePattern,
  notFound,
  type Reach,
  type z,
  type Page,
} from '../../platform/index.js';
import type { InventoryRow, WmsDB } from '../db.js';
import { ensureStockRows } from '../catalogue/service.js';
import { figuresOfRow, lockRows, record, type LedgerEntry } from './ledger.js';

const ADJUSTMENT_KIND: Record<AdjustmentType, LedgerKind> = {
  INCREASE: 'ADJUSTMENT',
  DECREASE: 'ADJUSTMENT',
  RETURN_IN: 'RETURN_IN',
  RETURN_ACCEPTED: 'RETURN_ACCEPTED',
  RETURN_MISSING: 'RETURN_MISSING',
  RETURN_DAMAGED: 'RETURN_DAMAGED',
};

type Joined = InventoryRow & { wsin: string; name: string };
type Db = Kysely<WmsDB>;
type Actor = Pick<Principal, 'userId' | 'name'>;

export const inventoryRecord = (r: Joined): InventoryRecord => ({
  id: r.id,
  companyId: r.company_id,
  warehouseId: r.warehouse_id,
  wsinId: r.wsin_id,
  wsin: r.wsin,
  name: r.name,
  safeStock: r.safe_stock,
  ...figuresOfRow(r),
  updatedAt: r.updated_at.toISOString(),
});

const joined = (db: Db) => db.selectFrom('inventory as i').innerJoin('wsins as w', 'w.id', 'i.wsin_id');
const selectJoined = <O>(q: SelectQueryBuilder<any, any, O>) => q.selectAll('i').select(['w.wsin', 'w.name']);
const REACH_COLUMNS = { company: 'i.company_id', warehouse: 'i.warehouse_id' };

/** The inventory list's filters, sort and page, as the route parsed them. */
export interface InventoryListQuery {
  where: {
    companyId?: string | undefined;
    warehouseId?: string | undefined;
    searchOptionType?: 'sku' | 'title' | undefined;
    searchValue?: string | undefined;
  };
  sortBy: { by: string };
}

/** Units on the shelf: what came in and was kept, less what went out; never below zero. */
export async function shelfUnits(db: Db, companyId: string) {
  const row = await db
    .selectFrom('inventory')
    .select(
      sql<number>`coalesce(sum(scanned_stock + inbound_accepted + return_accepted + adjusted_inventory - outbound_out - outbound_delivered), 0)`.as(
        'units',
      ),
    )
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(row.units));
}

/** One page of the rows within reach, and how many there are in all. */
export async function findInventory(db: Db, within: Reach, body: InventoryListQuery, page: Page) {
  const { companyId } = within;
  const columns = REACH_COLUMNS;
  const { limit, offset, order } = page;
  let q = withinReach(joined(db), within, columns);
  if (body.where.warehouseId) q = q.where('i.warehouse_id', '=', body.where.warehouseId);
  const value = body.where.searchValue;
  if (value) {
    // Said of the WSIN too, so its (company, code) index finds the few matches first.
    if (companyId) q = q.where('w.company_id', '=', companyId);
    q =
      body.where.searchOptionType === 'title'
        ? q.where(sql`lower(w.name)`, 'like', likePattern(value.toLowerCase(), 'contains'))
        : q.where(sql`lower(w.wsin)`, 'like', likePattern(value.toLowerCase(), 'prefix'));
  }
  let rowsQuery = selectJoined(q);
  rowsQuery = body.sortBy.by === 'wsin' ? rowsQuery.orderBy('w.wsin', order) : rowsQuery.orderBy('i.created_at', order);
  // Without a search the count needs no WSIN names, so it reads the row index alone.
  let counted = value ? q : withinReach(db.selectFrom('inventory as i'), within, columns);
  if (!value && body.where.warehouseId) counted = counted.where('i.warehouse_id', '=', body.where.warehouseId);
  // The seller filter is part of it: an operator's counts are kept per set of warehouses.
  const filter = JSON.stringify([companyId ?? null, body.where.warehouseId, body.where.searchOptionType, value]);
  const [rows, total] = await Promise.all([
    rowsQuery.orderBy('i.id', order).limit(limit).offset(offset).execute(),
    cachedCount(db, countScope(within), filter, async () =>
      Number((await counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    ),
  ]);
  return { inventory: (rows as Joined[]).map(inventoryRecord), totalCount: total };
}

export async function inventoryByIds(db: Db, within: Reach, ids: readonly string[]) {
  const q = withinReach(joined(db).where('i.id', 'in', ids), within, REACH_COLUMNS);
  return ((await selectJoined(q).execute()) as Joined[]).map(inventoryRecord);
}

/** Each of these rows' ledger summed by kind up to the end of `date` (IST): the row as it stood then. */
export async function ledgerAsOf(db: Db, ids: readonly string[], date: string) {
  const asOf = new Map<string, Partial<Record<LedgerKind, number>>>();
  if (!ids.length) return asOf;
  const sums = await db
    .selectFrom('inventory_entries as e')
    .select(['e.inventory_id', 'e.kind', (eb) => eb.fn.sum<number>('e.quantity').as('n')])
    .where('e.inventory_id', 'in', [...ids])
    .where('e.created_at', '<', istDayEnd(date))
    .groupBy(['e.inventory_id', 'e.kind'])
    .execute();
  for (const s of sums) asOf.set(s.inventory_id, { ...asOf.get(s.inventory_id), [s.kind]: Number(s.n) });
  return asOf;
}

/**
 * The figures of the rows within reach as they stood at the end of `date` (IST); the
 * export's dated file sums the same way. Safe stock is a setting, not a movement: the row's own.
 */
export async function inventoryAsOf(db: Db, within: Reach, ids: readonly string[], date: string) {
  const q = withinReach(db.selectFrom('inventory as i').where('i.id', 'in', [...ids]), within, REACH_COLUMNS);
  const rows = await q.select(['i.id', 'i.safe_stock']).execute();
  const sums = await ledgerAsOf(
    db,
    rows.map((r) => r.id),
    date,
  );
  return rows.map((r): InventoryFigures & { id: string; safeStock: number } => ({
    id: r.id,
    safeStock: r.safe_stock,
    ...figuresOf(sums.get(r.id) ?? {}),
  }));
}

/** Narrowed to the caller's reach, so another company's row is not found. */
export async function rowWithinReach(db: Db, within: Reach, id: string) {
  const q = withinReach(db.selectFrom('inventory').selectAll().where('id', '=', id), within);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function inventoryRecordOf(db: Db, id: string) {
  const row = (await selectJoined(joined(db)).where('i.id', '=', id).executeTakeFirstOrThrow()) as Joined;
  return inventoryRecord(row);
}

/** Both counts in one transaction, so an entry is never half recorded. */
export async function addInbound(db: Db, rowId: string, actor: Actor, body: z.output<typeof AddInventoryInput>) {
  const base = {
    inventoryId: rowId,
    remark: body.remark,
    actorId: actor.userId,
    actorName: actor.name,
    entryDate: body.date,
  };
  await db.transaction().execute((tx) =>
    record(tx, [
      { ...base, kind: 'INBOUND_ACCEPTED', quantity: body.inboundAccepted },
      { ...base, kind: 'INBOUND_REJECTED', quantity: body.inboundRejected },
    ]),
  );
}

/** The row is locked before a decrease is checked, so two decreases cannot both pass on the same stock. */
export async function adjustStock(db: Db, rowId: string, actor: Actor, body: z.output<typeof AdjustInventoryInput>) {
  await db.transaction().execute(async (tx) => {
    const [locked] = await lockRows(tx, [rowId]);
    if (body.inventoryAdjustmentType === 'DECREASE') {
      // Against available stock, the figure the row shows: units blocked for orders are promised.
      const available = Math.max(0, figuresOfRow(locked!).availableStock);
      if (available < body.quantity) throw badRequest(fill(MSG.adjustBelowZero, { available }), 'quantity');
    }
    await record(tx, [
      {
        inventoryId: rowId,
        kind: ADJUSTMENT_KIND[body.inventoryAdjustmentType],
        quantity: body.inventoryAdjustmentType === 'DECREASE' ? -body.quantity : body.quantity,
        remark: body.remark,
        actorId: actor.userId,
        actorName: actor.name,
        entryDate: body.date,
      },
    ]);
  });
}

/** One page of the row's ledger entries, newest first, and how many there are. */
export async function stockTrail(db: Db, rowId: string, pagination: { records: number; offset: number }) {
  const q = db.selectFrom('inventory_entries').where('inventory_id', '=', rowId);
  const [entries, total] = await Promise.all([
    q
      .selectAll()
      .select(sql<string | null>`entry_date::text`.as('entry_day'))
      .orderBy('id', 'desc')
      .limit(pagination.records)
      .offset(pagination.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const trail: InventoryTrailRecord[] = entries.map((e) => ({
    id: String(e.id),
    inventoryId: e.inventory_id,
    kind: e.kind,
    quantity: e.quantity,
    remarks: e.remark,
    availableQuantityChange: availableChange(e.kind, e.quantity),
    actorName: e.actor_name,
    orderId: e.order_id,
    entryDate: e.entry_day,
    createdAt: e.created_at.toISOString(),
  }));
  return { trail, totalCount: Number(total.n) };
}

/** Every row is checked before any stock is written, and the entries go in one transaction: all or none. */
export async function scanAdd(db: Db, companyId: string, actor: Actor, body: z.output<typeof ScanAddInput>) {
  const served = await db
    .selectFrom('company_warehouses')
    .select('warehouse_id')
    .where('company_id', '=', companyId)
    .where('warehouse_id', '=', body.warehouseId)
    .executeTakeFirst();
  if (!served) throw badRequest(MSG.selectWarehouse, 'warehouseId');
  const missingReason = body.rows.findIndex((r) => r.actionType === 'other' && !r.reason);
  if (missingReason >= 0) throw badRequest(MSG.reasonRequired, `rows.${missingReason}.reason`, 'REQUIRED');
  const codes = [...new Set(body.rows.map((r) => r.wsin.toUpperCase()))];
  const wsins = await db
    .selectFrom('wsins')
    .select(['id', 'wsin'])
    .where('company_id', '=', companyId)
    .where(sql`upper(wsin)`, 'in', codes)
    .execute();
  const byCode = new Map(wsins.map((w) => [w.wsin.toUpperCase(), w.id]));
  const unknown = body.rows.findIndex((r) => !byCode.has(r.wsin.toUpperCase()));
  if (unknown >= 0) throw badRequest(fill(MSG.wsinUnknown, { wsin: body.rows[unknown]!.wsin }), `rows.${unknown}.wsin`);
  const ids = await db.transaction().execute(async (tx) => {
    await ensureStockRows(tx, companyId, [...byCode.values()]);
    const rows = await tx
      .selectFrom('inventory')
      .select(['id', 'wsin_id'])
      .where('warehouse_id', '=', body.warehouseId)
      .where('wsin_id', 'in', [...byCode.values()])
      .execute();
    const rowOf = new Map(rows.map((r) => [r.wsin_id, r.id]));
    const entries: LedgerEntry[] = body.rows.map((r) => ({
      inventoryId: rowOf.get(byCode.get(r.wsin.toUpperCase())!)!,
      kind: r.actionType === 'inbound' ? 'SCAN' : 'ADJUSTMENT',
      quantity: r.quantity,
      remark: r.actionType === 'inbound' ? r.reason || 'Scanned in' : r.reason,
      actorId: actor.userId,
      actorName: actor.name,
    }));
    await record(tx, entries);
    return [...new Set(entries.map((e) => e.inventoryId))];
  });
  countsChanged(db, companyId);
  const rows = (await selectJoined(joined(db).where('i.id', 'in', ids)).execute()) as Joined[];
  return rows.map(inventoryRecord);
}
