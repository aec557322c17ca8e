import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  work: [
    {
      path: 'orders',
      lazy: lazyPage(
        () => import('./OrdersPage'),
        (page) => ({
          loader: page.ordersLoader,
          shouldRevalidate: page.ordersShouldRevalidate,
          Component: page.OrdersPage,
        }),
      ),
    },
    {
      path: 'orders/new',
      lazy: lazyPage(
        () => import('./OrderCreatePage'),
        (page) => ({ loader: page.orderCreateLoader, Component: page.OrderCreatePage }),
      ),
    },
    {
      path: 'orders/bulk',
      lazy: lazyPage(
        () => import('./BulkOrdersPage'),
        (page) => ({ loader: page.bulkOrdersLoader, Component: page.BulkOrdersPage }),
      ),
    },
    {
      path: 'awaiting-pickup',
      lazy: lazyPage(
        () => import('./AwaitingPickupPage'),
        (page) => ({ loader: page.awaitingPickupLoader, Component: page.AwaitingPickupPage }),
      ),
    },
  ],
  brands: {
    orders: {
      lazy: lazyPage(
        () => import('./BrandsOrdersPage'),
        (page) => ({
          loader: page.brandsOrdersLoader,
          shouldRevalidate: page.brandsOrdersShouldRevalidate,
          Component: page.BrandsOrdersPage,
        }),
      ),
    },
  },
};
