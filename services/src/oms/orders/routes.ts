import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  DATE_PRESETS,
  LOCKED_STATUSES,
  MSG,
  ORDER_SEARCH_OPTIONS,
  fieldRequired,
  fill,
  listRange,
  searchesAllDates,
  statusChangeProblem,
  type WarehouseRecord,
  CreateOrderInput,
  ItemQuantityInput,
  OrderWeightInput,
} from '@parcelo/common';
import { pincodeProblem } from '@parcelo/common/pincodes';
import {
  byIdsRoute,
  Gate,
  badRequest,
  config,
  conflict,
  notFound,
  ok,
  parse,
  z,
  type ServiceContext,
  cachedCount,
  countScope,
  countsChanged,
  withinReach,
  serviceApis,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB, OrderRow } from '../db.js';
import { orderRecords } from './records.js';
import { applySearch, statusFilter } from './search.js';
import { appendTrail, pickupOf, takenOrderIds } from './create.js';
import { checkSkus, isUnlisted } from './catalogue.js';
import { keepMappings, moveStock, placeOrders } from './stock.js';
import type { OrderOutbox } from './outbox.js';
import { cancelCourierBooking } from '../deliveryPartners/booking.js';

const ListBody = z.object({
  where: z
    .object({
      companyId: z.string().uuid().optional(),
      /** One warehouse's orders (the dashboard's links); an operator's reach still applies. */
      warehouseId: z.string().uuid(MSG.notFound).optional(),
      searchOptionType: z.enum(ORDER_SEARCH_OPTIONS).optional(),
      searchValue: z.string().max(200).optional(),
      status: z.array(z.string()).max(40).optional(),
      datePreset: z.enum(DATE_PRESETS).optional(),
      start: z.coerce.date().optional(),
      end: z.coerce.date().optional(),
    })
    .default({}),
  pagination: z
    .object({ records: z.coerce.number().int().min(1).max(300).default(10), cursor: z.string().max(200).optional() })
    .default({ records: 10 }),
});

const encodeCursor = (o: { created_at: Date; id: string }) =>
  Buffer.from(`${o.created_at.toISOString()}|${o.id}`).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A cursor this list gave: the time and id of an order, exactly as encoded, or a 400. */
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const [at, id] = parts;
  const createdAt = new Date(at ?? '');
  // Anything else (a forged id, a date PostgreSQL reads otherwise) would reach the query.
  if (
    parts.length !== 2 ||
    !id ||
    !UUID.test(id) ||
    Number.isNaN(createdAt.getTime()) ||
    createdAt.toISOString() !== at
  )
    throw badRequest('Invalid cursor', 'cursor');
  return { createdAt, id };
}

/** Packed or ready, and not yet handed to the courier. */
const AWAITING_PICKUP = ['READY_TO_SHIP', 'packed'];

const newShopOrderId = () =>
  `MAN-${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;

export function orderRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
  const { db } = ctx;

  /**
   * Writes that change an order's stock each make several calls (WMS, UMS) and queue on
   * shared rows (a WSIN's stock, the company's invoice counter). A burst of them all at once
   * (a script placing hundreds of orders) would fill the process's database pool and make
   * every other call in it wait past its callers' timeouts. A few run at once; the rest wait
   * their turn, holding nothing, or are refused as busy (429 with Retry-After), having done
   * nothing, so the same request (and idempotency key) may be sent again. Half the pool: the
   * waits on shared rows inside are bounded again, more tightly, where they happen.
   */
  const orderWrites = new Gate('order writes', { limit: Math.max(2, Math.floor(config().databasePoolSize / 2)) });

  const reach = (request: FastifyRequest, requested: string | undefined) => ctx.auth.reach(request, requested);

  /** The order if the caller may see it; another company's order is simply not found. */
  async function ownOrder(
    request: FastifyRequest,
    orderId: unknown,
    executor: Kysely<OmsDB> | Transaction<OmsDB> = db,
    lock = false,
  ): Promise<OrderRow> {
    const within = await reach(request, undefined);
    const id = parse(z.string().uuid(), orderId);
    const q = withinReach(executor.selectFrom('orders').selectAll().where('id', '=', id), within);
    const order = await (lock ? q.forUpdate() : q).executeTakeFirst();
    if (!order) throw notFound();
    return order;
  }

  /** A warehouse of the order's company, read through WMS with the caller's session. */
  async function companyWarehouse(
    request: FastifyRequest,
    companyId: string,
    warehouseId: string,
    fieldName: string,
  ): Promise<WarehouseRecord> {
    // The caller's own view decides whether it may name the warehouse; the company's view
    // whether the company switched it off for new orders (its attachment, not the warehouse's).
    const [{ warehouses }, { warehouses: ofCompany }] = await Promise.all([
      serviceApis(ctx.urls).wms.postWarehouseByIds<{ warehouses: WarehouseRecord[] }>({
        caller: request,
        body: { ids: [warehouseId] },
      }),
      serviceApis(ctx.urls).wms.getInternalCompanyByCompanyIdWarehouses<{ warehouses: WarehouseRecord[] }>({
        internal: true,
        params: { companyId },
      }),
    ]);
    const warehouse = ofCompany.find((w) => w.id === warehouseId);
    if (!warehouses[0]?.companyIds.includes(companyId) || !warehouse)
      throw badRequest(MSG.selectWarehouse, fieldName, 'INVALID');
    if (!warehouse.active)
      throw badRequest(fill(MSG.warehouseInactive, { warehouse: warehouse.name }), fieldName, 'NOT_ALLOWED');
    return warehouse;
  }

  const editable = (order: OrderRow) => {
    if (LOCKED_STATUSES.has(order.status)) throw badRequest(MSG.orderNotEditable, null, 'NOT_ALLOWED');
  };

  const reply = async (id: string, message: string) => {
    const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [order] = await orderRecords(db, [row]);
    return ok({ order, cursor: encodeCursor(row) }, message);
  };

  app.post('/orders/find', { config: { access: 'member' }, schema: { body: ListBody } }, async (request) => {
    const body = request.body;
    const within = await reach(request, body.where.companyId);
    const { companyId } = within;
    const where = body.where;
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
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(body.pagination.records + 1);
    if (body.pagination.cursor) {
      const c = decodeCursor(body.pagination.cursor);
      page = page.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(c.createdAt, c.id)));
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
    const hasMore = rows.length > body.pagination.records;
    const pageRows = hasMore ? rows.slice(0, -1) : rows;
    return ok({
      orders: await orderRecords(db, pageRows),
      totalCount: total,
      nextCursor: hasMore ? encodeCursor(pageRows.at(-1)!) : null,
      cursors: pageRows.map(encodeCursor),
    });
  });

  /**
   * Awaiting-pickup: orders shipped with a connected delivery partner and still waiting for it
   * (ready to ship or packed), counted per partner; the company's partners with none show 0.
   */
  app.get('/orders/awaiting-pickup', { config: { access: 'member' } }, async (request) => {
    const within = await reach(request, undefined);
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
    const couriers = partners
      .map((p) => ({ partnerId: p.id, courier: p.name, courierCode: p.courier, count: counts.get(p.id) ?? 0 }))
      .sort((a, b) => b.count - a.count || a.courier.localeCompare(b.courier));
    return ok({ couriers });
  });

  /** Batch read for loaders; ids outside the caller's company are left out. */
  byIdsRoute(app, '/orders/byIds', 'orders', async (ids, request) => {
    const q = withinReach(db.selectFrom('orders').selectAll().where('id', 'in', ids), await reach(request, undefined));
    return orderRecords(db, await q.execute());
  });

  /**
   * One order by its number or its AWB (forward or delivery), exactly and in any case, for
   * support: within the caller's reach (a seller its own, an operator its warehouses', an admin
   * all), newest first when numbers repeat across sellers or channels; null when none.
   */
  app.get(
    '/orders/lookup',
    {
      config: { access: 'member' },
      schema: {
        querystring: z
          .object({
            number: z.string().trim().min(1).max(200).optional(),
            awb: z.string().trim().min(1).max(200).optional(),
          })
          .refine((q) => !!q.number !== !!q.awb, 'Give an order number or an AWB'),
      },
    },
    async (request) => {
      const within = await reach(request, undefined);
      const { number, awb } = request.query;
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
      return ok({ order: row ? (await orderRecords(db, [row]))[0]! : null });
    },
  );

  app.post(
    '/orders/trails',
    { config: { access: 'member' }, schema: { body: z.object({ orderIds: z.array(z.string().uuid()).max(500) }) } },
    async (request) => {
      const within = await reach(request, undefined);
      const { orderIds } = request.body;
      if (!orderIds.length) return ok({ trails: {} });
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
      return ok({ trails });
    },
  );

  app.post(
    '/orders',
    {
      config: { access: 'member', adminPermission: 'brandOrders', idempotent: true },
      schema: { body: CreateOrderInput },
    },
    async (request) => {
      return orderWrites.run(async () => {
        const body = request.body;
        const wrongPlace = pincodeProblem(body.shippingAddress.pincode, body.shippingAddress.state);
        if (wrongPlace) throw badRequest(wrongPlace.message, `shippingAddress.${wrongPlace.field}`);
        const { principal, companyId } = await reach(request, body.companyId);
        // An operator places orders for the sellers it works for, never for its own warehouse company.
        if (!companyId || (principal.userType === 'warehouse' && companyId === principal.companyId))
          throw badRequest(fieldRequired('Company'), 'companyId', 'REQUIRED');
        const warehouse = await companyWarehouse(request, companyId, body.warehouseId, 'warehouseId');
        const shopOrderId = body.shopOrderId ?? newShopOrderId();
        if ((await takenOrderIds(db, companyId, [shopOrderId])).size) throw conflict(MSG.orderIdTaken, 'shopOrderId');
        const skus = await checkSkus(
          ctx.urls,
          companyId,
          body.items.map((i) => i.sku),
        );
        const unlisted = body.items.findIndex((i) => isUnlisted(skus, i.sku));
        if (unlisted >= 0 && !skus.allowed)
          throw badRequest(fill(MSG.skuUnlisted, { sku: body.items[unlisted]!.sku }), `items.${unlisted}.sku`);
        const [placement] = await placeOrders(db, ctx.urls, outbox, [
          {
            companyId,
            pickup: pickupOf(warehouse),
            order: { ...body, shopOrderId },
            shopType: 'manual',
            placedBy: principal.name,
          },
        ]);
        if (!placement!.ok) throw badRequest(placement!.message, 'items');
        countsChanged(db, companyId);
        const row = await db.selectFrom('orders').selectAll().where('id', '=', placement!.id).executeTakeFirstOrThrow();
        const [order] = await orderRecords(db, [row]);
        // Taken, as the company allows, but the seller should know no stock was set aside for them.
        const warnings = body.items
          .filter((i) => isUnlisted(skus, i.sku))
          .map((i) => fill(MSG.skuUnlistedWarning, { sku: i.sku }));
        return ok({ order, cursor: encodeCursor(row), warnings }, 'Order created');
      });
    },
  );

  app.post(
    '/update-weight',
    {
      config: { access: 'member', adminPermission: 'brandOrders' },
      schema: {
        body: OrderWeightInput.extend({ orderId: z.string().uuid(), companyId: z.string().optional() }),
      },
    },
    async (request) => {
      const body = request.body;
      await db.transaction().execute(async (tx) => {
        const order = await ownOrder(request, body.orderId, tx, true);
        editable(order);
        await tx
          .updateTable('orders')
          .set({ weight_kg: body.weight, updated_at: new Date() })
          .where('id', '=', order.id)
          .execute();
      });
      return reply(body.orderId, MSG.weightChanged);
    },
  );

  app.patch(
    '/update-sku-qty',
    {
      config: { access: 'member', adminPermission: 'brandOrders' },
      schema: {
        body: z.object({
          splitOrderId: z.string().uuid(),
          companyId: z.string().optional(),
          itemsWithQty: z
            .array(ItemQuantityInput.extend({ itemId: z.string().uuid() }))
            .min(1)
            .max(100),
        }),
      },
    },
    async (request) => {
      return orderWrites.run(async () => {
        const body = request.body;
        const current = await ownOrder(request, body.splitOrderId);
        editable(current);
        const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', current.id).execute();
        const known = new Set(items.map((i) => i.id));
        if (body.itemsWithQty.some((i) => !known.has(i.itemId)))
          throw badRequest('This item is not part of the order.', 'itemsWithQty');
        const quantities = new Map(body.itemsWithQty.map((i) => [i.itemId, i.quantity]));
        // WMS holds the stock for the new quantities first, or says why it cannot.
        const principal = await ctx.auth.member(request);
        const hold = (quantityOf: (i: (typeof items)[number]) => number) =>
          moveStock(
            ctx.urls,
            {
              orderId: current.id,
              companyId: current.company_id,
              warehouseId: current.warehouse_id,
              items: items.map((i) => ({ sku: i.sku, quantity: quantityOf(i) })),
            },
            principal.name,
          );
        const held = await hold((i) => quantities.get(i.id) ?? i.quantity);
        if (!held.ok) throw badRequest(held.message, 'itemsWithQty');
        await db
          .transaction()
          .execute(async (tx) => {
            const order = await ownOrder(request, body.splitOrderId, tx, true);
            editable(order);
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
            const bySku = [...body.itemsWithQty].sort((a, b) =>
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
            await hold((i) => i.quantity).catch((e: unknown) =>
              ctx.log.error({ err: e, orderId: current.id }, 'stock not put back after a failed quantity change'),
            );
            throw err;
          });
        return reply(body.splitOrderId, 'Quantities updated');
      });
    },
  );

  app.post(
    '/reassign-warehouse',
    {
      config: { access: 'member', adminPermission: 'brandOrders' },
      schema: {
        body: z.object({
          orderID: z.string().uuid(),
          newWarehouseID: z.string({ error: MSG.selectWarehouse }).uuid(MSG.selectWarehouse),
        }),
      },
    },
    async (request) => {
      return orderWrites.run(async () => {
        const body = request.body;
        const current = await ownOrder(request, body.orderID);
        editable(current);
        if (current.warehouse_id === body.newWarehouseID) throw badRequest(MSG.sameWarehouse, 'newWarehouseID');
        const warehouse = await companyWarehouse(request, current.company_id, body.newWarehouseID, 'newWarehouseID');
        // WMS holds the stock at the new warehouse first (or says why it cannot); should the
        // order's own change then fail, the stock goes back to where the order still is.
        const principal = await ctx.auth.member(request);
        const items = await db
          .selectFrom('order_items')
          .select(['sku', 'quantity'])
          .where('order_id', '=', current.id)
          .execute();
        const hold = (warehouseId: string) =>
          moveStock(
            ctx.urls,
            { orderId: current.id, companyId: current.company_id, warehouseId, items },
            principal.name,
          );
        const held = await hold(warehouse.id);
        if (!held.ok) throw badRequest(held.message, 'newWarehouseID');
        await db
          .transaction()
          .execute(async (tx) => {
            const order = await ownOrder(request, body.orderID, tx, true);
            editable(order);
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
            await hold(current.warehouse_id).catch((e: unknown) =>
              ctx.log.error({ err: e, orderId: current.id }, 'stock not put back after a failed reassign'),
            );
            throw err;
          });
        countsChanged(db, current.company_id);
        return reply(body.orderID, MSG.warehouseReassigned);
      });
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: { access: 'member', adminPermission: 'brandOrders' },
      schema: { params: z.object({ id: z.string().max(200) }) },
    },
    async (request) => {
      return orderWrites.run(async () => {
        const cancelled = await db.transaction().execute(async (tx) => {
          const order = await ownOrder(request, request.params.id, tx, true);
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
          const principal = await ctx.auth.member(request);
          return {
            companyId: order.company_id,
            moves: [
              ...(await outbox.record(tx, [order.id], 'release', 'Order cancelled', principal.name)),
              ...(await outbox.statusChanged(tx, order, 'CANCELLED', principal.name)),
            ],
          };
        });
        await outbox.deliver(cancelled.moves);
        await cancelCourierBooking(db, request.params.id, ctx.log);
        countsChanged(db, cancelled.companyId);
        return reply(request.params.id, 'Order cancelled');
      });
    },
  );
}
