import { z } from 'zod';

/** A company's shipping package as OMS answers it: sides in cm, weight in grams. */
export const ShippingPackageRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  code: z.string(),
  packageLength: z.number(),
  packageWidth: z.number(),
  packageHeight: z.number(),
  packageWeight: z.number(),
  /** The one package whose measurements orders without their own take. */
  default: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShippingPackageRecord = z.infer<typeof ShippingPackageRecordSchema>;
