import type { CourierCode, RateCard, Zone } from '../deliveryPartners.js';

/** A connected courier as the company sees it (never with its credentials, only their hint). */
export interface DeliveryPartnerRecord {
  id: string;
  companyId: string;
  courier: CourierCode;
  courierName: string;
  name: string;
  credentialsHint: string;
  active: boolean;
  priority: number;
  /** Every pincode of the directory, with the flags below, rather than an uploaded list. */
  allPincodes: boolean;
  pincodeCounts: { total: number; forward: number; reverse: number; cod: number };
  rateCard: RateCard | null;
  createdAt: string;
  updatedAt: string;
}

/** One partner's answer for a shipment: its price and days, or why it cannot carry it. */
export interface DeliveryQuoteRecord {
  partnerId: string;
  partnerName: string;
  courier: CourierCode;
  courierName: string;
  serviceable: boolean;
  reason: string | null;
  codAvailable: boolean;
  zone: Zone | null;
  chargeableGrams: number | null;
  freightPaise: number | null;
  codPaise: number | null;
  totalPaise: number | null;
  rtoPaise: number | null;
  days: number | null;
}
