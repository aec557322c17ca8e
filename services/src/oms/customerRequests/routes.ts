import {
  CLOSED_STATUSES,
  IN_TRANSIT_STATUSES,
  LOCKED_STATUSES,
  MSG,
  OrderRecordSchema,
  canMoveTo,
  fill,
  formatDay,
  statusView,
} from '@parcelo/common';
import { address } from '@parcelo/common';
import {
  answers,
  badRequest,
  countsChanged,
  notFound,
  ok,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { appendTrail, reverseAwbFor } from '../orders/create.js';
import { closedMessage } from '../orders/delivery.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { orderRecords } from '../orders/records.js';

const Address = address('optional');

const ApplyBody = z.discriminatedUnion('requestType', [
  z.object({
    requestId: z.string().min(1),
    requestType: z.literal('UPDATE_DETAILS'),
    alternatePhone: z
      .string()
      .regex(/^[1-9]\d{9}$/)
      .nullish(),
    alternateAddress: Address.nullish(),
    deferredDeliveryDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullish(),
    actorName: z.string().min(1),
  }),
  z.object({
    requestId: z.string().min(1),
    requestType: z.literal('CANCEL_ORDER'),
    issue: z.string().min(1),
    actorName: z.string().min(1),
  }),
]);

/**
 * What an approved customer request does to its order (NMS asks, for an admin's approval):
 * new details and a fresh delivery attempt, or a cancellation, which for a parcel already
 * with the courier is a return to origin.
 */
export function customerRequestRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
  const { db } = ctx;

  app.post(
    '/orders/:id/customer-request',
    {
      config: { access: 'internal' },
      schema: {
        body: ApplyBody,
        params: z.object({ id: z.string().uuid() }),
        response: answers(z.object({ order: OrderRecordSchema })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const id = request.params.id;
      const body = request.body;
      const result = await db.transaction().execute(async (tx) => {
        const order = await tx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!order) throw notFound();
        // Asked again (a retried or repeated approval): it was applied once, and that stands.
        const first = await tx
          .insertInto('applied_customer_requests')
          .values({ request_id: body.requestId, order_id: order.id })
          .onConflict((oc) => oc.doNothing())
          .returning('request_id')
          .executeTakeFirst();
        if (!first) return { moves: [], companyId: order.company_id };
        if (order.anonymised_at) throw badRequest(MSG.orderAnonymised, null, 'NOT_ALLOWED');
        const noLonger = () =>
          badRequest(fill(MSG.requestNoLongerApplies, { status: statusView(order.status).label }), null, 'NOT_ALLOWED');
        if (body.requestType === 'CANCEL_ORDER') {
          if (CLOSED_STATUSES.has(order.status)) throw badRequest(closedMessage(order), null, 'NOT_ALLOWED');
          if (order.status.startsWith('RTO_')) throw noLonger();
          if (IN_TRANSIT_STATUSES.has(order.status)) {
            if (!canMoveTo(order.status, 'RTO_IN_TRANSIT')) throw noLonger();
            await tx
              .updateTable('orders')
              .set({ status: 'RTO_IN_TRANSIT', updated_at: new Date(), ...reverseAwbFor(order, 'RTO_IN_TRANSIT') })
              .where('id', '=', order.id)
              .execute();
            await appendTrail(
              tx,
              order.id,
              'RTO_IN_TRANSIT',
              `Returning to origin: the buyer cancelled (${body.issue})`,
            );
            return {
              moves: await outbox.statusChanged(tx, order, 'RTO_IN_TRANSIT', body.actorName),
              companyId: order.company_id,
            };
          }
          // Packed but not yet with the courier: its stock has left the shelf, so it is not cancelled here.
          if (LOCKED_STATUSES.has(order.status) || !canMoveTo(order.status, 'CANCELLED')) throw noLonger();
          await tx
            .updateTable('orders')
            .set({ status: 'CANCELLED', updated_at: new Date() })
            .where('id', '=', order.id)
            .execute();
          await appendTrail(tx, order.id, 'CANCELLED', `Cancelled at the buyer's request (${body.issue})`);
          return {
            moves: [
              ...(await outbox.record(tx, [order.id], 'release', 'Order cancelled by the buyer', body.actorName)),
              ...(await outbox.statusChanged(tx, order, 'CANCELLED', body.actorName)),
            ],
            companyId: order.company_id,
          };
        }
        if (CLOSED_STATUSES.has(order.status)) throw badRequest(closedMessage(order), null, 'NOT_ALLOWED');
        // New details are for the next attempt of an undelivered parcel, not one that has moved on.
        if (order.status !== 'UNDELIVERED' || !canMoveTo(order.status, 'IN_TRANSIT')) throw noLonger();
        const changes: string[] = [];
        const set: Partial<Record<string, unknown>> = { updated_at: new Date(), status: 'IN_TRANSIT' };
        if (body.alternatePhone) {
          set.customer_phone = body.alternatePhone;
          changes.push('new phone');
        }
        if (body.alternateAddress) {
          set.shipping_address = JSON.stringify(body.alternateAddress);
          set.delivery_state = body.alternateAddress.state;
          set.delivery_pincode = body.alternateAddress.pincode;
          changes.push('new address');
        }
        await tx.updateTable('orders').set(set).where('id', '=', order.id).execute();
        const when = body.deferredDeliveryDate ? ` on ${formatDay(body.deferredDeliveryDate)}` : '';
        await appendTrail(
          tx,
          order.id,
          'IN_TRANSIT',
          `Delivery re-attempt${when} at the buyer's request${changes.length ? ` (${changes.join(', ')})` : ''}`,
          body.alternateAddress?.city ?? null,
        );
        return {
          moves: await outbox.statusChanged(tx, order, 'IN_TRANSIT', body.actorName),
          companyId: order.company_id,
        };
      });
      await outbox.deliver(result.moves);
      countsChanged(db, result.companyId);
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return ok({ order: (await orderRecords(db, [row]))[0]! }, MSG.statusUpdated);
    },
  );
}
