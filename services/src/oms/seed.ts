import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import {
  INDIAN_STATES,
  type OrderAddress,
  type PaymentMode,
  type ShopType,
  UNDELIVERED_REASON_VALUES,
} from '@parcelo/common';
import { DEMO_CATALOGUES, DEMO_COMPANIES, DEMO_PICKUPS, DEMO_WAREHOUSES } from '../demo.js';
import type { OmsDB, OrderItemTable, OrderTable, OrderTrailTable } from './db.js';
import { documentPath } from './documents/paths.js';
import { config } from '../platform/index.js';

/** A small deterministic PRNG, so every fresh database gets the same demo orders. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATALOGUES: Record<string, [string, string, number][]> = Object.fromEntries(
  Object.entries(DEMO_CATALOGUES).map(([companyId, products]) => [
    companyId,
    products.map((p) => [p.title, p.sku, p.price]),
  ]),
);

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ananya',
  'Diya',
  'Isha',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Arjun',
  'Kavya',
  'Nikhil',
  'Pooja',
  'Rahul',
  'Sneha',
  'Tanvi',
  'Varun',
  'Zoya',
  'Harsh',
];
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Gupta',
  'Khan',
  'Patel',
  'Singh',
  'Das',
  'Mehta',
  'Joshi',
  'Kulkarni',
  'Banerjee',
  'Chopra',
];
const CITIES: Record<string, string> = {
  Delhi: 'New Delhi',
  Maharashtra: 'Pune',
  Karnataka: 'Bengaluru',
  'Tamil Nadu': 'Chennai',
  'West Bengal': 'Kolkata',
  Telangana: 'Hyderabad',
  Gujarat: 'Ahmedabad',
  Rajasthan: 'Jaipur',
  'Uttar Pradesh': 'Lucknow',
  Kerala: 'Kochi',
};
const PARTNERS = ['Delhivery', 'Blue Dart', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'DTDC'];
const CHANNELS: [ShopType, number][] = [
  ['shopify', 45],
  ['amazon', 20],
  ['wordpress', 12],
  ['manual', 10],
  ['unicommerce', 6],
  ['easyecom', 4],
  ['shipway', 3],
];
const STATUSES: [string, number][] = [
  ['PLACED', 14],
  ['PROCESSED', 8],
  ['READY_TO_SHIP', 8],
  ['packed', 4],
  ['PICKED_UP', 5],
  ['SHIPPED', 6],
  ['IN_TRANSIT', 10],
  ['OUT_FOR_DELIVERY', 5],
  ['DELIVERED', 26],
  ['UNDELIVERED', 4],
  ['CANCELLED', 5],
  ['RTO_IN_TRANSIT', 2],
  ['RTO_DELIVERED', 2],
  ['LOST', 1],
];
/** The path an order walks to reach each status, for its trail. */
const PATH = [
  'PLACED',
  'PROCESSED',
  'READY_TO_SHIP',
  'PICKED_UP',
  'SHIPPED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
];
const SHIPPED = new Set([
  'PICKED_UP',
  'SHIPPED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'UNDELIVERED',
  'RTO_IN_TRANSIT',
  'RTO_DELIVERED',
  'LOST',
]);

function weighted<T>(rand: () => number, options: [T, number][]): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [value, w] of options) if ((r -= w) < 0) return value;
  return options[0]![0];
}

function pathTo(status: string): string[] {
  const i = PATH.indexOf(status);
  if (i >= 0) return PATH.slice(0, i + 1);
  if (status === 'packed') return ['PLACED', 'PROCESSED', 'packed'];
  if (status === 'CANCELLED') return ['PLACED', 'CANCELLED'];
  if (status === 'UNDELIVERED') return [...PATH.slice(0, 7), 'UNDELIVERED'];
  if (status.startsWith('RTO')) return [...PATH.slice(0, 7), 'UNDELIVERED', status];
  return [...PATH.slice(0, 6), status];
}

/** Demo orders for the two demo sellers, spread over the last 120 days. */
export async function seedOms(db: Kysely<OmsDB>, perCompany = config().demoOrders): Promise<number> {
  const rand = mulberry32(20261121);
  const now = Date.now();
  let added = 0;
  const companies: [string, string][] = [
    [DEMO_COMPANIES.chai, DEMO_WAREHOUSES.delhi],
    [DEMO_COMPANIES.threads, DEMO_WAREHOUSES.mumbai],
  ];
  for (const [companyId, warehouseId] of companies) {
    const pickup = DEMO_PICKUPS[warehouseId as keyof typeof DEMO_PICKUPS];
    const catalogue = CATALOGUES[companyId]!;
    const prefix = companyId === DEMO_COMPANIES.chai ? 'CPN' : 'BTH';
    for (let start = 0; start < perCompany; start += 500) {
      const orders: Insertable<OrderTable>[] = [];
      const items: Insertable<OrderItemTable>[] = [];
      const trail: Insertable<OrderTrailTable>[] = [];
      for (let n = start; n < Math.min(perCompany, start + 500); n++) {
        const id = randomUUID();
        const createdAt = new Date(now - Math.floor(rand() * 120 * 86_400_000));
        const status = weighted(rand, STATUSES);
        const shopType = weighted(rand, CHANNELS);
        const state =
          rand() < 0.6
            ? Object.keys(CITIES)[Math.floor(rand() * 10)]!
            : INDIAN_STATES[Math.floor(rand() * INDIAN_STATES.length)]!;
        const first = FIRST[Math.floor(rand() * FIRST.length)]!;
        const last = LAST[Math.floor(rand() * LAST.length)]!;
        const pincode = String(110001 + Math.floor(rand() * 740000)).slice(0, 6);
        const address: OrderAddress = {
          firstName: first,
          lastName: last,
          addressLine1: `${1 + Math.floor(rand() * 300)}, ${['MG Road', 'Station Road', 'Park Street', 'Link Road', 'Church Street'][Math.floor(rand() * 5)]}`,
          addressLine2: ['Near City Mall', 'Opp. Post Office', 'Sector 12', 'Block C', 'Ward 7'][
            Math.floor(rand() * 5)
          ]!,
          city: CITIES[state] ?? state,
          state,
          pincode,
          country: 'India',
        };
        const lines = 1 + Math.floor(rand() * 3);
        let total = 0;
        for (let p = 0; p < lines; p++) {
          const [title, sku, price] = catalogue[Math.floor(rand() * catalogue.length)]!;
          const quantity = 1 + Math.floor(rand() * 3);
          total += quantity * price;
          items.push({
            id: randomUUID(),
            order_id: id,
            company_id: companyId,
            position: p,
            title,
            sku,
            quantity,
            unit_price: price,
          });
        }
        const shipped = SHIPPED.has(status);
        const partner = shipped || rand() < 0.3 ? PARTNERS[Math.floor(rand() * PARTNERS.length)]! : null;
        const paymentMode: PaymentMode = rand() < 0.55 ? 'COD' : 'PREPAID';
        const path = pathTo(status);
        orders.push({
          id,
          company_id: companyId,
          warehouse_id: warehouseId,
          shop_order_id: `${prefix}-${String(100000 + n)}`,
          external_order_id:
            shopType === 'manual' ? null : `${shopType.toUpperCase().slice(0, 3)}${Math.floor(rand() * 1e9)}`,
          status,
          payment_mode: paymentMode,
          shop_type: shopType,
          customer_name: `${first} ${last}`,
          customer_phone: `9${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`,
          customer_email: `${first}.${last}${n}@example.in`.toLowerCase(),
          shipping_address: JSON.stringify(address),
          delivery_state: state,
          delivery_pincode: pincode,
          pickup_pincode: pickup.pincode,
          pickup_state: pickup.state,
          weight_kg: Math.round((0.2 + rand() * 2.8) * 1000) / 1000,
          length_cm: 10 + Math.floor(rand() * 30),
          breadth_cm: 10 + Math.floor(rand() * 20),
          height_cm: 5 + Math.floor(rand() * 15),
          total_amount: total,
          // Every order has Parcelo's AWB from the start, as live ones do; unshipped ones get it without a draw, so the rest of the demo stays as it was.
          awb: shipped
            ? `PC${String(Math.floor(rand() * 1e10)).padStart(10, '0')}`
            : `PC${prefix === 'CPN' ? 7 : 8}${String(100000000 + n).padStart(9, '0')}`,
          delivery_awb:
            shipped && partner
              ? `${partner.slice(0, 2).toUpperCase()}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`
              : null,
          reverse_awb: status.startsWith('RTO') ? `RV${String(Math.floor(rand() * 1e9)).padStart(9, '0')}` : null,
          delivery_partner: partner,
          shipper: partner,
          // Numbered once OMS has started, from the company's gapless counter like any order from before.
          invoice_id: null,
          // Documents OMS renders itself, at its own addresses (the BFF serves them to browsers).
          invoice_url: documentPath('invoice', id),
          shipping_label_url: documentPath('label', id),
          b2b: rand() < 0.08,
          d2r: rand() < 0.05,
          created_at: createdAt,
          rts_at: path.includes('READY_TO_SHIP') ? new Date(createdAt.getTime() + 6 * 3600_000) : null,
          updated_at: createdAt,
        });
        // Steps of up to 9 hours, squeezed so that a recent order's trail never runs past now.
        const step = Math.min(9 * 3600_000, (now - createdAt.getTime()) / path.length);
        path.forEach((s, i) => {
          trail.push({
            order_id: id,
            status: s,
            description:
              i === 0
                ? 'Order received'
                : s === 'CANCELLED'
                  ? 'Cancelled by the seller'
                  : `Moved to ${s.replace(/_/g, ' ').toLowerCase()}`,
            city: i < 3 ? pickup.city : address.city,
            created_at: new Date(createdAt.getTime() + i * step),
          });
        });
      }
      const inserted = await db
        .insertInto('orders')
        .values(orders)
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .execute();
      const kept = new Set(inserted.map((r) => r.id));
      const keptItems = items.filter((i) => kept.has(i.order_id));
      const keptTrail = trail.filter((t) => kept.has(t.order_id));
      if (keptItems.length) await db.insertInto('order_items').values(keptItems).execute();
      if (keptTrail.length) await db.insertInto('order_trail').values(keptTrail).execute();
      added += kept.size;
    }
    if (added) await seedNdrEvents(db, companyId);
  }
  return added;
}

/** Demo NDR: the latest undelivered orders ask their buyers, through the outbox, as live ones do. */
async function seedNdrEvents(db: Kysely<OmsDB>, companyId: string, count = 4) {
  const reasons = UNDELIVERED_REASON_VALUES;
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('status', '=', 'UNDELIVERED')
    .orderBy('created_at', 'desc')
    .limit(count)
    .execute();
  if (!rows.length) return;
  await db
    .insertInto('order_outbox')
    .values(
      rows.map((o, i) => ({
        order_id: o.id,
        action: 'ndr' as const,
        remark: 'Demo data',
        actor_name: 'Courier',
        payload: JSON.stringify({
          companyId: o.company_id,
          awb: o.awb ?? o.delivery_awb,
          shopOrderId: o.shop_order_id,
          customerName: o.customer_name,
          customerPhone: o.customer_phone,
          shippingAddress: o.shipping_address,
          reason: reasons[i % reasons.length],
        }),
      })),
    )
    .execute();
}

/**
 * Scale data for benchmarks (`npm run seed -- --orders 1000000`): plain generated orders
 * for the first demo seller, spread over the last year, written by the database itself.
 */
export async function seedScaleOrders(
  db: Kysely<OmsDB>,
  target: number,
  log: (line: string) => void = () => {},
): Promise<number> {
  const companyId = DEMO_COMPANIES.chai;
  const warehouseId = DEMO_WAREHOUSES.delhi;
  const have = Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .where('shop_order_id', 'like', 'SCL-%')
        .executeTakeFirstOrThrow()
    ).n,
  );
  const states = sql.raw(`array[${INDIAN_STATES.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);
  for (let start = have + 1; start <= target; start += 100_000) {
    const end = Math.min(target, start + 99_999);
    await sql`
      insert into ${sql.id('oms', 'orders')} (id, company_id, warehouse_id, shop_order_id, status, payment_mode, shop_type, customer_name,
        customer_phone, customer_email, shipping_address, delivery_state, delivery_pincode, pickup_pincode, pickup_state, weight_kg,
        total_amount, awb, delivery_partner, shipper, invoice_id, created_at, updated_at)
      select gen_random_uuid(), ${companyId}::uuid, ${warehouseId}::uuid, 'SCL-' || g,
        (array['PLACED','PROCESSED','READY_TO_SHIP','SHIPPED','IN_TRANSIT','DELIVERED','DELIVERED','CANCELLED','UNDELIVERED'])[1 + g % 9],
        case when g % 2 = 0 then 'COD' else 'PREPAID' end, (array['shopify','amazon','wordpress','manual'])[1 + g % 4],
        'Scale Buyer ' || g, '9' || lpad((g % 1000000000)::text, 9, '0'), 'buyer' || g || '@example.in',
        jsonb_build_object('firstName', 'Scale', 'lastName', 'Buyer ' || g, 'addressLine1', g || ' Ring Road', 'addressLine2', 'Sector ' || (g % 90),
          'city', 'City ' || (g % 500), 'state', (${states})[1 + g % 36], 'pincode', lpad((110001 + g % 700000)::text, 6, '0'), 'country', 'India'),
        (${states})[1 + g % 36], lpad((110001 + g % 700000)::text, 6, '0'), '110020', 'Delhi', 0.5 + (g % 20) / 10.0, 249 * (1 + g % 3),
        'SC' || lpad(g::text, 10, '0'), (array['Delhivery','Blue Dart','Xpressbees','DTDC'])[1 + g % 4], (array['Delhivery','Blue Dart','Xpressbees','DTDC'])[1 + g % 4],
        'SCL/INV/' || g, now() - ((g::bigint * 7919) % 525600) * interval '1 minute', now()
      from generate_series(${start}::int, ${end}::int) g
      on conflict do nothing`.execute(db);
    await sql`
      insert into ${sql.id('oms', 'order_items')} (id, order_id, company_id, position, title, sku, quantity, unit_price)
      select gen_random_uuid(), o.id, o.company_id, 0, 'Masala Chai 250g', 'CHAI-MSL-250', 1 + (substr(o.shop_order_id, 5)::int % 3), 249
      from ${sql.id('oms', 'orders')} o
      where o.company_id = ${companyId}::uuid and o.shop_order_id in (select 'SCL-' || g from generate_series(${start}::int, ${end}::int) g)`.execute(
      db,
    );
    log(`  ${end.toLocaleString('en-IN')} scale orders`);
  }
  // Fresh rows are not yet all-visible: without this, counts read the heap instead of the index.
  await sql`vacuum analyze ${sql.id('oms', 'orders')}`.execute(db);
  await sql`vacuum analyze ${sql.id('oms', 'order_items')}`.execute(db);
  return Math.max(0, target - have);
}
