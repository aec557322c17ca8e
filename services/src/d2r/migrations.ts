import { sql } from 'kysely';
import { createBulkJobTables, createIdempotencyTable, type Migrations } from '../platform/index.js';
import { retailDiscountsMigration } from './retailDiscounts/migration.js';
import { retailerScoresMigration } from './retailerEngine/migration.js';

export const migrations: Migrations = {
  '0001_store_addresses': {
    async up(db) {
      await db.schema
        .createTable('store_addresses')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text')
        .addColumn('address_line1', 'text', (c) => c.notNull())
        .addColumn('address_line2', 'text')
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('pincode', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull().defaultTo('India'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('gstin', 'text')
        .addColumn('address_purpose', 'text')
        .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('store_addresses_company_idx')
        .on('store_addresses')
        .columns(['company_id', 'created_at'])
        .execute();
    },
  },
  // Creating a store address takes an Idempotency-Key, so a retried save adds it once.
  '0002_idempotent_requests': {
    up: (db) => createIdempotencyTable(db),
  },
  '0003_store_address_edits': {
    async up(db) {
      await db.schema
        .alterTable('store_addresses')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Selectors ask for a company's active addresses only.
      await db.schema
        .createIndex('store_addresses_company_active_idx')
        .on('store_addresses')
        .columns(['company_id', 'is_active', 'created_at'])
        .execute();
    },
  },
  // A store address becomes a retailer: what the field team knows of the shop, its salesman and
  // the credit it is given. The lists are spelled out here, not read from the shared constants,
  // so this step means the same whenever it runs.
  '0004_retailers': {
    async up(db) {
      await db.schema
        .alterTable('store_addresses')
        .addColumn('store_type', 'text', (c) =>
          c.check(
            sql`store_type in ('MT', 'SMTP', 'SMTU', 'GT', 'SHOP', 'HOTEL', 'RESTAURANT', 'CAFE', 'INSTITUTION',
              'CORPORATE', 'HIGHWAY', 'CHEMIST', 'HOSPTIAL', 'CATEEN', 'GOVT')`,
          ),
        )
        .addColumn('retail_cluster', 'text', (c) =>
          c.check(
            sql`retail_cluster in ('Gurgaon', 'East Delhi', 'West Delhi', 'North Delhi', 'South Delhi',
              'Central Delhi', 'Noida', 'Greater Noida', 'Ghaziabad', 'Faridabad')`,
          ),
        )
        .addColumn('retailer_class', 'text', (c) => c.check(sql`retailer_class in ('A', 'B', 'C', 'D', 'E')`))
        .addColumn('salesman_id', 'uuid')
        // At most ₹1 crore of credit and 180 days to pay, as the retailer form allows.
        .addColumn('credit_limit_paise', 'bigint', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`credit_limit_paise between 0 and 1000000000`),
        )
        .addColumn('payment_terms_days', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`payment_terms_days between 0 and 180`),
        )
        .execute();
      // The admin list sorted by name within a brand, as it reads the name (see retailers/service.ts).
      await db.schema
        .createIndex('store_addresses_company_name_idx')
        .on('store_addresses')
        .expression(sql.raw(`company_id, lower(first_name || coalesce(' ' || last_name, ''))`))
        .execute();
      // A salesman's retailers, for his beat and his orders.
      await db.schema
        .createIndex('store_addresses_salesman_idx')
        .on('store_addresses')
        .columns(['salesman_id', 'created_at'])
        .where(sql.ref('salesman_id'), 'is not', null)
        .execute();
      // The admin list across brands narrowed to one area of Delhi NCR.
      await db.schema
        .createIndex('store_addresses_cluster_idx')
        .on('store_addresses')
        .columns(['retail_cluster', 'created_at'])
        .where(sql.ref('retail_cluster'), 'is not', null)
        .execute();
    },
  },
  // A promoter's count of a brand's stock on a shop's shelves, as the day opens or closes. One
  // count per promoter, shop, India day and kind: saving it again the same day replaces it.
  '0005_promoter_stock_counts': {
    async up(db) {
      await db.schema
        .createTable('promoter_stock_counts')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('promoter_id', 'uuid', (c) => c.notNull())
        .addColumn('retailer_id', 'uuid', (c) => c.notNull().references('store_addresses.id'))
        .addColumn('count_date', 'date', (c) => c.notNull())
        // 0 the opening count, 1 the closing one.
        .addColumn('stock_type', 'smallint', (c) => c.notNull().check(sql`stock_type in (0, 1)`))
        // [{ sku, quantity }], each a catalogue SKU of the brand, 0 to 100,000 units.
        .addColumn('lines', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('promoter_stock_counts_once', ['promoter_id', 'retailer_id', 'count_date', 'stock_type'])
        .execute();
      // The admin list: a brand's counts, newest day first.
      await db.schema
        .createIndex('promoter_stock_counts_company_idx')
        .on('promoter_stock_counts')
        .columns(['company_id', 'count_date', 'created_at'])
        .execute();
    },
  },
  // The D2R beats planner: a plan (one vehicle, one warehouse, one orders sheet) and the beats
  // it made, each a salesman's round of shops in driving order.
  '0008_beats': {
    async up(db) {
      await db.schema
        .createTable('beat_plans')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('warehouse_id', 'uuid', (c) => c.notNull())
        .addColumn('warehouse_name', 'text', (c) => c.notNull())
        .addColumn('depot_lat', 'double precision', (c) => c.notNull())
        .addColumn('depot_lng', 'double precision', (c) => c.notNull())
        .addColumn('vehicle', 'text', (c) => c.notNull())
        .addColumn('capacity_kg', 'double precision', (c) => c.notNull())
        .addColumn('capacity_litres', 'double precision', (c) => c.notNull())
        .addColumn('beat_size', 'integer', (c) => c.notNull().check(sql`beat_size between 1 and 200`))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('planning', 'planned', 'failed')`))
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('task_id', 'uuid')
        // The rows to plan, as read from the sheet; the rows refused, by retailer name.
        .addColumn('orders', 'jsonb', (c) => c.notNull())
        .addColumn('failed_rows', 'jsonb', (c) => c.notNull())
        .addColumn('km', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('created_by', 'uuid', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('beat_plans_company_idx')
        .on('beat_plans')
        .columns(['company_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('beats')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('plan_id', 'uuid', (c) => c.notNull().references('beat_plans.id').onDelete('cascade'))
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('salesman_id', 'uuid')
        .addColumn('km', 'double precision', (c) => c.notNull())
        .addColumn('kg', 'double precision', (c) => c.notNull())
        .addColumn('litres', 'double precision', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('beats_plan_idx').on('beats').columns(['plan_id', 'name']).execute();
      await db.schema.createIndex('beats_company_idx').on('beats').columns(['company_id', 'created_at']).execute();
      await db.schema
        .createTable('beat_stops')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('beat_id', 'uuid', (c) => c.notNull().references('beats.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('retailer_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('pincode', 'text', (c) => c.notNull())
        .addColumn('lat', 'double precision', (c) => c.notNull())
        .addColumn('lng', 'double precision', (c) => c.notNull())
        .addColumn('kg', 'double precision', (c) => c.notNull())
        .addColumn('litres', 'double precision', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('beat_stops_beat_idx').on('beat_stops').columns(['beat_id', 'position']).execute();
    },
  },
  '0006_retail_discounts': retailDiscountsMigration,
  // Shops a brand's field team has found (a distributor's list, a survey) but not onboarded yet,
  // and the bulk jobs their sheets are saved by. One shop a phone per brand, and one a GSTIN.
  '0007_external_retailers': {
    async up(db) {
      await createBulkJobTables(db);
      await db.schema
        .createTable('external_retailers')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text')
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('address_line1', 'text')
        .addColumn('address_line2', 'text')
        .addColumn('pincode', 'text')
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('gstin', 'text')
        .addColumn('store_type', 'text')
        .addColumn('retail_cluster', 'text')
        .addColumn('retailer_class', 'text')
        .addColumn('source', 'text')
        // The retailer it was onboarded as (a store address of the same brand).
        .addColumn('retailer_id', 'uuid', (c) => c.references('store_addresses.id'))
        .addColumn('onboarded_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('external_retailers_phone_key', ['company_id', 'phone'])
        .execute();
      await db.schema
        .createIndex('external_retailers_gstin_key')
        .unique()
        .on('external_retailers')
        .columns(['company_id', 'gstin'])
        .where(sql.ref('gstin'), 'is not', null)
        .execute();
      // The list: a brand's shops not yet onboarded, newest first.
      await db.schema
        .createIndex('external_retailers_company_idx')
        .on('external_retailers')
        .columns(['company_id', 'created_at'])
        .execute();
    },
  },
  '0009_retailer_scores': retailerScoresMigration,
  // A salesman's beats on his phone page, and each stop's retailer found by the shop's phone.
  '0010_beats_salesman': {
    async up(db) {
      await db.schema
        .createIndex('beats_salesman_idx')
        .on('beats')
        .columns(['salesman_id', 'created_at'])
        .where(sql.ref('salesman_id'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('store_addresses_company_phone_idx')
        .on('store_addresses')
        .columns(['company_id', 'phone'])
        .execute();
    },
  },
};
