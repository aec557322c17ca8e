import type { TrackingPageLook } from '../customerRequests.js';

export interface InvoicingDetails {
  legalName: string;
  gstin: string;
  pan: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
  /** What the company's invoice numbers start with; without one, the initials of its name. */
  invoicePrefix?: string | null;
}

export interface CompanyRecord {
  id: string;
  code: string;
  name: string;
  kind: 'seller' | 'warehouse';
  warehouseRequirement: number | null;
  city: string | null;
  state: string | null;
  invoicing: InvoicingDetails | null;
  invoicingComplete: boolean;
  preferences: Record<string, unknown>;
  /** The public tracking page's look (defaults until the seller saves one). */
  trackingPage: TrackingPageLook;
  ownerId: string | null;
  createdAt: string;
  /**
   * Set when the caller may know only who the company is: a warehouse operator reading a seller
   * it stocks, which shows the seller's name beside its orders and stock (labels and invoices
   * are printed by OMS, which reads the company itself). Invoicing, preferences, tracking page,
   * owner, city and state are then left out and must not be shown as the company's.
   */
  limited?: true;
}
