import { PrimedLoader, byId, defineLoaders, defineModule } from '../../module.js';
import type { StoreAddress } from './models.js';
import { storeAddressResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  storeAddress: new PrimedLoader<StoreAddress | null>(async (ids) =>
    byId((await apis.storeAddresses.byIds(ids)).storeAddresses, ids),
  ),
}));

export default defineModule({
  resolvers: storeAddressResolvers,
  loaders,
  nodes: { StoreAddress: 'storeAddress' },
  mappers: { StoreAddress: './models.js#StoreAddress' },
});
