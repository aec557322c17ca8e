import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { PromoterStockCount } from './models.js';
import { promoterStockResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  promoterStockCount: idsLoader<PromoterStockCount>(async (ids) => (await apis.promoterStock.byIds(ids)).counts),
}));

export default defineModule({
  resolvers: promoterStockResolvers,
  loaders,
  nodes: { PromoterStockCount: 'promoterStockCount' },
  mappers: { PromoterStockCount: './models.js#PromoterStockCount' },
});
