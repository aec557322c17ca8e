import { z } from 'zod';

/** A D2R salesman, as GET /salesman lists them. */
export const SalesmanRecordSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string(),
});
export type SalesmanRecord = z.infer<typeof SalesmanRecordSchema>;

/**
 * A salesman (004) or promoter (005) of a brand's D2R team. The id is their account's in UMS,
 * which they sign in with by phone.
 */
export const FieldPersonRecordSchema = SalesmanRecordSchema.extend({
  companyId: z.string(),
  usertype: z.enum(['004', '005']),
  name: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FieldPersonRecord = z.infer<typeof FieldPersonRecordSchema>;
