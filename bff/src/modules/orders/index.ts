import DataLoader from 'dataloader';
import { BY_IDS_MAX } from '@parcelo/common';
import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { Order, OrderTrailRecord } from '../../upstream/models.js';
import { orderResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  order: idsLoader<Order>(async (ids) => (await apis.oms.byIds(ids)).orders),
  orderTrail: new DataLoader<string, OrderTrailRecord[]>(
    async (ids) => {
      const { trails } = await apis.oms.trails(ids);
      return ids.map((id) => trails[id] ?? []);
    },
    { maxBatchSize: BY_IDS_MAX },
  ),
}));

export default defineModule({
  resolvers: orderResolvers,
  loaders,
  nodes: { Order: 'order' },
  mappers: { Order: '../../upstream/models.js#Order', OrderItem: '../../upstream/models.js#OrderItemRecord' },
});
