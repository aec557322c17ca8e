import { z } from 'zod';
import type { ShopType } from './orders.js';

export const SHOP_TYPES: readonly ShopType[] = [
  'shopify',
  'wordpress',
  'unicommerce',
  'easyecom',
  'shipway',
  'amazon',
  'manual',
];

/** A connected sales channel as sellers see it (never with its key or secret, only their last characters). */
export const SalesChannelRecordSchema = z.object({
  id: z.string(),
  type: z.enum(SHOP_TYPES),
  shop: z.string(),
  keyHint: z.string(),
  secretHint: z.string(),
  extras: z.record(z.string(), z.string()),
  connectedAt: z.string(),
  /** When OMS last pulled its orders; null before the first sync. */
  lastSyncedAt: z.string().nullable(),
});
export type SalesChannelRecord = z.infer<typeof SalesChannelRecordSchema>;

/** What OMS needs to pull from a channel (service-to-service only): the credentials opened. */
export const SalesChannelConfigSchema = SalesChannelRecordSchema.extend({
  companyId: z.string(),
  key: z.string(),
  secret: z.string(),
});
export type SalesChannelConfig = z.infer<typeof SalesChannelConfigSchema>;

/** How many stores one company may connect. */
export const SALES_CHANNELS_MAX = 50;
