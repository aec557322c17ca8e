import type { ShopType } from './orders.js';

/** A connected sales channel as sellers see it (never with its key or secret, only their last characters). */
export interface SalesChannelRecord {
  id: string;
  type: ShopType;
  shop: string;
  keyHint: string;
  secretHint: string;
  extras: Record<string, string>;
  connectedAt: string;
  /** When OMS last pulled its orders; null before the first sync. */
  lastSyncedAt: string | null;
}

/** What OMS needs to pull from a channel (service-to-service only): the credentials opened. */
export interface SalesChannelConfig extends SalesChannelRecord {
  companyId: string;
  key: string;
  secret: string;
}

/** How many stores one company may connect. */
export const SALES_CHANNELS_MAX = 50;

export const SHOP_TYPES: readonly ShopType[] = [
  'shopify',
  'wordpress',
  'unicommerce',
  'easyecom',
  'shipway',
  'amazon',
  'manual',
];
