import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken, type Principal } from '../platform/index.js';
import type { UmsDB } from './db.js';
import { isApiKeyToken } from '@parcelo/common';
import { principalOf } from './records.js';
import { resolveApiKey } from './apiKeys/keys.js';
import type { Workplaces } from './workplaces.js';

const SESSION_DAYS = 30;
const OAUTH_CODE_SECONDS = 60;

const newToken = () => randomBytes(32).toString('base64url');

/** A one-time code that the caller trades for a session at GET /cookie. */
export async function issueOauthCode(db: Kysely<UmsDB>, userId: string): Promise<string> {
  const code = newToken();
  await db
    .insertInto('oauth_codes')
    .values({
      code_hash: hashToken(code),
      user_id: userId,
      expires_at: new Date(Date.now() + OAUTH_CODE_SECONDS * 1000),
      used_at: null,
    })
    .execute();
  return code;
}

export async function redeemOauthCode(
  db: Kysely<UmsDB>,
  code: string,
  userAgent: string | null,
): Promise<{ token: string; expiresAt: Date } | null> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('oauth_codes')
      .set({ used_at: new Date() })
      .where('code_hash', '=', hashToken(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return null;
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86400_000);
    await tx
      .insertInto('sessions')
      .values({
        id: randomUUID(),
        user_id: row.user_id,
        token_hash: hashToken(token),
        user_agent: userAgent,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    return { token, expiresAt };
  });
}

export async function resolveSession(
  db: Kysely<UmsDB>,
  token: string,
  workplaces?: Workplaces,
): Promise<Principal | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.id as session_id')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    // Switching a person off ends their sessions too; this holds if one was opened meanwhile.
    .where('users.active', '=', true)
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, ...user } = row;
  return principalOf(user, session_id, workplaces ? await workplaces(user) : []);
}

export async function revokeSession(db: Kysely<UmsDB>, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user, optionally sparing the one making the change. */
export async function revokeUserSessions(db: Kysely<UmsDB>, userId: string, except?: string): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (except) q = q.where('id', '!=', except);
  await q.execute();
}

/** Who a bearer token belongs to: a company's API key, or a signed-in person's session. */
export function resolveCaller(db: Kysely<UmsDB>, token: string, workplaces?: Workplaces): Promise<Principal | null> {
  return isApiKeyToken(token) ? resolveApiKey(db, token) : resolveSession(db, token, workplaces);
}
