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
};
