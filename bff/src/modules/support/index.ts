import { PrimedLoader, byId, defineLoaders, defineModule } from '../../module.js';
import type { SupportTicket } from '../../upstream/models.js';
import { supportResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  supportTicket: new PrimedLoader<SupportTicket | null>(async (ids) =>
    byId((await apis.nms.supportTicketsByIds(ids)).tickets, ids),
  ),
}));

export default defineModule({
  resolvers: supportResolvers,
  loaders,
  nodes: { SupportTicket: 'supportTicket' },
  mappers: { SupportTicket: '../../upstream/models.js#SupportTicket' },
});
