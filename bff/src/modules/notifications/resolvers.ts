import type { NotificationChannel, NotificationStatus, Resolvers } from '../../generated/resolvers-types.js';
import { rethrow } from '../../errors.js';
import { connectionFrom, pageWindow, toGlobalId } from '../../relay.js';

export const notificationResolvers: Resolvers = {
  OutboxNotification: {
    id: (n) => toGlobalId('OutboxNotification', n.id),
    channel: (n) => n.channel.toUpperCase() as NotificationChannel,
    status: (n) => n.status.toUpperCase() as NotificationStatus,
  },
  Query: {
    // NMS decides who may read it (admins).
    notificationOutbox: async (_, { first, after }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const { notifications, totalCount } = await ctx.apis.nms
        .notificationOutbox({ records: window.limit, offset: window.offset })
        .catch(rethrow);
      return connectionFrom(notifications, totalCount, window);
    },
  },
};
