import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    invoicing: {
      lazy: lazyPage(
        () => import('./InvoicingPage'),
        (page) => ({ loader: page.invoicingLoader, Component: page.InvoicingPage }),
      ),
    },
  },
};
