import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long after its event a delivery is still retried; after that it is marked failed. */
export const DELIVERY_WINDOW_MS = 24 * 3_600_000;

/** A new signing secret: 32 random bytes, prefixed so a seller can tell it from other keys. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The X-Parcelo-Signature value: `v1=` and the hex HMAC-SHA256, under the webhook's secret,
 * of `<timestamp>.<raw body>`. The timestamp is signed too, so a captured request cannot be
 * replayed later with a fresh X-Parcelo-Timestamp.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (and the tests do) to check a request came from us. */
export function verifyWebhook(secret: string, timestamp: number, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Seconds to wait after failed attempt `attempt` (from 1): the base, then twice as long each time. */
export const retryDelaySeconds = (attempt: number, baseSeconds: number) =>
  baseSeconds * 2 ** Math.min(Math.max(attempt - 1, 0), 30);

/**
 * When to try again after failed attempt `attempt`, or null when that would be more than a
 * day after the event: the delivery is then given up as failed.
 */
export function nextTryAt(occurredAt: Date, attempt: number, now: Date, baseSeconds: number): Date | null {
  const next = new Date(now.getTime() + retryDelaySeconds(attempt, baseSeconds) * 1000);
  return next.getTime() > occurredAt.getTime() + DELIVERY_WINDOW_MS ? null : next;
}
