import DataLoader from 'dataloader';
import { byId, defineLoaders, defineModule } from '../../module.js';
import type { User } from '../../upstream/models.js';
import { userResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  user: new DataLoader<string, User | null>(async (ids) => byId((await apis.ums.usersByIds(ids)).users, ids)),
}));

export default defineModule({
  resolvers: userResolvers,
  loaders,
  nodes: { User: 'user' },
  mappers: { User: '../../upstream/models.js#User' },
});
