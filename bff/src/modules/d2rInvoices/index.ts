import DataLoader from 'dataloader';
import { BY_IDS_MAX } from '@parcelo/common';
import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { D2rCollection, D2rInvoice } from './models.js';
import { d2rInvoiceResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  d2rInvoice: idsLoader<D2rInvoice>(async (ids) => (await apis.d2rInvoices.byIds(ids)).invoices),
  /** What each retailer owes on its open invoices, a page of retailers in one call. */
  retailerOutstanding: new DataLoader<string, number>(
    async (ids) => {
      const { outstanding } = await apis.d2rInvoices.outstanding(ids);
      return ids.map((id) => outstanding[id] ?? 0);
    },
    { maxBatchSize: BY_IDS_MAX },
  ),
  /** Each invoice's collections, oldest first, a page of invoices in one call. */
  d2rInvoiceCollections: new DataLoader<string, D2rCollection[]>(
    async (ids) => {
      const { collections } = await apis.d2rInvoices.collectionsOf(ids);
      return ids.map((id) => collections.filter((c) => c.invoiceRowId === id));
    },
    { maxBatchSize: BY_IDS_MAX },
  ),
}));

export default defineModule({
  resolvers: d2rInvoiceResolvers,
  loaders,
  nodes: { D2rInvoice: 'd2rInvoice' },
  mappers: { D2rInvoice: './models.js#D2rInvoice', D2rCollection: './models.js#D2rCollection' },
});
