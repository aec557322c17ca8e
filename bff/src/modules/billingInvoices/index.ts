import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { BillingInvoiceRecord } from '@parcelo/common';
import { billingInvoiceResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  billingInvoice: idsLoader<BillingInvoiceRecord>(
    async (ids) => (await apis.billingInvoices.byIds(ids)).billingInvoices,
  ),
}));

export default defineModule({
  resolvers: billingInvoiceResolvers,
  loaders,
  nodes: { BillingInvoice: 'billingInvoice' },
  mappers: { BillingInvoice: '../../upstream/models.js#BillingInvoice' },
});
