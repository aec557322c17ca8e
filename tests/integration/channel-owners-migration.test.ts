import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, openDatabase, type Database } from '../../services/src/platform/index.js';
import { migrations } from '../../services/src/ums/migrations.js';

/*
 * Before a store's address belonged to one company, several companies could hold one address.
 * The migration that makes it one company's keeps the company the store vouched for (the
 * Shopify app's install), else the earliest connected, and keeps the others disconnected.
 */
const OWNERS = '0016_sales_channel_owners';
// A schema of its own: on PostgreSQL (DATABASE_URL) the services' own schemas are left alone.
const schema = `ums_owners_${Math.random().toString(36).slice(2, 8)}`;
const t = (table: string) => sql.table(`${schema}.${table}`);

let database: Database;
beforeAll(async () => {
  database = await openDatabase(process.env.DATABASE_URL ? {} : { dataDir: 'memory://' });
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== OWNERS));
  await migrate(database, schema, before);
}, 120_000);
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.root);
  await database?.close();
});

describe('the migration making a store address one company’s', () => {
  it('keeps the proven holder, else the earliest, and disconnects the others', async () => {
    const db = database.root;
    const companies = ['a', 'b', 'c'].map((code) => ({
      id: randomUUID(),
      code: `C-${code}`,
      name: code,
      kind: 'BRAND',
    }));
    for (const c of companies)
      await sql`insert into ${t('companies')} (id, code, name, kind) values (${c.id}, ${c.code}, ${c.name}, ${c.kind})`.execute(
        db,
      );
    const [a, b, c] = companies.map((x) => x.id) as [string, string, string];
    const rows: [string, string, string, string, string, string][] = [
      // id, company, type, shop, extras, connected_at
      // Typed in first by A, then installed through the app by B, then typed in by C: B's.
      ['shop-a', a, 'shopify', 'victim.myshopify.com', '{}', '2026-01-01'],
      ['shop-b', b, 'shopify', 'Victim.myshopify.com', '{"scope":"read_orders"}', '2026-02-01'],
      ['shop-c', c, 'shopify', 'victim.myshopify.com', '{}', '2026-03-01'],
      // Nobody proved this site: the earliest holder keeps it.
      ['woo-c', c, 'wordpress', 'chai.example.in', '{}', '2026-01-05'],
      ['woo-a', a, 'wordpress', 'CHAI.example.in', '{}', '2026-01-06'],
      // One holder only, and the same address as another type: untouched.
      ['uc-a', a, 'shipway', 'chai.example.in', '{}', '2026-01-07'],
    ];
    for (const [id, company, type, shop, extras, at] of rows)
      await sql`insert into ${t('sales_channels')} (id, company_id, type, shop, key, secret, extras, connected_at)
        values (${randomUUID()}, ${company}, ${type}, ${shop}, ${id}, 's', ${extras}::jsonb, ${at}::timestamptz)`.execute(
        db,
      );

    await migrate(database, schema, migrations);

    const after = await sql<{ key: string; verified: boolean; disconnected: boolean }>`
      select key, verified_at is not null as verified, disconnected_at is not null as disconnected
      from ${t('sales_channels')} order by key`.execute(db);
    expect(after.rows).toEqual([
      { key: 'shop-a', verified: false, disconnected: true },
      { key: 'shop-b', verified: true, disconnected: false },
      { key: 'shop-c', verified: false, disconnected: true },
      { key: 'uc-a', verified: false, disconnected: false },
      { key: 'woo-a', verified: false, disconnected: true },
      { key: 'woo-c', verified: false, disconnected: false },
    ]);

    // From now on the database itself lets one company hold an address, in any case.
    await expect(
      sql`insert into ${t('sales_channels')} (id, company_id, type, shop, key, secret)
        values (${randomUUID()}, ${c}, 'wordpress', 'Chai.Example.in', 'k', 's')`.execute(db),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
