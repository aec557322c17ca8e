import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  work: [
    {
      path: 'fulfilment',
      lazy: lazyPage(
        () => import('./FulfilmentPage'),
        (page) => ({ loader: page.fulfilmentLoader, Component: page.FulfilmentPage }),
      ),
    },
  ],
};
