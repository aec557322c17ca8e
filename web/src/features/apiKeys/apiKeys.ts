/** What a key's row says of it: it works, was revoked, or ran past its expiry day. */
export type ApiKeyStatus = 'Active' | 'Revoked' | 'Expired';

export function apiKeyStatus(
  key: { readonly revokedAt: string | null | undefined; readonly expiresAt: string | null | undefined },
  now: Date = new Date(),
): ApiKeyStatus {
  if (key.revokedAt) return 'Revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now.getTime()) return 'Expired';
  return 'Active';
}

/**
 * The last day a key works, as an instant within it: the API gives the moment it stops (the
 * next midnight in India), which shown as a date would read a day late.
 */
export const lastWorkingMoment = (expiresAt: string) => new Date(Date.parse(expiresAt) - 1).toISOString();

/** A shell command that reads the company's name with a key, to copy and adapt. */
export function curlExample(endpoint: string, key: string): string {
  return [
    `curl ${endpoint} \\`,
    `  -H 'Authorization: Bearer ${key}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"query":"{ viewer { company { name } } orders(first: 5) { totalCount edges { node { id shopOrderId } } } }"}'`,
  ].join('\n');
}
