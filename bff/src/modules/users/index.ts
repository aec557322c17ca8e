import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { User } from '../../upstream/models.js';
import { userResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  user: idsLoader<User>(async (ids) => (await apis.ums.usersByIds(ids)).users),
}));

export default defineModule({
  resolvers: userResolvers,
  loaders,
  nodes: { User: 'user' },
  mappers: { User: '../../upstream/models.js#User' },
});
