import { z } from 'zod';
import { TrackingPageLookSchema } from '../customerRequests.js';
import { OrderTrailRecordSchema } from './orders.js';

/** What the public tracking page may show of an order (masked). */
export const TrackedShipmentRecordSchema = z.object({
  /** Parcelo's AWB (the courier's when the order has none of Parcelo's). */
  awb: z.string().nullable(),
  /** The courier's own AWB once it booked the shipment: what the courier's tracking knows. */
  courierAwb: z.string().nullable(),
  trackingId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  courier: z.string().nullable(),
  placedAt: z.string(),
  paymentMode: z.string(),
  /** Paise the buyer still pays on delivery; null for prepaid orders and once nothing is left to pay. */
  amountToPay: z.number().int().nullable(),
  /** Paise the buyer paid on delivery of a delivered COD order; null otherwise. */
  amountPaidOnDelivery: z.number().int().nullable(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  deliveryAddress: z.string(),
  pickupCity: z.string().nullable(),
  items: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
  trail: z.array(OrderTrailRecordSchema),
  companyId: z.string(),
  refreshInSeconds: z.number().int(),
});
export type TrackedShipmentRecord = z.infer<typeof TrackedShipmentRecordSchema>;

/** A company's name and tracking page look, as public pages show them. */
export const TrackingBrandRecordSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  page: TrackingPageLookSchema,
});
export type TrackingBrandRecord = z.infer<typeof TrackingBrandRecordSchema>;
