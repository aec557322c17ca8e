import { sql, type Kysely, type Transaction } from 'kysely';
import { FIGURE_OF_KIND, figuresOf, type InventoryFigures, type LedgerKind } from '@parcelo/common';
import type { InventoryRow, WmsDB } from '../db.js';

export interface LedgerEntry {
  inventoryId: string;
  kind: LedgerKind;
  quantity: number;
  remark: string;
  actorId: string | null;
  actorName: string;
  orderId?: string | null;
  entryDate?: string | null;
  /** When it happened, if not now: demo data replays months of orders at their own dates. */
  createdAt?: Date;
}

/**
 * Past this many entries (demo data, large sheets) they go in as one array a column: a
 * statement of thousands of rows of values takes long to parse, and PostgreSQL takes at
 * most 65,535 parameters a statement.
 */
const ENTRIES_AS_VALUES = 100;

async function insertAsArrays(tx: Transaction<WmsDB>, entries: readonly LedgerEntry[]) {
  const col = <T>(pick: (e: LedgerEntry) => T) => entries.map(pick);
  const now = new Date();
  await tx
    .insertInto('inventory_entries')
    .columns([
      'inventory_id',
      'kind',
      'quantity',
      'remark',
      'actor_id',
      'actor_name',
      'order_id',
      'entry_date',
      'created_at',
    ])
    .expression(
      sql`select * from unnest(
        ${col((e) => e.inventoryId)}::uuid[], ${col((e) => e.kind)}::text[], ${col((e) => e.quantity)}::int[],
        ${col((e) => e.remark)}::text[], ${col((e) => e.actorId)}::uuid[], ${col((e) => e.actorName)}::text[],
        ${col((e) => e.orderId ?? null)}::uuid[], ${col((e) => e.entryDate ?? null)}::date[],
        ${col((e) => (e.createdAt ?? now).toISOString())}::timestamptz[])`,
    )
    .execute();
}

const column = (kind: LedgerKind) =>
  FIGURE_OF_KIND[kind].replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as keyof InventoryRow;

/**
 * The only way stock changes: appends the entries and adds each to its row's figure, in
 * the caller's transaction. The row update takes the row's lock, so concurrent writers
 * queue on it and no entry is lost; the figures always equal the ledger's sums.
 */
export async function record(tx: Transaction<WmsDB>, entries: readonly LedgerEntry[]): Promise<void> {
  const kept = entries.filter((e) => e.quantity !== 0);
  if (!kept.length) return;
  if (kept.length > ENTRIES_AS_VALUES) await insertAsArrays(tx, kept);
  else
    await tx
      .insertInto('inventory_entries')
      .values(
        kept.map((e) => ({
          inventory_id: e.inventoryId,
          kind: e.kind,
          quantity: e.quantity,
          remark: e.remark,
          actor_id: e.actorId,
          actor_name: e.actorName,
          order_id: e.orderId ?? null,
          entry_date: e.entryDate ?? null,
          created_at: e.createdAt ?? sql<Date>`now()`,
        })),
      )
      .execute();
  const byRow = new Map<string, Map<string, number>>();
  for (const e of kept) {
    const sums = byRow.get(e.inventoryId) ?? new Map<string, number>();
    sums.set(column(e.kind), (sums.get(column(e.kind)) ?? 0) + e.quantity);
    byRow.set(e.inventoryId, sums);
  }
  const ids = [...byRow.keys()].sort();
  if (ids.length === 1) {
    const set: Record<string, unknown> = { updated_at: new Date() };
    for (const [col, n] of byRow.get(ids[0]!)!) set[col] = sql`${sql.ref(col)} + ${n}`;
    await tx.updateTable('inventory').set(set).where('id', '=', ids[0]!).execute();
    return;
  }
  await addToRows(tx, ids, byRow);
}

/**
 * Adds each row's sums to its figures in one statement, rather than one a row (a stock sheet's
 * batch touches hundreds). The rows are locked first, in id order, as every writer of several
 * rows takes them, so two transactions touching the same rows queue rather than deadlock: one
 * UPDATE locks its rows in whatever order its join yields them.
 */
async function addToRows(tx: Transaction<WmsDB>, ids: string[], byRow: Map<string, Map<string, number>>) {
  // The lock an UPDATE itself takes, no stronger: FOR UPDATE would also hold off every insert
  // that names these rows by foreign key (ledger entries, blocks) until this transaction ends.
  await tx.selectFrom('inventory').select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
  const cols = [...new Set([...byRow.values()].flatMap((sums) => [...sums.keys()]))];
  const deltas = cols.map((col) => sql`${ids.map((id) => byRow.get(id)!.get(col) ?? 0)}::int[]`);
  const set: Record<string, unknown> = { updated_at: new Date() };
  cols.forEach((col, i) => (set[col] = sql`${sql.ref(`i.${col}`)} + ${sql.raw(`d.d${i}`)}`));
  await tx
    .updateTable('inventory as i')
    .from(
      sql`(select * from unnest(${ids}::uuid[], ${sql.join(deltas)}) as t(id, ${sql.raw(cols.map((_, i) => `d${i}`).join(', '))}))`.as(
        'd',
      ),
    )
    .set(set)
    .where(sql<boolean>`i.id = d.id`)
    .execute();
}

export const figuresOfRow = (r: InventoryRow): InventoryFigures =>
  figuresOf({
    SCAN: r.scanned_stock,
    INBOUND_ACCEPTED: r.inbound_accepted,
    INBOUND_REJECTED: r.inbound_rejected,
    OUTBOUND_DELIVERED: r.outbound_delivered,
    OUTBOUND_OUT: r.outbound_out,
    RETURN_IN: r.returned_in,
    RETURN_ACCEPTED: r.return_accepted,
    RETURN_MISSING: r.return_missing,
    RETURN_DAMAGED: r.return_damaged,
    ADJUSTMENT: r.adjusted_inventory,
    BLOCK: r.blocked_stock,
  });

/** Locks rows for a check-then-write (blocks, decreases), in id order. */
export const lockRows = (tx: Transaction<WmsDB>, ids: readonly string[]) =>
  ids.length
    ? tx
        .selectFrom('inventory')
        .selectAll()
        .where('id', 'in', [...ids])
        .orderBy('id')
        .forUpdate()
        .execute()
    : Promise.resolve([] as InventoryRow[]);

/** The ledger's sums by kind for one row, to check the figures against (tests, audits). */
export async function ledgerSums(db: Kysely<WmsDB>, inventoryId: string): Promise<Partial<Record<LedgerKind, number>>> {
  const rows = await db
    .selectFrom('inventory_entries')
    .select(['kind', (eb) => eb.fn.sum<number>('quantity').as('n')])
    .where('inventory_id', '=', inventoryId)
    .groupBy('kind')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}
