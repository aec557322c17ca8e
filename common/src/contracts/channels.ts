import type { ShopType } from './orders.js';

/** A connected sales channel as sellers see it (never with its secret). */
export interface SalesChannelRecord {
  type: ShopType;
  shop: string;
  connectedAt: string;
}

/** What OMS needs to pull from a channel (service-to-service only). */
export interface SalesChannelConfig extends SalesChannelRecord {
  companyId: string;
  key: string;
  secret: string;
  extras: Record<string, string>;
}

export const SHOP_TYPES: readonly ShopType[] = [
  'shopify',
  'wordpress',
  'unicommerce',
  'easyecom',
  'shipway',
  'amazon',
  'manual',
];
