import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { Fulfilment } from '../../upstream/models.js';
import { fulfilmentResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  /** By order id: an order's packing is known by its order. */
  fulfilment: idsLoader<Fulfilment>(
    async (ids) => (await apis.oms.fulfilmentByIds(ids)).fulfilments,
    (f) => f.orderId,
  ),
}));

export default defineModule({
  resolvers: fulfilmentResolvers,
  loaders,
  nodes: { Fulfilment: 'fulfilment' },
  mappers: {
    Fulfilment: '../../upstream/models.js#Fulfilment',
    PackItem: '../../upstream/models.js#PackItem',
  },
});
