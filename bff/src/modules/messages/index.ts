import DataLoader from 'dataloader';
import { byId, defineLoaders, defineModule } from '../../module.js';
import type { OrderMessage } from '../../upstream/models.js';
import { messageResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  orderMessage: new DataLoader<string, OrderMessage | null>(async (ids) =>
    byId((await apis.nms.messagesByIds(ids)).messages, ids),
  ),
}));

export default defineModule({
  resolvers: messageResolvers,
  loaders,
  nodes: { OrderMessage: 'orderMessage' },
  mappers: { OrderMessage: '../../upstream/models.js#OrderMessage' },
});
