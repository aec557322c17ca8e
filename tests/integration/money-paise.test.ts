import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { config } from '@parcelo/services/config';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import { migrate, openDatabase, type Database } from '../../services/src/platform/index.js';
import { migrations as omsMigrations } from '../../services/src/oms/migrations.js';
import { migrations as wmsMigrations } from '../../services/src/wms/migrations.js';
import { DEMO_CATALOGUES, DEMO_COMPANIES } from '../../services/src/demo.js';
import { demoOrders } from '../../services/src/demoOrders.js';
import { Session } from '../support/client.js';

/*
 * Orders and the catalogue kept numeric rupees; they now keep whole paise, as billing always did.
 * The migrations must move every existing row exactly, and the demo data must add up to what its
 * source says, in paise: off by a factor of 100 or by one paisa, these fail.
 */

/** Rupees written in the seed source as paise, by this test's own arithmetic (whole rupees only). */
const paiseOfWholeRupees = (rupees: number) => {
  expect(Number.isInteger(rupees), `${rupees} is whole rupees`).toBe(true);
  return rupees * 100;
};

describe('the migrations to paise, on a copy of rupee data', () => {
  let database: Database;
  beforeAll(async () => {
    // OMS's rollup functions name their schema, so the copy is a database of its own (PGlite).
    // PGlite even when the suite runs on PostgreSQL: an empty address is no server.
    database = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('moves order totals and line prices to exact paise, and the dashboard keeps counting them', async () => {
    const db = database.root;
    const before = Object.fromEntries(Object.entries(omsMigrations).filter(([name]) => name !== '0032_money_in_paise'));
    await migrate(database, 'oms', before);
    const company = randomUUID();
    const warehouse = randomUUID();
    const order = async (
      id: string,
      total: string,
      shopOrderId: string,
      column: 'total_amount' | 'total_amount_paise',
    ) =>
      sql`insert into oms.orders (id, company_id, warehouse_id, shop_order_id, status, payment_mode, shop_type, customer_name,
          customer_phone, shipping_address, delivery_state, delivery_pincode, pickup_pincode, pickup_state, weight_kg, ${sql.ref(column)})
        values (${id}, ${company}, ${warehouse}, ${shopOrderId}, 'PLACED', 'COD', 'manual', 'Asha Verma', '9876543210', '{}'::jsonb,
          'Delhi', '110001', '110020', 'Delhi', 0.5, ${total}::numeric)`.execute(db);
    const first = randomUUID();
    await order(first, '1249.99', 'MNY-1', 'total_amount');
    const lines: [string, number, string][] = [
      ['TEA-1', 2, '624.50'],
      ['CUP-1', 1, '0.99'],
    ];
    for (const [position, [sku, quantity, price]] of lines.entries())
      await sql`insert into oms.order_items (id, order_id, company_id, position, title, sku, quantity, unit_price)
        values (${randomUUID()}, ${first}, ${company}, ${position}, ${sku}, ${sku}, ${quantity}, ${price}::numeric)`.execute(
        db,
      );

    await migrate(database, 'oms', omsMigrations);

    const stored = await sql<{
      total: string;
    }>`select total_amount_paise::text as total from oms.orders where id = ${first}`.execute(db);
    expect(stored.rows).toEqual([{ total: '124999' }]);
    const items = await sql<{ sku: string; paise: string }>`
      select sku, unit_price_paise::text as paise from oms.order_items where order_id = ${first} order by position`.execute(
      db,
    );
    expect(items.rows).toEqual([
      { sku: 'TEA-1', paise: '62450' },
      { sku: 'CUP-1', paise: '99' },
    ]);
    const revenue = async () =>
      (
        await sql<{ orders: string; paise: string }>`
          select sum(orders)::text as orders, sum(amount_paise)::text as paise from oms.order_rollup
          where company_id = ${company} and dim = 'status'`.execute(db)
      ).rows[0];
    expect(await revenue()).toEqual({ orders: '1', paise: '124999' });
    const lineRevenue = await sql<{ paise: string }>`
      select sum(amount_paise)::text as paise from oms.order_item_rollup where company_id = ${company}`.execute(db);
    expect(lineRevenue.rows).toEqual([{ paise: '124999' }]);

    // Written after the move, in paise: the rollup's functions read the new columns.
    await order(randomUUID(), '10001', 'MNY-2', 'total_amount_paise');
    expect(await revenue()).toEqual({ orders: '2', paise: '135000' });
    await sql`update oms.orders set status = 'CANCELLED' where id = ${first}`.execute(db);
    expect(await revenue()).toEqual({ orders: '2', paise: '10001' });
  });

  it('moves catalogue prices and base prices to exact paise', async () => {
    const db = database.root;
    const before = Object.fromEntries(Object.entries(wmsMigrations).filter(([name]) => name !== '0015_money_in_paise'));
    await migrate(database, 'wms', before);
    const company = randomUUID();
    const prices: [string, string, string][] = [
      ['P-1', '249.99', '0.01'],
      ['P-2', '99999999.99', '12345678.90'],
      ['P-3', '0.00', '0.10'],
    ];
    for (const [n, [sku, price, base]] of prices.entries())
      await sql`insert into wms.catalogue_products (id, company_id, product_id, product_title, sku, category, price, weight_gm,
          hsn_code, base_price, margin, shop_type)
        values (${randomUUID()}, ${company}, ${9_000_000 + n}, ${sku}, ${sku}, 'Tea', ${price}::numeric, 100, '0902',
          ${base}::numeric, 10, 'manual')`.execute(db);

    await migrate(database, 'wms', wmsMigrations);

    const rows = await sql<{ sku: string; price: string; base: string }>`
      select sku, price_paise::text as price, base_price_paise::text as base from wms.catalogue_products
      where company_id = ${company} order by sku`.execute(db);
    expect(rows.rows).toEqual([
      { sku: 'P-1', price: '24999', base: '1' },
      { sku: 'P-2', price: '9999999999', base: '1234567890' },
      { sku: 'P-3', price: '0', base: '10' },
    ]);
  });
});

describe('the demo data, recounted in paise', () => {
  let services: RunningServices;
  let bff: RunningBff;
  let db: Kysely<any>;
  beforeAll(async () => {
    services = await startServices({
      port: () => 0,
      seed: true,
      ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
    });
    db = services.database.root as Kysely<any>;
    bff = await startBff({ urls: services.urls, port: 0 });
  }, 600_000);
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  const demoCompanies = [DEMO_COMPANIES.chai, DEMO_COMPANIES.threads];

  it("adds every demo order's total up to what its lines in the seed source make", async () => {
    const expected = new Map<string, { orders: number; paise: number }>();
    for (const o of demoOrders(config().demoOrders, Date.now())) {
      const sum = expected.get(o.companyId) ?? { orders: 0, paise: 0 };
      sum.orders += 1;
      for (const line of o.lines) sum.paise += line.quantity * paiseOfWholeRupees(line.price);
      expected.set(o.companyId, sum);
    }
    const stored = await sql<{ company_id: string; orders: string; paise: string; lines: string }>`
      select o.company_id, count(*)::text as orders, sum(o.total_amount_paise)::text as paise,
        sum((select sum(i.quantity::bigint * i.unit_price_paise) from oms.order_items i where i.order_id = o.id))::text as lines
      from oms.orders o
      where o.company_id in (${sql.join(demoCompanies)}) and o.shop_order_id ~ '^(CPN|BTH)-1[0-9]{5}$'
      group by o.company_id`.execute(db);
    for (const company of demoCompanies) {
      const row = stored.rows.find((r) => r.company_id === company)!;
      const want = expected.get(company)!;
      expect(want.paise).toBeGreaterThan(0);
      expect({ orders: Number(row.orders), paise: Number(row.paise), lines: Number(row.lines) }).toEqual({
        orders: want.orders,
        paise: want.paise,
        lines: want.paise,
      });
    }
  });

  it('keeps every demo catalogue price and base price as the seed source gives it, in paise', async () => {
    for (const company of demoCompanies) {
      const products = DEMO_CATALOGUES[company]!;
      const stored = await sql<{ price: string; base: string; n: string }>`
        select sum(price_paise)::text as price, sum(base_price_paise)::text as base, count(*)::text as n
        from wms.catalogue_products where company_id = ${company} and sku in (${sql.join(products.map((p) => p.sku))})`.execute(
        db,
      );
      expect(stored.rows[0]).toEqual({
        price: String(products.reduce((sum, p) => sum + paiseOfWholeRupees(p.price), 0)),
        // The demo's cost is 60 % of the price in whole rupees.
        base: String(products.reduce((sum, p) => sum + paiseOfWholeRupees(Math.round(p.price * 0.6)), 0)),
        n: String(products.length),
      });
    }
  });

  it('answers a demo price and an order total in paise through GraphQL, as the tables keep them', async () => {
    const seller = await new Session(bff.url).signIn('seller@demo.in');
    const product = await seller.gql(
      `{ catalogueProducts(first: 1, search: { by: SKU, value: "CHAI-MSL-250" }) { edges { node { price basePrice } } } }`,
    );
    // Masala Chai 250g is ₹249 in the seed source; its cost ₹149 (60 %, whole rupees).
    expect(product.catalogueProducts.edges[0].node).toEqual({ price: 24_900, basePrice: 14_900 });
    const orders = await seller.gql(
      `{ orders(first: 5, createdAt: { preset: LAST_1_YEAR }) { edges { node { shopOrderId totalAmount items { quantity unitPrice } } } } }`,
    );
    expect(orders.orders.edges.length).toBeGreaterThan(0);
    for (const { node } of orders.orders.edges) {
      const stored = await sql<{ paise: string }>`
        select total_amount_paise::text as paise from oms.orders
        where company_id = ${DEMO_COMPANIES.chai} and shop_order_id = ${node.shopOrderId}`.execute(db);
      expect(String(node.totalAmount)).toBe(stored.rows[0]!.paise);
      expect(node.totalAmount).toBe(
        node.items.reduce(
          (sum: number, i: { quantity: number; unitPrice: number }) => sum + i.quantity * i.unitPrice,
          0,
        ),
      );
    }
  });
});
