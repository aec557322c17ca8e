import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { Warehouse } from '../../upstream/models.js';
import type { CompanyWarehouse, WarehouseRequest } from './models.js';
import { warehouseResolvers } from './resolvers.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An attachment's local id: `<companyId>_<warehouseId>`. */
const ATTACHMENT_ID = new RegExp(`^${UUID}_${UUID}$`, 'i');

export const loaders = defineLoaders((apis) => ({
  warehouse: idsLoader<Warehouse>(async (ids) => (await apis.wms.byIds(ids)).warehouses),
  companyWarehouse: idsLoader<CompanyWarehouse>(
    async (ids) => (await apis.wms.companyWarehousesByIds(ids)).companyWarehouses,
  ),
  warehouseRequest: idsLoader<WarehouseRequest>(
    async (ids) => (await apis.wms.warehouseRequestsByIds(ids)).warehouseRequests,
  ),
}));

export default defineModule({
  resolvers: warehouseResolvers,
  loaders,
  nodes: { Warehouse: 'warehouse', CompanyWarehouse: 'companyWarehouse', WarehouseRequest: 'warehouseRequest' },
  nodeIds: { CompanyWarehouse: ATTACHMENT_ID },
  mappers: {
    Warehouse: '../../upstream/models.js#Warehouse',
    CompanyWarehouse: './models.js#CompanyWarehouse',
    WarehouseRequest: './models.js#WarehouseRequest',
  },
});
