import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { StoreAddress } from './models.js';
import { storeAddressResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  storeAddress: idsLoader<StoreAddress>(async (ids) => (await apis.storeAddresses.byIds(ids)).storeAddresses),
}));

export default defineModule({
  resolvers: storeAddressResolvers,
  loaders,
  nodes: { StoreAddress: 'storeAddress' },
  mappers: { StoreAddress: './models.js#StoreAddress' },
});
