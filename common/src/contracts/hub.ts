import { z } from 'zod';

/** An order assigned to a hub driver for delivery; `orderStatus` is the numeric delivery status. */
export const AssignedOrderRecordSchema = z.object({
  orderId: z.string(),
  awb: z.string(),
  paymentMethod: z.string(),
  /** Paise. */
  totalPrice: z.number().int(),
  orderStatus: z.number().int(),
  driverId: z.string(),
});
export type AssignedOrderRecord = z.infer<typeof AssignedOrderRecordSchema>;
