import type { ServiceDefinition } from '../platform/index.js';
import type { InvoicesDB } from './db.js';
import { migrations } from './migrations.js';
import { invoiceRoutes } from './invoices/routes.js';
import { walletRoutes } from './wallet/routes.js';
import { paymentRoutes } from './payments/routes.js';

/** Money: D2R invoices raised to retailers, and each brand's wallet and billing with Parcelo. */
export const invoices: ServiceDefinition<InvoicesDB> = {
  name: 'invoices',
  migrations,
  routes(app, ctx) {
    invoiceRoutes(app, ctx);
    walletRoutes(app, ctx);
    paymentRoutes(app, ctx);
  },
};
