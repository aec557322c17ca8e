import type { Resolvers, ShopType } from '../../generated/resolvers-types.js';
import { mutate, rethrow } from '../../errors.js';

const shopType = (t: string) => t.toUpperCase() as ShopType;

export const channelResolvers: Resolvers = {
  Company: {
    salesChannels: async (c, _, ctx) => {
      const viewer = await ctx.requireViewer();
      if (viewer.companyId !== c.id) return [];
      const { salesChannels } = await ctx.apis.ums.stores().catch(rethrow);
      return salesChannels.map((s) => ({ ...s, type: shopType(s.type) }));
    },
  },
  Mutation: {
    salesChannelIntegrate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { idempotencyKey, ...store } = input;
          const { salesChannel } = await ctx.apis.ums.integrateStore(
            { ...store, type: store.type.toLowerCase() },
            idempotencyKey,
          );
          return { salesChannel: { ...salesChannel, type: shopType(salesChannel.type) } };
        },
        { salesChannel: null },
      ),
    ordersSync: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.oms.sync(input.shopType.toLowerCase());
        },
        { fetched: null, created: null, duplicates: null, skipped: null },
      ),
  },
};
