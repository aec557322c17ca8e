import { sql, type Kysely, type Transaction } from 'kysely';
import {
  LOCKED_STATUSES,
  MSG,
  listRange,
  searchesAllDates,
  statusChangeProblem,
  type WarehouseRecord,
  type CreateOrderInput,
  type ORDER_SEARCH_OPTIONS,
  type DATE_PRESETS,
} from '@parcelo/common';
import {
  badRequest,
  conflict,
  notFound,
  parse,
  z,
  cachedCount,
  countScope,
  countsChanged,
  withinReach,
  type Logger,
  type Reach,
  type ServiceUrls,
} from '../../platform/index.js';
import type { OmsDB, OrderRow } from '../db.js';
import { orderRecords } from './records.js';
import { applySearch, statusFilter } from './search.js';
import { appendTrail, pickupOf, takenOrderIds } from './create.js';
import { checkSkus, skuRefusal, skuWarning } from './catalogue.js';
import { holdsStock, keepMappings, moveStock, placeOrders } from './stock.js';
import type { OrderOutbox } from './outbox.js';
import { cancelCourierBooking, refuseIfBooked } from '../deliveryPartners/booking.js';

/**
 * An order's time as PostgreSQL keeps it, to the microsecond, for its place in the list: a Date
 * stops at the millisecond, and a cursor cut there would skip the orders made in the same
 * millisecond (a bulk upload's orders share one time).
 */
const cursorAt = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor_at');
export const encodeCursor = (o: { cursor_at: string; id: string }) =>
  Buffer.from(`${o.cursor_at}|${o.id}`).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3,6}Z$/;
/** A cursor this list gave: the time and id of an order, exactly as encoded, or a 400. */
function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const [at, id] = parts;
  // Anything else (a forged id, a date PostgreSQL reads otherwise) would reach the query.
  if (parts.length !== 2 || !id || !UUID.test(id) || !at || !CURSOR_AT.test(at) || Number.isNaN(new Date(at).getTime()))
    throw badRequest('Invalid cursor', 'cursor');
  return { createdAt: at, id };
}

/** Packed or ready, and not yet handed to the courier. */
const AWAITING_PICKUP = ['READY_TO_SHIP', 'packed'];

/** Which orders the list shows, beyond the caller's reach. */
export interface OrderListFilter {
  companyId?: string;
  warehouseId?: string;
  searchOptionType?: (typeof ORDER_SEARCH_OPTIONS)[number];
  searchValue?: string;
  status?: string[];
  datePreset?: (typeof DATE_PRESETS)[number];
  start?: Date;
  end?: Date;
}

/** What the order service needs besides its database. */
export interface OrderServiceDeps {
  urls: ServiceUrls;
  log: Logger;
  outbox: OrderOutbox;
}

type Executor = Kysely<OmsDB> | Transaction<OmsDB>;

const editable = (order: OrderRow) => {
  if (LOCKED_STATUSES.has(order.status)) throw badRequest(MSG.orderNotEditable, null, 'NOT_ALLOWED');
};

/** The order if the caller may see it; another company's order is simply not found. */
async function ownOrder(executor: Executor, within: Reach, orderId: unknown, lock = false): Promise<OrderRow> {
  const id = parse(z.string().uuid(), orderId);
  const q = withinReach(executor.selectFrom('orders').selectAll().where('id', '=', id), within);
  const order = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!order) throw notFound();
  return order;
}

/** An order that may still be changed, or why not. */
async function editableOrder(executor: Executor, within: Reach, orderId: unknown, lock = false) {
  const order = await ownOrder(executor, within, orderId, lock);
  editable(order);
  return order;
}

/** The order as the routes answer it after a change, with its place in the list. */
async function withCursor(db: Kysely<OmsDB>, id: string) {
  const row = await db.selectFrom('orders').selectAll().select(cursorAt).where('id', '=', id).executeTakeFirstOrThrow();
  const [order] = await orderRecords(db, [row]);
  return { order: order!, cursor: encodeCursor(row) };
}

/** The order list and the dashboard's awaiting-pickup counts. */
function orderListService(db: Kysely<OmsDB>) {
  return {
    /** A page of the order list, newest first, with the count of all the filter finds. */
    async find(within: Reach, where: OrderListFilter, pagination: { records: number; cursor?: string }) {
      const { companyId } = within;
      // An order's own number, AWB, invoice or phone finds it whatever its age.
      const range = searchesAllDates(where.searchOptionType, where.searchValue) ? {} : listRange(where);

      let q = withinReach(db.selectFrom('orders'), within);
      if (range.from) q = q.where('created_at', '>=', range.from);
      if (range.to) q = q.where('created_at', '<', range.to);
      if (where.status?.length) q = q.where('status', 'in', statusFilter(where.status));
      if (where.warehouseId) q = q.where('warehouse_id', '=', where.warehouseId);
      if (where.searchOptionType && where.searchValue)
        q = applySearch(q, companyId, where.searchOptionType, where.searchValue);

      let page = q
        .selectAll()
        .select(cursorAt)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pagination.records + 1);
      if (pagination.cursor) {
        const c = decodeCursor(pagination.cursor);
        page = page.where((eb) =>
          eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(sql<Date>`${c.createdAt}::timestamptz`, c.id)),
        );
      }
      // Relative presets end "now", which moves; the count is keyed by the filter as asked.
      // The seller filter is part of it: an operator's counts are kept per set of warehouses.
      const filter = JSON.stringify([
        companyId ?? null,
        range.from,
        where.datePreset || !where.end ? 'now' : range.to,
        where.status,
        where.searchOptionType,
        where.searchValue,
        where.warehouseId ?? null,
      ]);
      const [rows, total] = await Promise.all([
        page.execute(),
        cachedCount(db, countScope(within), filter, async () =>
          Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
        ),
      ]);
      const hasMore = rows.length > pagination.records;
      const pageRows = hasMore ? rows.slice(0, -1) : rows;
      return {
        orders: await orderRecords(db, pageRows),
        totalCount: total,
        nextCursor: hasMore ? encodeCursor(pageRows.at(-1)!) : null,
        cursors: pageRows.map(encodeCursor),
      };
    },

    /** Orders awaiting pickup per delivery partner; the company's partners with none show 0. */
    async awaitingPickup(within: Reach) {
      const rows = await withinReach(
        db
          .selectFrom('orders')
          .select(['delivery_partner_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('status', 'in', AWAITING_PICKUP)
          .where('delivery_partner_id', 'is not', null)
          .groupBy('delivery_partner_id'),
        within,
      ).execute();
      const counts = new Map(rows.map((r) => [r.delivery_partner_id!, Number(r.n)]));
      const ownCompany = within.principal.companyId;
      const partners =
        counts.size || ownCompany
          ? await db
              .selectFrom('delivery_partners')
              .select(['id', 'name', 'courier'])
              .where((eb) =>
                eb.or([
                  ...(counts.size ? [eb('id', 'in', [...counts.keys()])] : []),
                  ...(ownCompany ? [eb('company_id', '=', ownCompany)] : []),
                ]),
              )
              .execute()
          : [];
      return partners
        .map((p) => ({ partnerId: p.id, courier: p.name, courierCode: p.courier, count: counts.get(p.id) ?? 0 }))
        .sort((a, b) => b.count - a.count || a.courier.localeCompare(b.courier));
    },
  };
}

/** Reads of given orders: by id, by number or AWB, and their trails. */
function orderLookupService(db: Kysely<OmsDB>) {
  return {
    async byIds(within: Reach, ids: string[]) {
      const q = withinReach(db.selectFrom('orders').selectAll().where('id', 'in', ids), within);
      return orderRecords(db, await q.execute());
    },

    /** The newest order with this number, or this forward or delivery AWB, in any case; null when none. */
    async lookup(within: Reach, { number, awb }: { number?: string; awb?: string }) {
      let q = withinReach(db.selectFrom('orders').selectAll(), within);
      q = number
        ? q.where(sql`lower(shop_order_id)`, '=', number.toLowerCase())
        : q.where((eb) =>
            eb.or([
              eb(sql`lower(awb)`, '=', awb!.toLowerCase()),
              eb(sql`lower(delivery_awb)`, '=', awb!.toLowerCase()),
            ]),
          );
      const row = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row ? (await orderRecords(db, [row]))[0]! : null;
    },

    /** Each order's trail, newest first. */
    async trails(within: Reach, orderIds: string[]) {
      const q = withinReach(
        db
          .selectFrom('order_trail')
          .innerJoin('orders', 'orders.id', 'order_trail.order_id')
          .select([
            'order_trail.order_id',
            'order_trail.created_at',
            'order_trail.status',
            'order_trail.description',
            'order_trail.city',
          ])
          .where('order_trail.order_id', 'in', orderIds),
        within,
        { company: 'orders.company_id', warehouse: 'orders.warehouse_id' },
      );
      const rows = await q.orderBy('order_trail.created_at', 'desc').orderBy('order_trail.id', 'desc').execute();
      const trails: Record<string, { createdAt: string; status: string; description: string; city: string | null }[]> =
        {};
      for (const r of rows) {
        (trails[r.order_id] ??= []).push({
          createdAt: r.created_at.toISOString(),
          status: r.status,
          description: r.description,
          city: r.city,
        });
      }
      return trails;
    },
  };
}

/** Placing, weighing and cancelling an order. */
function orderPlacementService(db: Kysely<OmsDB>, { urls, log, outbox }: OrderServiceDeps) {
  return {
    /** A manual order, its stock held; warns of SKUs taken though not in the catalogue. */
    async create(
      companyId: string,
      warehouse: WarehouseRecord,
      body: z.output<typeof CreateOrderInput>,
      shopOrderId: string,
      placedBy: string,
    ) {
      if ((await takenOrderIds(db, companyId, [shopOrderId])).size) throw conflict(MSG.orderIdTaken, 'shopOrderId');
      const skus = await checkSkus(
        urls,
        companyId,
        body.items.map((i) => i.sku),
      );
      const refused = body.items.findIndex((i) => skuRefusal(skus, i.sku));
      if (refused >= 0) throw badRequest(skuRefusal(skus, body.items[refused]!.sku)!, `items.${refused}.sku`);
      const [placement] = await placeOrders(db, urls, outbox, [
        {
          companyId,
          pickup: pickupOf(warehouse),
          order: { ...body, shopOrderId },
          shopType: 'manual',
          placedBy,
          allowUnmapped: skus.allowed,
        },
      ]);
      if (!placement!.ok) throw badRequest(placement!.message, 'items');
      countsChanged(db, companyId);
      const reply = await withCursor(db, placement!.id);
      // Taken, as the company allows, but the seller should know no stock was set aside for them.
      const warnings = body.items.flatMap((i) => skuWarning(skus, i.sku) ?? []);
      return { ...reply, warnings };
    },

    async setWeight(within: Reach, orderId: string, weight: number) {
      await db.transaction().execute(async (tx) => {
        const order = await editableOrder(tx, within, orderId, true);
        await refuseIfBooked(tx, order);
        await tx
          .updateTable('orders')
          .set({ weight_kg: weight, updated_at: new Date() })
          .where('id', '=', order.id)
          .execute();
      });
    },

    async cancel(within: Reach, orderId: string) {
      const cancelled = await db.transaction().execute(async (tx) => {
        const order = await ownOrder(tx, within, orderId, true);
        if (order.status === 'CANCELLED') throw badRequest(MSG.orderAlreadyCancelled, null, 'NOT_ALLOWED');
        editable(order);
        const problem = statusChangeProblem(order.status, 'CANCELLED');
        if (problem) throw badRequest(problem, null, 'NOT_ALLOWED');
        await tx
          .updateTable('orders')
          .set({ status: 'CANCELLED', updated_at: new Date() })
          .where('id', '=', order.id)
          .execute();
        await appendTrail(tx, order.id, 'CANCELLED', 'Order cancelled');
        const actor = within.principal.name;
        return {
          companyId: order.company_id,
          moves: [
            ...(await outbox.record(tx, [order.id], 'release', 'Order cancelled', actor)),
            ...(await outbox.statusChanged(tx, order, 'CANCELLED', actor)),
          ],
        };
      });
      await outbox.deliver(cancelled.moves);
      await cancelCourierBooking(db, orderId, log);
      countsChanged(db, cancelled.companyId);
    },
  };
}

/** Changes that hold the order's stock anew in WMS before the order itself changes. */
function orderStockService(db: Kysely<OmsDB>, { urls, log }: OrderServiceDeps) {
  return {
    async setQuantities(within: Reach, orderId: string, itemsWithQty: { itemId: string; quantity: number }[]) {
      const current = await editableOrder(db, within, orderId);
      await refuseIfBooked(db, current);
      const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', current.id).execute();
      const known = new Set(items.map((i) => i.id));
      if (itemsWithQty.some((i) => !known.has(i.itemId)))
        throw badRequest('This item is not part of the order.', 'itemsWithQty');
      const quantities = new Map(itemsWithQty.map((i) => [i.itemId, i.quantity]));
      // WMS holds the stock for the new quantities first, or says why it cannot.
      const hold = (quantityOf: (i: (typeof items)[number]) => number) =>
        moveStock(
          urls,
          {
            orderId: current.id,
            companyId: current.company_id,
            warehouseId: current.warehouse_id,
            items: items.map((i) => ({ sku: i.sku, quantity: quantityOf(i) })),
          },
          within.principal.name,
        );
      const held = holdsStock(current)
        ? await hold((i) => quantities.get(i.id) ?? i.quantity)
        : ({ ok: true, mappings: {} } as const);
      if (!held.ok) throw badRequest(held.message, 'itemsWithQty');
      await db
        .transaction()
        .execute(async (tx) => {
          const order = await editableOrder(tx, within, orderId, true);
          await refuseIfBooked(tx, order);
          if (order.warehouse_id !== current.warehouse_id) throw conflict(MSG.genericFailure);
          // The order before its lines, and the lines by SKU: the dashboard's rollup rows are
          // then locked in the order every other change locks them, so none waits on another.
          const totalPaise = items.reduce(
            (sum, i) => sum + (quantities.get(i.id) ?? i.quantity) * Number(i.unit_price_paise),
            0,
          );
          await tx
            .updateTable('orders')
            .set({ total_amount_paise: totalPaise, updated_at: new Date() })
            .where('id', '=', order.id)
            .execute();
          const skuOf = new Map(items.map((i) => [i.id, i.sku]));
          const bySku = [...itemsWithQty].sort((a, b) =>
            skuOf.get(a.itemId)! < skuOf.get(b.itemId)! ? -1 : skuOf.get(a.itemId)! > skuOf.get(b.itemId)! ? 1 : 0,
          );
          for (const { itemId, quantity } of bySku) {
            await tx.updateTable('order_items').set({ quantity }).where('id', '=', itemId).execute();
          }
          await keepMappings(tx, order.id, held.mappings);
          // What the packer scans follows the new quantities: packing starts over.
          await tx.deleteFrom('order_packing').where('order_id', '=', order.id).execute();
        })
        .catch(async (err: unknown) => {
          if (holdsStock(current))
            await hold((i) => i.quantity).catch((e: unknown) =>
              log.error({ err: e, orderId: current.id }, 'stock not put back after a failed quantity change'),
            );
          throw err;
        });
    },

    /** Moves the order's pickup (and its held stock) to another of its company's warehouses. */
    async reassign(within: Reach, orderId: string, current: OrderRow, warehouse: WarehouseRecord) {
      // WMS holds the stock at the new warehouse first (or says why it cannot); should the
      // order's own change then fail, the stock goes back to where the order still is.
      const items = await db
        .selectFrom('order_items')
        .select(['sku', 'quantity'])
        .where('order_id', '=', current.id)
        .execute();
      const hold = (warehouseId: string) =>
        moveStock(
          urls,
          { orderId: current.id, companyId: current.company_id, warehouseId, items },
          within.principal.name,
        );
      const held = holdsStock(current) ? await hold(warehouse.id) : ({ ok: true, mappings: {} } as const);
      if (!held.ok) throw badRequest(held.message, 'newWarehouseID');
      await db
        .transaction()
        .execute(async (tx) => {
          const order = await editableOrder(tx, within, orderId, true);
          // Changed meanwhile (another reassign): the stock goes back to where it is.
          if (order.warehouse_id !== current.warehouse_id) throw conflict(MSG.genericFailure);
          await keepMappings(tx, order.id, held.mappings);
          await tx
            .updateTable('orders')
            .set({
              warehouse_id: warehouse.id,
              pickup_pincode: warehouse.address.pincode,
              pickup_state: warehouse.address.state,
              updated_at: new Date(),
            })
            .where('id', '=', order.id)
            .execute();
          await appendTrail(tx, order.id, order.status, `Pickup moved to ${warehouse.name}`, warehouse.address.city);
        })
        .catch(async (err: unknown) => {
          if (holdsStock(current))
            await hold(current.warehouse_id).catch((e: unknown) =>
              log.error({ err: e, orderId: current.id }, 'stock not put back after a failed reassign'),
            );
          throw err;
        });
      countsChanged(db, current.company_id);
    },
  };
}

/** Reads and changes of orders, within the reach the routes worked out for the caller. */
export function orderService(db: Kysely<OmsDB>, deps: OrderServiceDeps) {
  return {
    editableOrder: (within: Reach, orderId: unknown) => editableOrder(db, within, orderId),
    withCursor: (id: string) => withCursor(db, id),
    ...orderListService(db),
    ...orderLookupService(db),
    ...orderPlacementService(db, deps),
    ...orderStockService(db, deps),
  };
}

export type OrderService = ReturnType<typeof orderService>;
