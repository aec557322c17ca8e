import type { FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    'task-center': {
      lazy: async () => {
        const page = await import('./TaskCenterPage');
        return { loader: page.taskCenterLoader, Component: page.TaskCenterPage };
      },
    },
  },
};
