import DataLoader from 'dataloader';
import { byId, defineLoaders, defineModule } from '../../module.js';
import type { Task } from '../../upstream/models.js';
import { taskResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  task: new DataLoader<string, Task | null>(async (ids) => byId((await apis.nms.tasksByIds(ids)).tasks, ids)),
}));

export default defineModule({
  resolvers: taskResolvers,
  loaders,
  nodes: { Task: 'task' },
  mappers: { Task: '../../upstream/models.js#Task' },
});
