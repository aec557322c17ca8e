import { MSG } from '@parcelo/common';
import type { ServiceDefinition } from '../platform/index.js';
import type { HubDB } from './db.js';
import { migrations } from './migrations.js';
import { assignedOrderRoutes } from './assignedOrders/routes.js';

/** Hub management for the lightning area: orders assigned to drivers to begin with. */
export const hub: ServiceDefinition<HubDB> = {
  name: 'hub',
  migrations,
  // Two admins naming the same cluster at one warehouse at once: the second is told so.
  uniqueViolations: { clusters_warehouse_name_key: { message: MSG.clusterNameTakenHere, field: 'name' } },
  routes(app, ctx) {
    assignedOrderRoutes(app, ctx);
  },
};
