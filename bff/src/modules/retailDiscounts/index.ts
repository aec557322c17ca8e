import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { RetailDiscount } from './models.js';
import { retailDiscountResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  retailDiscount: idsLoader<RetailDiscount>(async (ids) => (await apis.retailDiscounts.byIds(ids)).retailDiscounts),
}));

export default defineModule({
  resolvers: retailDiscountResolvers,
  loaders,
  nodes: { RetailDiscount: 'retailDiscount' },
  mappers: { RetailDiscount: './models.js#RetailDiscount' },
});
