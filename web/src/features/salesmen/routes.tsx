import type { FeatureRoutes } from '../../lib/featureRoutes';
import { lazyPage } from '../../lib/featureRoutes';

/*
 * The field team's admin pages sit under D2R's sidebar (see d2r/routes.tsx); their own phone
 * page is in the public area, like the driver's: it signs them in itself.
 */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'field',
      lazy: lazyPage(
        () => import('./field/FieldPage'),
        (page) => ({ loader: page.fieldLoader, Component: page.FieldPage }),
      ),
    },
  ],
};
