import { DEFAULT_GST_RATE } from '@parcelo/common';
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
      // OMS says it of a cancelled or returned order, and serves its credit note.
      o.invoiceId && o.creditNoteAvailable ? orderDocumentUrl('creditNote', o.id) : null,
  },
};
