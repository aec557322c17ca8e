import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { WeightDiscrepancy } from './models.js';
import { shippingAdjustmentResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  weightDiscrepancy: idsLoader<WeightDiscrepancy>(
    async (ids) => (await apis.shippingAdjustments.byIds(ids)).weightDiscrepancies,
  ),
}));

export default defineModule({
  resolvers: shippingAdjustmentResolvers,
  loaders,
  nodes: { WeightDiscrepancy: 'weightDiscrepancy' },
  mappers: { WeightDiscrepancy: './models.js#WeightDiscrepancy' },
});
