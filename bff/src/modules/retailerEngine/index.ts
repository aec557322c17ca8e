import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { RetailerScore } from './models.js';
import { retailerEngineResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  // Keyed by the retailer: a score is its retailer's.
  retailerScore: idsLoader<RetailerScore>(
    async (ids) => (await apis.retailerEngine.byIds(ids)).scores,
    (s) => s.retailerId,
  ),
}));

export default defineModule({
  resolvers: retailerEngineResolvers,
  loaders,
  mappers: { RetailerScore: './models.js#RetailerScore', RetailerEngineRun: './models.js#RetailerEngineRun' },
});
