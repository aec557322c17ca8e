import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { SupportTicket } from '../../upstream/models.js';
import { supportResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  supportTicket: idsLoader<SupportTicket>(async (ids) => (await apis.nms.supportTicketsByIds(ids)).tickets),
}));

export default defineModule({
  resolvers: supportResolvers,
  loaders,
  nodes: { SupportTicket: 'supportTicket' },
  mappers: { SupportTicket: '../../upstream/models.js#SupportTicket' },
});
