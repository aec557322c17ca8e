import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  billing: {
    actions: {
      lazy: lazyPage(
        () => import('./BillingActionsPage'),
        (page) => ({
          loader: page.billingActionsLoader,
          shouldRevalidate: page.billingActionsShouldRevalidate,
          Component: page.BillingActionsPage,
        }),
      ),
    },
  },
  adminBilling: {
    disputes: {
      lazy: lazyPage(
        () => import('./WeightDisputesPage'),
        (page) => ({
          loader: page.weightDisputesLoader,
          shouldRevalidate: page.weightDisputesShouldRevalidate,
          Component: page.WeightDisputesPage,
        }),
      ),
    },
    'shipping-adjustment': {
      lazy: lazyPage(
        () => import('./ShippingAdjustmentPage'),
        (page) => ({
          loader: page.shippingAdjustmentLoader,
          shouldRevalidate: page.shippingAdjustmentShouldRevalidate,
          Component: page.ShippingAdjustmentPage,
        }),
      ),
    },
    'shipping-adjustment/upload': {
      lazy: lazyPage(
        () => import('./ShippingAdjustmentUploadPage'),
        (page) => ({ loader: page.shippingAdjustmentUploadLoader, Component: page.ShippingAdjustmentUploadPage }),
      ),
    },
  },
};
