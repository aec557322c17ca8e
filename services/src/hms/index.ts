import type { ServiceDefinition } from '../platform/index.js';
import type { HmsDB } from './db.js';
import { migrations } from './migrations.js';
import { salesmanRoutes } from './salesmen/routes.js';

/** D2R field staff: salesmen to begin with, promoters next. */
export const hms: ServiceDefinition<HmsDB> = {
  name: 'hms',
  migrations,
  routes(app, ctx) {
    salesmanRoutes(app, ctx);
  },
};
