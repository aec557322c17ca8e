import { PrimedLoader, byId, defineLoaders, defineModule } from '../../module.js';
import type { CodRemittance } from './models.js';
import { codRemittanceResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  codRemittance: new PrimedLoader<CodRemittance | null>(async (ids) =>
    byId((await apis.codRemittance.byIds(ids)).remittances, ids),
  ),
}));

export default defineModule({
  resolvers: codRemittanceResolvers,
  loaders,
  nodes: { CodRemittance: 'codRemittance' },
  mappers: { CodRemittance: './models.js#CodRemittance', CodRemittanceTotal: './models.js#CodRemittanceTotal' },
});
