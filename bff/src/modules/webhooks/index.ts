import { PrimedLoader, byId, defineLoaders, defineModule } from '../../module.js';
import type { Webhook } from './models.js';
import { webhookResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  webhook: new PrimedLoader<Webhook | null>(async (ids) => byId((await apis.webhooks.byIds(ids)).webhooks, ids)),
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
