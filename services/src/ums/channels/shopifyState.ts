import { SHOPIFY_REDIRECT_MAX_AGE_SECONDS } from '@parcelo/common/shopify';

/** How long a started install may take to come back (the install and authorisation pages). */
export const STATE_TTL_MS = 10 * 60_000;

export interface OAuthState {
  company_id: string;
  shop: string;
  expires_at: Date;
  used_at: Date | null;
}

const START_AGAIN = 'Start again with Connect with Shopify under Settings > Integrations > Sales Channels.';

/**
 * Why a redirect's state may not be used, or null: it must be one this company started for
 * this store, not expired and not used. Another company's state is answered as unknown, so
 * nothing tells one company about another's installs.
 */
export function stateRefusal(
  row: OAuthState | undefined,
  caller: { companyId: string; shop: string; now: Date },
): string | null {
  if (!row || row.company_id !== caller.companyId)
    return `This request was not started from your account. ${START_AGAIN}`;
  if (row.used_at) return `This request was already used. ${START_AGAIN}`;
  if (row.expires_at.getTime() <= caller.now.getTime()) return `This request has expired. ${START_AGAIN}`;
  if (row.shop !== caller.shop) return `Shopify answered for ${caller.shop}, not ${row.shop}. ${START_AGAIN}`;
  return null;
}

/** Whether a signed redirect's timestamp (seconds) is recent: an old signed link is not replayed. */
export function timestampFresh(timestamp: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  const age = now.getTime() / 1000 - Number(timestamp);
  return age < SHOPIFY_REDIRECT_MAX_AGE_SECONDS && age > -300;
}
