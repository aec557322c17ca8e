export type { D2rInvoiceRecord as D2rInvoice, D2rCollectionRecord as D2rCollection } from '@parcelo/common';
