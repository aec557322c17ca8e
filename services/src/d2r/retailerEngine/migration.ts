import { sql } from 'kysely';
import type { Migrations } from '../../platform/index.js';

/**
 * The retailer engine's latest word on each retailer (the class it suggests, the figures behind
 * it, the next order it expects) and its runs. A brand has at most one run going: a partial
 * unique index, so two "Recompute now" at once start one.
 */
export const retailerScoresMigration: Migrations[string] = {
  async up(db) {
    await db.schema
      .createTable('retailer_scores')
      .addColumn('retailer_id', 'uuid', (c) => c.primaryKey().references('store_addresses.id'))
      .addColumn('company_id', 'uuid', (c) => c.notNull())
      .addColumn('engine_class', 'text', (c) => c.notNull().check(sql`engine_class in ('A', 'B', 'C', 'D', 'E')`))
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('value_paise', 'bigint', (c) => c.notNull())
      .addColumn('orders', 'integer', (c) => c.notNull())
      // 0..1, null when nothing was paid or due in the window.
      .addColumn('on_time_share', 'double precision')
      .addColumn('avg_days_late', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('overdue_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      // [{ sku, title, quantity, dueDate, timesOrdered }], at most ten.
      .addColumn('suggestions', 'jsonb', (c) => c.notNull())
      .addColumn('computed_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('retailer_scores_company_idx')
      .on('retailer_scores')
      .columns(['company_id', 'engine_class'])
      .execute();
    await db.schema
      .createTable('retailer_engine_runs')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('company_id', 'uuid', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'completed', 'failed')`))
      .addColumn('task_id', 'uuid')
      .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('retailer_engine_runs_one_running')
      .on('retailer_engine_runs')
      .column('company_id')
      .unique()
      .where(sql.ref('status'), '=', 'running')
      .execute();
    await db.schema
      .createIndex('retailer_engine_runs_company_idx')
      .on('retailer_engine_runs')
      .columns(['company_id', 'started_at'])
      .execute();
  },
};
