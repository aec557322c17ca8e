import DataLoader from 'dataloader';
import { BY_IDS_MAX } from '@parcelo/common';
import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { D2rCreditNote } from './models.js';
import { d2rCreditNoteResolvers } from './resolvers.js';

/** Each key's notes, oldest first as the service answers them. */
const notesOf = (fetch: (ids: readonly string[]) => Promise<D2rCreditNote[]>, key: (n: D2rCreditNote) => string) =>
  new DataLoader<string, D2rCreditNote[]>(
    async (ids) => {
      const notes = await fetch(ids);
      return ids.map((id) => notes.filter((n) => key(n) === id));
    },
    { maxBatchSize: BY_IDS_MAX },
  );

export const loaders = defineLoaders((apis) => ({
  d2rCreditNote: idsLoader<D2rCreditNote>(async (ids) => (await apis.d2rCreditNotes.byIds(ids)).creditNotes),
  orderCreditNotes: notesOf(
    async (ids) => (await apis.d2rCreditNotes.byOrders(ids)).creditNotes,
    (n) => n.orderId,
  ),
  invoiceCreditNotes: notesOf(
    async (ids) => (await apis.d2rCreditNotes.byInvoices(ids)).creditNotes,
    (n) => n.invoiceRowId,
  ),
}));

export default defineModule({
  resolvers: d2rCreditNoteResolvers,
  loaders,
  nodes: { D2rCreditNote: 'd2rCreditNote' },
  mappers: { D2rCreditNote: './models.js#D2rCreditNote', D2rCreditLine: './models.js#D2rCreditLine' },
});
