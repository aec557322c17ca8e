import { describe, expect, it } from 'vitest';
import { apiKeyActive, apiKeyExpiryInstant, apiKeyShownPrefix, isApiKeyToken } from './apiKeys.js';
import { ApiKeyCreateInput } from './schemas/apiKeys.js';
import { istToday } from './dates.js';
import { MSG, fieldRequired, fill } from './messages.js';

const problem = (input: unknown) => ApiKeyCreateInput.safeParse(input).error?.issues[0]?.message;

describe('API keys', () => {
  it('tell a key from a session token by its prefix, and show only its first characters', () => {
    expect(isApiKeyToken('pk_live_0123abcd')).toBe(true);
    expect(isApiKeyToken('Xy9_session')).toBe(false);
    expect(apiKeyShownPrefix('pk_live_ab12cd34ef')).toBe('pk_live_ab12');
  });

  it('work through the whole expiry day in India and stop at the next midnight there', () => {
    expect(apiKeyExpiryInstant('2026-03-05').toISOString()).toBe('2026-03-05T18:30:00.000Z');
    const expiresAt = apiKeyExpiryInstant('2026-03-05');
    expect(apiKeyActive({ revokedAt: null, expiresAt }, new Date('2026-03-05T18:29:59Z'))).toBe(true);
    expect(apiKeyActive({ revokedAt: null, expiresAt }, new Date('2026-03-05T18:30:00Z'))).toBe(false);
    expect(apiKeyActive({ revokedAt: '2026-01-01T00:00:00Z', expiresAt: null })).toBe(false);
    expect(apiKeyActive({ revokedAt: null, expiresAt: null })).toBe(true);
  });

  it('need a name of up to 60 characters and an expiry from today on', () => {
    expect(problem({ name: '  ' })).toBe(fieldRequired('Name'));
    expect(problem({})).toBe(fieldRequired('Name'));
    expect(problem({ name: 'x'.repeat(61) })).toBe(fill(MSG.lengthMax, { n: 60 }));
    expect(problem({ name: 'Shopify sync', expiresAt: '2020-01-01' })).toBe(MSG.apiKeyExpiryPast);
    expect(problem({ name: 'Shopify sync', expiresAt: 'soon' })).toBe(
      fill(MSG.requiredInput, { field: 'Expiry date' }),
    );
    expect(ApiKeyCreateInput.parse({ name: ' Shopify sync ', expiresAt: '' })).toEqual({
      name: 'Shopify sync',
      expiresAt: null,
    });
    const today = istToday();
    expect(ApiKeyCreateInput.parse({ name: 'ERP', expiresAt: today })).toEqual({ name: 'ERP', expiresAt: today });
  });
});
