import { PrimedLoader, byId, defineLoaders, defineModule } from '../../module.js';
import type { ShippingPackage } from './models.js';
import { shippingPackageResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  shippingPackage: new PrimedLoader<ShippingPackage | null>(async (ids) =>
    byId((await apis.shippingPackages.byIds(ids)).shippingPackages, ids),
  ),
}));

export default defineModule({
  resolvers: shippingPackageResolvers,
  loaders,
  nodes: { ShippingPackage: 'shippingPackage' },
  mappers: { ShippingPackage: './models.js#ShippingPackage' },
});
