import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    preferences: {
      lazy: lazyPage(
        () => import('./PreferencesPage'),
        (page) => ({ loader: page.preferencesLoader, Component: page.PreferencesPage }),
      ),
    },
  },
  brands: {
    preferences: {
      lazy: lazyPage(
        () => import('./BrandsPreferencesPage'),
        (page) => ({ loader: page.brandsPreferencesLoader, Component: page.BrandsPreferencesPage }),
      ),
    },
  },
};
