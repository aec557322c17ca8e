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
  '0002_wallet': {
    async up(db) {
      // The balance is a running total of the ledger, moved only in the transaction that
      // appends an entry (under the row's lock), so it always equals the entries' sum.
      await db.schema
        .createTable('wallets')
        .addColumn('company_id', 'uuid', (c) => c.primaryKey())
        .addColumn('balance_paise', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('floor_paise', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('wallet_transactions')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull().references('wallets.company_id'))
        .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (0, 1)`))
        .addColumn('amount_paise', 'bigint', (c) => c.notNull().check(sql`amount_paise > 0`))
        .addColumn('balance_paise', 'bigint', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('created_by', 'text')
        // Orders the ledger: two entries of one instant still have a first and a second.
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('wallet_transactions_key_uq', ['company_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('wallet_transactions_company_created_idx')
        .on('wallet_transactions')
        .columns(['company_id', 'created_at', 'seq'])
        .execute();
    },
  },
  '0008_billing_invoices': {
    // Parcelo's monthly tax invoice to each brand, one per company and month however often the
    // month is run. The document is kept as issued: a GST invoice never changes after.
    async up(db) {
      await db.schema
        .createTable('billing_invoices')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('taxable_paise', 'bigint', (c) => c.notNull())
        .addColumn('cgst_paise', 'bigint', (c) => c.notNull())
        .addColumn('sgst_paise', 'bigint', (c) => c.notNull())
        .addColumn('igst_paise', 'bigint', (c) => c.notNull())
        .addColumn('total_paise', 'bigint', (c) => c.notNull())
        .addColumn('document', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('billing_invoices_company_month_uq', ['company_id', 'month'])
        .execute();
      await db.schema
        .createIndex('billing_invoices_list_idx')
        .on('billing_invoices')
        .columns(['created_at', 'id'])
        .execute();
      // Parcelo's invoice serials, without gaps per financial year.
      await db.schema
        .createTable('billing_invoice_numbers')
        .addColumn('financial_year', 'text', (c) => c.primaryKey())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};
