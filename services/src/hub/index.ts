import { MSG } from '@parcelo/common';
import type { ServiceDefinition } from '../platform/index.js';
import type { HubDB } from './db.js';
import { migrations } from './migrations.js';

/** Hub management for Lightning; its routes are the lightning domain's (`lightning/domain.ts`). */
export const hub: ServiceDefinition<HubDB> = {
  name: 'hub',
  migrations,
  // Two admins naming the same cluster at one warehouse, or giving one order to two drivers,
  // at once: the second is told so.
  uniqueViolations: {
    clusters_warehouse_name_key: { message: MSG.clusterNameTakenHere, field: 'name' },
    assigned_orders_pkey: { message: MSG.orderAssignedJustNow, field: 'orders' },
  },
  routes() {},
};
