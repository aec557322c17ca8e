import DataLoader from 'dataloader';
import { byId, defineLoaders, defineModule } from '../../module.js';
import type { ApiKey } from '../../upstream/models.js';
import { apiKeyResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  apiKey: new DataLoader<string, ApiKey | null>(async (ids) => byId((await apis.ums.apiKeysByIds(ids)).apiKeys, ids)),
}));

export default defineModule({
  resolvers: apiKeyResolvers,
  loaders,
  nodes: { ApiKey: 'apiKey' },
  mappers: { ApiKey: '../../upstream/models.js#ApiKey' },
});
