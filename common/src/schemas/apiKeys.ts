import { API_KEY_NAME_MAX } from '../apiKeys.js';
import { istToday } from '../dates.js';
import { MSG } from '../messages.js';
import { isoDate, text, z } from './fields.js';

/** Settings > API: a new key's name and, optionally, the last day it works (today or later). */
export const ApiKeyCreateInput = z.object({
  name: text('Name', [], API_KEY_NAME_MAX),
  expiresAt: z
    .preprocess((v) => (v === '' ? null : v), isoDate('Expiry date').nullish())
    .refine((day) => !day || day >= istToday(), MSG.apiKeyExpiryPast)
    .transform((day) => day ?? null),
});
export type ApiKeyCreateInput = z.input<typeof ApiKeyCreateInput>;
