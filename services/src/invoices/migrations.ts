import { sql } from 'kysely';
import { createBulkJobTables, createIdempotencyTable, type Migrations } from '../platform/index.js';

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
  '0006_shipping_adjustments': {
    async up(db) {
      // Bulk sheets run as durable jobs here too; another billing sheet may have made the tables first.
      const { rows } = await sql<{ t: string | null }>`select to_regclass('bulk_jobs')::text as t`.execute(db);
      if (!rows[0]?.t) await createBulkJobTables(db);
      // The sheet's save honours an Idempotency-Key, as every save that starts work does.
      const { rows: keys } = await sql<{
        t: string | null;
      }>`select to_regclass('idempotent_requests')::text as t`.execute(db);
      if (!keys[0]?.t) await createIdempotencyTable(db);
      // One row per courier re-weighing of a shipment. Its natural key is the AWB with the weight
      // measured: the same sheet saved again finds its rows done and moves no money. `sequence`
      // numbers an AWB's adjustments, the n in its wallet entry's key adj:<awb>:<n>.
      await db.schema
        .createTable('weight_discrepancies')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('awb', 'text', (c) => c.notNull())
        .addColumn('order_id', 'uuid', (c) => c.notNull())
        .addColumn('shop_order_id', 'text', (c) => c.notNull())
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('declared_grams', 'integer', (c) => c.notNull())
        .addColumn('measured_grams', 'integer', (c) => c.notNull())
        .addColumn('previous_charge_paise', 'bigint', (c) => c.notNull())
        .addColumn('measured_charge_paise', 'bigint', (c) => c.notNull())
        .addColumn('difference_paise', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('remark', 'text')
        .addColumn('dispute_remark', 'text')
        .addColumn('dispute_image_url', 'text')
        .addColumn('resolution_remark', 'text')
        .addColumn('uploaded_by', 'text')
        .addColumn('responded_by', 'text')
        .addColumn('resolved_by', 'text')
        .addColumn('job_id', 'uuid')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('responded_at', 'timestamptz')
        .addColumn('resolved_at', 'timestamptz')
        .addUniqueConstraint('weight_discrepancies_awb_seq_uq', ['awb', 'sequence'])
        .addUniqueConstraint('weight_discrepancies_awb_weight_uq', ['awb', 'measured_grams'])
        .execute();
      await db.schema
        .createIndex('weight_discrepancies_company_created_idx')
        .on('weight_discrepancies')
        .columns(['company_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('weight_discrepancies_status_created_idx')
        .on('weight_discrepancies')
        .columns(['status', 'created_at'])
        .execute();
    },
  },
};
