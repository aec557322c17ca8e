import { describe, expect, it } from 'vitest';
import { stateRefusal, timestampFresh } from './shopifyState.js';

const now = new Date('2026-11-26T10:00:00Z');
const row = {
  company_id: 'c1',
  shop: 'a.myshopify.com',
  expires_at: new Date(now.getTime() + 60_000),
  used_at: null,
};
const caller = { companyId: 'c1', shop: 'a.myshopify.com', now };

describe('Shopify OAuth states', () => {
  it('accepts the company’s own unexpired, unused state for the same store', () => {
    expect(stateRefusal(row, caller)).toBeNull();
  });

  it('refuses an unknown state and another company’s alike', () => {
    const unknown = stateRefusal(undefined, caller);
    expect(unknown).toMatch(/not started from your account/);
    expect(stateRefusal(row, { ...caller, companyId: 'c2' })).toBe(unknown);
  });

  it('refuses a used, an expired, and another store’s state', () => {
    expect(stateRefusal({ ...row, used_at: now }, caller)).toMatch(/already used/);
    expect(stateRefusal({ ...row, expires_at: now }, caller)).toMatch(/expired/);
    expect(stateRefusal(row, { ...caller, shop: 'b.myshopify.com' })).toMatch(
      /b\.myshopify\.com, not a\.myshopify\.com/,
    );
  });

  it('takes only a recent timestamp', () => {
    const s = (offset: number) => String(Math.floor(now.getTime() / 1000) + offset);
    expect(timestampFresh(s(-60), now)).toBe(true);
    expect(timestampFresh(s(-2 * 86400), now)).toBe(false);
    expect(timestampFresh(s(3600), now)).toBe(false);
    expect(timestampFresh('12abc', now)).toBe(false);
  });
});
