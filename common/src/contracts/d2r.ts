import { z } from 'zod';

/** A retailer's store address for direct-to-retailer delivery; only active ones are offered in selectors. */
export const StoreAddressRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  gstin: z.string().nullable(),
  addressPurpose: z.string().nullable(),
  isActive: z.boolean(),
  /** What the D2R team knows of the shop; null on a store address never made a retailer. */
  storeType: z.string().nullable(),
  retailCluster: z.string().nullable(),
  retailerClass: z.string().nullable(),
  /** The salesman who calls on the retailer. */
  salesmanId: z.string().nullable(),
  /** Paise: how much the retailer may owe on open invoices before an order needs an admin's override. */
  creditLimit: z.number().int(),
  /** Days from an invoice to its due date. */
  paymentTermsDays: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreAddressRecord = z.infer<typeof StoreAddressRecordSchema>;
