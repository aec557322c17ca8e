import type { ServiceDefinition } from '../platform/index.js';
import type { D2rDB } from './db.js';
import { migrations } from './migrations.js';
import { storeAddressRoutes } from './storeAddresses/routes.js';

/** Direct-to-retailer distribution: retailers' store addresses to begin with. */
export const d2r: ServiceDefinition<D2rDB> = {
  name: 'd2r',
  migrations,
  routes(app, ctx) {
    storeAddressRoutes(app, ctx);
  },
};
