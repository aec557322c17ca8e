import type { FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  work: [
    {
      path: 'orders',
      lazy: async () => {
        const page = await import('./OrdersPage');
        return { loader: page.ordersLoader, shouldRevalidate: page.ordersShouldRevalidate, Component: page.OrdersPage };
      },
    },
    {
      path: 'orders/new',
      lazy: async () => {
        const page = await import('./OrderCreatePage');
        return { loader: page.orderCreateLoader, Component: page.OrderCreatePage };
      },
    },
    {
      path: 'orders/bulk',
      lazy: async () => {
        const page = await import('./BulkOrdersPage');
        return { loader: page.bulkOrdersLoader, Component: page.BulkOrdersPage };
      },
    },
    {
      path: 'awaiting-pickup',
      lazy: async () => {
        const page = await import('./AwaitingPickupPage');
        return { loader: page.awaitingPickupLoader, Component: page.AwaitingPickupPage };
      },
    },
  ],
};
