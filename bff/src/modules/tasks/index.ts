import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { Task } from '../../upstream/models.js';
import { taskResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  task: idsLoader<Task>(async (ids) => (await apis.nms.tasksByIds(ids)).tasks),
}));

export default defineModule({
  resolvers: taskResolvers,
  loaders,
  nodes: { Task: 'task' },
  mappers: { Task: '../../upstream/models.js#Task' },
});
