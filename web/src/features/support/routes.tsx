import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    support: {
      lazy: lazyPage(
        () => import('./SupportPage'),
        (page) => ({ loader: page.supportLoader, Component: page.SupportPage }),
      ),
    },
  },
};
