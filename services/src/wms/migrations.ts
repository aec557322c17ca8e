import { sql } from 'kysely';
import type { Migrations } from '../platform/index.js';

export const migrations: Migrations = {
  '0001_warehouses': {
    async up(db) {
      await db.schema
        .createTable('warehouses')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('warehouse_code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('warehouse_name', 'text', (c) => c.notNull())
        .addColumn('warehouse_type', 'text', (c) => c.notNull())
        .addColumn('invoice_prefix', 'text')
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('rto_other_wh', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('lat', 'double precision')
        .addColumn('lng', 'double precision')
        .addColumn('address', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('warehouses_created_idx').on('warehouses').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('company_warehouses')
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('warehouse_id', 'uuid', (c) => c.notNull().references('warehouses.id'))
        .addColumn('warehouse_type', 'text', (c) => c.notNull())
        .addColumn('gst_number', 'text')
        .addColumn('fssai_number', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('company_warehouses_pk', ['company_id', 'warehouse_id'])
        .execute();
      await db.schema.createIndex('company_warehouses_wh_idx').on('company_warehouses').column('warehouse_id').execute();
    },
  },
};
