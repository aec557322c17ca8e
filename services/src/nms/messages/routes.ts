import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  OrderMessageInput,
  OrderMessageRecordSchema,
  type OrderMessageRecord,
  type OrderRecord,
} from '@parcelo/common';
import { orderMessagesChannel, type PubSub } from '@parcelo/common/pubsub';
import {
  answers,
  byIdsRoute,
  notFound,
  ok,
  serviceApis,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { NmsDB, OrderMessageRow } from '../db.js';
import { queueNotification } from '../notifications/routes.js';

export const messageRecord = (m: OrderMessageRow): OrderMessageRecord => ({
  id: m.id,
  orderId: m.order_id,
  companyId: m.company_id,
  messageText: m.message_text,
  senderType: m.sender_type,
  senderPhone: m.sender_phone,
  status: m.status,
  createdAt: m.created_at.toISOString(),
});

/** The socket events orderMessages (a new message) and messageUpdate (its status), as one channel per order. */
export type OrderMessageEvent = { kind: 'CREATED' | 'UPDATED'; message: OrderMessageRecord };

const publish = (pubsub: PubSub, kind: OrderMessageEvent['kind'], row: OrderMessageRow) =>
  pubsub.publish(orderMessagesChannel(row.order_id), { kind, message: messageRecord(row) } satisfies OrderMessageEvent);

/** Called by the outbox once a message's notification has gone (or failed for good). */
export function messageDeliveryTracker(db: Kysely<NmsDB>, pubsub: PubSub) {
  return async (notificationId: string, sent: boolean) => {
    const row = await db
      .updateTable('order_messages')
      .set({ status: sent ? 'SENT' : 'FAILED', updated_at: new Date() })
      .where('notification_id', '=', notificationId)
      .returningAll()
      .executeTakeFirst();
    if (row) publish(pubsub, 'UPDATED', row);
  };
}

const ListBody = z.object({
  orderId: z.string().uuid(),
  pagination: z
    .object({
      records: z.coerce.number().int().min(1).max(300).default(50),
      offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
      /** Counting back from the newest: the `records` messages before this position (the end when null). */
      fromEnd: z.boolean().default(false),
      before: z.coerce.number().int().min(0).max(100_000_000).nullish(),
    })
    .default({ records: 50, offset: 0, fromEnd: false }),
});

const MessageAnswer = answers(z.object({ message: OrderMessageRecordSchema }));
const MessagesAnswer = answers(
  z.object({ messages: z.array(OrderMessageRecordSchema), totalCount: z.number().int(), offset: z.number().int() }),
);

/** An order's message thread with its buyer: sent by WhatsApp through the outbox, live through events. */
export function messageRoutes(app: ServiceApp, ctx: ServiceContext<NmsDB>, onQueued: () => void) {
  const { db } = ctx;

  app.post(
    '/messages/find',
    { config: { access: 'member' }, schema: { body: ListBody, response: MessagesAnswer } },
    async (request) => {
      const body = request.body;
      const { companyId } = await ctx.auth.scope(request, undefined);
      let q = db.selectFrom('order_messages').where('order_id', '=', body.orderId);
      if (companyId) q = q.where('company_id', '=', companyId);
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const p = body.pagination;
      const end = p.fromEnd ? Math.min(total, p.before ?? total) : total;
      const offset = p.fromEnd ? Math.max(0, end - p.records) : p.offset;
      const limit = p.fromEnd ? end - offset : p.records;
      const rows =
        limit > 0 ? await q.selectAll().orderBy('created_at').orderBy('id').limit(limit).offset(offset).execute() : [];
      return ok({ messages: rows.map(messageRecord), totalCount: total, offset });
    },
  );

  byIdsRoute(
    app,
    '/messages/byIds',
    'messages',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      let q = db.selectFrom('order_messages').selectAll().where('id', 'in', ids);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(messageRecord);
    },
    { record: OrderMessageRecordSchema },
  );

  /** Sends the buyer a message; the order is read through OMS with the caller's own session. */
  app.post(
    '/messages',
    {
      config: { access: 'member', idempotent: true },
      schema: { body: OrderMessageInput.extend({ orderId: z.string().uuid() }), response: MessageAnswer },
    },
    async (request) => {
      const { principal } = await ctx.auth.scope(request, undefined);
      const body = request.body;
      const { orders } = await serviceApis(ctx.urls).oms.postOrdersByIds<{ orders: OrderRecord[] }>({
        caller: request,
        body: { ids: [body.orderId] },
      });
      const order = orders[0];
      if (!order) throw notFound();
      const row = await db.transaction().execute(async (tx) => {
        const notificationId = await queueNotification(tx, {
          channel: 'whatsapp',
          to: order.customerPhone,
          template: 'ORDER_MESSAGE',
          params: { text: body.messageText.trim() },
        });
        return tx
          .insertInto('order_messages')
          .values({
            id: randomUUID(),
            order_id: order.id,
            company_id: order.companyId,
            message_text: body.messageText.trim(),
            sender_type: principal.userType === 'warehouse' ? 'WHEREHOUSE' : 'SELLER',
            sender_phone: principal.phone || null,
            status: 'CREATED',
            notification_id: notificationId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      publish(ctx.pubsub, 'CREATED', row);
      onQueued();
      return ok({ message: messageRecord(row) }, 'Message queued');
    },
  );

  /** A buyer's reply, from the WhatsApp provider's webhook (internal). */
  app.post(
    '/messages/incoming',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({
          orderId: z.string().uuid(),
          companyId: z.string().uuid(),
          from: z.string().min(1),
          text: z.string().trim().min(1).max(4000),
        }),
        response: MessageAnswer,
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      const row = await db
        .insertInto('order_messages')
        .values({
          id: randomUUID(),
          order_id: body.orderId,
          company_id: body.companyId,
          message_text: body.text,
          sender_type: 'CUSTOMER',
          sender_phone: body.from,
          status: 'RECEIVED',
          notification_id: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      publish(ctx.pubsub, 'CREATED', row);
      return ok({ message: messageRecord(row) });
    },
  );
}
