import { describe, expect, it } from 'vitest';
import { apiKeyStatus, curlExample, lastWorkingMoment } from './apiKeys';
import { formatDate } from '../../lib/format';

describe('API keys page', () => {
  const now = new Date('2026-03-05T10:00:00Z');

  it('calls a key revoked before expired, and active otherwise', () => {
    expect(apiKeyStatus({ revokedAt: '2026-03-01T00:00:00Z', expiresAt: '2026-03-02T18:30:00Z' }, now)).toBe('Revoked');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-03-04T18:30:00Z' }, now)).toBe('Expired');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-03-05T18:30:00Z' }, now)).toBe('Active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('Active');
  });

  it('shows the last day a key works, not the midnight it stops', () => {
    expect(formatDate(lastWorkingMoment('2026-03-05T18:30:00.000Z'))).toBe('05 Mar 2026');
  });

  it('gives a curl command with the endpoint and the key', () => {
    const command = curlExample('https://app.example.in/graphql', 'pk_live_abc');
    expect(command).toContain('curl https://app.example.in/graphql');
    expect(command).toContain("-H 'Authorization: Bearer pk_live_abc'");
  });
});
