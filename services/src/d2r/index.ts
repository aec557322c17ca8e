import { serviceJobQueue, type ServiceDefinition } from '../platform/index.js';
import type { D2rDB } from './db.js';
import { beatRoutes } from './beats/routes.js';
import { externalRetailerRoutes } from './externalRetailers/routes.js';
import { migrations } from './migrations.js';
import { promoterStockRoutes } from './promoterStock/routes.js';
import { retailerRoutes } from './retailers/routes.js';
import { retailerEngineRoutes } from './retailerEngine/routes.js';
import { retailDiscountRoutes } from './retailDiscounts/routes.js';
import { storeAddressRoutes } from './storeAddresses/routes.js';

/** Direct-to-retailer distribution: retailers, their store addresses as sellers keep them and as D2R admins do. */
export const d2r: ServiceDefinition<D2rDB> = {
  name: 'd2r',
  migrations,
  async routes(app, ctx) {
    storeAddressRoutes(app, ctx);
    retailerRoutes(app, ctx);
    promoterStockRoutes(app, ctx);
    // One job queue for the service's background work (the D2R discount upload's tasks).
    const queue = await serviceJobQueue(app, ctx);
    retailDiscountRoutes(app, ctx, queue);
    await beatRoutes(app, ctx, queue);
    externalRetailerRoutes(app, ctx, queue);
    await retailerEngineRoutes(app, ctx, queue);
  },
};
