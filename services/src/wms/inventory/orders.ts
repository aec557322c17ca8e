import { answers, ok, z, type ServiceContext, type ServiceApp } from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { ShortOnMove, orderStockService } from './orderStockService.js';

export type { BlockResult, WsinMap } from './orderStockService.js';

type Ctx = ServiceContext<WmsDB>;
type OrderStockService = ReturnType<typeof orderStockService>;

const OrdersBody = z.object({
  orders: z
    .array(
      z.object({
        orderId: z.string().uuid(),
        companyId: z.string().uuid(),
        warehouseId: z.string().uuid(),
        items: z.array(z.object({ sku: z.string().min(1), quantity: z.number().int().min(1) })).max(100),
        allowUnmapped: z.boolean().default(false),
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

/** Each order's outcome: the WSINs its lines are packed from (by SKU), or why its stock is short. */
const BlockReply = answers(
  z.object({
    results: z.array(
      z.union([
        z.object({
          orderId: z.string(),
          ok: z.literal(true),
          mappings: z.record(z.string(), z.record(z.string(), z.number().int())),
        }),
        z.object({ orderId: z.string(), ok: z.literal(false), message: z.string() }),
      ]),
    ),
  }),
);

/** How many holds (an order's stock at one row) were settled. */
const SettleReply = answers(z.object({ settled: z.number().int() }));

/**
 * Stock held by orders, called by OMS only (service to service). An order blocks the
 * stock of its lines' WSINs at its warehouse as it is placed; packing or shipping moves
 * that stock out; cancelling releases it. Each happens once per order, however often asked.
 */
export function orderStockRoutes(app: ServiceApp, ctx: Ctx) {
  const service = orderStockService(ctx.db);
  blockRoutes(app, ctx, service);
  settleRoutes(app, ctx, service);
}

/** Placing an order blocks its stock; moving it to another warehouse blocks it there instead. */
function blockRoutes(app: ServiceApp, ctx: Ctx, service: OrderStockService) {
  app.post(
    '/inventory/orders/block',
    { config: { access: 'internal' }, schema: { body: OrdersBody, response: BlockReply } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      return ok({ results: body.orders.length ? await service.block(body, false) : [] });
    },
  );

  /** An order's pickup warehouse changed: its stock is held at the new one instead, or nothing changes. */
  app.post(
    '/inventory/orders/move',
    { config: { access: 'internal' }, schema: { body: OrdersBody, response: BlockReply } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      try {
        return ok({ results: body.orders.length ? await service.block(body, true) : [] });
      } catch (err) {
        if (err instanceof ShortOnMove) return ok({ results: err.results });
        throw err;
      }
    },
  );
}

/** What happens to held stock afterwards: delivered, released back to the shelf, or shipped out. */
function settleRoutes(app: ServiceApp, ctx: Ctx, service: OrderStockService) {
  app.post(
    '/inventory/orders/delivered',
    { config: { access: 'internal' }, schema: { body: IdsBody, response: SettleReply } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      return ok({ settled: await service.deliver(body.orderIds, body.remark, body.actorName) });
    },
  );

  app.post(
    '/inventory/orders/release',
    { config: { access: 'internal' }, schema: { body: IdsBody, response: SettleReply } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      return ok({ settled: await service.settle(body.orderIds, 'released', body.remark, body.actorName) });
    },
  );

  app.post(
    '/inventory/orders/outbound',
    { config: { access: 'internal' }, schema: { body: IdsBody, response: SettleReply } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      return ok({ settled: await service.settle(body.orderIds, 'outbound', body.remark, body.actorName) });
    },
  );
}
