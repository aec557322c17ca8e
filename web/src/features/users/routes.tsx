import type { RouteObject } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

/** The same page for sellers and admins; each shell's guard decides who reaches which. */
const profile: RouteObject = {
  lazy: lazyPage(
    () => import('./ProfilePage'),
    (page) => ({ loader: page.profileLoader, Component: page.ProfilePage }),
  ),
};

export const routes: FeatureRoutes = {
  settings: { profile },
  admin: [{ path: 'profile', ...profile }],
};
