import type { FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  work: [
    {
      path: 'fulfilment',
      lazy: async () => {
        const page = await import('./FulfilmentPage');
        return { loader: page.fulfilmentLoader, Component: page.FulfilmentPage };
      },
    },
  ],
};
