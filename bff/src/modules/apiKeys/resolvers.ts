import { apiKeyActive } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';

export const apiKeyResolvers: Resolvers = {
  ApiKey: {
    id: (k) => toGlobalId('ApiKey', k.id),
    active: (k) => apiKeyActive(k),
  },
  Company: {
    apiKeys: async (c, { first, after }, ctx) => {
      const viewer = await ctx.requireViewer();
      // Keys are their own company's business, and a key does not see its siblings.
      if (viewer.companyId !== c.id || viewer.apiKeyId || viewer.userType !== 'seller') return null;
      const window = pageWindow(first, after);
      const { apiKeys, totalCount } = await ctx.apis.ums.apiKeys(listRequest(window, {})).catch(rethrow);
      return connectionFrom(apiKeys, totalCount, window);
    },
  },
  Mutation: {
    apiKeyCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { apiKey, secret } = await ctx.apis.ums.apiKeyCreate(
            { name: input.name, expiresAt: input.expiresAt ?? null },
            input.idempotencyKey,
          );
          ctx.loaders.apiKey.prime(apiKey.id, apiKey);
          return { apiKey, apiKeyEdge: { cursor: toGlobalId('ApiKey', apiKey.id), node: apiKey }, secret };
        },
        { apiKey: null, apiKeyEdge: null, secret: null },
      ),
    apiKeyRevoke: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { apiKey } = await ctx.apis.ums.apiKeyRevoke(localId(input.id, 'ApiKey'));
          ctx.loaders.apiKey.clear(apiKey.id).prime(apiKey.id, apiKey);
          return { apiKey };
        },
        { apiKey: null },
      ),
  },
};
