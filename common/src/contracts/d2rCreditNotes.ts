import { z } from 'zod';

/** Why a D2R invoice is credited: goods the retailer sent back, or a price put right after invoicing. */
export const D2R_CREDIT_REASONS = ['RETURN', 'PRICE_CORRECTION'] as const;
export type D2rCreditReason = (typeof D2R_CREDIT_REASONS)[number];

/** One credited line: units of an invoiced SKU and what each is credited (paise, GST included). */
export const D2rCreditLineSchema = z.object({
  sku: z.string(),
  description: z.string(),
  hsn: z.string(),
  quantity: z.number().int(),
  unitPaise: z.number().int(),
  rate: z.number(),
});
export type D2rCreditLine = z.infer<typeof D2rCreditLineSchema>;

/**
 * A credit note against a D2R invoice: numbered without gaps per brand and financial year, its
 * value (GST included) taken off what the retailer owes. Money in paise.
 */
export const D2rCreditNoteRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  /** The D2R invoice's row. */
  invoiceRowId: z.string(),
  /** The tax invoice's number it credits. */
  invoiceId: z.string(),
  invoiceUrl: z.string().nullable(),
  orderId: z.string(),
  shopOrderId: z.string(),
  retailerId: z.string(),
  retailerName: z.string(),
  salesmanId: z.string().nullable(),
  creditNumber: z.string(),
  reason: z.enum(D2R_CREDIT_REASONS),
  note: z.string().nullable(),
  lines: z.array(D2rCreditLineSchema),
  /** Paise: the credit note's total, GST included. */
  finalValue: z.number().int(),
  /** Paise: the value before GST. */
  taxableValue: z.number().int(),
  /** How many times its PDF and figures were worked out (1 when never regenerated). */
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  regeneratedAt: z.string().nullable(),
});
export type D2rCreditNoteRecord = z.infer<typeof D2rCreditNoteRecordSchema>;

/** Ways the admin's credit-note list is searched. */
export const D2R_CREDIT_NOTE_SEARCH_OPTIONS = ['creditNumber', 'invoiceId', 'retailerName', 'orderId'] as const;
export type D2rCreditNoteSearchOption = (typeof D2R_CREDIT_NOTE_SEARCH_OPTIONS)[number];
