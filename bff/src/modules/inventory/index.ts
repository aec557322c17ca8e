import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { InventoryRow } from '../../upstream/models.js';
import { asOfLoader } from './asOf.js';
import { inventoryResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  inventoryRow: idsLoader<InventoryRow>(async (ids) => (await apis.wms.inventoryByIds(ids)).inventory),
  inventoryAsOf: asOfLoader(apis),
}));

export default defineModule({
  resolvers: inventoryResolvers,
  loaders,
  nodes: { InventoryRow: 'inventoryRow' },
  mappers: {
    InventoryRow: '../../upstream/models.js#InventoryRow',
    InventoryTrailEntry: '../../upstream/models.js#InventoryTrailEntry',
  },
});
