import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    webhooks: {
      lazy: lazyPage(
        () => import('./WebhooksPage'),
        (page) => ({ loader: page.webhooksLoader, Component: page.WebhooksPage }),
      ),
    },
  },
};
