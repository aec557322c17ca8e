import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { FieldPerson } from './models.js';
import { salesmenResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  fieldPerson: idsLoader<FieldPerson>(async (ids) => (await apis.fieldPeople.byIds(ids)).people),
}));

export default defineModule({
  resolvers: salesmenResolvers,
  loaders,
  nodes: { FieldPerson: 'fieldPerson' },
  mappers: { FieldPerson: './models.js#FieldPerson' },
});
