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
  type UndeliveredReason,
} from '@parcelo/common';
import type { Transaction } from 'kysely';
import {
  answers,
  badRequest,
  countsChanged,
  isAdminType,
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

/** A delivery update to apply: what a courier reports, or what someone sets by hand. */
export interface StatusChange {
  status: (typeof SHIPMENT_STATUSES)[number];
  undeliveredReason?: UndeliveredReason | null;
  description?: string | null;
  city?: string | null;
  /**
   * Whether an undelivered order asks its buyer what to do next (the NDR link): not when the
   * delivery was never tried (a Lightning driver's trip ended first), which is no buyer's doing.
   */
  askBuyer?: boolean;
}

/** Why the status machine refuses this move for the order, in the user's words, or null. */
export function statusChangeRefusal(order: OrderRow, status: string): string | null {
  // Never Placed straight to Delivered, nothing after the story ends, and return updates only
  // once on the way back (so no new NDR links).
  return statusChangeProblem(order.status, status) ?? (order.anonymised_at ? MSG.orderAnonymised : null);
}

/**
 * Writes a delivery update the status machine allows (see statusChangeRefusal) on the order
 * locked in `tx`: its status, its trail, and the events that follow it (the seller's webhooks,
 * COD remittance and charges, stock shipped out or delivered, the buyer's NDR link). A
 * courier's tracking event and a person's update both come through here. Answers the events
 * to deliver after commit.
 */
/** Leaving the warehouse: the first move into a status on the way to the buyer. */
const shipsNow = (from: string, to: string) =>
  !IN_TRANSIT_STATUSES.has(from) && from !== 'DELIVERED' && (IN_TRANSIT_STATUSES.has(to) || to === 'DELIVERED');

/** A shipped D2R order's invoice, raised for collection from the retailer (once, however often it is sent). */
async function d2rInvoiceEvent(tx: Transaction<OmsDB>, outbox: OrderOutbox, order: OrderRow, actor: string) {
  const current = await tx
    .selectFrom('orders')
    .select(['invoice_id', 'invoice_url', 'total_amount_paise'])
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return outbox.record(tx, [order.id], 'd2rInvoice', `D2R invoice ${current.invoice_id ?? ''}`, actor, {
    payload: {
      shopOrderId: order.shop_order_id,
      companyId: order.company_id,
      invoiceId: current.invoice_id ?? order.shop_order_id,
      invoiceUrl: current.invoice_url,
      finalPrice: Number(current.total_amount_paise),
      retailerId: order.d2r_retailer_id,
      retailerName: order.customer_name,
      retailerPhone: order.customer_phone,
      salesmanId: order.d2r_salesman_id,
      billLocation: order.d2r_bill_location,
      paymentMode: order.d2r_payment_mode ?? 'CREDIT',
      paymentTermsDays: order.d2r_payment_terms_days ?? 0,
      shippedAt: new Date().toISOString(),
    },
  });
}

export async function applyStatusChange(
  tx: Transaction<OmsDB>,
  outbox: OrderOutbox,
  order: OrderRow,
  change: StatusChange,
  actor: string,
): Promise<number[]> {
  // A D2R order holds no stock until an admin approves it: it may be cancelled, not sent.
  if (order.d2r && !order.d2r_approved) throw badRequest(MSG.d2rApproveFirst, 'status');
  const reason = change.undeliveredReason ? UNDELIVERED_REASONS[change.undeliveredReason] : null;
  const description =
    change.description ||
    (reason ? `${DEFAULT_DESCRIPTIONS.UNDELIVERED}: ${reason}` : DEFAULT_DESCRIPTIONS[change.status]);
  await tx
    .updateTable('orders')
    .set({
      status: change.status,
      updated_at: new Date(),
      ...reverseAwbFor(order, change.status),
      // The last failed attempt's reason stays with the order: an RTO later is counted under it.
      ...(change.undeliveredReason ? { undelivered_reason: change.undeliveredReason } : {}),
    })
    .where('id', '=', order.id)
    .execute();
  await appendTrail(tx, order.id, change.status, description, change.city || null);
  const ids: number[] = await outbox.statusChanged(tx, order, change.status, actor);
  // Left the warehouse without the packing scan (any courier status says so): its blocked stock ships out now.
  if (!order.packed_at && !IN_TRANSIT_STATUSES.has(order.status) && !returning(order.status)) {
    ids.push(...(await outbox.record(tx, [order.id], 'outbound', `Shipped, order ${order.shop_order_id}`, actor)));
  }
  // Delivered: what left the warehouse for this order counts as delivered from now on.
  if (change.status === 'DELIVERED')
    ids.push(...(await outbox.record(tx, [order.id], 'delivered', `Delivered, order ${order.shop_order_id}`, actor)));
  if (order.d2r && shipsNow(order.status, change.status))
    ids.push(...(await d2rInvoiceEvent(tx, outbox, order, actor)));
  if (change.status === 'UNDELIVERED' && change.askBuyer !== false) {
    ids.push(
      ...(await outbox.record(tx, [order.id], 'ndr', description, actor, {
        payload: {
          companyId: order.company_id,
          awb: order.awb ?? order.delivery_awb,
          shopOrderId: order.shop_order_id,
          customerName: order.customer_name,
          customerPhone: order.customer_phone,
          shippingAddress: order.shipping_address,
          reason: change.undeliveredReason,
        },
      })),
    );
  }
  return ids;
}

/**
 * Booked with a courier through a delivery partner: its statuses come from the courier's
 * tracking, so only an admin moves it by hand. An order the seller ships itself (its own
 * fleet, or a courier it books elsewhere) is moved by its people.
 */
export const statusFromCourier = (order: Pick<OrderRow, 'delivery_partner_id' | 'delivery_awb'>) =>
  order.delivery_partner_id !== null && order.delivery_awb !== null;

/**
 * Delivery updates by hand (and from a service with the internal key). An order that leaves
 * without being packed here ships its stock out now; one that becomes undelivered tells NMS,
 * through the outbox, to ask the buyer what to do.
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
      // A service's update comes with the internal key; anyone else is held to their reach.
      const within = isInternal(request) ? null : await ctx.auth.reach(request, undefined);
      const principal = within?.principal ?? null;
      const actor = principal?.name ?? 'Courier';
      const events = await db.transaction().execute(async (tx) => {
        let q = tx.selectFrom('orders').selectAll().where('id', '=', id);
        if (within) q = withinReach(q, within);
        const order = await q.forUpdate().executeTakeFirst();
        if (!order) throw notFound();
        // The courier's tracking moves a booked order; an admin may still correct it by hand.
        if (principal && !isAdminType(principal.userType) && statusFromCourier(order))
          throw badRequest(
            fill(MSG.statusFromCourier, { partner: order.delivery_partner ?? '' }),
            'status',
            'NOT_ALLOWED',
          );
        const problem = statusChangeRefusal(order, body.status);
        if (problem) throw badRequest(problem, 'status', 'NOT_ALLOWED');
        const ids = await applyStatusChange(tx, outbox, order, body, actor);
        return { ids, companyId: order.company_id };
      });
      await outbox.deliver(events.ids);
      countsChanged(db, events.companyId);
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return ok({ order: (await orderRecords(db, [row]))[0]! }, MSG.statusUpdated);
    },
  );
}
