import { serviceJobQueue, type ServiceDefinition } from '../platform/index.js';
import type { InvoicesDB } from './db.js';
import { migrations } from './migrations.js';
import { invoiceRoutes } from './d2rInvoices/routes.js';
import { creditNoteRoutes } from './d2rCreditNotes/routes.js';
import { walletRoutes } from './wallet/routes.js';
import { chargeRoutes } from './charges/routes.js';
import { codRemittanceRoutes } from './codRemittance/routes.js';
import { billingInvoiceRoutes } from './billingInvoices/routes.js';
import { billingMonthJob } from './billingInvoices/job.js';
import { shippingAdjustmentRoutes } from './shippingAdjustments/routes.js';
import { paymentRoutes } from './payments/routes.js';

/** Money: D2R invoices raised to retailers, and each brand's wallet and billing with Parcelo. */
export const invoices: ServiceDefinition<InvoicesDB> = {
  name: 'invoices',
  migrations,
  async routes(app, ctx) {
    // One queue for the whole service: each part defines its own kinds of job on it.
    const queue = await serviceJobQueue(app, ctx);
    invoiceRoutes(app, ctx);
    await creditNoteRoutes(app, ctx, queue);
    walletRoutes(app, ctx);
    chargeRoutes(app, ctx);
    await codRemittanceRoutes(app, ctx, queue);
    billingInvoiceRoutes(app, ctx);
    await billingMonthJob(ctx, queue);
    shippingAdjustmentRoutes(app, ctx, queue);
    paymentRoutes(app, ctx);
  },
};
