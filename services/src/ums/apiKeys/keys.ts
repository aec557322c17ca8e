import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  API_KEY_PREFIX,
  API_KEY_USE_GRANULARITY_MS,
  MSG,
  apiKeyShownPrefix,
  isApiKeyToken,
  type ApiKeyRecord,
} from '@parcelo/common';
import { forbidden, hashToken, type Principal } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { principalOf } from '../records.js';

type ApiKeyRow = {
  id: string;
  company_id: string;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
};

export const apiKeyRecord = (r: ApiKeyRow): ApiKeyRecord => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  prefix: r.prefix,
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
  expiresAt: r.expires_at?.toISOString() ?? null,
  revokedAt: r.revoked_at?.toISOString() ?? null,
});

/** 24 random bytes (192 bits) in hex: no characters a shell or a double-click would split on. */
export function newApiKey(): { secret: string; prefix: string; hash: string; id: string } {
  const secret = API_KEY_PREFIX + randomBytes(24).toString('hex');
  return { secret, prefix: apiKeyShownPrefix(secret), hash: hashToken(secret), id: randomUUID() };
}

/**
 * Who an API key acts as: the seller who created it, in its company, while the key is neither
 * revoked nor expired and that seller still belongs to the company. Its last use is written at
 * most once a minute, so a busy script does not write on every request.
 */
export async function resolveApiKey(db: Kysely<UmsDB>, token: string, now = new Date()): Promise<Principal | null> {
  if (!isApiKeyToken(token)) return null;
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('users', (j) =>
      j.onRef('users.id', '=', 'api_keys.created_by').onRef('users.company_id', '=', 'api_keys.company_id'),
    )
    .selectAll('users')
    .select(['api_keys.id as key_id', 'api_keys.last_used_at as key_last_used_at'])
    .where('api_keys.key_hash', '=', hashToken(token))
    .where('api_keys.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', now)]))
    .where('users.user_type', '=', 'seller')
    .executeTakeFirst();
  if (!row) return null;
  const { key_id, key_last_used_at, ...user } = row;
  const staleBefore = new Date(now.getTime() - API_KEY_USE_GRANULARITY_MS);
  if (!key_last_used_at || key_last_used_at < staleBefore) {
    // Conditional, so two instances resolving the same key at once write once.
    await db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', key_id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
      .execute();
  }
  return { ...principalOf(user, key_id), apiKeyId: key_id };
}

/**
 * Refuses an API key what only the person behind it may do: manage keys (a leaked key must not
 * mint others or outlive its revocation), change the password, the profile's contacts, or
 * sign out sessions.
 */
export function assertPerson(principal: Principal): Principal {
  if (principal.apiKeyId) throw forbidden(MSG.apiKeyNotAllowed);
  return principal;
}
