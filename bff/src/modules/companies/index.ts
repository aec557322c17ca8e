import DataLoader from 'dataloader';
import { byId, defineLoaders, defineModule } from '../../module.js';
import type { Company } from '../../upstream/models.js';
import { companyResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  company: new DataLoader<string, Company | null>(async (ids) =>
    byId((await apis.ums.companiesByIds(ids)).companies, ids),
  ),
}));

export default defineModule({
  resolvers: companyResolvers,
  loaders,
  nodes: { Company: 'company' },
  mappers: { Company: '../../upstream/models.js#Company' },
});
