import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  billing: {
    pricing: {
      lazy: lazyPage(
        () => import('./SellerPricingPage'),
        (page) => ({ loader: page.sellerPricingLoader, Component: page.SellerPricingPage }),
      ),
    },
  },
  adminBilling: {
    pricing: {
      lazy: lazyPage(
        () => import('./AdminPricingPage'),
        (page) => ({ loader: page.adminPricingLoader, Component: page.AdminPricingPage }),
      ),
    },
  },
};
