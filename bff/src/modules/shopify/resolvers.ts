import type { Resolvers } from '../../generated/resolvers-types.js';
import { mutate } from '../../errors.js';

export const shopifyResolvers: Resolvers = {
  Mutation: {
    shopifyConnectStart: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.ums.shopifyStart(input.shop);
        },
        { installUrl: null },
      ),
    shopifyConnectInstall: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.ums.shopifyInstallation(input);
        },
        { authorizationUrl: null },
      ),
    shopifyConnectPermit: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { salesChannel } = await ctx.apis.ums.shopifyPermission(input);
          // SalesChannel resolves from UMS's record (its type, id and extras have field resolvers).
          return { salesChannel };
        },
        { salesChannel: null },
      ),
  },
};
