import { openListener, orderMessagesChannel } from '@parcelo/common/pubsub';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { GraphQLError } from 'graphql';
import { MAX_PAGE_SIZE, connectionFrom, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, notFound, rethrow } from '../../errors.js';
import type { OrderMessage } from '../../upstream/models.js';

/** A message's edge outside a page (sent or pushed): its cursor only needs to be unique. */
const edgeOf = (node: OrderMessage) => ({ cursor: Buffer.from(`message:${node.id}`).toString('base64'), node });

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
      subscribe: async function* (_, { order }, ctx) {
        await ctx.requireViewer();
        const orderId = localId(order, 'Order');
        const events = await openListener<{ kind: 'CREATED' | 'UPDATED'; message: OrderMessage }>(
          ctx.pubsub,
          orderMessagesChannel(orderId),
        );
        try {
          const visible = await ctx.loaders.order.load(orderId).catch(rethrow);
          if (!visible) throw notFound();
          for await (const e of events) yield { orderMessages: { kind: e.kind, messageEdge: edgeOf(e.message) } };
        } finally {
          await events.return(undefined);
        }
      },
    },
  },
};
