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
  brands: {
    warehouses: {
      lazy: lazyPage(
        () => import('./BrandsWarehousesPage'),
        (page) => ({ loader: page.brandsWarehousesLoader, Component: page.BrandsWarehousesPage }),
      ),
    },
  },
};
