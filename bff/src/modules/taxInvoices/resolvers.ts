import { DEFAULT_GST_RATE, reversesInvoice } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { orderDocumentUrl } from '../../files.js';

export const taxInvoiceResolvers: Resolvers = {
  CatalogueProduct: {
    // Products read before the catalogue kept a rate are in the default slab.
    gstRate: (p) => p.gstRate ?? DEFAULT_GST_RATE,
  },
  Order: {
    buyerGstin: (o) => o.buyerGstin ?? null,
    invoicedAt: (o) => o.invoicedAt ?? null,
    creditNoteUrl: (o) =>
      // OMS serves the note reversing a cancelled or returned order's invoice (a D2R order's
      // returns and price corrections are credit notes of the D2R books, under creditDebitNotes).
      o.invoiceId && reversesInvoice(o) ? orderDocumentUrl('creditNote', o.id) : null,
  },
};
