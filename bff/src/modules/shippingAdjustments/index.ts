import DataLoader from 'dataloader';
import { byId, defineLoaders, defineModule } from '../../module.js';
import type { WeightDiscrepancy } from './models.js';
import { shippingAdjustmentResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  weightDiscrepancy: new DataLoader<string, WeightDiscrepancy | null>(async (ids) =>
    byId((await apis.shippingAdjustments.byIds(ids)).weightDiscrepancies, ids),
  ),
}));

export default defineModule({
  resolvers: shippingAdjustmentResolvers,
  loaders,
  nodes: { WeightDiscrepancy: 'weightDiscrepancy' },
  mappers: { WeightDiscrepancy: './models.js#WeightDiscrepancy' },
});
