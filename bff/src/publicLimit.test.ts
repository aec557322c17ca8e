import { afterAll, describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { PUBLIC_LIMITS, checkPublicLimit, createPublicLimits, limitSubject } from './publicLimit.js';

describe('public limits', () => {
  const publicLimits = createPublicLimits(undefined);
  afterAll(() => publicLimits.close());

  it('lets an address ask up to its limit in a minute, then refuses with a clear message', async () => {
    const ctx = { clientAddress: '203.0.113.7', publicLimits };
    for (let i = 0; i < PUBLIC_LIMITS.userDataDelete.points; i++) await checkPublicLimit(ctx, 'userDataDelete');
    const refused = await checkPublicLimit(ctx, 'userDataDelete').catch((e: unknown) => e as GraphQLError);
    expect(refused).toBeInstanceOf(GraphQLError);
    expect(refused?.message).toBe('Too many requests. Please wait a minute and try again.');
    // As a signed-in budget's refusal: 429 and when to come back.
    const http = refused?.extensions.http as { status: number; headers: Map<string, string> };
    expect(http.status).toBe(429);
    expect(Number(http.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(http.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Other buckets and other addresses are counted apart.
    await expect(checkPublicLimit(ctx, 'tracking')).resolves.toBeUndefined();
    await expect(
      checkPublicLimit({ clientAddress: '198.51.100.7', publicLimits }, 'userDataDelete'),
    ).resolves.toBeUndefined();
  });

  it('counts a phone however it is written, and an e-mail in any case', () => {
    expect(limitSubject('+91 98765-43210')).toBe('9876543210');
    expect(limitSubject('9876543210')).toBe('9876543210');
    expect(limitSubject(' Kavya@Example.in ')).toBe('kavya@example.in');
  });
});
