import { redirect } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';
import { placeholder } from '../../lib/placeholder';

export const routes: FeatureRoutes = {
  work: [
    // Administration is the settings area under the top bar's name for it: /administration
    // opens it, and /administration/<page> the same page as /settings/<page>.
    { path: 'administration', loader: () => redirect('/settings'), element: null },
    {
      path: 'administration/*',
      loader: ({ params }) => redirect(`/settings/${encodeURI(params['*'] ?? '')}`),
      element: null,
    },
    { path: 'dashboard', ...placeholder('Dashboard') },
  ],
  admin: [
    {
      path: 'list',
      lazy: lazyPage(
        () => import('./AdminListPage'),
        (page) => ({
          loader: page.adminListLoader,
          shouldRevalidate: page.adminListShouldRevalidate,
          Component: page.AdminListPage,
        }),
      ),
    },
  ],
};
