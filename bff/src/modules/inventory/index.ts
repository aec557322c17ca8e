import DataLoader from 'dataloader';
import { byId, defineLoaders, defineModule } from '../../module.js';
import type { InventoryRow } from '../../upstream/models.js';
import { inventoryResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  inventoryRow: new DataLoader<string, InventoryRow | null>(async (ids) =>
    byId((await apis.wms.inventoryByIds(ids)).inventory, ids),
  ),
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
