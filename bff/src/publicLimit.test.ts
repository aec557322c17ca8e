import { describe, expect, it } from 'vitest';
import type { Context } from './context.js';
import { PUBLIC_LIMITS, checkPublicLimit } from './publicLimit.js';

describe('public limits', () => {
  it('lets an address ask up to its limit in a minute, then refuses with a clear message', () => {
    const ctx = { clientAddress: `203.0.113.${Math.floor(Math.random() * 200)}` } as Context;
    for (let i = 0; i < PUBLIC_LIMITS.userDataDelete; i++) checkPublicLimit(ctx, 'userDataDelete');
    expect(() => checkPublicLimit(ctx, 'userDataDelete')).toThrow('Too many requests. Please wait a minute and try again.');
    // Other buckets and other addresses are counted apart.
    expect(() => checkPublicLimit(ctx, 'tracking')).not.toThrow();
    expect(() => checkPublicLimit({ clientAddress: '198.51.100.7' } as Context, 'userDataDelete')).not.toThrow();
  });
});
