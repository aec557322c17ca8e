import { sql } from 'kysely';
import type { Migrations } from '../platform/index.js';

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
};
