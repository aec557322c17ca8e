import { sql } from 'kysely';
import { createIdempotencyTable, type Migrations } from '../platform/index.js';

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
};
