import { LIGHTNING_READY_STATUSES, OrderRecordSchema, UNDELIVERED_REASON_VALUES, statusView } from '@parcelo/common';
import { answers, countsChanged, notFound, ok, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { applyStatusChange, type StatusChange } from '../orders/delivery.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { orderRecords } from '../orders/records.js';
import { LIGHTNING_TARGETS, lightningSteps, type LightningTarget } from './steps.js';

/** The most orders one cluster's planning reads at once. */
const LIGHTNING_ORDERS_MAX = 2_000;

/** The hub's view of orders for Lightning: those ready at a cluster's warehouse, or those it names. */
export function lightningRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;

  app.post(
    '/internal/lightning/orders',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({
          /** Orders ready at this warehouse, delivered to `pincodes` when given. */
          warehouseId: z.string().uuid().optional(),
          pincodes: z
            .array(z.string().regex(/^\d{6}$/))
            .max(1_000)
            .optional(),
          /** These orders, whatever their state (the hub checks them). */
          orderIds: z.array(z.string().uuid()).max(LIGHTNING_ORDERS_MAX).optional(),
        }),
        response: answers(z.object({ orders: z.array(OrderRecordSchema) })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const { warehouseId, pincodes, orderIds } = request.body;
      if (!warehouseId && !orderIds?.length) return ok({ orders: [] });
      let q = db.selectFrom('orders').selectAll().where('anonymised_at', 'is', null);
      if (orderIds?.length) q = q.where('id', 'in', orderIds);
      else
        q = q
          .where('warehouse_id', '=', warehouseId!)
          .where('status', 'in', [...LIGHTNING_READY_STATUSES])
          .where('delivery_partner_id', 'is', null);
      if (pincodes?.length) q = q.where('delivery_pincode', 'in', pincodes);
      const rows = await q.orderBy('created_at').orderBy('id').limit(LIGHTNING_ORDERS_MAX).execute();
      return ok({ orders: await orderRecords(db, rows) });
    },
  );
}

/** How each move a driver's trip makes reads in the order's trail. */
const describe = (step: StatusChange['status'], target: LightningTarget, driver: string): string | null =>
  step === 'SHIPPED'
    ? `Handed to Lightning driver ${driver}`
    : step === 'OUT_FOR_DELIVERY'
      ? `Out for delivery with ${driver}`
      : step === 'DELIVERED'
        ? `Delivered by ${driver}`
        : target === 'UNATTEMPTED'
          ? `Not attempted by ${driver}: it goes back to the warehouse for the next trip`
          : null;

/**
 * Where a driver's trip has put an order, from the hub: the order is moved there through the
 * statuses the machine allows, with the seller's webhooks, stock, COD and charges following as
 * for any delivery update. Sent again, or late, it changes nothing; an order that can no longer
 * get there (cancelled meanwhile) is answered as it is, unmoved, so the hub stops asking.
 */
export function lightningStatusRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
  const { db } = ctx;
  app.post(
    '/internal/lightning/orders/:id/status',
    {
      config: { access: 'internal' },
      schema: {
        params: z.object({ id: z.string().uuid() }),
        body: z.object({
          status: z.enum(LIGHTNING_TARGETS),
          undeliveredReason: z.enum(UNDELIVERED_REASON_VALUES).nullable().optional(),
          driverName: z.string().min(1).max(100),
          city: z.string().max(100).nullable().optional(),
        }),
        response: answers(z.object({ status: z.string(), moved: z.boolean() })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const { status: target, undeliveredReason, driverName, city } = request.body;
      const result = await db.transaction().execute(async (tx) => {
        const order = await tx
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!order) throw notFound();
        // Booked with a courier meanwhile, it is the courier's to move now.
        const steps = order.anonymised_at || order.delivery_partner_id ? null : lightningSteps(order.status, target);
        if (!steps?.length) return { status: order.status, moved: false, ids: [], companyId: order.company_id };
        const ids: number[] = [];
        let at = order;
        for (const step of steps) {
          ids.push(
            ...(await applyStatusChange(
              tx,
              outbox,
              at,
              {
                status: step,
                description: describe(step, target, driverName),
                city: city ?? null,
                undeliveredReason:
                  step === 'UNDELIVERED' && target === 'UNDELIVERED' ? (undeliveredReason ?? 'OTHER') : null,
                askBuyer: target !== 'UNATTEMPTED',
              },
              `${driverName} (Lightning)`,
            )),
          );
          at = { ...at, status: step };
        }
        return { status: at.status, moved: true, ids, companyId: order.company_id };
      });
      await outbox.deliver(result.ids);
      if (result.moved) countsChanged(db, result.companyId);
      return ok({ status: result.status, moved: result.moved }, `Order ${statusView(result.status).label}`);
    },
  );
}
