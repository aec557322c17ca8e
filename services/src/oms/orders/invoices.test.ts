import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate, openDatabase, type Database, type ServiceUrls } from '../../platform/index.js';
import { memoryServiceDatabase } from '../../platform/memoryDatabase.js';
import { DEMO_COMPANIES } from '../../demo.js';
import type { OmsDB } from '../db.js';
import { migrations } from '../migrations.js';
import { seedScaleOrders } from '../seed.js';
import { numberUninvoicedOrders } from './invoices.js';

// UMS is not here: it only answers each company's invoice prefix.
vi.mock('../../platform/index.js', async (original) => ({
  ...(await original<typeof import('../../platform/index.js')>()),
  serviceApis: () => ({
    ums: {
      postUmsCompaniesByIds: async ({ body }: { body: { ids: string[] } }) => ({
        companies: body.ids.map((id) => ({ id, name: 'Bansal Tea Traders', invoicing: { invoicePrefix: 'BTT' } })),
      }),
    },
  }),
}));

let database: Database;
let db: Kysely<OmsDB>;
const urls = {} as ServiceUrls;

beforeAll(async () => {
  ({ database, db } = await memoryServiceDatabase<OmsDB>('oms', migrations));
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** Orders from before invoice numbers, placed at the given times. */
async function unnumbered(companyId: string, placed: string[], into: Kysely<OmsDB> = db): Promise<void> {
  await into
    .insertInto('orders')
    .values(
      placed.map((at, i) => ({
        id: randomUUID(),
        company_id: companyId,
        warehouse_id: randomUUID(),
        shop_order_id: `OLD-${i}`,
        status: 'PLACED',
        payment_mode: 'PREPAID',
        shop_type: 'manual',
        customer_name: 'Asha Verma',
        customer_phone: '9876543210',
        customer_email: '',
        shipping_address: JSON.stringify({ city: 'Pune' }),
        delivery_state: 'Maharashtra',
        delivery_pincode: '411001',
        pickup_pincode: '110020',
        pickup_state: 'Delhi',
        weight_kg: 0.5,
        total_amount_paise: 49_900,
        created_at: new Date(at),
      })),
    )
    .execute();
}

const numbersOf = async (companyId: string, from: Kysely<OmsDB> = db) =>
  (
    await from
      .selectFrom('orders')
      .select(['shop_order_id', 'invoice_id'])
      .where('company_id', '=', companyId)
      .orderBy('shop_order_id')
      .execute()
  ).map((o) => [o.shop_order_id, o.invoice_id]);

describe('orders from before invoice numbers', () => {
  it('are numbered oldest first in each financial year, continuing its counter, a few batches at a time', async () => {
    const companyId = randomUUID();
    await db
      .insertInto('invoice_counters')
      .values({ company_id: companyId, financial_year: '2627', last_number: 41 })
      .execute();
    // 31 March 2026, 23:30 in India, is still the year 2025-26.
    await unnumbered(companyId, ['2026-06-02T10:00:00Z', '2026-03-31T18:00:00Z', '2026-05-01T10:00:00Z']);
    expect(await numberUninvoicedOrders(db, urls)).toBe(3);
    expect(await numbersOf(companyId)).toEqual([
      ['OLD-0', 'BTT/2627/00043'],
      ['OLD-1', 'BTT/2526/00001'],
      ['OLD-2', 'BTT/2627/00042'],
    ]);
    const counters = await db
      .selectFrom('invoice_counters')
      .select(['financial_year', 'last_number'])
      .where('company_id', '=', companyId)
      .orderBy('financial_year')
      .execute();
    expect(counters).toEqual([
      { financial_year: '2526', last_number: 1 },
      { financial_year: '2627', last_number: 43 },
    ]);
    // Nothing is left, so a second run numbers nothing and asks UMS nothing.
    expect(await numberUninvoicedOrders(db, urls)).toBe(0);
  });

  it('stops after the batches it was given, leaving the rest for the next run', async () => {
    const companyId = randomUUID();
    await unnumbered(
      companyId,
      Array.from({ length: 501 }, (_, i) => new Date(Date.UTC(2026, 5, 1, 0, i)).toISOString()),
    );
    expect(await numberUninvoicedOrders(db, urls, 1)).toBe(500);
    expect(await numberUninvoicedOrders(db, urls, 1)).toBe(1);
    const serials = (await numbersOf(companyId)).map(([, n]) => Number(n!.split('/')[2]));
    expect(serials.sort((a, b) => a - b)).toEqual(Array.from({ length: 501 }, (_, i) => i + 1));
  });
});

// PGlite runs one statement at a time; two OMS processes numbering at once need PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('orders from before invoice numbers, on PostgreSQL', () => {
  it('are numbered once each and without gaps when two processes number them at once', async () => {
    const processes = await Promise.all(
      [1, 2].map(async () => {
        const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
        return { database, db: database.forSchema<OmsDB>('oms') };
      }),
    );
    await migrate(processes[0]!.database, 'oms', migrations);
    try {
      const [a, b] = processes.map((p) => p.db) as [Kysely<OmsDB>, Kysely<OmsDB>];
      // A company of this test's own: the run's shared database holds every other file's orders.
      const companyId = randomUUID();
      const placed = Array.from({ length: 2_400 }, (_, i) => new Date(Date.UTC(2026, 5, 1, 0, i)).toISOString());
      await unnumbered(companyId, placed, a);
      const counts = await Promise.all(
        [a, b, a, b].map((on) => numberUninvoicedOrders(on, urls, Number.POSITIVE_INFINITY, [companyId])),
      );
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(2_400);
      const serials = (await numbersOf(companyId, a)).map(([, n]) => Number(n!.split('/')[2]));
      expect(serials.sort((x, y) => x - y)).toEqual(Array.from({ length: 2_400 }, (_, i) => i + 1));
      const counter = await a
        .selectFrom('invoice_counters')
        .select('last_number')
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow();
      expect(counter.last_number).toBe(2_400);
    } finally {
      await Promise.all(processes.map((p) => p.database.close()));
    }
  }, 120_000);
});

describe('scale orders for benchmarks', () => {
  it('arrive with gap-free invoice numbers from the seller counter, so nothing is left to number at start', async () => {
    await seedScaleOrders(db, 1_200);
    const years = await db
      .selectFrom('orders')
      .select([
        sql<string>`split_part(invoice_id, '/', 2)`.as('year'),
        sql<number>`count(*)::int`.as('n'),
        sql<number>`count(distinct invoice_id)::int`.as('distinct'),
        sql<number>`max(split_part(invoice_id, '/', 3)::int)`.as('last'),
        sql<number>`count(*) filter (where invoiced_at is null or invoice_url is null)::int`.as('unfinished'),
      ])
      .where('company_id', '=', DEMO_COMPANIES.chai)
      .where('invoice_id', 'like', 'CPN/%')
      .groupBy(sql`split_part(invoice_id, '/', 2)`)
      .execute();
    expect(years.reduce((sum, y) => sum + y.n, 0)).toBe(1_200);
    const counters = await db
      .selectFrom('invoice_counters')
      .select(['financial_year', 'last_number'])
      .where('company_id', '=', DEMO_COMPANIES.chai)
      .execute();
    for (const y of years) {
      expect(y).toMatchObject({ distinct: y.n, last: y.n, unfinished: 0 });
      expect(counters).toContainEqual({ financial_year: y.year, last_number: y.n });
    }
    // A second call adds the rest of a bigger target, numbered on from where the first stopped.
    await seedScaleOrders(db, 1_300);
    const after = await db
      .selectFrom('orders')
      .select(sql<number>`count(distinct invoice_id)::int`.as('n'))
      .where('company_id', '=', DEMO_COMPANIES.chai)
      .where('invoice_id', 'like', 'CPN/%')
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(1_300);
    expect(await numberUninvoicedOrders(db, urls)).toBe(0);
  }, 60_000);
});
