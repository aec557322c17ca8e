import { describe, expect, it } from 'vitest';
import type { Context } from './context.js';
import { PUBLIC_LIMITS, checkPublicLimit, limitSubject } from './publicLimit.js';

describe('public limits', () => {
  it('lets an address ask up to its limit in a minute, then refuses with a clear message', () => {
    const ctx = { clientAddress: `203.0.113.${Math.floor(Math.random() * 200)}` } as Context;
    for (let i = 0; i < PUBLIC_LIMITS.userDataDelete; i++) checkPublicLimit(ctx, 'userDataDelete');
    expect(() => checkPublicLimit(ctx, 'userDataDelete')).toThrow('Too many requests. Please wait a minute and try again.');
    // Other buckets and other addresses are counted apart.
    expect(() => checkPublicLimit(ctx, 'tracking')).not.toThrow();
    expect(() => checkPublicLimit({ clientAddress: '198.51.100.7' } as Context, 'userDataDelete')).not.toThrow();
  });

  it('counts a phone however it is written, and an e-mail in any case', () => {
    expect(limitSubject('+91 98765-43210')).toBe('9876543210');
    expect(limitSubject('9876543210')).toBe('9876543210');
    expect(limitSubject(' Kavya@Example.in ')).toBe('kavya@example.in');
  });
});
