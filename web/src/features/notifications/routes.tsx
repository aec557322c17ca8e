import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  admin: [
    {
      path: 'notifications',
      lazy: lazyPage(
        () => import('./NotificationOutboxPage'),
        (page) => ({ loader: page.notificationOutboxLoader, Component: page.NotificationOutboxPage }),
      ),
    },
  ],
};
