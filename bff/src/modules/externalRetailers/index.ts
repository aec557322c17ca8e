import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { ExternalRetailer } from './models.js';
import { externalRetailerResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  externalRetailer: idsLoader<ExternalRetailer>(
    async (ids) => (await apis.externalRetailers.byIds(ids)).externalRetailers,
  ),
}));

export default defineModule({
  resolvers: externalRetailerResolvers,
  loaders,
  nodes: { ExternalRetailer: 'externalRetailer' },
  mappers: { ExternalRetailer: './models.js#ExternalRetailer' },
});
