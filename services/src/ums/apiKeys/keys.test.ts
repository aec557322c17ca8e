import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrate, openDatabase, type Database } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { migrations } from '../migrations.js';
import { assertPerson, newApiKey, resolveApiKey } from './keys.js';

let database: Database;
let db: Kysely<UmsDB>;
const companyId = randomUUID();
const sellerId = randomUUID();

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database, 'ums', migrations);
  db = database.forSchema<UmsDB>('ums');
  await db
    .insertInto('companies')
    .values({ id: companyId, code: `PCK${companyId.slice(0, 6).toUpperCase()}`, name: 'Key Co', kind: 'seller' })
    .execute();
  await db
    .insertInto('users')
    .values({
      id: sellerId,
      name: 'Key Holder',
      email: 'keys@example.in',
      phone: '9000000001',
      user_type: 'seller',
      company_id: companyId,
      password_hash: 'x',
      account_verified: true,
    })
    .execute();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function stored(values: { expires_at?: Date | null; revoked_at?: Date | null } = {}) {
  const key = newApiKey();
  await db
    .insertInto('api_keys')
    .values({
      id: key.id,
      company_id: companyId,
      created_by: sellerId,
      name: 'Script',
      prefix: key.prefix,
      key_hash: key.hash,
      ...values,
    })
    .execute();
  return key;
}

const lastUsed = async (id: string) =>
  (await db.selectFrom('api_keys').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow()).last_used_at;

describe('API keys in UMS', () => {
  it('are random, kept only as a hash, and shown by their first characters', () => {
    const a = newApiKey();
    const b = newApiKey();
    expect(a.secret).toMatch(/^pk_live_[0-9a-f]{48}$/);
    expect(a.secret).not.toBe(b.secret);
    expect(a.prefix).toBe(a.secret.slice(0, 12));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.secret.slice(8));
  });

  it('act as their creator, in its company, marked as a key that may not act as a person', async () => {
    const key = await stored();
    const principal = await resolveApiKey(db, key.secret);
    expect(principal).toMatchObject({
      userId: sellerId,
      companyId,
      userType: 'seller',
      apiKeyId: key.id,
      sessionId: key.id,
      warehouseIds: [],
    });
    expect(() => assertPerson(principal!)).toThrow(/API key cannot/);
  });

  it('note their last use at most once a minute', async () => {
    const key = await stored();
    const t0 = new Date('2030-01-01T10:00:00Z');
    await resolveApiKey(db, key.secret, t0);
    expect(await lastUsed(key.id)).toEqual(t0);
    await resolveApiKey(db, key.secret, new Date(t0.getTime() + 59_000));
    expect(await lastUsed(key.id)).toEqual(t0);
    const later = new Date(t0.getTime() + 61_000);
    await resolveApiKey(db, key.secret, later);
    expect(await lastUsed(key.id)).toEqual(later);
  });

  it('refuse a revoked or expired key, an unknown one, and a session token', async () => {
    const revoked = await stored({ revoked_at: new Date() });
    expect(await resolveApiKey(db, revoked.secret)).toBeNull();
    const expiring = await stored({ expires_at: new Date('2030-01-01T00:00:00Z') });
    expect(await resolveApiKey(db, expiring.secret, new Date('2029-12-31T23:59:59Z'))).not.toBeNull();
    expect(await resolveApiKey(db, expiring.secret, new Date('2030-01-01T00:00:00Z'))).toBeNull();
    expect(await resolveApiKey(db, newApiKey().secret)).toBeNull();
    expect(await resolveApiKey(db, 'a-session-token')).toBeNull();
    expect(await lastUsed(revoked.id)).toBeNull();
  });
});
