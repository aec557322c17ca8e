import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    'shipping-packages': {
      lazy: lazyPage(
        () => import('./ShippingPackagesPage'),
        (page) => ({
          loader: page.shippingPackagesLoader,
          shouldRevalidate: page.shippingPackagesShouldRevalidate,
          Component: page.ShippingPackagesPage,
        }),
      ),
    },
  },
};
