import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  work: [
    {
      path: 'inventory',
      lazy: lazyPage(
        () => import('./InventoryPage'),
        (page) => ({
          loader: page.inventoryLoader,
          shouldRevalidate: page.inventoryShouldRevalidate,
          Component: page.InventoryPage,
        }),
      ),
    },
    {
      path: 'inventory/bulk',
      lazy: lazyPage(
        () => import('./BulkInventoryPage'),
        (page) => ({ loader: page.bulkInventoryLoader, Component: page.BulkInventoryPage }),
      ),
    },
    {
      path: 'inventory/scan',
      lazy: lazyPage(
        () => import('./ScanAddPage'),
        (page) => ({ loader: page.scanAddLoader, Component: page.ScanAddPage }),
      ),
    },
  ],
};
