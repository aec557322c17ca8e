/** A D2R invoice, raised to a retailer and collected by a salesman. */
export interface InvoiceRecord {
  id: string;
  companyId: string;
  invoiceId: string;
  invoiceUrl: string | null;
  /** Paise. */
  finalPrice: number;
  /** Paise. */
  amountPaid: number;
  paymentMode: string;
  status: string;
  isClosed: boolean;
  salesmanId: string | null;
  createdAt: string;
}
