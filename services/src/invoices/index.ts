import { serviceJobQueue, type ServiceDefinition } from '../platform/index.js';
import type { InvoicesDB } from './db.js';
import { migrations } from './migrations.js';
import { invoiceRoutes } from './invoices/routes.js';
import { walletRoutes } from './wallet/routes.js';
import { shippingAdjustmentRoutes } from './shippingAdjustments/routes.js';

/** Money: D2R invoices raised to retailers, and each brand's wallet and billing with Parcelo. */
export const invoices: ServiceDefinition<InvoicesDB> = {
  name: 'invoices',
  migrations,
  async routes(app, ctx) {
    const queue = await serviceJobQueue(app, ctx);
    invoiceRoutes(app, ctx);
    walletRoutes(app, ctx);
    shippingAdjustmentRoutes(app, ctx, queue);
  },
};
