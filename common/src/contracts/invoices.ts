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
