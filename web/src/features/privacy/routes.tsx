import type { FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  public: [
    { path: 'delete-user-data', lazy: async () => ({ Component: (await import('./DeleteUserDataPage')).DeleteUserDataPage }) },
    {
      path: 'delete-user-data/confirm/:token',
      lazy: async () => ({ Component: (await import('./DeleteUserDataConfirmPage')).DeleteUserDataConfirmPage }),
    },
  ],
};
