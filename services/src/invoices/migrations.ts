import { sql } from 'kysely';
import {
  createBulkJobTables,
  createIdempotencyTable,
  rupeesColumnToPaise,
  type Migrations,
} from '../platform/index.js';

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
      await createIdempotencyTable(db);
      // The admin's list across every brand, newest first, reads this rather than the whole ledger.
      await db.schema
        .createIndex('wallet_transactions_created_idx')
        .on('wallet_transactions')
        .columns(['created_at', 'seq'])
        .execute();
    },
  },
  '0004_cod_remittance': {
    async up(db) {
      // One row per delivered COD order (the order id is the natural key, so a replayed
      // delivery event adds nothing); it moves processing → due → paid and never back.
      await db.schema
        .createTable('cod_remittances')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('order_id', 'uuid', (c) => c.notNull().unique())
        .addColumn('awb', 'text', (c) => c.notNull())
        .addColumn('shop_order_id', 'text', (c) => c.notNull())
        .addColumn('cod_amount_paise', 'bigint', (c) => c.notNull().check(sql`cod_amount_paise >= 0`))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('processing', 'due', 'paid')`))
        .addColumn('delivered_at', 'timestamptz', (c) => c.notNull())
        .addColumn('payment_due_at', 'timestamptz', (c) => c.notNull())
        .addColumn('payment_paid_at', 'timestamptz')
        .addColumn('utr', 'text')
        .addColumn('payout_id', 'uuid')
        .addColumn('to_wallet', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('cod_remittances_company_created_idx')
        .on('cod_remittances')
        .columns(['company_id', 'created_at', 'id'])
        .execute();
      await db.schema.createIndex('cod_remittances_awb_idx').on('cod_remittances').column('awb').execute();
      await db.schema
        .createIndex('cod_remittances_pending_idx')
        .on('cod_remittances')
        .columns(['status', 'payment_due_at'])
        .where(sql<boolean>`status <> 'paid'`)
        .execute();
      // A payment to a brand: one per remittance run and company, or per UTR of an uploaded sheet.
      await db.schema
        .createTable('cod_payouts')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('amount_paise', 'bigint', (c) => c.notNull())
        .addColumn('utr', 'text')
        .addColumn('row_count', 'integer', (c) => c.notNull())
        .addColumn('to_wallet', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('cod_payouts_utr_uq', ['company_id', 'utr'])
        .execute();
      await db.schema
        .createTable('cod_remittance_settings')
        .addColumn('company_id', 'uuid', (c) => c.primaryKey())
        .addColumn('to_wallet', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // The admin's remittance sheets run on the bulk machinery; another billing upload may have made its tables.
      await createBulkJobTables(db);
      // The run and the sheet's save honour Idempotency-Key; another billing route may have made the table.
      await createIdempotencyTable(db);
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
  '0005_payments_link_url': {
    async up(db) {
      // A payment request's pay link as the provider made it: the public pay page sends the payer there.
      await db.schema.alterTable('payments').addColumn('link_url', 'text').execute();
    },
  },
  '0006_shipping_adjustments': {
    async up(db) {
      // Bulk sheets run as durable jobs here too; another billing sheet may have made the tables first.
      await createBulkJobTables(db);
      // The sheet's save honours an Idempotency-Key, as every save that starts work does.
      await createIdempotencyTable(db);
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
  '0009_money_in_paise': {
    // Direct-to-retailer money as whole paise, as billing keeps it.
    async up(db) {
      await rupeesColumnToPaise(db, 'invoices', 'final_price');
      await rupeesColumnToPaise(db, 'invoices', 'amount_paid');
    },
  },
};
