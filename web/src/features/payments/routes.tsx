import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'pay/:id',
      lazy: lazyPage(
        () => import('./PayLinkPage'),
        (page) => ({ loader: page.payLinkLoader, Component: page.PayLinkPage }),
      ),
    },
  ],
  billing: {
    payment: {
      lazy: lazyPage(
        () => import('./PaymentPage'),
        (page) => ({
          loader: page.paymentLoader,
          shouldRevalidate: page.paymentShouldRevalidate,
          Component: page.PaymentPage,
        }),
      ),
    },
    'payment/bank': {
      lazy: lazyPage(
        () => import('./BankDetailsPage'),
        (page) => ({ loader: page.bankDetailsLoader, Component: page.BankDetailsPage }),
      ),
    },
  },
  adminBilling: {
    payments: {
      lazy: lazyPage(
        () => import('./AdminPaymentsPage'),
        (page) => ({
          loader: page.adminPaymentsLoader,
          shouldRevalidate: page.adminPaymentsShouldRevalidate,
          Component: page.AdminPaymentsPage,
        }),
      ),
    },
  },
};
