import type { D2rCreditNoteSearchField, Resolvers } from '../../generated/resolvers-types.js';
import { mutate, rethrow } from '../../errors.js';
import { creditNotePdfUrl } from '../../files.js';
import { connectionFrom, localId, pageWindow, toGlobalId } from '../../relay.js';

const SEARCH: Record<D2rCreditNoteSearchField, string> = {
  CREDIT_NUMBER: 'creditNumber',
  INVOICE_ID: 'invoiceId',
  RETAILER_NAME: 'retailerName',
  ORDER_ID: 'orderId',
};

const NO_ORDER = '00000000-0000-4000-8000-000000000000';

/** The services' body fields named as the mutations' input fields. */
const FIELDS = { invoiceId: 'invoice', orderId: 'creditNote', creditNoteId: 'creditNote' };

export const d2rCreditNoteResolvers: Resolvers = {
  D2rCreditNote: {
    id: (n) => toGlobalId('D2rCreditNote', n.id),
    creditNoteUrl: (n) => creditNotePdfUrl(n.id),
    creditNoteFinalValue: (n) => n.finalValue,
    // Nullable: an outage of the service that keeps each blanks only that field.
    invoice: (n, _, ctx) => ctx.loaders.d2rInvoice.load(n.invoiceRowId).catch(() => null),
    order: (n, _, ctx) => ctx.loaders.order.load(n.orderId).catch(() => null),
    shippingD2RAddress: (n, _, ctx) =>
      n.retailerId ? ctx.loaders.storeAddress.load(n.retailerId).catch(() => null) : null,
    salesman: (n, _, ctx) => (n.salesmanId ? ctx.loaders.fieldPerson.load(n.salesmanId).catch(() => null) : null),
  },
  D2rCreditLine: {
    unitCredit: (l) => l.unitPaise,
    gstRate: (l) => l.rate,
    amount: (l) => l.quantity * l.unitPaise,
  },
  Order: {
    creditDebitNotes: (o, _, ctx) => (o.d2r ? ctx.loaders.orderCreditNotes.load(o.id).catch(() => null) : []),
  },
  D2rInvoice: {
    creditNotes: (i, _, ctx) => ctx.loaders.invoiceCreditNotes.load(i.id).catch(() => null),
  },
  Query: {
    d2rCreditNotes: async (_, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      const { creditNotes, totalCount } = await ctx.apis.d2rCreditNotes
        .list({
          records: window.limit,
          page: Math.floor(window.offset / window.limit) + 1,
          ...(args.company ? { company: localId(args.company, 'Company') } : {}),
          ...(args.start ? { start: args.start } : {}),
          ...(args.end ? { end: args.end } : {}),
          ...(args.search && args.searchBy
            ? { searchOptionType: SEARCH[args.searchBy], searchValue: args.search }
            : {}),
        } as never)
        .catch(rethrow);
      for (const n of creditNotes) ctx.loaders.d2rCreditNote.prime(n.id, n);
      return connectionFrom(creditNotes, totalCount, window);
    },
  },
  Mutation: {
    d2rCreditNoteCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.d2rCreditNotes.create(
            {
              invoiceId: localId(input.invoice, 'D2rInvoice'),
              reason: input.reason,
              note: input.note ?? '',
              lines: input.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, unitCredit: l.unitCredit ?? null })),
            },
            input.idempotencyKey,
          );
        },
        { creditNote: null, invoice: null },
        { fields: FIELDS },
      ),
    d2rCreditNoteRegenerate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          // Without a note (or with one the viewer may not see), WMS answers 'Please select a
          // credit note to regenerate' or not found, on the field.
          if (!input.creditNote) return ctx.apis.d2rCreditNotes.regenerate('none', 'none');
          const id = localId(input.creditNote, 'D2rCreditNote');
          const note = await ctx.loaders.d2rCreditNote.load(id).catch(rethrow);
          // A note the viewer may not see is asked for under no order: the service finds none.
          return ctx.apis.d2rCreditNotes.regenerate(note?.orderId ?? NO_ORDER, id);
        },
        { creditNote: null },
        { fields: FIELDS },
      ),
  },
};
