import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    'store-address': {
      lazy: lazyPage(
        () => import('./StoreAddressesPage'),
        (page) => ({ loader: page.storeAddressesLoader, Component: page.StoreAddressesPage }),
      ),
    },
  },
};
