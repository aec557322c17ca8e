import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    warehouses: {
      lazy: lazyPage(
        () => import('./WarehousesSettingsPage'),
        (page) => ({ loader: page.warehousesSettingsLoader, Component: page.WarehousesSettingsPage }),
      ),
    },
  },
};
