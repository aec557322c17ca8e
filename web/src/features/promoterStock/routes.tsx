import type { FeatureRoutes } from '../../lib/featureRoutes';
import { lazyPage } from '../../lib/featureRoutes';

/* A promoter's stock counts, beside the field team's phone page: public, as that page is, it signs them in there. */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'field/promoter',
      lazy: lazyPage(
        () => import('./PromoterStockPage'),
        (page) => ({ loader: page.promoterStockLoader, Component: page.PromoterStockPage }),
      ),
    },
  ],
};
