import { sql } from 'kysely';
import type { Migrations } from '../platform/index.js';

export const migrations: Migrations = {
  '0001_invoices': {
    async up(db) {
      await db.schema
        .createTable('invoices')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('invoice_id', 'text', (c) => c.notNull().unique())
        .addColumn('invoice_url', 'text')
        .addColumn('final_price', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('amount_paid', 'numeric(12, 2)', (c) => c.notNull().defaultTo(0))
        .addColumn('payment_mode', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('is_closed', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('salesman_id', 'uuid')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('invoices_company_created_idx')
        .on('invoices')
        .columns(['company_id', 'created_at', 'id'])
        .execute();
    },
  },
};
