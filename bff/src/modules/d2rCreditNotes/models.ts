export type { D2rCreditNoteRecord as D2rCreditNote, D2rCreditLine } from '@parcelo/common';
