import { istDayEnd } from './dates.js';

/** Every API key starts so: a service tells a key from a session token without asking a table. */
export const API_KEY_PREFIX = 'pk_live_';
/** How much of a key is kept in the clear, to tell keys apart in a list: the prefix and four more. */
export const API_KEY_VISIBLE = API_KEY_PREFIX.length + 4;
export const API_KEY_NAME_MAX = 60;
/** Active (neither revoked nor expired) keys a company may hold at once. */
export const API_KEYS_MAX = 20;
/** A key's last use is written at most this often, not on every request it makes. */
export const API_KEY_USE_GRANULARITY_MS = 60_000;

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The key's shown part, for lists: 'pk_live_ab12…'. */
export const apiKeyShownPrefix = (key: string) => key.slice(0, API_KEY_VISIBLE);

/**
 * The instant a key with this expiry day stops working: it works through the whole day in
 * India, as a seller picking a date means, and is refused from the next midnight there.
 */
export const apiKeyExpiryInstant = (day: string): Date => istDayEnd(day);

/** Whether a key (as stored) may be used at `now`. */
export const apiKeyActive = (
  key: { revokedAt: string | Date | null; expiresAt: string | Date | null },
  now: Date = new Date(),
) => key.revokedAt === null && (key.expiresAt === null || new Date(key.expiresAt).getTime() > now.getTime());
