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
  '0010_d2r_invoices': {
    // A D2R invoice is raised when its order ships (the order is its natural key, so a replayed
    // event raises it once) and collected against until it closes. The order's and retailer's
    // columns stay nullable: invoices kept before D2R orders raised them have none. What has
    // been paid moves only under the row's lock, in the transaction that adds a collection, so
    // the paid total always equals its collections' sum and never passes the invoice's price.
    async up(db) {
      await db.schema
        .alterTable('invoices')
        .addColumn('order_id', 'uuid', (c) => c.unique())
        .addColumn('shop_order_id', 'text')
        .addColumn('retailer_id', 'uuid')
        .addColumn('retailer_name', 'text')
        .addColumn('retailer_phone', 'text')
        // Where a salesman billed on the spot; none for an invoice from H/Q.
        .addColumn('bill_location', 'text')
        .addColumn('due_date', 'date')
        .addColumn('credited_paise', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('handed_over_at', 'timestamptz')
        .addColumn('closed_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Earlier invoices fall due on their own day: nothing said otherwise.
      await db
        .updateTable('invoices')
        .set({ due_date: sql`(created_at at time zone 'Asia/Kolkata')::date` })
        .where('due_date', 'is', null)
        .execute();
      await db.schema
        .alterTable('invoices')
        .addCheckConstraint(
          'invoices_money_ck',
          sql`final_price_paise >= 0 and amount_paid_paise >= 0 and credited_paise >= 0
              and amount_paid_paise + credited_paise <= final_price_paise`,
        )
        .execute();
      // The admin's list across every brand, newest first; a retailer's open invoices (its
      // outstanding, for credit checks); a salesman's (the name and phone searches, the ageing).
      await db.schema.createIndex('invoices_created_idx').on('invoices').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('invoices_retailer_idx').on('invoices').column('retailer_id').execute();
      await db.schema.createIndex('invoices_salesman_idx').on('invoices').column('salesman_id').execute();
      // One row per payment collected against an invoice, with its proof. The key makes a
      // retried save the first one again, even after the Idempotency-Key's answer is forgotten.
      // The methods are spelled out so this step means the same whenever it runs.
      await db.schema
        .createTable('d2r_collections')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('invoice_row_id', 'uuid', (c) => c.notNull().references('invoices.id'))
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('amount_paise', 'bigint', (c) => c.notNull().check(sql`amount_paise > 0`))
        .addColumn('method', 'text', (c) =>
          c.notNull().check(sql`method in ('CASH', 'UPI', 'CHEQUE', 'BANK_TRANSFER')`),
        )
        .addColumn('reference', 'text')
        .addColumn('proof_url', 'text', (c) => c.notNull())
        .addColumn('salesman_id', 'uuid')
        .addColumn('recorded_by', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('d2r_collections_key_uq', ['invoice_row_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('d2r_collections_invoice_created_idx')
        .on('d2r_collections')
        .columns(['invoice_row_id', 'created_at', 'id'])
        .execute();
    },
  },
  '0011_d2r_credit_notes': {
    // Credit notes against D2R invoices: a return or a price correction, numbered per brand and
    // financial year from a counter row locked in the note's own transaction (no gaps, no
    // repeats). What a note credits is added to its invoice's credited paise in that same
    // transaction, so the invoice's figures always equal the sum of its notes. The document is
    // the PDF's content as last worked out; regenerating works it out again.
    async up(db) {
      await db.schema
        .createTable('d2r_credit_note_counters')
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('financial_year', 'text', (c) => c.notNull())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('d2r_credit_note_counters_pk', ['company_id', 'financial_year'])
        .execute();
      await db.schema
        .createTable('d2r_credit_notes')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('invoice_row_id', 'uuid', (c) => c.notNull().references('invoices.id'))
        .addColumn('order_id', 'uuid', (c) => c.notNull())
        .addColumn('credit_number', 'text', (c) => c.notNull().unique())
        .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('RETURN', 'PRICE_CORRECTION')`))
        .addColumn('note', 'text')
        .addColumn('lines', 'jsonb', (c) => c.notNull())
        .addColumn('document', 'jsonb', (c) => c.notNull())
        .addColumn('final_value_paise', 'bigint', (c) => c.notNull().check(sql`final_value_paise > 0`))
        .addColumn('taxable_value_paise', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('regenerated_at', 'timestamptz')
        .addUniqueConstraint('d2r_credit_notes_key_uq', ['invoice_row_id', 'idempotency_key'])
        .execute();
      // The admin's list, newest first (a brand's or every brand's); an invoice's or order's notes.
      await db.schema
        .createIndex('d2r_credit_notes_company_created_idx')
        .on('d2r_credit_notes')
        .columns(['company_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('d2r_credit_notes_created_idx')
        .on('d2r_credit_notes')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('d2r_credit_notes_invoice_idx')
        .on('d2r_credit_notes')
        .column('invoice_row_id')
        .execute();
      await db.schema.createIndex('d2r_credit_notes_order_idx').on('d2r_credit_notes').column('order_id').execute();
    },
  },
};
