import type { TrackingPageLook } from '../customerRequests.js';

/** What the public tracking page may show of an order (masked). */
export interface TrackedShipmentRecord {
  awb: string | null;
  trackingId: string;
  orderNumber: string;
  status: string;
  courier: string | null;
  placedAt: string;
  paymentMode: string;
  /** Paise the buyer still pays on delivery; null for prepaid orders and once nothing is left to pay. */
  amountToPay: number | null;
  /** Paise the buyer paid on delivery of a delivered COD order; null otherwise. */
  amountPaidOnDelivery: number | null;
  buyerName: string;
  buyerPhone: string;
  deliveryAddress: string;
  pickupCity: string | null;
  items: { title: string; quantity: number }[];
  trail: { createdAt: string; status: string; description: string; city: string | null }[];
  companyId: string;
  refreshInSeconds: number;
}

/** A company's name and tracking page look, as public pages show them. */
export interface TrackingBrandRecord {
  companyId: string;
  name: string;
  page: TrackingPageLook;
}
