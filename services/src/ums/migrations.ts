import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { sealSecret, secretHint } from '@parcelo/common/secrets';
import { createIdempotencyTable, type Migrations } from '../platform/index.js';

export const migrations: Migrations = {
  '0001_users': {
    async up(db) {
      await db.schema
        .createTable('companies')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('warehouse_requirement', 'smallint')
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('invoicing', 'jsonb')
        .addColumn('preferences', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('companies_created_idx').on('companies').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('user_type', 'text', (c) => c.notNull())
        .addColumn('role', 'text')
        .addColumn('company_id', 'uuid', (c) => c.references('companies.id'))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('account_verified', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();
      await db.schema.createIndex('users_type_created_idx').on('users').columns(['user_type', 'created_at']).execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('oauth_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();

      await db.schema
        .createTable('otps')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('consumed_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('otps_user_purpose_idx')
        .on('otps')
        .columns(['user_id', 'purpose', 'created_at'])
        .execute();
    },
  },
  '0002_sales_channels': {
    async up(db) {
      await db.schema
        .createTable('sales_channels')
        .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('shop', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('extras', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('connected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('sales_channels_pk', ['company_id', 'type'])
        .execute();
    },
  },
  '0003_tracking_page_and_privacy': {
    async up(db) {
      await db.schema.alterTable('companies').addColumn('tracking_page', 'jsonb').execute();
      await db.schema
        .createTable('data_deletion_requests')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('phone', 'text')
        .addColumn('phone_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('anonymised_orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('retained_orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('completed_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('data_deletion_due_idx')
        .on('data_deletion_requests')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('data_deletion_phone_idx')
        .on('data_deletion_requests')
        .column('phone_hash')
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('details', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('audit_log_subject_idx').on('audit_log').columns(['subject', 'created_at']).execute();
    },
  },
  '0004_data_deletion_confirmation': {
    // A deletion goes ahead only once the phone's owner opens the link texted to it.
    async up(db) {
      await db.schema.alterTable('data_deletion_requests').addColumn('token_hash', 'text').execute();
      await db.schema.alterTable('data_deletion_requests').addColumn('confirm_by', 'timestamptz').execute();
      await db.schema
        .createIndex('data_deletion_token_idx')
        .on('data_deletion_requests')
        .column('token_hash')
        .execute();
    },
  },
  '0005_data_deletion_orders': {
    // The orders OMS anonymised, kept until NMS has anonymised their requests and messages too.
    async up(db) {
      await db.schema
        .alterTable('data_deletion_requests')
        .addColumn('order_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .execute();
    },
  },
  '0006_idempotent_requests': {
    up: (db) => createIdempotencyTable(db),
  },
  '0009_contact_change_codes': {
    // A code sent to a new phone or email remembers that contact until the code proves it.
    async up(db) {
      await db.schema.alterTable('otps').addColumn('target', 'text').execute();
    },
  },
  '0010_api_keys': {
    // A company's keys for its own scripts: only the secret's hash is kept, and its first
    // characters to tell keys apart. A repeated create (same idempotency key) finds its key here
    // rather than in idempotent_requests, which would keep the secret in the clear.
    async up(db) {
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
        .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('idempotency_key', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('last_used_at', 'timestamptz')
        .addColumn('expires_at', 'timestamptz')
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('api_keys_company_created_idx')
        .on('api_keys')
        .columns(['company_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('api_keys_idempotency_idx')
        .on('api_keys')
        .columns(['company_id', 'idempotency_key'])
        .unique()
        .execute();
    },
  },
  '0011_sales_channel_shops': {
    // A company may connect several stores of one type, each its own record; credentials are
    // kept sealed, with their last characters beside them to tell stores apart on screen.
    async up(db) {
      await db.schema
        .alterTable('sales_channels')
        .addColumn('id', 'uuid')
        .addColumn('key_hint', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('secret_hint', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_synced_at', 'timestamptz')
        .execute();
      const rows = await db.selectFrom('sales_channels').select(['company_id', 'type', 'key', 'secret']).execute();
      for (const row of rows as { company_id: string; type: string; key: string; secret: string }[]) {
        await db
          .updateTable('sales_channels')
          .set({
            id: randomUUID(),
            key: sealSecret(row.key),
            secret: sealSecret(row.secret),
            key_hint: secretHint(row.key),
            secret_hint: secretHint(row.secret),
          })
          .where('company_id', '=', row.company_id)
          .where('type', '=', row.type)
          .execute();
      }
      await db.schema
        .alterTable('sales_channels')
        .alterColumn('id', (c) => c.setNotNull())
        .execute();
      await db.schema.alterTable('sales_channels').dropConstraint('sales_channels_pk').execute();
      await db.schema.alterTable('sales_channels').addPrimaryKeyConstraint('sales_channels_pk', ['id']).execute();
      // Host names ignore case: one store is one record however its address was typed.
      await db.schema
        .createIndex('sales_channels_shop_key')
        .on('sales_channels')
        .unique()
        .expression(sql.raw('company_id, type, lower(shop)'))
        .execute();
    },
  },
  '0012_shopify_oauth_states': {
    // Connect with Shopify: each install started from the product, so the redirects that come
    // back are tied to the company and user who started it, for a short while, and used once.
    async up(db) {
      await db.schema
        .createTable('shopify_oauth_states')
        .addColumn('nonce', 'text', (c) => c.primaryKey()) // sha256 of the state sent to Shopify
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('shop', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('shopify_oauth_states_expiry_idx')
        .on('shopify_oauth_states')
        .column('expires_at')
        .execute();
    },
  },
  '0013_webhooks': {
    // Addresses sellers register to be told of their orders' changes; the signing secret is sealed.
    async up(db) {
      await db.schema
        .createTable('webhooks')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('webhooks_company_idx')
        .on('webhooks')
        .columns(['company_id', 'created_at', 'id'])
        .execute();
    },
  },
  '0014_webhook_deliveries': {
    // One delivery per webhook and event however often the event is announced; every try is kept.
    async up(db) {
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('webhook_id', 'uuid', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_try_at', 'timestamptz')
        .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
        .addColumn('delivered_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('webhook_deliveries_event_key', ['webhook_id', 'event_id'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_webhook_idx')
        .on('webhook_deliveries')
        .columns(['webhook_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createTable('webhook_attempts')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('delivery_id', 'uuid', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('status_code', 'integer')
        .addColumn('response_ms', 'integer', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('manual', 'boolean', (c) => c.notNull().defaultTo(false))
        .addUniqueConstraint('webhook_attempts_number_key', ['delivery_id', 'attempt'])
        .execute();
    },
  },
  '0015_pricing_preferences': {
    // Each company's rate card, one row once an admin sets it; a company without one is
    // charged nothing (the defaults). Charges in whole paise, the COD percentage in basis points.
    async up(db) {
      await db.schema
        .createTable('pricing_preferences')
        .addColumn('company_id', 'uuid', (c) => c.primaryKey().references('companies.id'))
        .addColumn('sms_charges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rto_processing_charges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('platform_charges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('whatsapp_message_charges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cod_handling_charges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lightning_base_charges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lightning_price_upto_2kgs', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lightning_price_after_2kgs', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cod_handling_bps', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('storage_charges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('minimum_storage_charges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('maximum_storage_charges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('storage_charge_type', 'text', (c) => c.notNull().defaultTo('fixedStorageCharges'))
        .addColumn('cod_remittance_days', 'integer', (c) => c.notNull().defaultTo(7))
        .addColumn('updated_by', 'uuid')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0016_sales_channel_owners': {
    // A store's address belongs to one company at a time: the company that proved it is the
    // store's (Shopify's install, or credentials the store accepted) receives its webhooks.
    // Where several companies hold one address already, the proven one is kept, else the
    // earliest connected; the others are kept disconnected (not listed, synced or routed to).
    async up(db) {
      await db.schema
        .alterTable('sales_channels')
        .addColumn('verified_at', 'timestamptz')
        .addColumn('disconnected_at', 'timestamptz')
        .execute();
      // Stores connected through the Shopify app carry the scopes Shopify granted.
      await db
        .updateTable('sales_channels')
        .set({ verified_at: sql`connected_at` })
        .where(sql<boolean>`extras ? 'scope'`)
        .execute();
      const rows = await db
        .selectFrom('sales_channels')
        .select(['id', 'type', 'shop', 'verified_at', 'connected_at'])
        .orderBy(sql`verified_at is null`)
        .orderBy('connected_at')
        .orderBy('id')
        .execute();
      const owners = new Set<string>();
      const others: string[] = [];
      for (const r of rows) {
        const address = `${r.type} ${r.shop.toLowerCase()}`;
        if (owners.has(address)) others.push(r.id);
        else owners.add(address);
      }
      if (others.length)
        await db.updateTable('sales_channels').set({ disconnected_at: new Date() }).where('id', 'in', others).execute();
      // Two companies connecting one store at once: the database lets one of them in.
      await db.schema
        .createIndex('sales_channels_owner_key')
        .on('sales_channels')
        .unique()
        .expression(sql.raw('type, lower(shop)'))
        .where(sql.ref('disconnected_at'), 'is', null)
        .execute();
    },
  },
  '0017_people_switched_off': {
    // An admin may switch off a driver, salesman or promoter: they can no longer sign in.
    async up(db) {
      await db.schema
        .alterTable('users')
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .execute();
    },
  },
};
