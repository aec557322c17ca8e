import { DEFAULT_GST_RATE } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { orderDocumentUrl } from '../../files.js';

/** Statuses that reverse an order's invoice; OMS serves their credit note (and refuses others). */
const CREDITED = new Set(['CANCELLED', 'RTO_DELIVERED', 'DTO_DELIVERED']);

export const taxInvoiceResolvers: Resolvers = {
  CatalogueProduct: {
    // Products read before the catalogue kept a rate are in the default slab.
    gstRate: (p) => p.gstRate ?? DEFAULT_GST_RATE,
  },
  Order: {
    buyerGstin: (o) => o.buyerGstin ?? null,
    invoicedAt: (o) => o.invoicedAt ?? null,
    creditNoteUrl: (o) =>
      o.invoiceId && (o.creditNoteAvailable || CREDITED.has(o.status)) ? orderDocumentUrl('creditNote', o.id) : null,
  },
};
