import { sql } from 'kysely';
import { createBulkJobTables, type Migrations } from '../../platform/index.js';

/**
 * Brands' discounts to their retailers: a percentage (basis points) off one catalogue SKU for
 * every retailer, a class or a retail cluster, effective over India days, both included.
 * The D2R discount upload's background jobs keep their rows in the bulk job tables.
 */
export const retailDiscountsMigration: Migrations[string] = {
  async up(db) {
    await db.schema
      .createTable('retail_discounts')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('company_id', 'uuid', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('product_title', 'text', (c) => c.notNull())
      .addColumn('applies_to', 'text', (c) => c.notNull().check(sql`applies_to in ('ALL', 'CLASS', 'CLUSTER')`))
      .addColumn('retailer_class', 'text')
      .addColumn('retail_cluster', 'text')
      .addColumn('basis_points', 'integer', (c) => c.notNull().check(sql`basis_points between 1 and 10000`))
      .addColumn('starts_on', 'date', (c) => c.notNull())
      .addColumn('ends_on', 'date', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('retail_discounts_days', sql`starts_on <= ends_on`)
      // A class discount names its class and nothing else, a cluster one its cluster, one for all neither.
      .addCheckConstraint(
        'retail_discounts_target',
        sql`(applies_to = 'CLASS') = (retailer_class is not null) and (applies_to = 'CLUSTER') = (retail_cluster is not null)`,
      )
      .execute();
    // The list, newest first, and a D2R order's pricing: a brand's discounts of some SKUs.
    await db.schema
      .createIndex('retail_discounts_company_idx')
      .on('retail_discounts')
      .columns(['company_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('retail_discounts_sku_idx')
      .on('retail_discounts')
      .expression(sql.raw('company_id, upper(sku), starts_on'))
      .execute();
    await createBulkJobTables(db);
  },
};
