import { sql } from 'kysely';
import { rupeesColumnToPaise, type Migrations } from '../platform/index.js';

export const migrations: Migrations = {
  '0001_assigned_orders': {
    async up(db) {
      await db.schema
        .createTable('assigned_orders')
        .addColumn('order_id', 'uuid', (c) => c.primaryKey())
        .addColumn('driver_id', 'uuid', (c) => c.notNull())
        .addColumn('awb', 'text', (c) => c.notNull())
        .addColumn('payment_method', 'text', (c) => c.notNull())
        .addColumn('total_price', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('order_status', 'smallint', (c) => c.notNull())
        .addColumn('assigned_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('assigned_orders_driver_idx')
        .on('assigned_orders')
        .columns(['driver_id', 'assigned_at'])
        .execute();
    },
  },
  '0002_money_in_paise': {
    // Direct-to-retailer money as whole paise, as billing keeps it.
    async up(db) {
      await rupeesColumnToPaise(db, 'assigned_orders', 'total_price');
    },
  },
};
