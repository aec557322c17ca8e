import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import {
  INDIAN_STATES,
  INDIA_TIME_ZONE,
  UNDELIVERED_REASONS,
  invoicePrefixOf,
  paiseOfRupeeFigure,
  type UndeliveredReason,
} from '@parcelo/common';
import { DEMO_CHAI_INVOICING, DEMO_COMPANIES, DEMO_WAREHOUSES, stockedDemoProducts } from '../demo.js';
import { SHIPPED, demoOrders, demoPickup } from '../demoOrders.js';
import type { OmsDB, OrderItemTable, OrderTable, OrderTrailTable } from './db.js';
import { documentPath } from './documents/paths.js';
import { config } from '../platform/index.js';
import { seedDeliveryPartners } from './deliveryPartners/seed.js';
import { seedShippingPackages } from './shippingPackages/seed.js';
import { seedD2rOrders } from './d2r/seed.js';

/** Why demo deliveries failed, about as often as couriers report each. */
const DEMO_NDR_REASONS: [UndeliveredReason, number][] = [
  ['NO_RESPONSE_FROM_CUSTOMER', 34],
  ['WRONG_OR_INCOMPLETE_ADDRESS', 24],
  ['REFUSED_BY_CUSTOMER', 20],
  ['ROUTE_OBSTACLES', 9],
  ['BAD_WEATHER_CONDITIONS', 5],
  ['OTHER', 8],
];

/** A failed delivery's reason, picked by the order's id so the demo draws stay as they were. */
function demoNdrReason(id: string): UndeliveredReason {
  let r = parseInt(id.slice(9, 13), 16) % 100;
  for (const [reason, weight] of DEMO_NDR_REASONS) if ((r -= weight) < 0) return reason;
  return 'OTHER';
}

/** Demo orders for the two demo sellers, spread over the last 120 days, with their WSIN maps as placing them gave. */
export async function seedOms(db: Kysely<OmsDB>, perCompany = config().demoOrders): Promise<number> {
  const now = Date.now();
  let added = 0;
  const all = demoOrders(perCompany, now);
  for (const companyId of [DEMO_COMPANIES.chai, DEMO_COMPANIES.threads]) {
    const mine = all.filter((o) => o.companyId === companyId);
    for (let start = 0; start < mine.length; start += 500) {
      const orders: Insertable<OrderTable>[] = [];
      const items: Insertable<OrderItemTable>[] = [];
      const trail: Insertable<OrderTrailTable>[] = [];
      for (const o of mine.slice(start, start + 500)) {
        const { id, n, prefix, status, shopType, address, partner } = o;
        const pickup = demoPickup(o.warehouseId);
        const d = o.draws;
        let total = 0;
        o.lines.forEach((line, position) => {
          total += line.quantity * paiseOfRupeeFigure(line.price);
          items.push({
            id: randomUUID(),
            order_id: id,
            company_id: companyId,
            position,
            title: line.title,
            sku: line.sku,
            quantity: line.quantity,
            unit_price_paise: paiseOfRupeeFigure(line.price),
            wsin_mapping: JSON.stringify(line.wsins),
          });
        });
        const shipped = SHIPPED.has(status);
        const path = o.steps.map((s) => s.status);
        const packed = o.steps.find((s) => s.status === 'packed');
        const ndrReason = path.includes('UNDELIVERED') ? demoNdrReason(id) : null;
        orders.push({
          id,
          company_id: companyId,
          warehouse_id: o.warehouseId,
          shop_order_id: `${prefix}-${String(100000 + n)}`,
          external_order_id:
            shopType === 'manual' ? null : `${shopType.toUpperCase().slice(0, 3)}${Math.floor(d[0]! * 1e9)}`,
          status,
          payment_mode: o.paymentMode,
          shop_type: shopType,
          customer_name: `${address.firstName} ${address.lastName}`,
          customer_phone: `9${String(Math.floor(d[1]! * 1e9)).padStart(9, '0')}`,
          customer_email: `${address.firstName}.${address.lastName}${n}@example.in`.toLowerCase(),
          shipping_address: JSON.stringify(address),
          delivery_state: address.state,
          delivery_pincode: address.pincode,
          pickup_pincode: pickup.pincode,
          pickup_state: pickup.state,
          weight_kg: Math.round((0.2 + d[2]! * 2.8) * 1000) / 1000,
          length_cm: 10 + Math.floor(d[3]! * 30),
          breadth_cm: 10 + Math.floor(d[4]! * 20),
          height_cm: 5 + Math.floor(d[5]! * 15),
          total_amount_paise: total,
          // Every order has Parcelo's AWB from the start, as live ones do.
          awb: shipped
            ? `PC${String(Math.floor(d[6]! * 1e10)).padStart(10, '0')}`
            : `PC${prefix === 'CPN' ? 7 : 8}${String(100000000 + n).padStart(9, '0')}`,
          delivery_awb:
            shipped && partner
              ? `${partner.slice(0, 2).toUpperCase()}${String(Math.floor(d[7]! * 1e9)).padStart(9, '0')}`
              : null,
          reverse_awb: status.startsWith('RTO') ? `RV${String(Math.floor(d[8]! * 1e9)).padStart(9, '0')}` : null,
          delivery_partner: partner,
          shipper: partner,
          // Numbered once OMS has started, from the company's gapless counter like any order from before.
          invoice_id: null,
          // Documents OMS renders itself, at its own addresses (the BFF serves them to browsers).
          invoice_url: documentPath('invoice', id),
          shipping_label_url: documentPath('label', id),
          b2b: d[9]! < 0.08,
          // Direct-to-retailer orders are Chai Point's own demo trade (seedD2rOrders), not these.
          d2r: false,
          created_at: o.createdAt,
          rts_at: path.includes('READY_TO_SHIP') ? new Date(o.createdAt.getTime() + 6 * 3600_000) : null,
          packed_at: packed?.at ?? null,
          delivered_at: o.steps.find((s) => s.status === 'DELIVERED')?.at ?? null,
          undelivered_reason: ndrReason,
          updated_at: o.steps.at(-1)!.at,
        });
        o.steps.forEach(({ status: s, at }, i) => {
          trail.push({
            order_id: id,
            status: s,
            description:
              i === 0
                ? 'Order received'
                : s === 'CANCELLED'
                  ? 'Cancelled by the seller'
                  : s === 'UNDELIVERED' && ndrReason
                    ? `Delivery attempted: ${UNDELIVERED_REASONS[ndrReason]}`
                    : `Moved to ${s.replace(/_/g, ' ').toLowerCase()}`,
            // At the warehouse until it leaves, then where the buyer is.
            city: i < 3 ? pickup.city : address.city,
            created_at: at,
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
  return added + (await seedD2rOrders(db)) + (await seedDeliveryPartners(db)) + (await seedShippingPackages(db));
}

/** Demo NDR: the latest undelivered orders ask their buyers, through the outbox, as live ones do. */
async function seedNdrEvents(db: Kysely<OmsDB>, companyId: string, count = 4) {
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
      rows.map((o) => ({
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
          reason: o.undelivered_reason ?? 'OTHER',
        }),
      })),
    )
    .execute();
}

/**
 * Scale data for benchmarks (`npm run seed -- --orders 1000000`): plain generated orders
 * for the first demo seller, spread over the last year, written by the database itself. Each
 * order's figures come from a hash of its number, so statuses, couriers, products and failed
 * deliveries' reasons mix as live ones do and the dashboard has something to rank. They arrive
 * with invoice numbers from the seller's gap-free counter, so no start has a million to number.
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
  const list = (values: readonly (string | number)[]) =>
    sql.raw(`array[${values.map((v) => (typeof v === 'number' ? v : `'${v.replace(/'/g, "''")}'`)).join(',')}]`);
  const states = list(INDIAN_STATES);
  // The catalogue's first products sell most: each product is in the pool once more than the next.
  const catalogue = stockedDemoProducts(companyId);
  const products = catalogue.flatMap((p, i) => Array<typeof p>(catalogue.length - i).fill(p));
  const titles = list(products.map((p) => p.title));
  const skus = list(products.map((p) => p.sku));
  const prices = list(products.map((p) => paiseOfRupeeFigure(p.price)));
  // Out of 40: 3 placed, 2 processed, 2 ready, 2 shipped, 5 in transit, 17 delivered, 3 cancelled, 2 undelivered, 2 RTO, 2 returned.
  const statuses = list([
    ...Array<string>(3).fill('PLACED'),
    ...Array<string>(2).fill('PROCESSED'),
    ...Array<string>(2).fill('READY_TO_SHIP'),
    ...Array<string>(2).fill('SHIPPED'),
    ...Array<string>(5).fill('IN_TRANSIT'),
    ...Array<string>(17).fill('DELIVERED'),
    ...Array<string>(3).fill('CANCELLED'),
    ...Array<string>(2).fill('UNDELIVERED'),
    ...Array<string>(2).fill('RTO_IN_TRANSIT'),
    ...Array<string>(2).fill('RTO_DELIVERED'),
  ]);
  const couriers = list(['Delhivery', 'Delhivery', 'Blue Dart', 'Xpressbees', 'Xpressbees', 'DTDC', 'Ecom Express']);
  const reasonPool = DEMO_NDR_REASONS.flatMap(([reason, weight]) => Array<string>(weight).fill(reason));
  const reasons = list(reasonPool);
  // An order's number g, its hash h and what follows from them: its first product a, its
  // quantity q, and a second product b on one order in five.
  const scale = (start: number, end: number) => sql`
    select g, h, 'SCL-' || g as shop_order_id, 1 + (h >> 8) % ${products.length} as a, 1 + g % 3 as q,
      case when h % 5 = 0 then 1 + (h >> 12) % ${products.length} end as b,
      (${statuses})[1 + (h >> 16) % 40] as status,
      now() - ((g::bigint * 7919) % 525600) * interval '1 minute' as created_at
    from generate_series(${start}::int, ${end}::int) g, lateral (select (g::bigint * 2654435761) % 4294967296 as h) x`;
  // India's financial year of each order, labelled as its invoice number carries it ('2627').
  const startYear = sql`extract(year from (s.created_at at time zone ${INDIA_TIME_ZONE}) - interval '3 months')::int`;
  const yearLabel = sql`lpad((${startYear} % 100)::text, 2, '0') || lpad(((${startYear} + 1) % 100)::text, 2, '0')`;
  const prefix = invoicePrefixOf({ name: 'Chai Point Naturals', invoicing: DEMO_CHAI_INVOICING });
  for (let start = have + 1; start <= target; start += 100_000) {
    const end = Math.min(target, start + 99_999);
    // The counter moves by the batch's count in each year, and the batch takes the serials it skipped.
    await sql`
      with generated as (select x.*, gen_random_uuid() as id from (${scale(start, end)}) x),
      s as (select s.*, ${yearLabel} as year from generated s),
      counted as (
        insert into ${sql.id('oms', 'invoice_counters')} (company_id, financial_year, last_number)
        select ${companyId}::uuid, year, count(*) from s group by year
        on conflict (company_id, financial_year) do update set last_number = invoice_counters.last_number + excluded.last_number
        returning financial_year, last_number),
      numbered as (
        select s.*, c.last_number - count(*) over (partition by s.year) + row_number() over (partition by s.year order by s.created_at, s.g) as serial
        from s join counted c on c.financial_year = s.year)
      insert into ${sql.id('oms', 'orders')} (id, company_id, warehouse_id, shop_order_id, status, payment_mode, shop_type, customer_name,
        customer_phone, customer_email, shipping_address, delivery_state, delivery_pincode, pickup_pincode, pickup_state, weight_kg,
        total_amount_paise, awb, delivery_partner, shipper, invoice_id, invoiced_at, invoice_url, created_at, updated_at, delivered_at, undelivered_reason)
      select s.id, ${companyId}::uuid, ${warehouseId}::uuid, s.shop_order_id, s.status,
        case when g % 2 = 0 then 'COD' else 'PREPAID' end, (array['shopify','amazon','wordpress','manual'])[1 + g % 4],
        'Scale Buyer ' || g, '9' || lpad((g % 1000000000)::text, 9, '0'), 'buyer' || g || '@example.in',
        jsonb_build_object('firstName', 'Scale', 'lastName', 'Buyer ' || g, 'addressLine1', g || ' Ring Road', 'addressLine2', 'Sector ' || (g % 90),
          'city', 'City ' || (g % 500), 'state', (${states})[1 + g % 36], 'pincode', lpad((110001 + g % 700000)::text, 6, '0'), 'country', 'India'),
        (${states})[1 + g % 36], lpad((110001 + g % 700000)::text, 6, '0'), '110020', 'Delhi', 0.5 + (g % 20) / 10.0,
        (${prices})[s.a] * s.q + coalesce((${prices})[s.b], 0),
        'SC' || lpad(g::text, 10, '0'),
        case when s.status not in ('PLACED', 'PROCESSED', 'CANCELLED') then (${couriers})[1 + (h >> 20) % 7] end,
        case when s.status not in ('PLACED', 'PROCESSED', 'CANCELLED') then (${couriers})[1 + (h >> 20) % 7] end,
        ${prefix} || '/' || s.year || '/' || lpad(s.serial::text, greatest(5, length(s.serial::text)), '0'),
        s.created_at, ${documentPath('invoice', '')} || s.id::text, s.created_at, now(),
        case when s.status = 'DELIVERED' then least(now(), s.created_at + (24 + (h >> 24) % 120) * interval '1 hour') end,
        case when s.status in ('UNDELIVERED', 'RTO_IN_TRANSIT', 'RTO_DELIVERED') then (${reasons})[1 + (h >> 4) % ${reasonPool.length}] end
      from numbered s`.execute(db);
    await sql`
      insert into ${sql.id('oms', 'order_items')} (id, order_id, company_id, position, title, sku, quantity, unit_price_paise)
      select gen_random_uuid(), o.id, o.company_id, l.position, (${titles})[l.p], (${skus})[l.p], l.quantity, (${prices})[l.p]
      from (${scale(start, end)}) s
      join ${sql.id('oms', 'orders')} o on o.company_id = ${companyId}::uuid and o.shop_order_id = s.shop_order_id
      cross join lateral (values (0, s.a, s.q), (1, s.b, 1)) l (position, p, quantity)
      where l.p is not null`.execute(db);
    log(`  ${end.toLocaleString('en-IN')} scale orders`);
  }
  // Fresh rows are not yet all-visible: without this, counts read the heap instead of the index.
  await sql`vacuum analyze ${sql.id('oms', 'orders')}`.execute(db);
  await sql`vacuum analyze ${sql.id('oms', 'order_items')}`.execute(db);
  await sql`vacuum analyze ${sql.id('oms', 'order_rollup')}`.execute(db);
  await sql`vacuum analyze ${sql.id('oms', 'order_item_rollup')}`.execute(db);
  return Math.max(0, target - have);
}
