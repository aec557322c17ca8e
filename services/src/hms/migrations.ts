import { sql } from 'kysely';
import { createIdempotencyTable, type Migrations } from '../platform/index.js';

export const migrations: Migrations = {
  '0001_salesmen': {
    async up(db) {
      await db.schema
        .createTable('salesmen')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text')
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0002_field_people': {
    // Salesmen and promoters belong to a brand, and are UMS accounts (the row shares the
    // account's id). Rows from before had neither: none were in use, so they go.
    async up(db) {
      await db.deleteFrom('salesmen').execute();
      await db.schema
        .alterTable('salesmen')
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('usertype', 'text', (c) =>
          c
            .notNull()
            .defaultTo('004')
            .check(sql`usertype in ('004', '005')`),
        )
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('salesmen_company_type_created_idx')
        .on('salesmen')
        .columns(['company_id', 'usertype', 'created_at'])
        .execute();
    },
  },
  // Adding a salesman or promoter takes an Idempotency-Key, so a retried save adds them once.
  '0003_idempotent_requests': {
    up: (db) => createIdempotencyTable(db),
  },
};
