import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    'task-center': {
      lazy: lazyPage(
        () => import('./TaskCenterPage'),
        (page) => ({ loader: page.taskCenterLoader, Component: page.TaskCenterPage }),
      ),
    },
  },
  brands: {
    tasks: {
      lazy: lazyPage(
        () => import('./BrandsTasksPage'),
        (page) => ({ loader: page.brandsTasksLoader, Component: page.BrandsTasksPage }),
      ),
    },
  },
};
