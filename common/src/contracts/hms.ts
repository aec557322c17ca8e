import { z } from 'zod';

/** A D2R salesman, as GET /salesman lists them. */
export const SalesmanRecordSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string(),
});
export type SalesmanRecord = z.infer<typeof SalesmanRecordSchema>;
