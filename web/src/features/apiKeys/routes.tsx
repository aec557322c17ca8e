import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    api: {
      lazy: lazyPage(
        () => import('./ApiPage'),
        (page) => ({ loader: page.apiLoader, Component: page.ApiPage }),
      ),
    },
  },
};
