import { z } from 'zod';

/** A D2R invoice, raised to a retailer and collected by a salesman. */
export const InvoiceRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  invoiceId: z.string(),
  invoiceUrl: z.string().nullable(),
  /** Paise. */
  finalPrice: z.number().int(),
  /** Paise. */
  amountPaid: z.number().int(),
  paymentMode: z.string(),
  status: z.string(),
  isClosed: z.boolean(),
  salesmanId: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceRecord = z.infer<typeof InvoiceRecordSchema>;

/** How a retailer pays a D2R invoice: by its due date on credit, or when the goods arrive. */
export const D2R_INVOICE_PAYMENT_MODES = ['CREDIT', 'CASH_ON_DELIVERY'] as const;
export type D2rInvoicePaymentMode = (typeof D2R_INVOICE_PAYMENT_MODES)[number];

/** Pending while at least ₹1 (100 paise) is still owed; Paid below that. */
export const D2R_PENDING_THRESHOLD_PAISE = 100;
export const D2R_INVOICE_STATUSES = ['PENDING', 'PAID'] as const;
export type D2rInvoiceStatus = (typeof D2R_INVOICE_STATUSES)[number];

/**
 * A D2R invoice: the tax invoice of a direct-to-retailer order, raised when the order ships, and
 * what has been collected against it. Money in paise; the outstanding amount is derived (final
 * price less payments and credit notes) and the invoice closes when it falls below ₹1.
 */
export const D2rInvoiceRecordSchema = InvoiceRecordSchema.extend({
  orderId: z.string(),
  shopOrderId: z.string(),
  retailerId: z.string(),
  retailerName: z.string(),
  retailerPhone: z.string(),
  /** Where a salesman billed on the spot; null for an invoice from H/Q. */
  billLocation: z.string().nullable(),
  /** The day (India) the invoice falls due: its date plus the retailer's payment terms. */
  dueDate: z.string(),
  /** Paise taken off by credit notes. */
  credited: z.number().int(),
  /** Paise still owed. */
  outstanding: z.number().int(),
  handedOverAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type D2rInvoiceRecord = z.infer<typeof D2rInvoiceRecordSchema>;

export const D2R_COLLECTION_METHODS = ['CASH', 'UPI', 'CHEQUE', 'BANK_TRANSFER'] as const;
export type D2rCollectionMethod = (typeof D2R_COLLECTION_METHODS)[number];

/** One payment collected against a D2R invoice, with its proof. */
export const D2rCollectionRecordSchema = z.object({
  id: z.string(),
  invoiceRowId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  method: z.enum(D2R_COLLECTION_METHODS),
  reference: z.string().nullable(),
  proofUrl: z.string(),
  /** The salesman who collected it; null when it reached H/Q directly. */
  salesmanId: z.string().nullable(),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type D2rCollectionRecord = z.infer<typeof D2rCollectionRecordSchema>;

/** What is owed per age of invoice, in paise: 0–30, 31–60, 61–90 and over 90 days since its date. */
export const AgeingRowSchema = z.object({
  /** The retailer's or salesman's id (null: invoices no salesman holds). */
  key: z.string().nullable(),
  name: z.string(),
  invoices: z.number().int(),
  days0to30: z.number().int(),
  days31to60: z.number().int(),
  days61to90: z.number().int(),
  over90: z.number().int(),
  total: z.number().int(),
});
export type AgeingRow = z.infer<typeof AgeingRowSchema>;

/**
 * OMS tells the invoices service a D2R order has shipped: its tax invoice becomes a D2R invoice
 * to collect. Sent through OMS's outbox, so the same event may come twice (one invoice per order).
 */
export const D2rInvoiceEventSchema = z.object({
  eventId: z.string().max(200),
  orderId: z.string().uuid(),
  shopOrderId: z.string().max(64),
  companyId: z.string().uuid(),
  invoiceId: z.string().max(64),
  invoiceUrl: z.string().max(2000).nullable(),
  /** Paise: the order's total, GST included. */
  finalPrice: z.number().int().min(0),
  retailerId: z.string().uuid(),
  retailerName: z.string().max(200),
  retailerPhone: z.string().max(20),
  salesmanId: z.string().uuid().nullable(),
  billLocation: z.string().max(120).nullable(),
  paymentMode: z.enum(D2R_INVOICE_PAYMENT_MODES),
  paymentTermsDays: z.number().int().min(0).max(365),
  shippedAt: z.string().datetime(),
});
export type D2rInvoiceEvent = z.infer<typeof D2rInvoiceEventSchema>;
