import type { FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    warehouses: {
      lazy: async () => {
        const page = await import('./WarehousesSettingsPage');
        return { loader: page.warehousesSettingsLoader, Component: page.WarehousesSettingsPage };
      },
    },
  },
};
