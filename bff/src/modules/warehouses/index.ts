import { PrimedLoader, byId, defineLoaders, defineModule } from '../../module.js';
import type { Warehouse } from '../../upstream/models.js';
import { warehouseResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  warehouse: new PrimedLoader<Warehouse | null>(async (ids) => byId((await apis.wms.byIds(ids)).warehouses, ids)),
}));

export default defineModule({
  resolvers: warehouseResolvers,
  loaders,
  nodes: { Warehouse: 'warehouse' },
  mappers: { Warehouse: '../../upstream/models.js#Warehouse' },
});
