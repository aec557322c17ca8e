import type { DeliveryPartnerRecord, DeliveryQuoteRecord, RateCard } from '@parcelo/common';

export type DeliveryPartner = DeliveryPartnerRecord;
export type DeliveryQuote = DeliveryQuoteRecord;
export type DeliveryRateCard = RateCard;

/** A row of /awaiting-pickup: a connected partner and its orders waiting for pickup. */
export interface CourierCountRecord {
  courier: string;
  count: number;
  partnerId?: string;
}
