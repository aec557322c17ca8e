import { z } from 'zod';
import { TrackingPageLookSchema } from '../customerRequests.js';

export const InvoicingDetailsSchema = z.object({
  legalName: z.string(),
  gstin: z.string(),
  pan: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** What the company's invoice numbers start with; without one, the initials of its name. */
  invoicePrefix: z.string().nullish(),
});
export type InvoicingDetails = z.infer<typeof InvoicingDetailsSchema>;

export const CompanyRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['seller', 'warehouse']),
  warehouseRequirement: z.number().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  invoicing: InvoicingDetailsSchema.nullable(),
  invoicingComplete: z.boolean(),
  preferences: z.record(z.string(), z.unknown()),
  /** The public tracking page's look (defaults until the seller saves one). */
  trackingPage: TrackingPageLookSchema,
  ownerId: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Set when the caller may know only who the company is: a warehouse operator reading a seller
   * it stocks, which shows the seller's name beside its orders and stock (labels and invoices
   * are printed by OMS, which reads the company itself). Invoicing, preferences, tracking page,
   * owner, city and state are then left out and must not be shown as the company's.
   */
  limited: z.literal(true).optional(),
});
export type CompanyRecord = z.infer<typeof CompanyRecordSchema>;
