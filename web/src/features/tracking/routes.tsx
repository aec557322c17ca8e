import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/featureRoutes';

const tracking: RouteObject['lazy'] = async () => {
  const page = await import('./TrackingPage');
  return { loader: page.trackingLoader, Component: page.TrackingPage };
};

export const routes: FeatureRoutes = {
  public: [
    { path: 'track', lazy: tracking },
    { path: 'track/:ref', lazy: tracking },
  ],
  settings: {
    'tracking-page': {
      lazy: async () => {
        const page = await import('./TrackingPageSettingsPage');
        return { loader: page.trackingPageSettingsLoader, Component: page.TrackingPageSettingsPage };
      },
    },
  },
};
