import type { WebhookEventType as EventName } from '@parcelo/common';
import { GraphQLError } from 'graphql';
import type { Resolvers, WebhookEventType } from '../../generated/resolvers-types.js';
import { connectionFrom, fromGlobalId, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import { isAdmin } from '../../context.js';
import { UpstreamFailure } from '../../upstream/index.js';

const EVENT_TYPES: Record<EventName, WebhookEventType> = {
  'omsStatus/update': 'OMS_STATUS_UPDATE',
  'lightningStatus/update': 'LIGHTNING_STATUS_UPDATE',
};
const EVENT_NAMES = Object.fromEntries(Object.entries(EVENT_TYPES).map(([k, v]) => [v, k])) as Record<
  WebhookEventType,
  EventName
>;

const ids = (globalIds: readonly string[]) => globalIds.map((id) => localId(id, 'Webhook'));

/** A delivery is no Node (it is read through its webhook), but its id is global all the same. */
function deliveryId(globalId: string): string {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type !== 'WebhookDelivery')
    throw new GraphQLError(`Not a WebhookDelivery id: ${globalId}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return parsed.id;
}

const companyRequired = () =>
  new GraphQLError('Name the company the webhooks belong to.', { extensions: { code: 'BAD_USER_INPUT' } });

export const webhookResolvers: Resolvers = {
  Webhook: {
    id: (w) => toGlobalId('Webhook', w.id),
    eventType: (w) => EVENT_TYPES[w.eventType],
    eventName: (w) => w.eventType,
    // Nullable, so a UMS outage blanks only the log, with an UPSTREAM_UNAVAILABLE error.
    deliveries: async (w, { first, after }, ctx) => {
      const window = pageWindow(first, after);
      const { deliveries, totalCount } = await ctx.apis.webhooks
        .deliveries(w.id, listRequest(window, {}))
        .catch(rethrow);
      return connectionFrom(deliveries, totalCount, window);
    },
  },
  WebhookDelivery: {
    id: (d) => toGlobalId('WebhookDelivery', d.id),
    eventName: (d) => d.eventType,
  },
  WebhookAttempt: {
    responseTimeMs: (a) => a.responseMs,
    succeeded: (a) => a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300,
  },
  Company: {
    webhooks: async (c, { first, after }, ctx) => {
      const viewer = await ctx.requireViewer();
      const window = pageWindow(first, after);
      if (!isAdmin(viewer) && viewer.companyId !== c.id) return connectionFrom([], 0, window);
      const { webhooks, totalCount } = await ctx.apis.webhooks
        .list(listRequest(window, { companyId: c.id }))
        .catch(rethrow);
      for (const w of webhooks) ctx.loaders.webhook.prime(w.id, w);
      return connectionFrom(webhooks, totalCount, window);
    },
  },
  Mutation: {
    webhookCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { webhook } = await ctx.apis.webhooks.create(
            {
              webhookUrl: input.webhookUrl,
              eventType: EVENT_NAMES[input.eventType],
              ...(input.company ? { companyId: localId(input.company, 'Company') } : {}),
            },
            input.idempotencyKey,
          );
          // Asked for apart from the create, so the secret is not kept with its idempotent answer;
          // an API key is not given it (a person reveals it in the app).
          const { secret } = await ctx.apis.webhooks.secret(webhook.id).catch((err: unknown) => {
            if (err instanceof UpstreamFailure && err.httpStatus === 403) return { secret: null };
            throw err;
          });
          return { webhookEdge: { cursor: toGlobalId('Webhook', webhook.id), node: webhook }, secret };
        },
        { webhookEdge: null, secret: null },
      ),
    webhooksDisable: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.webhooks.disable(ids(input.webhooks));
        },
        { webhooks: null },
        { fields: { webhookIds: 'webhooks' } },
      ),
    webhookEnable: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.webhooks.enable(localId(input.webhook, 'Webhook'));
        },
        { webhook: null },
      ),
    webhooksDelete: (_, { input }, ctx) =>
      mutate(
        async () => {
          const viewer = await ctx.requireViewer();
          const company = input.company ? localId(input.company, 'Company') : viewer.companyId;
          if (!company) throw companyRequired();
          const { deletedIds } = await ctx.apis.webhooks.delete(company, ids(input.webhooks));
          return { deletedWebhookIds: deletedIds.map((id) => toGlobalId('Webhook', id)) };
        },
        { deletedWebhookIds: null },
        { fields: { webhookIds: 'webhooks' } },
      ),
    webhookSecretReveal: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.webhooks.secret(localId(input.webhook, 'Webhook'));
        },
        { secret: null },
      ),
    webhookDeliveryRedeliver: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.webhooks.redeliver(deliveryId(input.delivery));
        },
        { delivery: null },
      ),
  },
};
