import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/featureRoutes';

/**
 * The Lightning driver's phone page, in the public area: it signs the driver in itself. The
 * trips feature puts these among its `public` routes.
 */
export const driverRoutes: RouteObject[] = [
  {
    path: 'driver',
    lazy: lazyPage(
      () => import('./DriverPage'),
      (page) => ({ loader: page.driverLoader, Component: page.DriverPage }),
    ),
  },
];
