import { sql, type Insertable, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { paiseOfRupeeFigure } from '@parcelo/common';
import {
  DEMO_CATALOGUES,
  DEMO_COMPANIES,
  DEMO_D2R,
  DEMO_DELHI_WAREHOUSE,
  DEMO_WAREHOUSES,
  DEMO_WSIN_NAMES,
} from '../demo.js';
import { ensureStockRows } from './catalogue/service.js';
import { takeProductNumbers } from './catalogue/product.js';
import { record, type LedgerEntry } from './inventory/ledger.js';
import type { WarehouseAddress, WmsDB } from './db.js';
import { warehouseNameKey } from './warehouses/records.js';

type OrderStockTable = WmsDB['order_stock'];
type HoldState = 'blocked' | 'outbound' | 'delivered' | 'released';
import { demoOrders, demoStockMoves } from '../demoOrders.js';
import { demoD2rOrders, demoD2rStockMoves } from '../demoD2r.js';
import { config } from '../platform/index.js';
import { lookupPincode } from '@parcelo/common/pincodes';

/** A demo warehouse's address, its city and state as India Post has its pincode. */
const address = (a: Omit<WarehouseAddress, 'city' | 'state'>) => {
  const place = lookupPincode(a.pincode);
  if (!place) throw new Error(`demo pincode ${a.pincode} is not in the directory`);
  return JSON.stringify({ ...a, city: place.city, state: place.state });
};

export async function seedWms(db: Kysely<WmsDB>): Promise<number> {
  const warehouses = await seedWarehouses(db);
  const links = await seedAttachments(db);
  const requests = await seedWarehouseRequest(db);
  return (
    Number(warehouses.numInsertedOrUpdatedRows ?? 0n) +
    Number(links.numInsertedOrUpdatedRows ?? 0n) +
    Number(requests.numInsertedOrUpdatedRows ?? 0n) +
    (await seedCatalogues(db))
  );
}

/** The three demo warehouses: a micro one in Delhi, a central one near Mumbai, an inactive pseudo one in Bengaluru. */
async function seedWarehouses(db: Kysely<WmsDB>) {
  return db
    .insertInto('warehouses')
    .values([
      {
        id: DEMO_WAREHOUSES.delhi,
        warehouse_code: 'WH-DEL-001',
        name: DEMO_DELHI_WAREHOUSE.name,
        name_key: warehouseNameKey(DEMO_DELHI_WAREHOUSE.name),
        warehouse_name: 'Okhla Phase II Micro Warehouse',
        warehouse_type: 'micro',
        invoice_prefix: 'DEL',
        active: true,
        rto_other_wh: false,
        lat: DEMO_DELHI_WAREHOUSE.lat,
        lng: DEMO_DELHI_WAREHOUSE.lng,
        address: address({
          name: 'Okhla Micro-WH',
          addressLine1: 'B-42, Okhla Industrial Area',
          addressLine2: 'Phase II',
          pincode: '110020',
          phone: '9811100001',
        }),
      },
      {
        id: DEMO_WAREHOUSES.mumbai,
        warehouse_code: 'WH-BOM-001',
        name: 'Bhiwandi Central',
        name_key: warehouseNameKey('Bhiwandi Central'),
        warehouse_name: 'Bhiwandi Central Fulfilment Centre',
        warehouse_type: 'central',
        invoice_prefix: 'BOM',
        active: true,
        rto_other_wh: true,
        lat: 19.2813,
        lng: 73.0483,
        address: address({
          name: 'Bhiwandi Central',
          addressLine1: 'Gala 12, Rahnal Village',
          addressLine2: 'Mumbai Nashik Highway',
          pincode: '421302',
          phone: '9811100002',
        }),
      },
      {
        id: DEMO_WAREHOUSES.bengaluru,
        warehouse_code: 'WH-BLR-001',
        name: 'Whitefield Pseudo',
        name_key: warehouseNameKey('Whitefield Pseudo'),
        warehouse_name: 'Whitefield Pseudo Warehouse',
        warehouse_type: 'pseudo',
        invoice_prefix: 'BLR',
        active: false,
        rto_other_wh: false,
        lat: 12.9698,
        lng: 77.75,
        address: address({
          name: 'Whitefield Pseudo',
          addressLine1: '88 ITPL Main Road',
          addressLine2: null,
          pincode: '560066',
          phone: '9811100003',
        }),
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
}

/** Which demo sellers each demo warehouse serves. */
async function seedAttachments(db: Kysely<WmsDB>) {
  return db
    .insertInto('company_warehouses')
    .values([
      {
        company_id: DEMO_COMPANIES.chai,
        warehouse_id: DEMO_WAREHOUSES.delhi,
        warehouse_type: 'micro',
        gst_number: '07AABCC1234D1ZD',
        fssai_number: '10019011000123',
      },
      {
        company_id: DEMO_COMPANIES.threads,
        warehouse_id: DEMO_WAREHOUSES.mumbai,
        warehouse_type: 'central',
        gst_number: '27AAFFB5678K1ZZ',
        fssai_number: null,
      },
      {
        company_id: DEMO_COMPANIES.hub,
        warehouse_id: DEMO_WAREHOUSES.delhi,
        warehouse_type: 'micro',
        // Registered in each state it works in: a GSTIN is per state.
        gst_number: '07AAKCS4321M1Z3',
        fssai_number: null,
      },
      {
        company_id: DEMO_COMPANIES.hub,
        warehouse_id: DEMO_WAREHOUSES.mumbai,
        warehouse_type: 'central',
        gst_number: '27AAKCS4321M1Z1',
        fssai_number: null,
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
}

/** Chai Point Naturals asks for a micro warehouse near its Bengaluru buyers: an admin's to answer. */
async function seedWarehouseRequest(db: Kysely<WmsDB>) {
  return db
    .insertInto('warehouse_requests')
    .values({
      id: '00000000-0000-4000-8000-0000000e0001',
      company_id: DEMO_COMPANIES.chai,
      state: 'Karnataka',
      city: 'Bengaluru',
      orders_per_month: 1800,
      estimated_units: 6500,
      name: 'Aarav Sharma',
      email: 'seller@demo.in',
      phone: '9810000001',
      status: 'pending',
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
}

/** What is left on the shelf of each demo WSIN at its seller's warehouse, after the demo orders took theirs. */
const OPENING_STOCK: Record<string, number> = { 'WS-CPN-MSL250': 800, 'WS-CPN-GFTBOX': 60, 'WS-BTH-SARRS': 40 };

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The opening stock of a seller's fresh stock rows, dated before the first demo order, then
 * every demo order's stock moves at their own dates, as live orders make them (see
 * demoStockMoves), with what each order holds: so the inventory, its trail and an export as
 * of any past day agree with the orders.
 */
async function seedStockOfOrders(
  db: Kysely<WmsDB>,
  companyId: string,
  warehouseId: string,
  rows: { id: string; wsin: string }[],
): Promise<number> {
  const rowOf = new Map(rows.map((r) => [r.wsin, r.id]));
  const now = Date.now();
  const orders = [
    ...demoOrders(config().demoOrders, now)
      .filter((o) => o.companyId === companyId && o.warehouseId === warehouseId)
      .map((o) => ({ ...o, label: `${o.prefix}-${100000 + o.n}`, moves: demoStockMoves(o) })),
    // Chai Point's D2R orders hold stock from their approval, as live ones do.
    ...(companyId === DEMO_COMPANIES.chai
      ? demoD2rOrders(now)
          .filter((o) => o.warehouseId === warehouseId && o.approvedAt)
          .map((o) => ({ ...o, label: o.shopOrderId, moves: demoD2rStockMoves(o) }))
      : []),
  ];
  const entries: LedgerEntry[] = [];
  const holds: Insertable<OrderStockTable>[] = [];
  const taken = new Map<string, number>();
  const actor = { actorId: null, actorName: 'Demo data' };
  for (const order of orders) {
    // Units of each stock row the order holds (a bundle holds several WSINs).
    const need = new Map<string, number>();
    for (const line of order.lines)
      for (const [wsin, per] of Object.entries(line.wsins)) {
        const id = rowOf.get(wsin);
        if (id) need.set(id, (need.get(id) ?? 0) + per * line.quantity);
      }
    if (!need.size) continue;
    let state: HoldState = 'blocked';
    for (const { move, at } of order.moves) {
      const base = { ...actor, orderId: order.id, createdAt: at };
      for (const [inventoryId, quantity] of need) {
        const e = { ...base, inventoryId };
        if (move === 'block') {
          taken.set(inventoryId, (taken.get(inventoryId) ?? 0) + quantity);
          entries.push({ ...e, kind: 'BLOCK', quantity, remark: 'Blocked for order' });
        } else if (move === 'outbound') {
          const remark = `Shipped, order ${order.label}`;
          entries.push({ ...e, kind: 'BLOCK', quantity: -quantity, remark });
          entries.push({ ...e, kind: 'OUTBOUND_OUT', quantity, remark });
        } else if (move === 'delivered') {
          const remark = `Delivered, order ${order.label}`;
          entries.push({ ...e, kind: 'OUTBOUND_OUT', quantity: -quantity, remark });
          entries.push({ ...e, kind: 'OUTBOUND_DELIVERED', quantity, remark });
        } else {
          entries.push({ ...e, kind: 'BLOCK', quantity: -quantity, remark: 'Cancelled by the seller' });
        }
      }
      state = move === 'block' ? 'blocked' : move === 'release' ? 'released' : move;
    }
    for (const [inventoryId, quantity] of need)
      holds.push({ order_id: order.id, inventory_id: inventoryId, quantity, state });
  }
  // The shelf was stocked a day before the first order, with enough for every order and some over.
  const openedAt = new Date(Math.min(now, ...orders.map((o) => o.createdAt.getTime())) - 86_400_000);
  const opening: LedgerEntry[] = rows.flatMap((r) => [
    {
      ...actor,
      inventoryId: r.id,
      kind: 'INBOUND_ACCEPTED' as const,
      quantity: (OPENING_STOCK[r.wsin] ?? 300) + (taken.get(r.id) ?? 0),
      remark: 'Opening stock',
      entryDate: day(openedAt),
      createdAt: openedAt,
    },
    {
      ...actor,
      inventoryId: r.id,
      kind: 'INBOUND_REJECTED' as const,
      quantity: 2,
      remark: 'Opening stock: damaged in transit',
      entryDate: day(openedAt),
      createdAt: openedAt,
    },
  ]);
  await db.transaction().execute(async (tx) => {
    await record(tx, [...opening, ...entries]);
    for (let i = 0; i < holds.length; i += 1000)
      await tx
        .insertInto('order_stock')
        .values(holds.slice(i, i + 1000))
        .onConflict((oc) => oc.doNothing())
        .execute();
  });
  return rows.length + holds.length;
}

/**
 * The slab each demo product is sold at: tea, herbs and silk 5 %, clothes 5 % up to ₹1,000 a
 * piece and 12 % above, bags 18 %.
 */
const demoGstRate = (hsn: string, price: number) =>
  hsn.startsWith('42') ? 18 : hsn.startsWith('62') && price > 1000 ? 12 : 5;

/** The demo sellers' products, WSINs, maps and opening stock; what exists already is kept. */
async function seedCatalogues(db: Kysely<WmsDB>): Promise<number> {
  let added = 0;
  for (const [companyId, products] of Object.entries(DEMO_CATALOGUES)) {
    const codes = [...new Set(products.flatMap((p) => Object.keys(p.wsins)))];
    const inserted = await db
      .insertInto('wsins')
      .values(
        codes.map((wsin) => ({
          id: randomUUID(),
          company_id: companyId,
          wsin,
          name: DEMO_WSIN_NAMES[wsin] ?? wsin,
          active: true,
        })),
      )
      .onConflict((oc) => oc.constraint('wsins_wsin_key').doNothing())
      .executeTakeFirst();
    added += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
    const wsins = new Map(
      (await db.selectFrom('wsins').select(['id', 'wsin']).where('company_id', '=', companyId).execute()).map((w) => [
        w.wsin,
        w.id,
      ]),
    );
    const existing = new Set(
      (await db.selectFrom('catalogue_products').select('sku').where('company_id', '=', companyId).execute()).map(
        (p) => p.sku,
      ),
    );
    const numbers = await takeProductNumbers(db, companyId, products.filter((p) => !existing.has(p.sku)).length);
    for (const [i, p] of products.entries()) {
      if (existing.has(p.sku)) continue;
      const created = await db
        .insertInto('catalogue_products')
        .values({
          id: randomUUID(),
          company_id: companyId,
          product_id: numbers.shift()!,
          product_title: p.title,
          sku: p.sku,
          category: p.category,
          price_paise: paiseOfRupeeFigure(p.price),
          length_cm: 20,
          breadth_cm: 15,
          height_cm: 5 + i,
          weight_gm: p.weight,
          hsn_code: p.hsnCode,
          gst_rate: demoGstRate(p.hsnCode, p.price),
          // The demo's cost: 60 % of the price, in whole rupees.
          base_price_paise: paiseOfRupeeFigure(Math.round(p.price * 0.6)),
          margin: 40,
          d2r_category: null,
          shop_type: 'shopify',
          active: 1,
          image_urls: '[]',
        })
        .onConflict((oc) => oc.constraint('catalogue_products_sku_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) continue;
      added += 1;
      const map = Object.entries(p.wsins);
      if (map.length)
        await db
          .insertInto('catalogue_wsins')
          .values(map.map(([w, quantity]) => ({ catalogue_id: created.id, wsin_id: wsins.get(w)!, quantity })))
          .execute();
    }
    await ensureStockRows(db, companyId, [...wsins.values()]);
    if (companyId === DEMO_COMPANIES.chai) added += await seedStorePricing(db, companyId, DEMO_WAREHOUSES.delhi);
    const home = companyId === DEMO_COMPANIES.chai ? DEMO_WAREHOUSES.delhi : DEMO_WAREHOUSES.mumbai;
    const empty = await db
      .selectFrom('inventory as i')
      .innerJoin('wsins as w', 'w.id', 'i.wsin_id')
      .select(['i.id', 'w.wsin'])
      .where('i.company_id', '=', companyId)
      .where('i.warehouse_id', '=', home)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('inventory_entries as e').select('e.id').whereRef('e.inventory_id', '=', 'i.id')),
        ),
      )
      .execute();
    if (!empty.length) continue;
    added += await seedStockOfOrders(db, companyId, home, empty);
  }
  return added;
}

/** Chai Point's discounts at the Okhla store, which its D2R orders are priced at; a discount set since is kept. */
async function seedStorePricing(db: Kysely<WmsDB>, companyId: string, storeId: string): Promise<number> {
  const products = await db
    .selectFrom('catalogue_products')
    .select(['id', 'sku'])
    .where('company_id', '=', companyId)
    .where('sku', 'in', Object.keys(DEMO_D2R.discounts))
    .execute();
  if (!products.length) return 0;
  const result = await db
    .insertInto('catalogue_pricing')
    .values(
      products.map((p) => ({
        catalogue_id: p.id,
        store_id: storeId,
        discount_paise: paiseOfRupeeFigure(DEMO_D2R.discounts[p.sku] ?? 0),
      })),
    )
    .onConflict((oc) => oc.columns(['catalogue_id', 'store_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/**
 * `target` WSINs of seller@demo.in's company, each with a stock row at its Delhi
 * warehouse and an opening inbound in the ledger (so the figures still equal the
 * ledger's sums): the inventory page at scale, for the bench.
 */
export async function seedScaleInventory(
  db: Kysely<WmsDB>,
  target: number,
  log: (line: string) => void = () => {},
): Promise<number> {
  const companyId = DEMO_COMPANIES.chai;
  const warehouseId = DEMO_WAREHOUSES.delhi;
  const have = Number(
    (
      await db
        .selectFrom('wsins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .where('wsin', 'like', 'SCL-WS-%')
        .executeTakeFirstOrThrow()
    ).n,
  );
  for (let start = have + 1; start <= target; start += 50_000) {
    const end = Math.min(target, start + 49_999);
    await sql`
      insert into ${sql.id('wms', 'wsins')} (id, company_id, wsin, name, active, created_at)
      select gen_random_uuid(), ${companyId}::uuid, 'SCL-WS-' || lpad(g::text, 6, '0'), 'Scale item ' || g, true, now() - (g || ' seconds')::interval
      from generate_series(${start}::int, ${end}::int) g
      on conflict do nothing`.execute(db);
    await sql`
      insert into ${sql.id('wms', 'inventory')} (id, company_id, warehouse_id, wsin_id, inbound_accepted, created_at, updated_at)
      select gen_random_uuid(), w.company_id, ${warehouseId}::uuid, w.id, 100 + (substr(w.wsin, 8)::int % 400), w.created_at, now()
      from ${sql.id('wms', 'wsins')} w
      where w.company_id = ${companyId}::uuid and w.wsin between ${`SCL-WS-${String(start).padStart(6, '0')}`} and ${`SCL-WS-${String(end).padStart(6, '0')}`}
      on conflict do nothing`.execute(db);
    await sql`
      insert into ${sql.id('wms', 'inventory_entries')} (inventory_id, kind, quantity, remark, actor_name, entry_date)
      select i.id, 'INBOUND_ACCEPTED', i.inbound_accepted, 'Opening stock', 'Scale data', current_date
      from ${sql.id('wms', 'inventory')} i join ${sql.id('wms', 'wsins')} w on w.id = i.wsin_id
      where w.company_id = ${companyId}::uuid and w.wsin between ${`SCL-WS-${String(start).padStart(6, '0')}`} and ${`SCL-WS-${String(end).padStart(6, '0')}`}
        and not exists (select 1 from ${sql.id('wms', 'inventory_entries')} e where e.inventory_id = i.id)`.execute(db);
    log(`  ${end.toLocaleString('en-IN')} scale stock rows`);
  }
  // Fresh statistics, so the planner knows the company's rows are many.
  if (have < target) await sql`analyze ${sql.id('wms', 'inventory')}, ${sql.id('wms', 'wsins')}`.execute(db);
  return target;
}
