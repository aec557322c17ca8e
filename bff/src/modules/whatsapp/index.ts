import DataLoader from 'dataloader';
import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { MessageTemplate } from './models.js';
import { whatsAppResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  messageTemplate: idsLoader<MessageTemplate>(async (ids) => (await apis.whatsApp.templatesByIds(ids)).templates),
  // The account and how NDR texts go, read once per company and request for the service's fields.
  whatsAppAccount: new DataLoader((companyIds: readonly string[]) =>
    Promise.all(companyIds.map((id) => apis.whatsApp.credentials(id).catch((err: unknown) => err as Error))),
  ),
}));

export default defineModule({
  resolvers: whatsAppResolvers,
  loaders,
  nodes: { MessageTemplate: 'messageTemplate' },
  mappers: {
    WhatsAppService: './models.js#WhatsAppService',
    WhatsAppCredentials: './models.js#WhatsAppCredentials',
    MessageTemplate: './models.js#MessageTemplate',
  },
});
