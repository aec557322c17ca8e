import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { CodRemittance } from './models.js';
import { codRemittanceResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  codRemittance: idsLoader<CodRemittance>(async (ids) => (await apis.codRemittance.byIds(ids)).remittances),
}));

export default defineModule({
  resolvers: codRemittanceResolvers,
  loaders,
  nodes: { CodRemittance: 'codRemittance' },
  mappers: { CodRemittance: './models.js#CodRemittance', CodRemittanceTotal: './models.js#CodRemittanceTotal' },
});
