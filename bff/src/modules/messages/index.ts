import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { OrderMessage } from '../../upstream/models.js';
import { messageResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  orderMessage: idsLoader<OrderMessage>(async (ids) => (await apis.nms.messagesByIds(ids)).messages),
}));

export default defineModule({
  resolvers: messageResolvers,
  loaders,
  nodes: { OrderMessage: 'orderMessage' },
  mappers: { OrderMessage: '../../upstream/models.js#OrderMessage' },
});
