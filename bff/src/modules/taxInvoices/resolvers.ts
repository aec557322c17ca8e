import type { Resolvers } from '../../generated/resolvers-types.js';
import { orderDocumentUrl } from '../../files.js';

/** Statuses that reverse an order's invoice; OMS serves their credit note (and refuses others). */
const CREDITED = new Set(['CANCELLED', 'RTO_DELIVERED', 'DTO_DELIVERED']);

export const taxInvoiceResolvers: Resolvers = {
  Order: {
    buyerGstin: (o) => o.buyerGstin ?? null,
    invoicedAt: (o) => o.invoicedAt ?? null,
    creditNoteUrl: (o) =>
      o.invoiceId && (o.creditNoteAvailable || CREDITED.has(o.status)) ? orderDocumentUrl('creditNote', o.id) : null,
  },
};
