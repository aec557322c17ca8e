import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'customer-request/:token',
      lazy: lazyPage(
        () => import('./CustomerRequestPage'),
        (page) => ({ loader: page.customerRequestLoader, Component: page.CustomerRequestPage }),
      ),
    },
  ],
  billing: {
    ndr: {
      lazy: lazyPage(
        () => import('./SellerNdrPage'),
        (page) => ({
          loader: page.sellerNdrLoader,
          shouldRevalidate: page.sellerNdrShouldRevalidate,
          Component: page.SellerNdrPage,
        }),
      ),
    },
  },
  admin: [
    {
      path: 'ndr',
      lazy: lazyPage(
        () => import('./AdminNdrPage'),
        (page) => ({
          loader: page.adminNdrLoader,
          shouldRevalidate: page.adminNdrShouldRevalidate,
          Component: page.AdminNdrPage,
        }),
      ),
    },
  ],
};
