import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { Webhook } from './models.js';
import { webhookResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  webhook: idsLoader<Webhook>(async (ids) => (await apis.webhooks.byIds(ids)).webhooks),
}));

export default defineModule({
  resolvers: webhookResolvers,
  loaders,
  nodes: { Webhook: 'webhook' },
  mappers: {
    Webhook: './models.js#Webhook',
    WebhookDelivery: './models.js#WebhookDelivery',
    WebhookAttempt: './models.js#WebhookAttempt',
  },
});
