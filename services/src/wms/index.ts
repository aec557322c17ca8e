import { serviceJobQueue, umsPrincipalResolver, type ServiceDefinition } from '../platform/index.js';
import { MSG } from '@parcelo/common';
import type { WmsDB } from './db.js';
import { migrations } from './migrations.js';
import { warehouseRoutes } from './warehouses/routes.js';
import { companyWarehouseRoutes } from './warehouses/companyWarehouses.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { loadHsnCodes } from './catalogue/hsn.js';
import { inventoryRoutes } from './inventory/routes.js';
import { orderStockRoutes } from './inventory/orders.js';
import { bulkRoutes } from './bulk/routes.js';
import { pricingRoutes } from './catalogue/pricing.js';
import { mapChangeJobs } from './catalogue/remap.js';

/** Warehouse management: warehouses, the companies they serve, catalogues, WSINs and the stock ledger. */
export const wms: ServiceDefinition<WmsDB> = {
  name: 'wms',
  migrations,
  uniqueViolations: {
    catalogue_products_sku_key: { message: MSG.skuTaken, field: 'sku' },
    wsins_wsin_key: { message: MSG.wsinTaken, field: 'wsin' },
    catalogue_products_sku_ci_key: { message: MSG.skuTaken, field: 'sku' },
    wsins_wsin_ci_key: { message: MSG.wsinTaken, field: 'wsin' },
  },
  principalResolver: (ctx) => umsPrincipalResolver(ctx),
  async routes(app, ctx) {
    warehouseRoutes(app, ctx);
    companyWarehouseRoutes(app, ctx);
    const queue = await serviceJobQueue(app, ctx);
    const mapChanged = await mapChangeJobs(ctx, queue);
    catalogueRoutes(app, ctx, mapChanged);
    inventoryRoutes(app, ctx);
    orderStockRoutes(app, ctx);
    bulkRoutes(app, ctx, queue, mapChanged);
    pricingRoutes(app, ctx);
    // The lookup works without it (it finds nothing), so a failed load is logged, not fatal.
    ctx.onStarted(() => loadHsnCodes(ctx.db).catch((err: unknown) => ctx.log.error({ err }, 'HSN codes not loaded')));
  },
};
