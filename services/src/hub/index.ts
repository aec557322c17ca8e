import type { ServiceDefinition } from '../platform/index.js';
import type { HubDB } from './db.js';
import { migrations } from './migrations.js';
import { assignedOrderRoutes } from './assignedOrders/routes.js';

/** Hub management for the lightning area: orders assigned to drivers to begin with. */
export const hub: ServiceDefinition<HubDB> = {
  name: 'hub',
  migrations,
  routes(app, ctx) {
    assignedOrderRoutes(app, ctx);
  },
};
