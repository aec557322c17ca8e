import { sql, type Kysely } from 'kysely';
import {
  createBulkJobTables,
  createIdempotencyTable,
  rupeesColumnToPaise,
  type Migrations,
} from '../platform/index.js';

/** (company_id, <expr>, created_at desc): a filter plus the list's own order, for keyset scans. */
const searchIndex = (db: Kysely<any>, name: string, expression: string) =>
  db.schema
    .createIndex(name)
    .on('orders')
    .expression(sql.raw(`company_id, ${expression}, created_at desc, id desc`))
    .execute();

/**
 * The dashboard's rollups, kept by triggers so that every path that writes orders (the API,
 * bulk jobs, channel syncs, the seed, a script) keeps them in the same transaction. Each
 * statement adds its net change as one aggregate, upserted in key order so that transactions
 * touching the same rows queue instead of deadlocking.
 */
const IST_DAY = (alias: string) => `(${alias}.created_at at time zone 'Asia/Kolkata')::date`;

/**
 * How a migration reads order money: numeric rupees until orders kept whole paise
 * (0032_money_in_paise), whole paise since. The trigger functions are written for either.
 */
type OrderMoney = 'rupees' | 'paise';
const orderPaise = (alias: string, money: OrderMoney) =>
  money === 'paise' ? `${alias}.total_amount_paise` : `round(${alias}.total_amount * 100)::bigint`;
const linePaise = (item: string, money: OrderMoney) =>
  money === 'paise'
    ? `${item}.quantity::bigint * ${item}.unit_price_paise`
    : `round(${item}.quantity * ${item}.unit_price * 100)::bigint`;

/** What one order adds to `order_rollup`, before it is spread over the dimensions. */
const orderFacts = (
  alias: string,
  money: OrderMoney,
) => `${alias}.company_id, ${alias}.warehouse_id, ${IST_DAY(alias)} as day,
  ${alias}.status, ${alias}.delivery_state, coalesce(${alias}.delivery_partner, '') as courier,
  case when starts_with(${alias}.status, 'RTO_') then coalesce(${alias}.undelivered_reason, 'OTHER') end as rto_reason,
  case when ${alias}.status <> 'CANCELLED' then ${orderPaise(alias, money)} else 0 end as amount_paise,
  (${alias}.status = 'DELIVERED')::int as delivered, starts_with(${alias}.status, 'RTO_')::int as returned,
  case when ${alias}.status = 'DELIVERED' then coalesce(floor(extract(epoch from ${alias}.delivered_at - ${alias}.created_at))::bigint, 0) else 0 end as tat_seconds`;

/** Adds `changes` (signed order facts, sign +1 or -1) to `order_rollup`: one row per order and dimension. */
const upsertOrderRollup = (changes: string) => `
  insert into oms.order_rollup as t (company_id, dim, day, warehouse_id, key, orders, amount_paise, delivered, returned, tat_seconds)
  select c.company_id, d.dim, c.day, c.warehouse_id, d.key, sum(c.sign)::int, sum(c.sign * c.amount_paise),
    sum(c.sign * c.delivered)::int, sum(c.sign * c.returned)::int, sum(c.sign * c.tat_seconds)
  from (${changes}) c
  cross join lateral (values ('status', c.status), ('state', c.delivery_state), ('courier', c.courier), ('rto_reason', c.rto_reason)) d (dim, key)
  where d.key is not null
  group by c.company_id, d.dim, c.day, c.warehouse_id, d.key
  having sum(c.sign) <> 0 or sum(c.sign * c.amount_paise) <> 0 or sum(c.sign * c.delivered) <> 0
    or sum(c.sign * c.returned) <> 0 or sum(c.sign * c.tat_seconds) <> 0
  order by 1, 2, 3, 4, 5
  on conflict (company_id, dim, day, warehouse_id, key) do update set
    orders = t.orders + excluded.orders, amount_paise = t.amount_paise + excluded.amount_paise,
    delivered = t.delivered + excluded.delivered, returned = t.returned + excluded.returned,
    tat_seconds = t.tat_seconds + excluded.tat_seconds`;

/** What one order line adds to `order_item_rollup`: nothing while its order is cancelled. */
const itemFacts = (
  item: string,
  order: string,
  money: OrderMoney,
) => `${order}.company_id, ${IST_DAY(order)} as day, ${order}.warehouse_id,
  ${item}.sku, ${item}.title, ${item}.quantity::bigint as units, ${linePaise(item, money)} as amount_paise`;

/** Adds `changes` (signed item facts) to `order_item_rollup`; the title is the newest one added. */
const upsertItemRollup = (changes: string) => `
  insert into oms.order_item_rollup as t (company_id, day, sku, warehouse_id, title, units, amount_paise)
  select c.company_id, c.day, c.sku, c.warehouse_id, coalesce(max(c.title) filter (where c.sign > 0), max(c.title)),
    sum(c.sign * c.units), sum(c.sign * c.amount_paise)
  from (${changes}) c
  group by c.company_id, c.day, c.sku, c.warehouse_id
  having sum(c.sign * c.units) <> 0 or sum(c.sign * c.amount_paise) <> 0 or bool_or(c.sign > 0)
  order by 1, 2, 3, 4
  on conflict (company_id, day, sku, warehouse_id) do update set
    title = excluded.title, units = t.units + excluded.units, amount_paise = t.amount_paise + excluded.amount_paise`;

/** A plpgsql trigger function running `body`, then returning `result`. */
const triggerFunction = (name: string, body: string, result = 'null') =>
  sql.raw(`create or replace function oms.${name}() returns trigger language plpgsql as $fn$
begin
  ${body};
  return ${result};
end
$fn$`);

/** What an order's lines are counted under: a change to these moves its lines. */
const orderForItems = (alias: string) =>
  `${alias}.id, ${alias}.company_id, ${alias}.warehouse_id, ${alias}.created_at, ${alias}.status <> 'CANCELLED' as live`;
/** The line columns the item rollup reads. */
const itemColumns = (alias: string, money: OrderMoney) =>
  `${alias}.order_id, ${alias}.sku, ${alias}.title, ${alias}.quantity, ${alias}.${money === 'paise' ? 'unit_price_paise' : 'unit_price'}`;
/** The order columns the order rollup reads. */
const orderColumns = (alias: string, money: OrderMoney) =>
  `${alias}.company_id, ${alias}.warehouse_id, ${alias}.created_at, ${alias}.status, ${alias}.delivery_state,
  ${alias}.delivery_partner, ${alias}.undelivered_reason, ${alias}.${money === 'paise' ? 'total_amount_paise' : 'total_amount'}, ${alias}.delivered_at`;

/** The rollup's trigger functions (created or replaced): orders and their lines moving the dashboard's figures. */
const rollupFunctions = (money: OrderMoney) => [
  triggerFunction(
    'orders_rollup_insert',
    upsertOrderRollup(`select 1 as sign, ${orderFacts('n', money)} from new_rows n`),
  ),
  triggerFunction(
    'orders_rollup_delete',
    upsertOrderRollup(`select -1 as sign, ${orderFacts('o', money)} from old_rows o`),
  ),
  triggerFunction(
    'orders_rollup_update',
    `${upsertOrderRollup(`
      select 1 as sign, ${orderFacts('n', money)} from (select ${orderColumns('r', money)} from new_rows r except all select ${orderColumns('r', money)} from old_rows r) n
      union all
      select -1 as sign, ${orderFacts('o', money)} from (select ${orderColumns('r', money)} from old_rows r except all select ${orderColumns('r', money)} from new_rows r) o`)};
  ${upsertItemRollup(`
      select 1 as sign, ${itemFacts('i', 'n', money)}
      from (select ${orderForItems('r')} from new_rows r except all select ${orderForItems('r')} from old_rows r) n
      join oms.order_items i on i.order_id = n.id
      where n.live
      union all
      select -1 as sign, ${itemFacts('i', 'o', money)}
      from (select ${orderForItems('r')} from old_rows r except all select ${orderForItems('r')} from new_rows r) o
      join oms.order_items i on i.order_id = o.id
      where o.live`)}`,
  ),
  triggerFunction(
    'orders_items_rollup_delete',
    upsertItemRollup(
      `select -1 as sign, ${itemFacts('i', 'old', money)} from oms.order_items i where i.order_id = old.id`,
    ),
    'old',
  ),
  triggerFunction(
    'order_items_rollup_insert',
    upsertItemRollup(
      `select 1 as sign, ${itemFacts('i', 'o', money)} from new_rows i join oms.orders o on o.id = i.order_id where o.status <> 'CANCELLED'`,
    ),
  ),
  triggerFunction(
    'order_items_rollup_delete',
    upsertItemRollup(
      `select -1 as sign, ${itemFacts('i', 'o', money)} from old_rows i join oms.orders o on o.id = i.order_id where o.status <> 'CANCELLED'`,
    ),
  ),
  triggerFunction(
    'order_items_rollup_update',
    upsertItemRollup(`
      select 1 as sign, ${itemFacts('i', 'o', money)}
      from (select ${itemColumns('r', money)} from new_rows r except all select ${itemColumns('r', money)} from old_rows r) i
      join oms.orders o on o.id = i.order_id where o.status <> 'CANCELLED'
      union all
      select -1 as sign, ${itemFacts('i', 'o', money)}
      from (select ${itemColumns('r', money)} from old_rows r except all select ${itemColumns('r', money)} from new_rows r) i
      join oms.orders o on o.id = i.order_id where o.status <> 'CANCELLED'`),
  ),
];

export const migrations: Migrations = {
  '0001_orders': {
    async up(db) {
      await db.schema
        .createTable('orders')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('warehouse_id', 'uuid', (c) => c.notNull())
        .addColumn('shop_order_id', 'text', (c) => c.notNull())
        .addColumn('external_order_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_mode', 'text', (c) => c.notNull())
        .addColumn('shop_type', 'text', (c) => c.notNull())
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('customer_phone', 'text', (c) => c.notNull())
        .addColumn('customer_email', 'text')
        .addColumn('shipping_address', 'jsonb', (c) => c.notNull())
        .addColumn('delivery_state', 'text', (c) => c.notNull())
        .addColumn('delivery_pincode', 'text', (c) => c.notNull())
        .addColumn('pickup_pincode', 'text', (c) => c.notNull())
        .addColumn('pickup_state', 'text', (c) => c.notNull())
        .addColumn('weight_kg', 'numeric(10, 3)', (c) => c.notNull())
        .addColumn('length_cm', 'real')
        .addColumn('breadth_cm', 'real')
        .addColumn('height_cm', 'real')
        .addColumn('total_amount', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('awb', 'text')
        .addColumn('delivery_awb', 'text')
        .addColumn('reverse_awb', 'text')
        .addColumn('delivery_partner', 'text')
        .addColumn('shipper', 'text')
        .addColumn('invoice_id', 'text')
        .addColumn('invoice_url', 'text')
        .addColumn('shipping_label_url', 'text')
        .addColumn('b2b', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('d2r', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('d2r_approved', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('credit_note_available', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('d2r_price_edited', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('rts_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('orders_channel_order_key', ['company_id', 'shop_type', 'shop_order_id'])
        .execute();

      // The list itself, newest first, and every search option.
      await db.schema
        .createIndex('orders_list_idx')
        .on('orders')
        .expression(sql.raw('company_id, created_at desc, id desc'))
        .execute();
      await searchIndex(db, 'orders_status_idx', 'status');
      await searchIndex(db, 'orders_shop_order_idx', 'shop_order_id');
      await searchIndex(db, 'orders_payment_idx', 'payment_mode');
      await searchIndex(db, 'orders_shop_type_idx', 'shop_type');
      await searchIndex(db, 'orders_phone_idx', 'customer_phone');
      await searchIndex(db, 'orders_delivery_state_idx', 'lower(delivery_state)');
      await searchIndex(db, 'orders_delivery_pincode_idx', 'delivery_pincode');
      await searchIndex(db, 'orders_pickup_pincode_idx', 'pickup_pincode');
      await searchIndex(db, 'orders_pickup_state_idx', 'lower(pickup_state)');
      await searchIndex(db, 'orders_partner_idx', 'lower(delivery_partner)');
      await searchIndex(db, 'orders_shipper_idx', 'lower(shipper)');
      await db.schema
        .createIndex('orders_name_idx')
        .on('orders')
        .expression(sql.raw('company_id, lower(customer_name) text_pattern_ops'))
        .execute();
      for (const column of ['awb', 'delivery_awb', 'reverse_awb', 'invoice_id']) {
        await db.schema.createIndex(`orders_${column}_idx`).on('orders').columns(['company_id', column]).execute();
      }
      for (const flag of ['b2b', 'd2r', 'd2r_approved', 'credit_note_available', 'd2r_price_edited']) {
        await db.schema
          .createIndex(`orders_${flag}_idx`)
          .on('orders')
          .expression(sql.raw('company_id, created_at desc, id desc'))
          .where(sql.ref(flag), '=', true)
          .execute();
      }

      await db.schema
        .createTable('order_items')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('position', 'smallint', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('wsin_mapping', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .execute();
      await db.schema
        .createIndex('order_items_order_idx')
        .on('order_items')
        .columns(['order_id', 'position'])
        .execute();
      await db.schema.createIndex('order_items_sku_idx').on('order_items').columns(['company_id', 'sku']).execute();

      await db.schema
        .createTable('order_trail')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('city', 'text')
        .execute();
      await db.schema
        .createIndex('order_trail_order_idx')
        .on('order_trail')
        .columns(['order_id', 'created_at'])
        .execute();
    },
  },
  '0002_downloads': {
    async up(db) {
      await db.schema
        .createTable('downloads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('order_ids', 'jsonb', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('downloads_expiry_idx').on('downloads').column('expires_at').execute();
    },
  },
  '0003_bulk_jobs': {
    up: (db) => createBulkJobTables(db),
  },
  '0004_document_urls': {
    // Orders with an invoice or an AWB get OMS's own document addresses where none was set.
    async up(db) {
      await db
        .updateTable('orders')
        .set({ invoice_url: sql`'/documents/invoice/' || id` })
        .where('invoice_id', 'is not', null)
        .where('invoice_url', 'is', null)
        .execute();
      await db
        .updateTable('orders')
        .set({ shipping_label_url: sql`'/documents/label/' || id` })
        .where('awb', 'is not', null)
        .where('shipping_label_url', 'is', null)
        .execute();
    },
  },
  '0005_channel_sync': {
    async up(db) {
      await db.schema
        .createTable('channel_sync')
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('shop_type', 'text', (c) => c.notNull())
        .addColumn('shop', 'text', (c) => c.notNull())
        .addColumn('cursor', 'text')
        .addColumn('synced_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('channel_sync_pk', ['company_id', 'shop_type', 'shop'])
        .execute();
    },
  },
  '0006_packing': {
    async up(db) {
      await db.schema.alterTable('orders').addColumn('packed_at', 'timestamptz').execute();
      await db.schema.alterTable('orders').addColumn('package_type', 'text').execute();
      await db.schema
        .createTable('order_packing')
        .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('position', 'smallint', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('scanned', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('order_packing_pk', ['order_id', 'code'])
        .execute();
      // The packing queue: a warehouse's open orders, oldest first.
      await db.schema
        .createIndex('orders_packing_queue_idx')
        .on('orders')
        .expression(sql.raw('company_id, warehouse_id, created_at, id'))
        .where(sql<boolean>`status in ('PLACED', 'PROCESSED', 'READY_TO_SHIP', 'packed')`)
        .execute();
    },
  },
  '0007_stock_outbox': {
    // Stock moves WMS must make for orders, written with the order's own change and
    // delivered after commit (again until WMS has them), so none is lost to a crash or an outage.
    async up(db) {
      await db.schema
        .createTable('stock_outbox')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('order_id', 'uuid', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull())
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('delivered_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('stock_outbox_pending_idx')
        .on('stock_outbox')
        .column('id')
        .where(sql<boolean>`delivered_at is null`)
        .execute();
    },
  },
  '0008_stock_outbox_not_before': {
    // A move written ahead, in case what follows never happens (an order whose stock was
    // blocked but which was never written): sent only once its time has come.
    async up(db) {
      await db.schema
        .alterTable('stock_outbox')
        .addColumn('not_before', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0009_awb_for_every_order': {
    // Orders get Parcelo's AWB as they are placed; demo orders seeded before that get one now,
    // so they too can be packed by scanning it.
    async up(db) {
      await db
        .updateTable('orders')
        .set({ awb: sql`'PC' || lpad((floor(random() * 1e10))::bigint::text, 10, '0')` })
        .where('awb', 'is', null)
        .execute();
      await db
        .updateTable('orders')
        .set({ shipping_label_url: sql`'/documents/label/' || id` })
        .where('shipping_label_url', 'is', null)
        .execute();
    },
  },
  '0010_order_outbox': {
    // The stock outbox also carries non-delivery events for NMS now: one outbox per order change.
    async up(db) {
      await db.schema.alterTable('stock_outbox').renameTo('order_outbox').execute();
      await db.schema.dropIndex('stock_outbox_pending_idx').execute();
      await db.schema
        .createIndex('order_outbox_pending_idx')
        .on('order_outbox')
        .column('id')
        .where(sql<boolean>`delivered_at is null`)
        .execute();
      await db.schema.alterTable('order_outbox').addColumn('payload', 'jsonb').execute();
    },
  },
  '0011_order_privacy': {
    // Buyers' orders found by exact phone or e-mail (public tracking, data deletion).
    async up(db) {
      await db.schema.createIndex('orders_public_awb_idx').on('orders').column('awb').execute();
      await db.schema.createIndex('orders_public_delivery_awb_idx').on('orders').column('delivery_awb').execute();
      await db.schema
        .createIndex('orders_public_phone_idx')
        .on('orders')
        .expression(sql.raw('customer_phone, created_at desc'))
        .execute();
      await db.schema
        .createIndex('orders_public_email_idx')
        .on('orders')
        .expression(sql.raw('lower(customer_email), created_at desc'))
        .execute();
      await db.schema.alterTable('orders').addColumn('anonymised_at', 'timestamptz').execute();
    },
  },
  '0012_applied_customer_requests': {
    // Each approved customer request changes its order once, however often NMS asks.
    async up(db) {
      await db.schema
        .createTable('applied_customer_requests')
        .addColumn('request_id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'uuid', (c) => c.notNull())
        .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0013_order_outbox_jobs': {
    // Delivery is a job on the service's queue now, with its own retries and backoff;
    // `job_queued` marks the events that have one (those written before, and demo data, get one at start).
    async up(db) {
      await db.schema
        .alterTable('order_outbox')
        .addColumn('job_queued', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema.alterTable('order_outbox').dropColumn('attempts').dropColumn('not_before').execute();
    },
  },
  '0014_idempotent_requests': {
    up: (db) => createIdempotencyTable(db),
  },
  '0017_order_id_any_case': {
    // An order ID is one order whatever its case: the duplicate checks compare upper(shop_order_id).
    async up(db) {
      await db.schema
        .createIndex('orders_shop_order_id_ci_idx')
        .on('orders')
        .expression(sql.raw('company_id, shop_type, upper(shop_order_id)'))
        .execute();
    },
  },
  '0020_search_any_case': {
    // Order ID, AWB, invoice, phone and SKU searches ignore case, and IDs, AWBs and phones match
    // from their start: LIKE 'x%' on lower(...) is an index range scan only with text_pattern_ops.
    async up(db) {
      const prefixIndex = (name: string, expression: string) =>
        db.schema
          .createIndex(name)
          .on('orders')
          .expression(sql.raw(`company_id, ${expression} text_pattern_ops`))
          .execute();
      await prefixIndex('orders_shop_order_prefix_idx', 'lower(shop_order_id)');
      await prefixIndex('orders_awb_prefix_idx', 'lower(awb)');
      await prefixIndex('orders_delivery_awb_prefix_idx', 'lower(delivery_awb)');
      await prefixIndex('orders_reverse_awb_prefix_idx', 'lower(reverse_awb)');
      await prefixIndex('orders_invoice_prefix_idx', 'lower(invoice_id)');
      await prefixIndex('orders_phone_prefix_idx', 'customer_phone');
      await db.schema
        .createIndex('order_items_sku_ci_idx')
        .on('order_items')
        .expression(sql.raw('company_id, lower(sku)'))
        .execute();
    },
  },
  '0021_invoice_numbers': {
    // GST wants each company's invoices numbered without gaps within a financial year: one
    // counter row per company and year, locked while an order takes its number. Orders
    // from before have no `invoiced_at` and are numbered once OMS can read their prefixes.
    async up(db) {
      await db.schema
        .createTable('invoice_counters')
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('financial_year', 'text', (c) => c.notNull())
        .addColumn('last_number', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('invoice_counters_pk', ['company_id', 'financial_year'])
        .execute();
      await db.schema.alterTable('orders').addColumn('invoiced_at', 'timestamptz').execute();
      await db.schema
        .createIndex('orders_uninvoiced_idx')
        .on('orders')
        .expression(sql.raw('company_id, created_at, id'))
        .where(sql<boolean>`invoiced_at is null`)
        .execute();
    },
  },
  '0022_reverse_awb_for_returns': {
    // A parcel on its way back has its own AWB; returns from before got none, so they get one now.
    async up(db) {
      await db
        .updateTable('orders')
        .set({ reverse_awb: sql`'RV' || lpad((floor(random() * 1e10))::bigint::text, 10, '0')` })
        .where('reverse_awb', 'is', null)
        .where((eb) => eb.or([eb('status', 'like', 'RTO\\_%'), eb('status', 'like', 'DTO\\_%')]))
        .execute();
    },
  },
  '0023_shopify_webhooks': {
    // Shopify delivers a webhook at least once: its id is kept, so a delivery seen before changes nothing.
    async up(db) {
      await db.schema
        .createTable('shopify_webhooks')
        .addColumn('webhook_id', 'text', (c) => c.primaryKey())
        .addColumn('shop', 'text', (c) => c.notNull())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('company_id', 'uuid')
        .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('received'))
        .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('shopify_webhooks_received_idx')
        .on('shopify_webhooks')
        .column('received_at')
        .execute();
    },
  },
  '0024_delivery_partners': {
    // The couriers a company ships with: credentials sealed, where each one goes (every
    // directory pincode, or the rows of an uploaded list) and its rate card. A shipment row per
    // order is the claim that makes shipping an order happen once, however often it is asked.
    async up(db) {
      await db.schema
        .createTable('delivery_partners')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('courier', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('credentials', 'text', (c) => c.notNull())
        .addColumn('credentials_hint', 'text', (c) => c.notNull())
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(10))
        .addColumn('all_pincodes', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('all_forward', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('all_reverse', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('all_cod', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('rate_card', 'jsonb')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('delivery_partners_name_key')
        .unique()
        .on('delivery_partners')
        .expression(sql.raw('company_id, lower(name)'))
        .execute();
      await db.schema
        .createTable('delivery_partner_pincodes')
        .addColumn('partner_id', 'uuid', (c) => c.notNull().references('delivery_partners.id').onDelete('cascade'))
        .addColumn('pincode', 'text', (c) => c.notNull())
        .addColumn('forward', 'boolean', (c) => c.notNull())
        .addColumn('reverse', 'boolean', (c) => c.notNull())
        .addColumn('cod', 'boolean', (c) => c.notNull())
        .addPrimaryKeyConstraint('delivery_partner_pincodes_pk', ['partner_id', 'pincode'])
        .execute();
      await db.schema
        .createTable('shipments')
        .addColumn('order_id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('partner_id', 'uuid', (c) => c.notNull())
        .addColumn('awb', 'text')
        .addColumn('label_url', 'text')
        .addColumn('price_paise', 'integer')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.alterTable('orders').addColumn('delivery_partner_id', 'uuid').execute();
      await db.schema
        .createIndex('orders_partner_pickup_idx')
        .on('orders')
        .columns(['company_id', 'delivery_partner_id', 'status'])
        .where(sql<boolean>`delivery_partner_id is not null`)
        .execute();
    },
  },
  '0025_orders_by_store': {
    // A company may connect several stores of one type, whose order numbers (#1001) repeat: the
    // store joins the order ID in what makes a channel order one. Orders from before have no
    // store and are matched against any of the company's stores of their type.
    async up(db) {
      await db.schema.alterTable('orders').addColumn('shop', 'text').execute();
      await db.schema.alterTable('orders').dropConstraint('orders_channel_order_key').execute();
      await db.schema
        .createIndex('orders_channel_order_key')
        .unique()
        .on('orders')
        .expression(sql.raw("company_id, shop_type, coalesce(shop, ''), shop_order_id"))
        .execute();
    },
  },
  '0026_shipping_packages': {
    // The boxes a company ships in. The code is the package's natural key in its company (any
    // case), and at most one package of a company is its default, which the database holds to
    // however many requests change it at once.
    async up(db) {
      await db.schema
        .createTable('shipping_packages')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('length_cm', 'integer', (c) => c.notNull())
        .addColumn('width_cm', 'integer', (c) => c.notNull())
        .addColumn('height_cm', 'integer', (c) => c.notNull())
        .addColumn('weight_gm', 'integer', (c) => c.notNull())
        .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addCheckConstraint('shipping_packages_default_active', sql`not is_default or active`)
        .execute();
      await db.schema
        .createIndex('shipping_packages_code_key')
        .unique()
        .on('shipping_packages')
        .expression(sql.raw('company_id, lower(code)'))
        .execute();
      await db.schema
        .createIndex('shipping_packages_default_key')
        .unique()
        .on('shipping_packages')
        .column('company_id')
        .where(sql.ref('is_default'), '=', true)
        .execute();
      await db.schema
        .createIndex('shipping_packages_company_idx')
        .on('shipping_packages')
        .columns(['company_id', 'created_at'])
        .execute();
    },
  },
  '0029_order_buyer_gstin': {
    // A business buyer's GSTIN, printed on its tax invoice so it can claim the input tax.
    async up(db) {
      await db.schema.alterTable('orders').addColumn('buyer_gstin', 'text').execute();
    },
  },
  '0030_insights': {
    // The seller's dashboard: when each order was delivered and why it last failed, and per
    // company, day, warehouse and dimension the figures it shows, so a year of a busy seller is
    // read from a few thousand rows instead of a million orders.
    async up(db) {
      await db.schema.alterTable('orders').addColumn('delivered_at', 'timestamptz').execute();
      await db.schema.alterTable('orders').addColumn('undelivered_reason', 'text').execute();
      await db.schema
        .createTable('order_rollup')
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('day', 'date', (c) => c.notNull())
        .addColumn('warehouse_id', 'uuid', (c) => c.notNull())
        .addColumn('dim', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('amount_paise', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('returned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tat_seconds', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('order_rollup_pk', ['company_id', 'dim', 'day', 'warehouse_id', 'key'])
        // Rows are changed far more often than added: room on each page keeps an update on its page (HOT).
        .modifyEnd(sql`with (fillfactor = 70)`)
        .execute();
      await db.schema
        .createTable('order_item_rollup')
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('day', 'date', (c) => c.notNull())
        .addColumn('warehouse_id', 'uuid', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('units', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('amount_paise', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('order_item_rollup_pk', ['company_id', 'day', 'sku', 'warehouse_id'])
        .modifyEnd(sql`with (fillfactor = 70)`)
        .execute();

      // No order may change between the backfill below and the triggers that take over from it.
      await sql`lock table oms.orders, oms.order_items in share row exclusive mode`.execute(db);
      // Orders delivered before: when their trail says, or their last change.
      await sql`
        update oms.orders o set delivered_at = coalesce(
          (select max(t.created_at) from oms.order_trail t where t.order_id = o.id and t.status = 'DELIVERED'), o.updated_at)
        where o.status = 'DELIVERED'`.execute(db);
      // The reason of each order's last non-delivery, as the courier gave it to NMS.
      await sql`
        update oms.orders o set undelivered_reason = r.reason
        from (
          select distinct on (order_id) order_id, payload->>'reason' as reason
          from oms.order_outbox
          where action = 'ndr' and payload->>'reason' is not null
          order by order_id, id desc
        ) r
        where r.order_id = o.id`.execute(db);
      await sql.raw(upsertOrderRollup(`select 1 as sign, ${orderFacts('o', 'rupees')} from oms.orders o`)).execute(db);
      await sql
        .raw(
          upsertItemRollup(
            `select 1 as sign, ${itemFacts('i', 'o', 'rupees')} from oms.order_items i join oms.orders o on o.id = i.order_id where o.status <> 'CANCELLED'`,
          ),
        )
        .execute(db);

      // An order delivered gets its time (unless the writer gives one); one that is not has none.
      await triggerFunction(
        'orders_delivered_at',
        `if new.status = 'DELIVERED' then new.delivered_at := coalesce(new.delivered_at, now());
  else new.delivered_at := null;
  end if`,
        'new',
      ).execute(db);
      await sql`
        create trigger orders_delivered_at_insert before insert on oms.orders for each row
        when (new.status = 'DELIVERED' or new.delivered_at is not null)
        execute function oms.orders_delivered_at()`.execute(db);
      await sql`
        create trigger orders_delivered_at_update before update on oms.orders for each row
        when (new.status is distinct from old.status or new.delivered_at is distinct from old.delivered_at)
        execute function oms.orders_delivered_at()`.execute(db);

      for (const fn of rollupFunctions('rupees')) await fn.execute(db);
      // Orders: new ones add, deleted ones take away, changed ones move what changed. Lines
      // follow their order's day, warehouse and cancellation.
      // A deleted order's lines go with it by cascade, when the order is already gone: they are
      // taken away while both are still there.
      await sql`
        create trigger orders_rollup_insert after insert on oms.orders
        referencing new table as new_rows for each statement execute function oms.orders_rollup_insert()`.execute(db);
      await sql`
        create trigger orders_rollup_update after update on oms.orders
        referencing old table as old_rows new table as new_rows for each statement execute function oms.orders_rollup_update()`.execute(
        db,
      );
      await sql`
        create trigger orders_rollup_delete after delete on oms.orders
        referencing old table as old_rows for each statement execute function oms.orders_rollup_delete()`.execute(db);
      await sql`
        create trigger orders_items_rollup_delete before delete on oms.orders for each row
        when (old.status <> 'CANCELLED') execute function oms.orders_items_rollup_delete()`.execute(db);
      // Emptied by hand (a test database, say): nothing is left to count.
      await triggerFunction('orders_rollup_truncate', 'truncate oms.order_rollup, oms.order_item_rollup').execute(db);
      await triggerFunction('order_items_rollup_truncate', 'truncate oms.order_item_rollup').execute(db);
      await sql`
        create trigger orders_rollup_truncate after truncate on oms.orders
        for each statement execute function oms.orders_rollup_truncate()`.execute(db);
      await sql`
        create trigger order_items_rollup_truncate after truncate on oms.order_items
        for each statement execute function oms.order_items_rollup_truncate()`.execute(db);

      // Lines: counted under their order as it is now. A line whose order is gone was taken
      // away with its order (above).
      await sql`
        create trigger order_items_rollup_insert after insert on oms.order_items
        referencing new table as new_rows for each statement execute function oms.order_items_rollup_insert()`.execute(
        db,
      );
      await sql`
        create trigger order_items_rollup_update after update on oms.order_items
        referencing old table as old_rows new table as new_rows for each statement execute function oms.order_items_rollup_update()`.execute(
        db,
      );
      await sql`
        create trigger order_items_rollup_delete after delete on oms.order_items
        referencing old table as old_rows for each statement execute function oms.order_items_rollup_delete()`.execute(
        db,
      );
    },
  },
  '0031_identifier_search_any_company': {
    // A search by an order's number, AWB, invoice or phone looks across all dates, and an admin's
    // or a warehouse operator's across every seller: these serve it without a company to lead with.
    async up(db) {
      const prefixIndex = (name: string, expression: string) =>
        db.schema
          .createIndex(name)
          .on('orders')
          .expression(sql.raw(`${expression} text_pattern_ops`))
          .execute();
      await prefixIndex('orders_any_shop_order_prefix_idx', 'lower(shop_order_id)');
      await prefixIndex('orders_any_awb_prefix_idx', 'lower(awb)');
      await prefixIndex('orders_any_delivery_awb_prefix_idx', 'lower(delivery_awb)');
      await prefixIndex('orders_any_reverse_awb_prefix_idx', 'lower(reverse_awb)');
      await prefixIndex('orders_any_invoice_prefix_idx', 'lower(invoice_id)');
      await prefixIndex('orders_any_phone_prefix_idx', 'customer_phone');
    },
  },
  '0032_money_in_paise': {
    // Order money as whole paise, as billing has always kept it.
    async up(db) {
      // Held while the column changes and the rollup's functions learn its new name.
      await sql`lock table oms.orders, oms.order_items in share row exclusive mode`.execute(db);
      await rupeesColumnToPaise(db, 'orders', 'total_amount');
      await rupeesColumnToPaise(db, 'order_items', 'unit_price');
      for (const fn of rollupFunctions('paise')) await fn.execute(db);
    },
  },
  '0033_courier_contracts_and_tracking': {
    // Parcelo's own courier contracts, one row per seller and courier beside the seller's own
    // accounts (booked with Parcelo's key, not a stored one), and what each booked shipment's
    // tracking has done: every courier event applied once (keyed by the courier's event id), and
    // how often the courier was asked, so the next ask has a job key of its own.
    async up(db) {
      await db.schema
        .alterTable('delivery_partners')
        .addColumn('contract', 'text', (c) => c.notNull().defaultTo('OWN'))
        .execute();
      await db.schema
        .createIndex('delivery_partners_platform_key')
        .unique()
        .on('delivery_partners')
        .columns(['company_id', 'courier'])
        .where(sql.ref('contract'), '=', 'PARCELO')
        .execute();
      await db.schema
        .alterTable('shipments')
        .addColumn('tracking_polls', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tracking_idle_polls', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tracking_stopped_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('courier_events')
        .addColumn('order_id', 'uuid', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
        .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('ignored', 'text')
        .addPrimaryKeyConstraint('courier_events_pk', ['order_id', 'event_id'])
        .execute();
    },
  },
  '0034_d2r_orders': {
    // A direct-to-retailer order keeps who it is for and who took it, how the retailer pays its
    // invoice and in how many days, and who approved it (its stock is blocked only then).
    async up(db) {
      await db.schema
        .alterTable('orders')
        .addColumn('d2r_retailer_id', 'uuid')
        .addColumn('d2r_salesman_id', 'uuid')
        .addColumn('d2r_bill_location', 'text')
        .addColumn('d2r_payment_mode', 'text')
        .addColumn('d2r_payment_terms_days', 'integer')
        .addColumn('d2r_approved_at', 'timestamptz')
        .addColumn('d2r_approved_by', 'text')
        .execute();
    },
  },
};
