import type { FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    invoicing: {
      lazy: async () => {
        const page = await import('./InvoicingPage');
        return { loader: page.invoicingLoader, Component: page.InvoicingPage };
      },
    },
  },
};
