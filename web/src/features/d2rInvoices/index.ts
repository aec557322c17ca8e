// What other features may use of the D2R invoices: the page, reached through D2R's routes.
export { InvoicesPage, invoicesLoader, invoicesShouldRevalidate } from './InvoicesPage';
// The record-payment form, which a salesman's phone page uses too; collection methods' names.
export { RecordPaymentDialog, type PaymentInvoice } from './RecordPaymentDialog';
export { collectionMethodLabel } from './invoiceList';
