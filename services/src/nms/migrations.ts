import { sql } from 'kysely';
import type { Migrations } from '../platform/index.js';

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
      await db.schema.createIndex('notifications_queue_idx').on('notifications').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('notifications_recipient_idx').on('notifications').columns(['recipient', 'created_at']).execute();
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
};
