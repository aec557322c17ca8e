import type { FeatureRoutes } from '../../lib/featureRoutes';
import { driverRoutes } from './driver/routes';

/*
 * Trips: the driver's phone app sits in the public area (its own sign-in); the admin's Trips
 * page is one of Lightning's, under its sidebar (see lightning/routes.tsx).
 */
export const routes: FeatureRoutes = {
  public: driverRoutes,
};
