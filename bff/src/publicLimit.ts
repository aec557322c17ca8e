import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { MSG } from '@parcelo/common';
import { createRateLimits, type RateLimit, type RateLimits } from '@parcelo/common/rateLimits';
import type { Context } from './context.js';

const perMinute = (points: number): RateLimit => ({ points, durationSeconds: 60 });

/**
 * Requests one address may make per minute to each public operation that looks people up;
 * generous, since mobile carriers put many buyers behind one address.
 */
export const PUBLIC_LIMITS = {
  tracking: perMinute(120),
  customerRequest: perMinute(60),
  userDataDelete: perMinute(10),
  // Opening a texted link reads a long random token: as many as a buyer could open.
  deletionLink: perMinute(60),
  // Per phone or e-mail looked up or asked about, from any address: no walking through one buyer's data.
  lookupValue: perMinute(20),
  deletionPhone: perMinute(3),
  // One lookup per pincode typed into an address form.
  pincode: perMinute(120),
  // A pay link holds a random UUID: opening it as often as a payer could; paying, fewer.
  paymentLink: perMinute(60),
  paymentLinkPay: perMinute(20),
} satisfies Record<string, RateLimit>;

export type PublicLimits = RateLimits<keyof typeof PUBLIC_LIMITS>;

/** One set of counters per BFF process, shared with every other instance through Redis when given. */
export const createPublicLimits = (redisUrl: string | undefined): PublicLimits =>
  createRateLimits('public', PUBLIC_LIMITS, redisUrl);

/** A phone in any of its spellings (+91, spaces) counts as one; an e-mail in any case. */
export const limitSubject = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return /^\+?[\d\s-]+$/.test(value.trim()) && digits.length >= 10 ? digits.slice(-10) : value.trim().toLowerCase();
};

/**
 * Public lookups by phone or e-mail and the deletion form need no sign-in, so they are
 * limited per address: enough for any buyer, too few to walk through phone numbers. Over the
 * limit the answer is HTTP 429 with Retry-After, as the signed-in budget's is, so a client or
 * proxy that reads only the status backs off too.
 */
export async function checkPublicLimit(
  ctx: Pick<Context, 'clientAddress' | 'publicLimits'>,
  bucket: keyof typeof PUBLIC_LIMITS,
  subject: string = ctx.clientAddress,
): Promise<void> {
  const spent = await ctx.publicLimits.spend(1, [{ bucket, subject: limitSubject(subject) }]);
  if (spent.allowed) return;
  const retryAfter = Math.max(1, Math.ceil(spent.statuses[0]!.status.msBeforeReset / 1000));
  throw new GraphQLError(MSG.tooManyRequests, {
    extensions: {
      code: 'BAD_USER_INPUT',
      reason: 'RATE_LIMITED',
      retryAfter,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfter)]]) },
    },
  });
}
