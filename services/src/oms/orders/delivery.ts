import {
  IN_TRANSIT_STATUSES,
  MSG,
  OrderRecordSchema,
  OrderStatusUpdateInput,
  SHIPMENT_STATUSES,
  UNDELIVERED_REASONS,
  fill,
  statusChangeProblem,
  statusView,
} from '@parcelo/common';
import {
  answers,
  badRequest,
  countsChanged,
  isInternal,
  withinReach,
  notFound,
  ok,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB, OrderRow } from '../db.js';
import { appendTrail, reverseAwbFor } from './create.js';
import type { OrderOutbox } from './outbox.js';
import { orderRecords } from './records.js';

const DEFAULT_DESCRIPTIONS: Record<(typeof SHIPMENT_STATUSES)[number], string> = {
  PICKED_UP: 'Picked up by the courier',
  SHIPPED: 'Shipped',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  UNDELIVERED: 'Delivery attempted',
  DELIVERED: 'Delivered',
  RTO_IN_TRANSIT: 'Returning to origin',
  RTO_DELIVERED: 'Returned to origin',
  LOST: 'Lost in transit',
};

const returning = (status: string) => status.startsWith('RTO_');

export const closedMessage = (order: OrderRow) => fill(MSG.orderClosed, { status: statusView(order.status).label });

/**
 * Delivery updates: what a courier reports (and the order's people may set by hand). An
 * order that leaves without being packed here ships its stock out now; one that becomes
 * undelivered tells NMS, through the outbox, to ask the buyer what to do.
 */
export function deliveryRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
  const { db } = ctx;

  app.post(
    '/orders/:id/status',
    {
      config: { access: ['internal', 'member'], adminPermission: 'brandOrders' },
      schema: {
        body: OrderStatusUpdateInput,
        params: z.object({ id: z.string().uuid() }),
        response: answers(z.object({ order: OrderRecordSchema })),
      },
    },
    async (request) => {
      const id = request.params.id;
      const body = request.body;
      // A courier's update comes from a service (internal); anyone else is held to their reach.
      const within = isInternal(request) ? null : await ctx.auth.reach(request, undefined);
      const principal = within?.principal ?? null;
      const actor = principal?.name ?? 'Courier';
      const events = await db.transaction().execute(async (tx) => {
        let q = tx.selectFrom('orders').selectAll().where('id', '=', id);
        if (within) q = withinReach(q, within);
        const order = await q.forUpdate().executeTakeFirst();
        if (!order) throw notFound();
        // Only a move the status machine allows: never Placed straight to Delivered, nothing after
        // the story ends, and return updates only once on the way back (so no new NDR links).
        const problem = statusChangeProblem(order.status, body.status);
        if (problem) throw badRequest(problem, 'status', 'NOT_ALLOWED');
        if (order.anonymised_at) throw badRequest(MSG.orderAnonymised, 'status', 'NOT_ALLOWED');
        const reason = body.undeliveredReason ? UNDELIVERED_REASONS[body.undeliveredReason] : null;
        const description =
          body.description ||
          (reason ? `${DEFAULT_DESCRIPTIONS.UNDELIVERED}: ${reason}` : DEFAULT_DESCRIPTIONS[body.status]);
        await tx
          .updateTable('orders')
          .set({
            status: body.status,
            updated_at: new Date(),
            ...reverseAwbFor(order, body.status),
            // The last failed attempt's reason stays with the order: an RTO later is counted under it.
            ...(body.undeliveredReason ? { undelivered_reason: body.undeliveredReason } : {}),
          })
          .where('id', '=', order.id)
          .execute();
        await appendTrail(tx, order.id, body.status, description, body.city || null);
        const ids: number[] = await outbox.statusChanged(tx, order, body.status, actor);
        // Left the warehouse without the packing scan (any courier status says so): its blocked stock ships out now.
        if (!order.packed_at && !IN_TRANSIT_STATUSES.has(order.status) && !returning(order.status)) {
          ids.push(
            ...(await outbox.record(tx, [order.id], 'outbound', `Shipped, order ${order.shop_order_id}`, actor)),
          );
        }
        // Delivered: what left the warehouse for this order counts as delivered from now on.
        if (body.status === 'DELIVERED')
          ids.push(
            ...(await outbox.record(tx, [order.id], 'delivered', `Delivered, order ${order.shop_order_id}`, actor)),
          );
        if (body.status === 'UNDELIVERED') {
          ids.push(
            ...(await outbox.record(tx, [order.id], 'ndr', description, actor, {
              payload: {
                companyId: order.company_id,
                awb: order.awb ?? order.delivery_awb,
                shopOrderId: order.shop_order_id,
                customerName: order.customer_name,
                customerPhone: order.customer_phone,
                shippingAddress: order.shipping_address,
                reason: body.undeliveredReason,
              },
            })),
          );
        }
        return { ids, companyId: order.company_id };
      });
      await outbox.deliver(events.ids);
      countsChanged(db, events.companyId);
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return ok({ order: (await orderRecords(db, [row]))[0]! }, MSG.statusUpdated);
    },
  );
}
