import { PrimedLoader, byId, defineLoaders, defineModule } from '../../module.js';
import type { BillingInvoiceRecord } from '@parcelo/common';
import { billingInvoiceResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  billingInvoice: new PrimedLoader<BillingInvoiceRecord | null>(async (ids) =>
    byId((await apis.billingInvoices.byIds(ids)).billingInvoices, ids),
  ),
}));

export default defineModule({
  resolvers: billingInvoiceResolvers,
  loaders,
  nodes: { BillingInvoice: 'billingInvoice' },
  mappers: { BillingInvoice: '../../upstream/models.js#BillingInvoice' },
});
