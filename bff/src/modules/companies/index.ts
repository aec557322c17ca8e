import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { Company } from '../../upstream/models.js';
import { companyResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  company: idsLoader<Company>(async (ids) => (await apis.ums.companiesByIds(ids)).companies),
}));

export default defineModule({
  resolvers: companyResolvers,
  loaders,
  nodes: { Company: 'company' },
  mappers: { Company: '../../upstream/models.js#Company' },
});
