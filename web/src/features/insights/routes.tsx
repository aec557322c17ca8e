import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  work: [
    {
      path: 'insights',
      // The charts and the map of India come with the page, so no other page downloads them.
      lazy: lazyPage(
        () => import('./InsightsPage'),
        (page) => ({ loader: page.insightsLoader, Component: page.InsightsPage }),
      ),
    },
  ],
};
