import { Resync, openListener, orderMessagesChannel } from '@parcelo/common/pubsub';
import { endingOnReturn, readAgain, readBriefly, subscriber } from '../../live.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { GraphQLError } from 'graphql';
import { MAX_PAGE_SIZE, connectionFrom, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, notFound, rethrow } from '../../errors.js';
import type { OrderMessage } from '../../upstream/models.js';

/** A message's edge outside a page (sent or pushed): its cursor only needs to be unique. */
const edgeOf = (node: OrderMessage) => ({ cursor: Buffer.from(`message:${node.id}`).toString('base64'), node });

/** Newest messages sent when a subscription starts and after a break in the event bus: the thread's first page. */
const CATCH_UP_MESSAGES = 50;

/** A published event, or (kind null) a message as read from the thread. */
type MessageEvent = { kind: 'CREATED' | 'UPDATED' | null; message: OrderMessage };

export const messageResolvers: Resolvers = {
  OrderMessage: {
    id: (m) => toGlobalId('OrderMessage', m.id),
  },
  Order: {
    messages: async (o, { first, after, last, before }, ctx) => {
      if (last != null || before != null) {
        // Backwards from the newest: `before` is the position of the oldest message shown.
        if (last != null && (last < 1 || last > MAX_PAGE_SIZE))
          throw new GraphQLError(`last must be between 1 and ${MAX_PAGE_SIZE}`, {
            extensions: { code: 'BAD_USER_INPUT' },
          });
        const window = pageWindow(last ?? 50, null);
        const position = before ? pageWindow(1, before).offset - 1 : null;
        const { messages, totalCount, offset } = await ctx.apis.nms
          .messagesFind(o.id, { records: window.limit, fromEnd: true, before: position })
          .catch(rethrow);
        const connection = connectionFrom(messages, totalCount, { offset });
        return { ...connection, pageInfo: { ...connection.pageInfo, hasNextPage: false, hasPreviousPage: offset > 0 } };
      }
      const window = pageWindow(first ?? 50, after);
      const { messages, totalCount } = await ctx.apis.nms
        .messagesFind(o.id, { records: window.limit, offset: window.offset })
        .catch(rethrow);
      return connectionFrom(messages, totalCount, window);
    },
  },
  Mutation: {
    orderMessageSend: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { message } = await ctx.apis.nms.messageSend(
            localId(input.order, 'Order'),
            input.messageText,
            input.idempotencyKey,
          );
          return { messageEdge: edgeOf(message) };
        },
        { messageEdge: null },
      ),
  },
  Subscription: {
    orderMessages: {
      // The order is read as the viewer first: only those who may see it hear its messages.
      // Then the thread's newest messages as they are now, each change as it happens, and the
      // newest again whenever the event bus is back after a break.
      subscribe: (_, { order }, ctx) =>
        endingOnReturn(async function* (signal) {
          await subscriber(ctx);
          const orderId = localId(order, 'Order');
          const events = await openListener<MessageEvent>(ctx.pubsub, orderMessagesChannel(orderId), { signal });
          try {
            const visible = await readBriefly(() => ctx.loaders.order.clear(orderId).load(orderId)).catch(rethrow);
            if (!visible) throw notFound();
            const newest = () =>
              ctx.apis.nms.messagesFind(orderId, { records: CATCH_UP_MESSAGES, fromEnd: true }).then((r) => r.messages);
            // id -> status last sent: a message already sent is an UPDATED only when its status moved.
            const sent = new Map<string, OrderMessage['status']>();
            const fresh = (kind: MessageEvent['kind'] | null, message: OrderMessage) => {
              const last = sent.get(message.id);
              if (last === message.status || (last !== undefined && kind === 'CREATED')) return null;
              sent.set(message.id, message.status);
              return {
                orderMessages: { kind: kind ?? (last ? 'UPDATED' : 'CREATED'), messageEdge: edgeOf(message) },
              } as const;
            };
            for (const message of await readBriefly(newest).catch(rethrow)) {
              const out = fresh(null, message);
              if (out) yield out;
            }
            for await (const next of events) {
              const batch: MessageEvent[] =
                next instanceof Resync
                  ? ((await readAgain(newest)) ?? []).map((message) => ({ kind: null, message }))
                  : [next];
              for (const e of batch) {
                const out = fresh(e.kind, e.message);
                if (out) yield out;
              }
            }
          } finally {
            await events.return();
          }
        }),
    },
  },
};
