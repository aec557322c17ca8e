import type { FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'customer-request/:token',
      lazy: async () => {
        const page = await import('./CustomerRequestPage');
        return { loader: page.customerRequestLoader, Component: page.CustomerRequestPage };
      },
    },
  ],
  billing: {
    ndr: {
      lazy: async () => {
        const page = await import('./SellerNdrPage');
        return { loader: page.sellerNdrLoader, shouldRevalidate: page.sellerNdrShouldRevalidate, Component: page.SellerNdrPage };
      },
    },
  },
  admin: [
    {
      path: 'ndr',
      lazy: async () => {
        const page = await import('./AdminNdrPage');
        return { loader: page.adminNdrLoader, shouldRevalidate: page.adminNdrShouldRevalidate, Component: page.AdminNdrPage };
      },
    },
  ],
};
