import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  DATE_PRESETS,
  MSG,
  ORDER_SEARCH_OPTIONS,
  fieldRequired,
  fill,
  type WarehouseRecord,
  CreateOrderInput,
  ItemQuantityInput,
  OrderRecordSchema,
  OrderTrailRecordSchema,
  OrderWeightInput,
} from '@parcelo/common';
import { pincodeProblem } from '@parcelo/common/pincodes';
import {
  answers,
  byIdsRoute,
  Gate,
  badRequest,
  config,
  ok,
  z,
  type ServiceContext,
  serviceApis,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import type { OrderOutbox } from './outbox.js';
import { d2rOrderRoutes } from '../d2r/routes.js';
import { orderService, type OrderService } from './service.js';

type Ctx = ServiceContext<OmsDB>;

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

/** A page of the order list. */
const FindSchema = {
  body: ListBody,
  response: answers(
    z.object({
      orders: z.array(OrderRecordSchema),
      totalCount: z.number().int(),
      nextCursor: z.string().nullable(),
      cursors: z.array(z.string()),
    }),
  ),
};

/** Orders awaiting pickup, per delivery partner. */
const AwaitingSchema = {
  response: answers(
    z.object({
      couriers: z.array(
        z.object({ partnerId: z.string(), courier: z.string(), courierCode: z.string(), count: z.number().int() }),
      ),
    }),
  ),
};

/** An order as the routes answer it after a change, with its place in the list. */
export const OrderWithCursor = z.object({ order: OrderRecordSchema, cursor: z.string() });

export const newShopOrderId = () =>
  `MAN-${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;

/** A warehouse of the order's company, read through WMS with the caller's session. */
export async function companyWarehouse(
  ctx: Ctx,
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

/** The routes check who asks and what they may reach; the service reads and changes the orders. */
export function orderRoutes(app: ServiceApp, ctx: Ctx, outbox: OrderOutbox) {
  const service = orderService(ctx.db, { urls: ctx.urls, log: ctx.log, outbox });

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

  orderListRoutes(app, ctx, service);
  orderLookupRoutes(app, ctx, service);
  orderCreateRoutes(app, ctx, service, orderWrites);
  orderChangeRoutes(app, ctx, service, orderWrites);
  orderCancelRoutes(app, ctx, service, orderWrites);
  // A D2R order is written and approved under the same gate as every other order write.
  d2rOrderRoutes(app, ctx, outbox, service, orderWrites);
}

/** The order list and the dashboard's awaiting-pickup counts. */
function orderListRoutes(app: ServiceApp, ctx: Ctx, service: OrderService) {
  app.post('/orders/find', { config: { access: 'member' }, schema: FindSchema }, async (request) => {
    const body = request.body;
    const within = await ctx.auth.reach(request, body.where.companyId);
    return ok(await service.find(within, body.where, body.pagination));
  });

  /**
   * Awaiting-pickup: orders shipped with a connected delivery partner and still waiting for it
   * (ready to ship or packed), counted per partner; the company's partners with none show 0.
   */
  app.get('/orders/awaiting-pickup', { config: { access: 'member' }, schema: AwaitingSchema }, async (request) => {
    const within = await ctx.auth.reach(request, undefined);
    return ok({ couriers: await service.awaitingPickup(within) });
  });
}

/** Reads of given orders: the loaders' batch, support's lookup and the trails. */
function orderLookupRoutes(app: ServiceApp, ctx: Ctx, service: OrderService) {
  /** Batch read for loaders; ids outside the caller's company are left out. */
  byIdsRoute(
    app,
    '/orders/byIds',
    'orders',
    async (ids, request) => service.byIds(await ctx.auth.reach(request, undefined), ids),
    { record: OrderRecordSchema },
  );

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
        response: answers(z.object({ order: OrderRecordSchema.nullable() })),
      },
    },
    async (request) => {
      const within = await ctx.auth.reach(request, undefined);
      return ok({ order: await service.lookup(within, request.query) });
    },
  );

  app.post(
    '/orders/trails',
    {
      config: { access: 'member' },
      schema: {
        body: z.object({ orderIds: z.array(z.string().uuid()).max(500) }),
        response: answers(z.object({ trails: z.record(z.string(), z.array(OrderTrailRecordSchema)) })),
      },
    },
    async (request) => {
      const within = await ctx.auth.reach(request, undefined);
      const { orderIds } = request.body;
      if (!orderIds.length) return ok({ trails: {} });
      return ok({ trails: await service.trails(within, orderIds) });
    },
  );
}

function orderCreateRoutes(app: ServiceApp, ctx: Ctx, service: OrderService, orderWrites: Gate) {
  app.post(
    '/orders',
    {
      config: { access: 'member', adminPermission: 'brandOrders', idempotent: true },
      schema: { body: CreateOrderInput, response: answers(OrderWithCursor.extend({ warnings: z.array(z.string()) })) },
    },
    async (request) => {
      return orderWrites.run(async () => {
        const body = request.body;
        const wrongPlace = pincodeProblem(body.shippingAddress.pincode, body.shippingAddress.state);
        if (wrongPlace) throw badRequest(wrongPlace.message, `shippingAddress.${wrongPlace.field}`);
        const { principal, companyId } = await ctx.auth.reach(request, body.companyId);
        // An operator places orders for the sellers it works for, never for its own warehouse company.
        if (!companyId || (principal.userType === 'warehouse' && companyId === principal.companyId))
          throw badRequest(fieldRequired('Company'), 'companyId', 'REQUIRED');
        const warehouse = await companyWarehouse(ctx, request, companyId, body.warehouseId, 'warehouseId');
        const shopOrderId = body.shopOrderId ?? newShopOrderId();
        const created = await service.create(companyId, warehouse, body, shopOrderId, principal.name);
        return ok(created, 'Order created');
      });
    },
  );
}

/** Changes to an order not yet locked: its weight, its quantities, its pickup warehouse. */
function orderChangeRoutes(app: ServiceApp, ctx: Ctx, service: OrderService, orderWrites: Gate) {
  app.post(
    '/update-weight',
    {
      config: { access: 'member', adminPermission: 'brandOrders' },
      schema: {
        body: OrderWeightInput.extend({ orderId: z.string().uuid(), companyId: z.string().optional() }),
        response: answers(OrderWithCursor),
      },
    },
    async (request) => {
      const body = request.body;
      await service.setWeight(await ctx.auth.reach(request, undefined), body.orderId, body.weight);
      return ok(await service.withCursor(body.orderId), MSG.weightChanged);
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
        response: answers(OrderWithCursor),
      },
    },
    async (request) => {
      return orderWrites.run(async () => {
        const body = request.body;
        const within = await ctx.auth.reach(request, undefined);
        await service.setQuantities(within, body.splitOrderId, body.itemsWithQty);
        return ok(await service.withCursor(body.splitOrderId), 'Quantities updated');
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
        response: answers(OrderWithCursor),
      },
    },
    async (request) => {
      return orderWrites.run(async () => {
        const body = request.body;
        const within = await ctx.auth.reach(request, undefined);
        const current = await service.editableOrder(within, body.orderID);
        if (current.warehouse_id === body.newWarehouseID) throw badRequest(MSG.sameWarehouse, 'newWarehouseID');
        const warehouse = await companyWarehouse(
          ctx,
          request,
          current.company_id,
          body.newWarehouseID,
          'newWarehouseID',
        );
        await service.reassign(within, body.orderID, current, warehouse);
        return ok(await service.withCursor(body.orderID), MSG.warehouseReassigned);
      });
    },
  );
}

function orderCancelRoutes(app: ServiceApp, ctx: Ctx, service: OrderService, orderWrites: Gate) {
  app.post(
    '/orders/:id/cancel',
    {
      config: { access: 'member', adminPermission: 'brandOrders' },
      schema: { params: z.object({ id: z.string().max(200) }), response: answers(OrderWithCursor) },
    },
    async (request) => {
      return orderWrites.run(async () => {
        await service.cancel(await ctx.auth.reach(request, undefined), request.params.id);
        return ok(await service.withCursor(request.params.id), 'Order cancelled');
      });
    },
  );
}
