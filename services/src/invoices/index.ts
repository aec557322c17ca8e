import type { ServiceDefinition } from '../platform/index.js';
import type { InvoicesDB } from './db.js';
import { migrations } from './migrations.js';
import { invoiceRoutes } from './invoices/routes.js';

/** D2R invoices raised to retailers. */
export const invoices: ServiceDefinition<InvoicesDB> = {
  name: 'invoices',
  migrations,
  routes(app, ctx) {
    invoiceRoutes(app, ctx);
  },
};
