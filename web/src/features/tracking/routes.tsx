import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

const tracking = lazyPage(
  () => import('./TrackingPage'),
  (page) => ({ loader: page.trackingLoader, Component: page.TrackingPage }),
);

export const routes: FeatureRoutes = {
  public: [
    { path: 'track', lazy: tracking },
    { path: 'track/:ref', lazy: tracking },
  ],
  settings: {
    'tracking-page': {
      lazy: lazyPage(
        () => import('./TrackingPageSettingsPage'),
        (page) => ({ loader: page.trackingPageSettingsLoader, Component: page.TrackingPageSettingsPage }),
      ),
    },
  },
};
