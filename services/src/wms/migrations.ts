import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  createBulkJobTables,
  createBulkSheetTable,
  createIdempotencyTable,
  rupeesColumnToPaise,
  type Migrations,
} from '../platform/index.js';

/** 0002: products, WSINs and the maps between them. */
async function createCatalogueTables(db: Kysely<any>) {
  await db.schema
    .createTable('catalogue_products')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull())
    .addColumn('product_id', 'bigserial', (c) => c.notNull().unique())
    .addColumn('product_title', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('length_cm', 'real')
    .addColumn('breadth_cm', 'real')
    .addColumn('height_cm', 'real')
    .addColumn('weight_gm', 'integer', (c) => c.notNull())
    .addColumn('hsn_code', 'text', (c) => c.notNull())
    .addColumn('base_price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('margin', 'numeric(6, 2)', (c) => c.notNull())
    .addColumn('d2r_category', 'text')
    .addColumn('shop_type', 'text', (c) => c.notNull())
    .addColumn('active', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('image_urls', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('catalogue_products_sku_key', ['company_id', 'sku'])
    .execute();
  await db.schema
    .createIndex('catalogue_products_list_idx')
    .on('catalogue_products')
    .expression(sql.raw('company_id, created_at desc, id desc'))
    .execute();
  await db.schema
    .createIndex('catalogue_products_title_idx')
    .on('catalogue_products')
    .expression(sql.raw('company_id, lower(product_title) text_pattern_ops'))
    .execute();

  await db.schema
    .createTable('wsins')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull())
    .addColumn('wsin', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('wsins_wsin_key', ['company_id', 'wsin'])
    .execute();
  await db.schema
    .createIndex('wsins_list_idx')
    .on('wsins')
    .expression(sql.raw('company_id, created_at desc, id desc'))
    .execute();

  await db.schema
    .createTable('catalogue_wsins')
    .addColumn('catalogue_id', 'uuid', (c) => c.notNull().references('catalogue_products.id').onDelete('cascade'))
    .addColumn('wsin_id', 'uuid', (c) => c.notNull().references('wsins.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addPrimaryKeyConstraint('catalogue_wsins_pk', ['catalogue_id', 'wsin_id'])
    .execute();
  await db.schema.createIndex('catalogue_wsins_wsin_idx').on('catalogue_wsins').column('wsin_id').execute();
}

/** 0002: stock rows, their ledger and what orders hold of them. */
async function createInventoryTables(db: Kysely<any>) {
  let inventory = db.schema
    .createTable('inventory')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull())
    .addColumn('warehouse_id', 'uuid', (c) => c.notNull().references('warehouses.id'))
    .addColumn('wsin_id', 'uuid', (c) => c.notNull().references('wsins.id'));
  for (const figure of [
    'safe_stock',
    'scanned_stock',
    'inbound_accepted',
    'inbound_rejected',
    'outbound_delivered',
    'outbound_out',
    'returned_in',
    'return_accepted',
    'return_missing',
    'return_damaged',
    'adjusted_inventory',
    'blocked_stock',
  ]) {
    inventory = inventory.addColumn(figure, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await inventory
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('inventory_row_key', ['warehouse_id', 'wsin_id'])
    .execute();
  await db.schema
    .createIndex('inventory_list_idx')
    .on('inventory')
    .expression(sql.raw('company_id, created_at desc, id desc'))
    .execute();
  await db.schema
    .createIndex('inventory_warehouse_idx')
    .on('inventory')
    .expression(sql.raw('company_id, warehouse_id, created_at desc, id desc'))
    .execute();
  await db.schema.createIndex('inventory_wsin_idx').on('inventory').column('wsin_id').execute();

  await db.schema
    .createTable('inventory_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('inventory_id', 'uuid', (c) => c.notNull().references('inventory.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid')
    .addColumn('entry_date', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('inventory_entries_row_idx')
    .on('inventory_entries')
    .expression(sql.raw('inventory_id, id desc'))
    .execute();
  await db.schema.createIndex('inventory_entries_created_idx').on('inventory_entries').column('created_at').execute();

  await db.schema
    .createTable('order_stock')
    .addColumn('order_id', 'uuid', (c) => c.notNull())
    .addColumn('inventory_id', 'uuid', (c) => c.notNull().references('inventory.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('order_stock_pk', ['order_id', 'inventory_id'])
    .execute();
}

/** 0002: the HSN directory the product form searches. */
async function createHsnTable(db: Kysely<any>) {
  await db.schema
    .createTable('hsn_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('hsn_codes_description_idx')
    .on('hsn_codes')
    .expression(sql.raw('lower(description) text_pattern_ops'))
    .execute();
}

export const migrations: Migrations = {
  '0001_warehouses': {
    async up(db) {
      await db.schema
        .createTable('warehouses')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('warehouse_code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('warehouse_name', 'text', (c) => c.notNull())
        .addColumn('warehouse_type', 'text', (c) => c.notNull())
        .addColumn('invoice_prefix', 'text')
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('rto_other_wh', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('lat', 'double precision')
        .addColumn('lng', 'double precision')
        .addColumn('address', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('warehouses_created_idx').on('warehouses').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('company_warehouses')
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('warehouse_id', 'uuid', (c) => c.notNull().references('warehouses.id'))
        .addColumn('warehouse_type', 'text', (c) => c.notNull())
        .addColumn('gst_number', 'text')
        .addColumn('fssai_number', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('company_warehouses_pk', ['company_id', 'warehouse_id'])
        .execute();
      await db.schema
        .createIndex('company_warehouses_wh_idx')
        .on('company_warehouses')
        .column('warehouse_id')
        .execute();
    },
  },
  '0002_catalogue_inventory': {
    async up(db) {
      await createCatalogueTables(db);
      await createInventoryTables(db);
      await createHsnTable(db);
    },
  },
  '0003_bulk_jobs': {
    up: (db) => createBulkJobTables(db),
  },
  '0004_catalogue_pricing': {
    // A product's discount at one store (a warehouse of the company serving as a store).
    async up(db) {
      await db.schema
        .createTable('catalogue_pricing')
        .addColumn('catalogue_id', 'uuid', (c) => c.notNull().references('catalogue_products.id').onDelete('cascade'))
        .addColumn('store_id', 'uuid', (c) => c.notNull().references('warehouses.id'))
        .addColumn('discount', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('catalogue_pricing_pk', ['catalogue_id', 'store_id'])
        .execute();
    },
  },
  '0005_search_indexes': {
    // Searches by code prefix (SKU searches of the catalogue, WSIN and inventory lists).
    async up(db) {
      await db.schema
        .createIndex('wsins_code_search_idx')
        .on('wsins')
        .expression(sql.raw('company_id, lower(wsin) text_pattern_ops'))
        .execute();
      await db.schema
        .createIndex('catalogue_products_sku_search_idx')
        .on('catalogue_products')
        .expression(sql.raw('company_id, lower(sku) text_pattern_ops'))
        .execute();
    },
  },
  '0006_codes_any_case': {
    // A SKU or WSIN names one thing whatever its case, as orders and scans match them.
    async up(db) {
      await db.schema
        .createIndex('catalogue_products_sku_ci_key')
        .unique()
        .on('catalogue_products')
        .expression(sql.raw('company_id, upper(sku)'))
        .execute();
      await db.schema
        .createIndex('wsins_wsin_ci_key')
        .unique()
        .on('wsins')
        .expression(sql.raw('company_id, upper(wsin)'))
        .execute();
    },
  },
  '0007_idempotent_requests': {
    up: (db) => createIdempotencyTable(db),
  },
  '0009_bulk_sheets': {
    // An inventory sheet saved twice adds its stock twice: its content is kept to notice a repeat.
    up: (db) => createBulkSheetTable(db),
  },
  '0010_product_numbers_per_company': {
    // A product's serial number counts within its company (a seller's seventh product is 7),
    // taken from a per-company counter whose row lock orders concurrent creates.
    async up(db) {
      await db.schema.alterTable('catalogue_products').addColumn('number', 'bigint').execute();
      await db
        .updateTable('catalogue_products as p')
        .from(
          db
            .selectFrom('catalogue_products')
            .select((eb) => [
              'id',
              eb.fn
                .agg<number>('row_number')
                .over((ob) => ob.partitionBy('company_id').orderBy('product_id'))
                .as('number'),
            ])
            .as('n'),
        )
        .set((eb) => ({ number: eb.ref('n.number') }))
        .whereRef('p.id', '=', 'n.id')
        .execute();
      // Dropping the global serial column drops its sequence and its global unique key with it.
      await db.schema.alterTable('catalogue_products').dropColumn('product_id').execute();
      await db.schema.alterTable('catalogue_products').renameColumn('number', 'product_id').execute();
      await db.schema
        .alterTable('catalogue_products')
        .alterColumn('product_id', (c) => c.setNotNull())
        .execute();
      await db.schema
        .alterTable('catalogue_products')
        .addUniqueConstraint('catalogue_products_number_key', ['company_id', 'product_id'])
        .execute();
      await db.schema
        .createTable('product_numbers')
        .addColumn('company_id', 'uuid', (c) => c.primaryKey())
        .addColumn('last_number', 'bigint', (c) => c.notNull())
        .execute();
      await db
        .insertInto('product_numbers')
        .columns(['company_id', 'last_number'])
        .expression(
          db
            .selectFrom('catalogue_products')
            .select((eb) => ['company_id', eb.fn.max('product_id').as('last_number')])
            .groupBy('company_id'),
        )
        .execute();
    },
  },
  '0011_company_warehouse_switches': {
    // One warehouse serves several sellers: each seller switches its own attachment on or off
    // for new orders and for returns to another warehouse, never the others'. Attachments start
    // as their warehouse stood, so nothing changes for anyone on the day this runs.
    async up(db) {
      await db.schema
        .alterTable('company_warehouses')
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('rto_other_wh', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('own', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db
        .updateTable('company_warehouses as cw')
        .from('warehouses as w')
        .set((eb) => ({ active: eb.ref('w.active'), rto_other_wh: eb.ref('w.rto_other_wh') }))
        .whereRef('cw.warehouse_id', '=', 'w.id')
        .execute();
      await db.schema
        .createIndex('company_warehouses_company_idx')
        .on('company_warehouses')
        .columns(['company_id', 'created_at'])
        .execute();
    },
  },
  '0012_warehouse_requests': {
    // A seller's request for a new Micro-WH. One open request per company and city: asking
    // twice (two tabs, a double click under different keys) finds the first.
    async up(db) {
      await db.schema
        .createTable('warehouse_requests')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('orders_per_month', 'integer', (c) => c.notNull())
        .addColumn('estimated_units', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('remark', 'text')
        .addColumn('warehouse_id', 'uuid', (c) => c.references('warehouses.id'))
        .addColumn('requested_by', 'uuid')
        .addColumn('resolved_by', 'uuid')
        .addColumn('resolved_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('warehouse_requests_open_key')
        .unique()
        .on('warehouse_requests')
        .expression(sql.raw('company_id, lower(city)'))
        .where(sql.ref('status'), '=', 'pending')
        .execute();
      await db.schema
        .createIndex('warehouse_requests_list_idx')
        .on('warehouse_requests')
        .expression(sql.raw('company_id, created_at desc, id desc'))
        .execute();
      await db.schema
        .createIndex('warehouse_requests_status_idx')
        .on('warehouse_requests')
        .expression(sql.raw('status, created_at desc, id desc'))
        .execute();
    },
  },
  '0013_catalogue_gst_rate': {
    // The GST slab a product is sold at, for its tax invoices; most goods are in the 18 % slab,
    // so products from before carry it until the seller says otherwise.
    async up(db) {
      await db.schema
        .alterTable('catalogue_products')
        .addColumn('gst_rate', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(18)
            .check(sql`gst_rate in (0, 5, 12, 18, 28)`),
        )
        .execute();
    },
  },
  '0014_warehouse_name_key': {
    // Admins create warehouses by name: a name is one warehouse, so a create sent twice (a
    // retry after a lost answer, two tabs) makes one. Sellers' own premises keep no key, as
    // two sellers may call their back rooms alike; of warehouses already sharing a name, the
    // oldest takes it.
    async up(db) {
      await db.schema.alterTable('warehouses').addColumn('name_key', 'text').execute();
      const key = sql<string>`lower(btrim(w.name))`;
      await db
        .updateTable('warehouses')
        .set({ name_key: sql`lower(btrim(name))` })
        .where('id', 'in', (eb: ExpressionBuilder<any, any>) =>
          eb
            .selectFrom('warehouses as w')
            .select('w.id')
            .distinctOn(key)
            .where(({ not, exists, selectFrom }: ExpressionBuilder<any, any>) =>
              not(
                exists(
                  selectFrom('company_warehouses as cw')
                    .select('cw.warehouse_id')
                    .whereRef('cw.warehouse_id', '=', 'w.id')
                    .where('cw.own', '=', true),
                ),
              ),
            )
            .orderBy(key)
            .orderBy('w.created_at')
            .orderBy('w.id'),
        )
        .execute();
      await db.schema.createIndex('warehouses_name_key').unique().on('warehouses').column('name_key').execute();
    },
  },
  '0015_money_in_paise': {
    // Catalogue money as whole paise, as billing keeps it.
    async up(db) {
      await rupeesColumnToPaise(db, 'catalogue_products', 'price');
      await rupeesColumnToPaise(db, 'catalogue_products', 'base_price');
      await rupeesColumnToPaise(db, 'catalogue_pricing', 'discount');
    },
  },
};
