import { redirect } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';
import { RouteErrorBoundary } from '../../lib/RouteErrorBoundary';
import { LIGHTNING_HOME } from './lightningPages';

const errorElement = <RouteErrorBoundary />;

export const routes: FeatureRoutes = {
  admin: [
    {
      path: 'lightning',
      lazy: lazyPage(
        () => import('./LightningLayout'),
        (layout) => ({ Component: layout.LightningLayout }),
      ),
      children: [
        { index: true, loader: () => redirect(LIGHTNING_HOME), element: null },
        {
          path: 'clusters',
          errorElement,
          lazy: lazyPage(
            () => import('./ClustersPage'),
            (page) => ({
              loader: page.clustersLoader,
              shouldRevalidate: page.clustersShouldRevalidate,
              Component: page.ClustersPage,
            }),
          ),
        },
        {
          path: 'drivers',
          errorElement,
          lazy: lazyPage(
            () => import('./DriversPage'),
            (page) => ({
              loader: page.driversLoader,
              shouldRevalidate: page.driversShouldRevalidate,
              Component: page.DriversPage,
            }),
          ),
        },
        {
          path: 'orders',
          errorElement,
          lazy: lazyPage(
            () => import('./LightningOrdersPage'),
            (page) => ({
              loader: page.lightningOrdersLoader,
              shouldRevalidate: page.lightningOrdersShouldRevalidate,
              Component: page.LightningOrdersPage,
            }),
          ),
        },
        {
          // The page is the trips feature's, shown under Lightning's sidebar.
          path: 'trips',
          errorElement,
          lazy: lazyPage(
            () => import('../trips/TripsPage'),
            (page) => ({
              loader: page.tripsLoader,
              shouldRevalidate: page.tripsShouldRevalidate,
              Component: page.TripsPage,
            }),
          ),
        },
      ],
    },
  ],
};
