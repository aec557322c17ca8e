import { serviceJobQueue, type ServiceDefinition } from '../platform/index.js';
import type { InvoicesDB } from './db.js';
import { migrations } from './migrations.js';
import { invoiceRoutes } from './invoices/routes.js';
import { walletRoutes } from './wallet/routes.js';
import { billingInvoiceRoutes } from './billingInvoices/routes.js';
import { billingMonthJob } from './billingInvoices/job.js';

/** Money: D2R invoices raised to retailers, and each brand's wallet and billing with Parcelo. */
export const invoices: ServiceDefinition<InvoicesDB> = {
  name: 'invoices',
  migrations,
  async routes(app, ctx) {
    invoiceRoutes(app, ctx);
    walletRoutes(app, ctx);
    billingInvoiceRoutes(app, ctx);
    await billingMonthJob(ctx, await serviceJobQueue(app, ctx));
  },
};
