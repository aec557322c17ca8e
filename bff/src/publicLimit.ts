import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import { MSG } from '@parcelo/common';
import type { Context } from './context.js';

/**
 * Requests one address may make per minute to each public operation that looks people up;
 * generous, since mobile carriers put many buyers behind one address.
 */
export const PUBLIC_LIMITS = {
  tracking: 120,
  customerRequest: 60,
  userDataDelete: 10,
  // Per phone or e-mail looked up or asked about, from any address: no walking through one buyer's data.
  lookupValue: 20,
  deletionPhone: 3,
} as const;

const WINDOW_MS = 60_000;
const counts = new LRUCache<string, { n: number }>({ max: 50_000, ttl: WINDOW_MS });

/**
 * Public lookups by phone or e-mail and the deletion form need no sign-in, so they are
 * limited per address: enough for any buyer, too few to walk through phone numbers.
 */
/** A phone in any of its spellings (+91, spaces) counts as one; an e-mail in any case. */
export const limitSubject = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return /^\+?[\d\s-]+$/.test(value.trim()) && digits.length >= 10 ? digits.slice(-10) : value.trim().toLowerCase();
};

export function checkPublicLimit(ctx: Context, bucket: keyof typeof PUBLIC_LIMITS, subject: string = ctx.clientAddress): void {
  const key = `${bucket}|${limitSubject(subject)}`;
  const entry = counts.get(key);
  if (!entry) {
    counts.set(key, { n: 1 });
    return;
  }
  entry.n += 1;
  if (entry.n > PUBLIC_LIMITS[bucket]) {
    throw new GraphQLError(MSG.tooManyRequests, { extensions: { code: 'BAD_USER_INPUT', reason: 'RATE_LIMITED' } });
  }
}
