import { umsPrincipalResolver, type ServiceDefinition } from '../platform/index.js';
import type { WmsDB } from './db.js';
import { migrations } from './migrations.js';
import { warehouseRoutes } from './warehouses/routes.js';

/** Warehouse management: warehouses and which companies they serve. */
export const wms: ServiceDefinition<WmsDB> = {
  name: 'wms',
  migrations,
  principalResolver: (ctx) => umsPrincipalResolver(ctx.urls),
  routes(app, ctx) {
    warehouseRoutes(app, ctx);
  },
};
