import DataLoader from 'dataloader';
import { byId, defineLoaders, defineModule } from '../../module.js';
import type { Order, OrderTrailRecord } from '../../upstream/models.js';
import { orderResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  order: new DataLoader<string, Order | null>(async (ids) => byId((await apis.oms.byIds(ids)).orders, ids)),
  orderTrail: new DataLoader<string, OrderTrailRecord[]>(async (ids) => {
    const { trails } = await apis.oms.trails(ids);
    return ids.map((id) => trails[id] ?? []);
  }),
}));

export default defineModule({
  resolvers: orderResolvers,
  loaders,
  nodes: { Order: 'order' },
  mappers: { Order: '../../upstream/models.js#Order', OrderItem: '../../upstream/models.js#OrderItemRecord' },
});
