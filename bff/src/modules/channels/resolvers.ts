import { CHANNEL_EXTRAS, CHANNEL_EXTRA_FIELDS, type ChannelExtra } from '@parcelo/common';
import type { Resolvers, SalesChannelExtrasInput, ShopType } from '../../generated/resolvers-types.js';
import { mutate, notFound, rethrow, type UserErrorShape } from '../../errors.js';
import { connectionFrom, localId, lowerCase, pageWindow, toGlobalId } from '../../relay.js';
import type { SalesChannel } from '../../upstream/models.js';

const shopType = (t: string) => t.toUpperCase() as ShopType;

/** The GraphQL extras (camelCase, null for unset) as UMS stores them (snake_case, blanks left out). */
function extrasIn(input: SalesChannelExtrasInput | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of CHANNEL_EXTRAS) {
    const value = (input as Record<string, string | null | undefined> | null | undefined)?.[
      CHANNEL_EXTRA_FIELDS[name].field
    ];
    if (value) out[name] = value;
  }
  return out;
}

/** UMS names an extra's problem `extras.uc_client_id`; the input calls it `extras.ucClientId`. */
const renameExtras = <T extends { userErrors: UserErrorShape[] }>(payload: T): T => ({
  ...payload,
  userErrors: payload.userErrors.map((e) => {
    const name = e.field?.startsWith('extras.') ? (e.field.slice(7) as ChannelExtra) : null;
    const field = name && CHANNEL_EXTRA_FIELDS[name]?.field;
    return field ? { ...e, field: `extras.${field}` } : e;
  }),
});

// Stores' ids are UUIDs: any other id names no store, as another company's does not.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function channelId(globalId: string): string {
  const id = localId(globalId, 'SalesChannel');
  if (!UUID.test(id)) throw notFound();
  return id;
}

const edgeOf = (s: SalesChannel) => ({ cursor: toGlobalId('SalesChannel', s.id), node: s });

export const channelResolvers: Resolvers = {
  SalesChannel: {
    id: (s) => toGlobalId('SalesChannel', s.id),
    type: (s) => shopType(s.type),
    extras: (s) => ({
      webhookClientId: s.extras.webhook_client_id ?? null,
      ucClientId: s.extras.uc_client_id ?? null,
      shippingProviderCode: s.extras.shipping_provider_code ?? null,
      carrierId: s.extras.carrier_id ?? null,
    }),
  },
  Company: {
    salesChannels: async (c, { first, after }, ctx) => {
      const window = pageWindow(first, after);
      const viewer = await ctx.requireViewer();
      if (viewer.companyId !== c.id) return connectionFrom([], 0, window);
      const { salesChannels } = await ctx.loaders.salesChannelList.load('').catch(rethrow);
      for (const s of salesChannels) ctx.loaders.salesChannel.prime(s.id, s);
      return connectionFrom(
        salesChannels.slice(window.offset, window.offset + window.limit),
        salesChannels.length,
        window,
      );
    },
    salesChannelBlocker: async (c, _, ctx) => {
      const viewer = await ctx.requireViewer();
      if (viewer.companyId !== c.id) return null;
      return (await ctx.apis.ums.storeBlocker().catch(rethrow)).blocker;
    },
  },
  Mutation: {
    salesChannelIntegrate: async (_, { input }, ctx) =>
      renameExtras(
        await mutate(
          async () => {
            await ctx.requireViewer();
            const { idempotencyKey, extras, ...store } = input;
            const { salesChannel } = await ctx.apis.ums.integrateStore(
              { ...store, type: store.type.toLowerCase(), extras: extrasIn(extras) },
              idempotencyKey,
            );
            return { salesChannel, salesChannelEdge: edgeOf(salesChannel) };
          },
          { salesChannel: null, salesChannelEdge: null },
        ),
      ),
    salesChannelUpdate: async (_, { input }, ctx) => {
      const id = channelId(input.id);
      return renameExtras(
        await mutate(
          async () => {
            await ctx.requireViewer();
            const { salesChannel } = await ctx.apis.ums.storeUpdate(id, {
              key: input.key ?? '',
              secret: input.secret ?? '',
              extras: extrasIn(input.extras),
            });
            return { salesChannel };
          },
          { salesChannel: null },
        ),
      );
    },
    salesChannelDisconnect: async (_, { input }, ctx) => {
      const id = channelId(input.id);
      return mutate(
        async () => {
          await ctx.requireViewer();
          await ctx.apis.ums.storeDisconnect(id);
          return { disconnectedId: input.id };
        },
        { disconnectedId: null },
      );
    },
    ordersSync: async (_, { input }, ctx) => {
      const storeId = input.salesChannelId ? channelId(input.salesChannelId) : undefined;
      return mutate(
        async () => {
          await ctx.requireViewer();
          const { salesChannels, ...result } = await ctx.apis.oms.sync(lowerCase(input.shopType), storeId);
          return { ...result, salesChannel: storeId ? (salesChannels[0] ?? null) : null };
        },
        { fetched: null, created: null, duplicates: null, skipped: null, salesChannel: null, failedStores: null },
      );
    },
  },
};
