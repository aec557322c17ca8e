import { sql, type Kysely, type Transaction } from 'kysely';
import { MSG, fill } from '@parcelo/common';
import { Gate, retryConflicts } from '../../platform/index.js';
import type { InventoryRow, WmsDB } from '../db.js';
import { figuresOfRow, lockRows, record, type LedgerEntry } from './ledger.js';

/** What an order's line is packed from: WSIN → units per unit of the line. */
export type WsinMap = Record<string, number>;

export type BlockResult =
  { orderId: string; ok: true; mappings: Record<string, WsinMap> } | { orderId: string; ok: false; message: string };

export class ShortOnMove extends Error {
  constructor(readonly results: BlockResult[]) {
    super('short on move');
  }
}

/** Orders placed (or moved) at a warehouse, with their lines, as OMS sends them. */
export interface StockOrders {
  orders: {
    orderId: string;
    companyId: string;
    warehouseId: string;
    items: { sku: string; quantity: number }[];
    /**
     * The company allows unlisted SKUs: a line with no WSIN map is taken and blocks nothing.
     * Otherwise such a line refuses the order, so no order ships stock it never held.
     */
    allowUnmapped?: boolean;
  }[];
  actorName: string;
}

type StockOrder = StockOrders['orders'][number];

/** A product's map row: one WSIN it is packed from. */
interface MapRow {
  company_id: string;
  sku: string;
  wsin_id: string;
  wsin: string;
  quantity: number;
}

type Hold = { order_id: string; inventory_id: string; quantity: number; state: 'blocked' };

/** What the orders' stock is checked against, read and locked before any order is judged. */
interface BlockState {
  mapOf: Map<string, MapRow[]>;
  locked: Map<string, InventoryRow>;
  available: Map<string, number>;
  already: Set<string>;
  warehouseNames: Map<string, string>;
}

/**
 * Every decision about an order's stock (block, move, release, ship) is taken holding the
 * order's lock, seeing what the last one left: a release that ran beside a move would
 * otherwise read the order's rows from before the move and leave the moved stock blocked
 * for a cancelled order. Locks are taken in one order, so two batches never deadlock.
 */
const lockOrders = (tx: Transaction<WmsDB>, orderIds: readonly string[]) =>
  sql`select pg_advisory_xact_lock(k) from (select distinct hashtextextended(id, 0) as k from unnest(${[...orderIds]}::text[]) as id order by k) locks`.execute(
    tx,
  );

/** Moves orders' held stock: released back to the shelf, or out of the warehouse. */
async function settleIn(
  tx: Transaction<WmsDB>,
  orderIds: string[],
  to: 'released' | 'outbound',
  remark: string,
  actorName: string,
) {
  {
    await lockOrders(tx, orderIds);
    const held = await tx
      .selectFrom('order_stock')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .where('state', '=', 'blocked')
      .orderBy('inventory_id')
      .forUpdate()
      .execute();
    if (!held.length) return 0;
    const entries: LedgerEntry[] = held.flatMap((h) => {
      const base = { inventoryId: h.inventory_id, remark, actorId: null, actorName, orderId: h.order_id };
      const release: LedgerEntry = { ...base, kind: 'BLOCK', quantity: -h.quantity };
      return to === 'outbound'
        ? [release, { ...base, kind: 'OUTBOUND_OUT', quantity: h.quantity } satisfies LedgerEntry]
        : [release];
    });
    await record(tx, entries);
    await tx
      .updateTable('order_stock')
      .set({ state: to, updated_at: new Date() })
      .where('order_id', 'in', orderIds)
      .where('state', '=', 'blocked')
      .execute();
    return held.length;
  }
}

/** Gives back what moving orders hold, refusing the move for any whose stock has already settled. */
async function releaseForMove(tx: Transaction<WmsDB>, body: StockOrders) {
  // An order whose stock was released or has shipped holds nothing to move (a
  // cancellation got there first): it is refused rather than blocked again.
  const holds = await tx
    .selectFrom('order_stock')
    .select(['order_id', 'state'])
    .where(
      'order_id',
      'in',
      body.orders.map((o) => o.orderId),
    )
    .execute();
  const settled = [...new Set(holds.map((h) => h.order_id))]
    .filter((id) => !holds.some((h) => h.order_id === id && h.state === 'blocked'))
    .map((order_id) => ({ order_id }));
  if (settled.length)
    throw new ShortOnMove(
      settled.map((r) => ({ orderId: r.order_id, ok: false as const, message: MSG.orderNotEditable })),
    );
  await settleIn(
    tx,
    body.orders.map((o) => o.orderId),
    'released',
    'Order moved',
    body.actorName,
  );
}

/** Every product the orders name, with its map, keyed by company and upper-cased SKU. */
async function productMaps(tx: Transaction<WmsDB>, body: StockOrders) {
  const pairs = body.orders.flatMap((o) => o.items.map((i) => [o.companyId, i.sku.toUpperCase()] as const));
  const maps = await tx
    .selectFrom('catalogue_products as p')
    .innerJoin('catalogue_wsins as m', 'm.catalogue_id', 'p.id')
    .innerJoin('wsins as w', 'w.id', 'm.wsin_id')
    .select(['p.company_id', 'p.sku', 'w.id as wsin_id', 'w.wsin', 'm.quantity'])
    .where((eb) =>
      eb.or(
        [...new Set(pairs.map((p) => p.join('|')))].map((k) => {
          const [companyId, sku] = k.split('|') as [string, string];
          return eb.and([eb('p.company_id', '=', companyId), eb(sql`upper(p.sku)`, '=', sku)]);
        }),
      ),
    )
    .execute();
  const mapOf = new Map<string, typeof maps>();
  for (const m of maps) {
    const key = `${m.company_id}|${m.sku.toUpperCase()}`;
    mapOf.set(key, [...(mapOf.get(key) ?? []), m]);
  }
  return { maps, mapOf };
}

/** The orders' maps and the ids of the stock rows they would block, at their warehouses. */
async function blockRows(tx: Transaction<WmsDB>, body: StockOrders) {
  const { maps, mapOf } = await productMaps(tx, body);
  const wsinIds = [...new Set(maps.map((m) => m.wsin_id))];
  const warehouseIds = [...new Set(body.orders.map((o) => o.warehouseId))];
  const rowIds = wsinIds.length
    ? (
        await tx
          .selectFrom('inventory')
          .select('id')
          .where('wsin_id', 'in', wsinIds)
          .where('warehouse_id', 'in', warehouseIds)
          .execute()
      ).map((r) => r.id)
    : [];
  return { mapOf, warehouseIds, rowIds };
}

/** Locks the stock rows the orders need and notes what each row has free. */
async function readBlockState(
  tx: Transaction<WmsDB>,
  body: StockOrders,
  { mapOf, warehouseIds, rowIds }: Awaited<ReturnType<typeof blockRows>>,
  moving: boolean,
): Promise<BlockState> {
  const locked = new Map((await lockRows(tx, rowIds)).map((r) => [`${r.warehouse_id}|${r.wsin_id}`, r]));
  const available = new Map([...locked].map(([k, r]) => [k, figuresOfRow(r).availableStock]));
  const already = new Set(
    moving
      ? []
      : (
          await tx
            .selectFrom('order_stock')
            .select('order_id')
            .where(
              'order_id',
              'in',
              body.orders.map((o) => o.orderId),
            )
            .execute()
        ).map((r) => r.order_id),
  );
  const warehouseNames = new Map(
    (await tx.selectFrom('warehouses').select(['id', 'name']).where('id', 'in', warehouseIds).execute()).map((w) => [
      w.id,
      w.name,
    ]),
  );
  return { mapOf, locked, available, already, warehouseNames };
}

/** Decides one order: its mappings, and the entries and holds that block its stock, or why it is short. */
function blockOrder(
  order: StockOrder,
  actorName: string,
  state: BlockState,
  entries: LedgerEntry[],
  holds: Hold[],
): BlockResult {
  const { mapOf, locked, available, already, warehouseNames } = state;
  const mappings: Record<string, WsinMap> = {};
  const need = new Map<string, { wsin: string; quantity: number }>();
  for (const item of order.items) {
    const map = mapOf.get(`${order.companyId}|${item.sku.toUpperCase()}`) ?? [];
    mappings[item.sku] = Object.fromEntries(map.map((m) => [m.wsin, m.quantity]));
    for (const m of map) {
      const key = `${order.warehouseId}|${m.wsin_id}`;
      need.set(key, { wsin: m.wsin, quantity: (need.get(key)?.quantity ?? 0) + m.quantity * item.quantity });
    }
  }
  if (already.has(order.orderId)) return { orderId: order.orderId, ok: true, mappings };
  const unmapped = order.allowUnmapped ? undefined : order.items.find((i) => !Object.keys(mappings[i.sku]!).length);
  if (unmapped) return { orderId: order.orderId, ok: false, message: fill(MSG.skuUnmapped, { sku: unmapped.sku }) };
  const short = [...need].find(([key, n]) => (available.get(key) ?? 0) < n.quantity);
  if (short) {
    const [key, n] = short;
    return {
      orderId: order.orderId,
      ok: false,
      message: fill(MSG.stockShort, {
        available: Math.max(0, available.get(key) ?? 0),
        wsin: n.wsin,
        warehouse: warehouseNames.get(order.warehouseId) ?? 'this warehouse',
      }),
    };
  }
  for (const [key, n] of need) {
    const row = locked.get(key)!;
    available.set(key, available.get(key)! - n.quantity);
    entries.push({
      inventoryId: row.id,
      kind: 'BLOCK',
      quantity: n.quantity,
      remark: `Blocked for order`,
      actorId: null,
      actorName,
      orderId: order.orderId,
    });
    holds.push({ order_id: order.orderId, inventory_id: row.id, quantity: n.quantity, state: 'blocked' });
  }
  return { orderId: order.orderId, ok: true, mappings };
}

async function saveHolds(tx: Transaction<WmsDB>, holds: Hold[]) {
  for (let i = 0; i < holds.length; i += 1000) {
    await tx
      .insertInto('order_stock')
      .values(holds.slice(i, i + 1000))
      .onConflict((oc) =>
        oc.columns(['order_id', 'inventory_id']).doUpdateSet((eb) => ({
          quantity: eb.ref('excluded.quantity'),
          state: 'blocked',
          updated_at: new Date(),
        })),
      )
      .execute();
  }
}

/** Blocks each order's stock, or says why it cannot; `moving` first gives back what the orders hold. */
async function blockIn(tx: Transaction<WmsDB>, body: StockOrders, moving: boolean) {
  await lockOrders(
    tx,
    body.orders.map((o) => o.orderId),
  );
  const rows = await blockRows(tx, body);
  if (moving) {
    // Every row the move touches, the ones it gives back and the ones it blocks, is locked at
    // once in id order, as every other stock change locks its rows: a move that gave back one
    // row and then waited for a lower one deadlocked with shipments of the same products.
    const held = await tx
      .selectFrom('order_stock')
      .select('inventory_id')
      .where(
        'order_id',
        'in',
        body.orders.map((o) => o.orderId),
      )
      .where('state', '=', 'blocked')
      .execute();
    await lockRows(tx, [...new Set([...rows.rowIds, ...held.map((h) => h.inventory_id)])]);
    await releaseForMove(tx, body);
  }
  const state = await readBlockState(tx, body, rows, moving);
  const out: BlockResult[] = [];
  const entries: LedgerEntry[] = [];
  const holds: Hold[] = [];
  for (const order of body.orders) out.push(blockOrder(order, body.actorName, state, entries, holds));
  // A move that cannot be made leaves the order's stock where it was.
  if (moving && out.some((o) => !o.ok)) throw new ShortOnMove(out);
  await record(tx, entries);
  await saveHolds(tx, holds);
  return out;
}

/**
 * Orders delivered: what they took out of the warehouse counts as delivered. Stock still
 * held (the shipping move not yet taken) goes straight from blocked to delivered, so the
 * two moves may arrive in either order.
 */
async function deliverIn(tx: Transaction<WmsDB>, orderIds: string[], remark: string, actorName: string) {
  await lockOrders(tx, orderIds);
  const held = await tx
    .selectFrom('order_stock')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .where('state', 'in', ['blocked', 'outbound'])
    .orderBy('inventory_id')
    .forUpdate()
    .execute();
  if (!held.length) return 0;
  await record(
    tx,
    held.flatMap((h) => {
      const base = { inventoryId: h.inventory_id, remark, actorId: null, actorName, orderId: h.order_id };
      return [
        { ...base, kind: h.state === 'blocked' ? 'BLOCK' : 'OUTBOUND_OUT', quantity: -h.quantity },
        { ...base, kind: 'OUTBOUND_DELIVERED', quantity: h.quantity },
      ] satisfies LedgerEntry[];
    }),
  );
  await tx
    .updateTable('order_stock')
    .set({ state: 'delivered', updated_at: new Date() })
    .where('order_id', 'in', orderIds)
    .where('state', 'in', ['blocked', 'outbound'])
    .execute();
  return held.length;
}

/** Stock held by orders: blocked as they are placed, moved out as they ship, released as they cancel. */
export function orderStockService(db: Kysely<WmsDB>) {
  /**
   * Orders' stock moves queue on the same stock rows (every order of a popular WSIN at one
   * warehouse locks its row), each holding a database connection while it waits: a burst of
   * orders would take the whole pool and starve every other query of the process. A few run
   * at once; the rest wait their turn here, holding nothing, or are refused as busy (429).
   * A deadlock or serialization failure rolled the transaction back whole, so it runs again.
   */
  const stockMoves = new Gate('order stock');
  const stockTransaction = <T>(work: (tx: Transaction<WmsDB>) => Promise<T>) =>
    stockMoves.run(() => retryConflicts(() => db.transaction().execute(work)));

  return {
    block: (body: StockOrders, moving: boolean) => stockTransaction((tx) => blockIn(tx, body, moving)),

    settle: (orderIds: string[], to: 'released' | 'outbound', remark: string, actorName: string) =>
      orderIds.length ? stockTransaction((tx) => settleIn(tx, orderIds, to, remark, actorName)) : Promise.resolve(0),

    async deliver(orderIds: string[], remark: string, actorName: string) {
      if (!orderIds.length) return 0;
      return stockTransaction((tx) => deliverIn(tx, orderIds, remark, actorName));
    },
  };
}
