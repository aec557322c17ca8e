import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    // A tab of Settings > API, so the sidebar's API stays lit.
    'api/webhooks': {
      lazy: lazyPage(
        () => import('./WebhooksPage'),
        (page) => ({ loader: page.webhooksLoader, Component: page.WebhooksPage }),
      ),
    },
  },
};
