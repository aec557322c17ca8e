import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_WINDOW_MS,
  newWebhookSecret,
  nextTryAt,
  retryDelaySeconds,
  signWebhook,
  verifyWebhook,
} from './signature.js';

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<body>" under the secret', () => {
    const body = '{"event":"omsStatus/update"}';
    const expected = createHmac('sha256', 'whsec_test').update(`1700000000.${body}`).digest('hex');
    expect(signWebhook('whsec_test', 1700000000, body)).toBe(`v1=${expected}`);
  });

  it('verifies only the same secret, timestamp and body', () => {
    const secret = newWebhookSecret();
    const signature = signWebhook(secret, 1700000000, '{}');
    expect(verifyWebhook(secret, 1700000000, '{}', signature)).toBe(true);
    expect(verifyWebhook(secret, 1700000001, '{}', signature)).toBe(false);
    expect(verifyWebhook(secret, 1700000000, '{ }', signature)).toBe(false);
    expect(verifyWebhook(newWebhookSecret(), 1700000000, '{}', signature)).toBe(false);
    expect(verifyWebhook(secret, 1700000000, '{}', 'v1=00')).toBe(false);
  });

  it('makes a new secret every time', () => {
    expect(newWebhookSecret()).toMatch(/^whsec_[\w-]{43}$/);
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });
});

describe('webhook retry schedule', () => {
  it('doubles from the base', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n, 30))).toEqual([30, 60, 120, 240, 480]);
    expect([1, 2, 3].map((n) => retryDelaySeconds(n, 1))).toEqual([1, 2, 4]);
  });

  it('stops a day after the event', () => {
    const occurred = new Date('2026-01-01T00:00:00Z');
    const tries: number[] = [];
    let now = occurred;
    for (let attempt = 1; ; attempt++) {
      const next = nextTryAt(occurred, attempt, now, 30);
      if (!next) break;
      tries.push(attempt);
      now = next;
    }
    // 30 s, 1 min, 2 min … the 12th wait (about 17 h) would end past the day.
    expect(tries).toHaveLength(11);
    expect(now.getTime() - occurred.getTime()).toBeLessThanOrEqual(DELIVERY_WINDOW_MS);
    expect(nextTryAt(occurred, 1, new Date(occurred.getTime() + DELIVERY_WINDOW_MS), 30)).toBeNull();
  });
});
