import type { ServiceDefinition } from '../platform/index.js';
import type { D2rDB } from './db.js';
import { migrations } from './migrations.js';
import { promoterStockRoutes } from './promoterStock/routes.js';
import { retailerRoutes } from './retailers/routes.js';
import { storeAddressRoutes } from './storeAddresses/routes.js';

/** Direct-to-retailer distribution: retailers, their store addresses as sellers keep them and as D2R admins do. */
export const d2r: ServiceDefinition<D2rDB> = {
  name: 'd2r',
  migrations,
  routes(app, ctx) {
    storeAddressRoutes(app, ctx);
    retailerRoutes(app, ctx);
    promoterStockRoutes(app, ctx);
  },
};
