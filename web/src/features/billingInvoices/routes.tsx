import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  billing: {
    'payment/invoices': {
      lazy: lazyPage(
        () => import('./BillingInvoicesPage'),
        (page) => ({ loader: page.billingInvoicesLoader, Component: page.BillingInvoicesPage }),
      ),
    },
  },
  adminBilling: {
    invoices: {
      lazy: lazyPage(
        () => import('./AdminBillingInvoicesPage'),
        (page) => ({
          loader: page.adminBillingInvoicesLoader,
          shouldRevalidate: page.adminBillingInvoicesShouldRevalidate,
          Component: page.AdminBillingInvoicesPage,
        }),
      ),
    },
  },
};
