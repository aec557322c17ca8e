import { sql } from 'kysely';
import { createIdempotencyTable, type Migrations } from '../platform/index.js';

export const migrations: Migrations = {
  '0001_outbox': {
    async up(db) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('params', 'jsonb', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('provider', 'text')
        .addColumn('provider_message_id', 'text')
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('sent_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('notifications_queue_idx')
        .on('notifications')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('notifications_recipient_idx')
        .on('notifications')
        .columns(['recipient', 'created_at'])
        .execute();
    },
  },
  '0002_outbox_claims': {
    async up(db) {
      await db.schema.alterTable('notifications').addColumn('claimed_at', 'timestamptz').execute();
    },
  },
  '0003_tasks': {
    async up(db) {
      await db.schema
        .createTable('tasks')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('queue', 'text', (c) => c.notNull())
        .addColumn('company_id', 'uuid')
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('succeeded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('result', 'jsonb')
        .addColumn('error', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('tasks_company_idx').on('tasks').columns(['company_id', 'created_at']).execute();
    },
  },
  '0004_customer_requests_and_messages': {
    async up(db) {
      await db.schema
        .createTable('customer_requests')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('source_event', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('awb', 'text')
        .addColumn('shop_order_id', 'text', (c) => c.notNull())
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('customer_phone', 'text', (c) => c.notNull())
        .addColumn('shipping_address', 'jsonb', (c) => c.notNull())
        .addColumn('undelivered_reason', 'text', (c) => c.notNull())
        .addColumn('request_type', 'text')
        .addColumn('approval_status', 'text', (c) => c.notNull().defaultTo('PENDING'))
        .addColumn('form_link_status', 'text', (c) => c.notNull().defaultTo('SENT'))
        .addColumn('alternate_phone', 'text')
        .addColumn('alternate_address', 'jsonb')
        .addColumn('deferred_delivery_date', 'text')
        .addColumn('issue_type', 'text')
        .addColumn('issue_description', 'text')
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('visited_at', 'timestamptz')
        .addColumn('filled_at', 'timestamptz')
        .addColumn('approval_changed_at', 'timestamptz')
        .addColumn('approval_changed_by', 'text')
        .addColumn('anonymised_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('customer_requests_company_idx')
        .on('customer_requests')
        .expression(sql.raw('company_id, created_at desc, id desc'))
        .execute();
      await db.schema
        .createIndex('customer_requests_created_idx')
        .on('customer_requests')
        .expression(sql.raw('created_at desc, id desc'))
        .execute();
      await db.schema
        .createIndex('customer_requests_order_idx')
        .on('customer_requests')
        .columns(['order_id', 'created_at'])
        .execute();
      await db.schema.createIndex('customer_requests_awb_idx').on('customer_requests').column('awb').execute();
      await db.schema
        .createIndex('customer_requests_phone_idx')
        .on('customer_requests')
        .column('customer_phone')
        .execute();
      await db.schema
        .createTable('order_messages')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('order_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('message_text', 'text', (c) => c.notNull())
        .addColumn('sender_type', 'text', (c) => c.notNull())
        .addColumn('sender_phone', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('notification_id', 'uuid')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('order_messages_order_idx')
        .on('order_messages')
        .columns(['order_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('order_messages_notification_idx')
        .on('order_messages')
        .column('notification_id')
        .execute();
    },
  },
  '0005_customer_request_applied': {
    // When OMS applied an approval to the order, so approving again never re-applies it.
    async up(db) {
      await db.schema.alterTable('customer_requests').addColumn('applied_at', 'timestamptz').execute();
    },
  },
  '0006_notification_jobs': {
    // Sending is a job on the service's queue now: it claims, retries and takes over from a
    // stopped process. Messages a dispatcher was sending are sent again.
    async up(db) {
      await db.schema
        .alterTable('notifications')
        .addColumn('job_queued', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.updateTable('notifications').set({ status: 'queued' }).where('status', '=', 'sending').execute();
      await db.schema.alterTable('notifications').dropColumn('claimed_at').execute();
    },
  },
  '0007_idempotent_requests': {
    up: (db) => createIdempotencyTable(db),
  },
  '0011_notifications_newest': {
    // The admins' outbox page lists every message newest first.
    async up(db) {
      await db.schema
        .createIndex('notifications_newest_idx')
        .on('notifications')
        .columns(['created_at', 'id'])
        .execute();
    },
  },
  '0012_whatsapp': {
    // A company's WhatsApp provider account (the password sealed) and its message templates.
    async up(db) {
      await db.schema
        .createTable('whatsapp_credentials')
        .addColumn('company_id', 'uuid', (c) => c.primaryKey())
        .addColumn('provider_company_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('password_sealed', 'text', (c) => c.notNull())
        .addColumn('whatsapp_number', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('message_templates')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // A name is a company's once, whatever its case; so is a purpose (one ndr message).
      await db.schema
        .createIndex('message_templates_name_idx')
        .on('message_templates')
        .unique()
        .expression(sql.raw('company_id, lower(name)'))
        .execute();
      await db.schema
        .createIndex('message_templates_purpose_idx')
        .on('message_templates')
        .unique()
        .columns(['company_id', 'purpose'])
        .where(sql.ref('purpose'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('message_templates_list_idx')
        .on('message_templates')
        .expression(sql.raw('company_id, created_at desc, id desc'))
        .execute();
    },
  },
  '0013_message_channels': {
    // Which company a message is sent for (a WhatsApp message goes from the company's own
    // account) and which channel an NDR link went by, for the seller to see.
    async up(db) {
      await db.schema.alterTable('notifications').addColumn('company_id', 'uuid').execute();
      await db.schema.alterTable('customer_requests').addColumn('link_channel', 'text').execute();
    },
  },
  '0014_support_tickets': {
    // Sellers' tickets to Parcelo's support; a seller lists its company's newest first.
    async up(db) {
      await db.schema
        .createTable('support_tickets')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('order_reference', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('support_tickets_company_idx')
        .on('support_tickets')
        .columns(['company_id', 'created_at', 'id'])
        .execute();
    },
  },
};
