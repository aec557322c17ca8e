import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { ApiKey } from '../../upstream/models.js';
import { apiKeyResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  apiKey: idsLoader<ApiKey>(async (ids) => (await apis.ums.apiKeysByIds(ids)).apiKeys),
}));

export default defineModule({
  resolvers: apiKeyResolvers,
  loaders,
  nodes: { ApiKey: 'apiKey' },
  mappers: { ApiKey: '../../upstream/models.js#ApiKey' },
});
