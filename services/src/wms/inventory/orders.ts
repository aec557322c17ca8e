import { sql, type Transaction } from 'kysely';
import { MSG, fill } from '@parcelo/common';
import { Gate, ok, retryConflicts, z, type ServiceContext, type ServiceApp } from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { figuresOfRow, lockRows, record, type LedgerEntry } from './ledger.js';

/** What an order's line is packed from: WSIN → units per unit of the line. */
export type WsinMap = Record<string, number>;

export type BlockResult =
  { orderId: string; ok: true; mappings: Record<string, WsinMap> } | { orderId: string; ok: false; message: string };

class ShortOnMove extends Error {
  constructor(readonly results: BlockResult[]) {
    super('short on move');
  }
}

const OrdersBody = z.object({
  orders: z
    .array(
      z.object({
        orderId: z.string().uuid(),
        companyId: z.string().uuid(),
        warehouseId: z.string().uuid(),
        items: z.array(z.object({ sku: z.string().min(1), quantity: z.number().int().min(1) })).max(100),
      }),
    )
    .max(500),
  actorName: z.string().min(1).default('Orders'),
});

const IdsBody = z.object({
  orderIds: z.array(z.string().uuid()).max(500),
  remark: z.string().min(1),
  actorName: z.string().min(1).default('Orders'),
});

/**
 * Stock held by orders, called by OMS only (service to service). An order blocks the
 * stock of its lines' WSINs at its warehouse as it is placed; packing or shipping moves
 * that stock out; cancelling releases it. Each happens once per order, however often asked.
 */
export function orderStockRoutes(app: ServiceApp, ctx: ServiceContext<WmsDB>) {
  const { db } = ctx;

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

  /** Blocks each order's stock, or says why it cannot; `moving` first gives back what the orders hold. */
  const block = (body: z.output<typeof OrdersBody>, moving: boolean) =>
    stockTransaction(async (tx) => {
      await lockOrders(
        tx,
        body.orders.map((o) => o.orderId),
      );
      if (moving) {
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
      // Every product the orders name, with its map.
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
      const wsinIds = [...new Set(maps.map((m) => m.wsin_id))];
      const warehouseIds = [...new Set(body.orders.map((o) => o.warehouseId))];
      const rowIds = wsinIds.length
        ? await tx
            .selectFrom('inventory')
            .select(['id', 'warehouse_id', 'wsin_id'])
            .where('wsin_id', 'in', wsinIds)
            .where('warehouse_id', 'in', warehouseIds)
            .execute()
        : [];
      const locked = new Map(
        (
          await lockRows(
            tx,
            rowIds.map((r) => r.id),
          )
        ).map((r) => [`${r.warehouse_id}|${r.wsin_id}`, r]),
      );
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
        (await tx.selectFrom('warehouses').select(['id', 'name']).where('id', 'in', warehouseIds).execute()).map(
          (w) => [w.id, w.name],
        ),
      );

      const out: BlockResult[] = [];
      const entries: LedgerEntry[] = [];
      const holds: { order_id: string; inventory_id: string; quantity: number; state: 'blocked' }[] = [];
      for (const order of body.orders) {
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
        if (already.has(order.orderId)) {
          out.push({ orderId: order.orderId, ok: true, mappings });
          continue;
        }
        const short = [...need].find(([key, n]) => (available.get(key) ?? 0) < n.quantity);
        if (short) {
          const [key, n] = short;
          out.push({
            orderId: order.orderId,
            ok: false,
            message: fill(MSG.stockShort, {
              available: Math.max(0, available.get(key) ?? 0),
              wsin: n.wsin,
              warehouse: warehouseNames.get(order.warehouseId) ?? 'this warehouse',
            }),
          });
          continue;
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
            actorName: body.actorName,
            orderId: order.orderId,
          });
          holds.push({ order_id: order.orderId, inventory_id: row.id, quantity: n.quantity, state: 'blocked' });
        }
        out.push({ orderId: order.orderId, ok: true, mappings });
      }
      // A move that cannot be made leaves the order's stock where it was.
      if (moving && out.some((o) => !o.ok)) throw new ShortOnMove(out);
      await record(tx, entries);
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
      return out;
    });

  app.post(
    '/inventory/orders/block',
    { config: { access: 'internal' }, schema: { body: OrdersBody } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      return ok({ results: body.orders.length ? await block(body, false) : [] });
    },
  );

  /** An order's pickup warehouse changed: its stock is held at the new one instead, or nothing changes. */
  app.post(
    '/inventory/orders/move',
    { config: { access: 'internal' }, schema: { body: OrdersBody } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      try {
        return ok({ results: body.orders.length ? await block(body, true) : [] });
      } catch (err) {
        if (err instanceof ShortOnMove) return ok({ results: err.results });
        throw err;
      }
    },
  );

  const settle = (orderIds: string[], to: 'released' | 'outbound', remark: string, actorName: string) =>
    orderIds.length ? stockTransaction((tx) => settleIn(tx, orderIds, to, remark, actorName)) : Promise.resolve(0);

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

  /**
   * Orders delivered: what they took out of the warehouse counts as delivered. Stock still
   * held (the shipping move not yet taken) goes straight from blocked to delivered, so the
   * two moves may arrive in either order.
   */
  async function deliver(orderIds: string[], remark: string, actorName: string) {
    if (!orderIds.length) return 0;
    return stockTransaction(async (tx) => {
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
    });
  }

  app.post(
    '/inventory/orders/delivered',
    { config: { access: 'internal' }, schema: { body: IdsBody } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      return ok({ settled: await deliver(body.orderIds, body.remark, body.actorName) });
    },
  );

  app.post(
    '/inventory/orders/release',
    { config: { access: 'internal' }, schema: { body: IdsBody } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      return ok({ settled: await settle(body.orderIds, 'released', body.remark, body.actorName) });
    },
  );

  app.post(
    '/inventory/orders/outbound',
    { config: { access: 'internal' }, schema: { body: IdsBody } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      return ok({ settled: await settle(body.orderIds, 'outbound', body.remark, body.actorName) });
    },
  );
}
