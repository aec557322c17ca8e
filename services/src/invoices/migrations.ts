import { sql } from 'kysely';
import { createIdempotencyTable, type Migrations } from '../platform/index.js';

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
  '0003_wallet_admin': {
    async up(db) {
      // Writes that create something here (an admin's wallet transaction) answer a repeated
      // Idempotency-Key with the first answer; another billing part may have made the table first.
      const { rows } = await sql<{ t: string | null }>`select to_regclass('idempotent_requests')::text as t`.execute(
        db,
      );
      if (!rows[0]?.t) await createIdempotencyTable(db);
      // The admin's list across every brand, newest first, reads this rather than the whole ledger.
      await db.schema
        .createIndex('wallet_transactions_created_idx')
        .on('wallet_transactions')
        .columns(['created_at', 'seq'])
        .execute();
    },
  },
  '0005_payments': {
    async up(db) {
      // One row per attempt to put money in a wallet; the wallet entry it makes carries the
      // key pay:<id>, so a payment credits once however often its success is reported.
      await db.schema
        .createTable('payments')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('RECHARGE', 'REQUEST', 'OFFLINE')`))
        .addColumn('amount_paise', 'bigint', (c) => c.notNull().check(sql`amount_paise > 0`))
        .addColumn('status', 'smallint', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`status in (0, 1, 2)`),
        )
        .addColumn('message', 'text')
        .addColumn('merchant_transaction_id', 'text', (c) => c.notNull().unique())
        .addColumn('gateway', 'text', (c) => c.notNull().check(sql`gateway in ('razorpay', 'console', 'offline')`))
        .addColumn('order_id', 'text')
        .addColumn('provider_payment_id', 'text')
        .addColumn('reference', 'text')
        .addColumn('remarks', 'text')
        .addColumn('proof_url', 'text')
        .addColumn('payer_phone', 'text')
        .addColumn('payer_email', 'text')
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('decided_by', 'text')
        .addColumn('decided_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('payments_company_created_idx')
        .on('payments')
        .columns(['company_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('payments_status_created_idx')
        .on('payments')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema.createIndex('payments_order_idx').on('payments').columns(['gateway', 'order_id']).execute();
      await db.schema
        .createTable('bank_details')
        .addColumn('company_id', 'uuid', (c) => c.primaryKey())
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('ifsc_code', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
};
