import type { FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  work: [
    {
      path: 'inventory',
      lazy: async () => {
        const page = await import('./InventoryPage');
        return { loader: page.inventoryLoader, shouldRevalidate: page.inventoryShouldRevalidate, Component: page.InventoryPage };
      },
    },
    {
      path: 'inventory/bulk',
      lazy: async () => {
        const page = await import('./BulkInventoryPage');
        return { loader: page.bulkInventoryLoader, Component: page.BulkInventoryPage };
      },
    },
    {
      path: 'inventory/scan',
      lazy: async () => {
        const page = await import('./ScanAddPage');
        return { loader: page.scanAddLoader, Component: page.ScanAddPage };
      },
    },
  ],
};
