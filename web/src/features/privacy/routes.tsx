import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'delete-user-data',
      lazy: lazyPage(
        () => import('./DeleteUserDataPage'),
        (page) => ({ Component: page.DeleteUserDataPage }),
      ),
    },
    {
      path: 'delete-user-data/confirm/:token',
      lazy: lazyPage(
        () => import('./DeleteUserDataConfirmPage'),
        (page) => ({ loader: page.deleteUserDataConfirmLoader, Component: page.DeleteUserDataConfirmPage }),
      ),
    },
  ],
};
