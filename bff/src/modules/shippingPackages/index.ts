import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { ShippingPackage } from './models.js';
import { shippingPackageResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  shippingPackage: idsLoader<ShippingPackage>(async (ids) => (await apis.shippingPackages.byIds(ids)).shippingPackages),
}));

export default defineModule({
  resolvers: shippingPackageResolvers,
  loaders,
  nodes: { ShippingPackage: 'shippingPackage' },
  mappers: { ShippingPackage: './models.js#ShippingPackage' },
});
