// What other features may use of D2R credit notes: the page (reached through D2R's routes) and
// an invoice's notes with the button that raises one, in the invoice drawer.
export { CreditNotesPage, creditNotesLoader, creditNotesShouldRevalidate } from './CreditNotesPage';
export { InvoiceCreditNotes } from './InvoiceCreditNotes';
