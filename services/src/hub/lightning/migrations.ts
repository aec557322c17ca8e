import { sql } from 'kysely';
import { createIdempotencyTable, type Migrations } from '../../platform/index.js';

// Keys start with the domain's name: they sit beside the service's own migrations.
export const migrations: Migrations = {
  lightning_0001_clusters_drivers: {
    // Clusters run from one micro warehouse each (the depot their routes start from) and are
    // named C1 to C6 there. Drivers and cluster owners are UMS accounts; the hub keeps what
    // Lightning needs of them, keyed by the account's id.
    async up(db) {
      await createIdempotencyTable(db);
      await db.schema
        .createTable('clusters')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('warehouse_id', 'uuid', (c) => c.notNull())
        .addColumn('poc_name', 'text', (c) => c.notNull())
        .addColumn('poc_phone', 'text', (c) => c.notNull())
        .addColumn('address', 'jsonb', (c) => c.notNull())
        .addColumn('pincodes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('clusters_warehouse_name_key', ['warehouse_id', 'name'])
        .execute();
      await db.schema.createIndex('clusters_created_idx').on('clusters').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('drivers')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text')
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
        .addColumn('vehicle_type', 'text', (c) => c.notNull())
        .addColumn('capacity_orders', 'integer', (c) => c.notNull())
        .addColumn('capacity_kg', 'integer', (c) => c.notNull())
        .addColumn('cluster_id', 'uuid', (c) => c.references('clusters.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('drivers_created_idx').on('drivers').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('drivers_cluster_idx').on('drivers').columns(['cluster_id', 'created_at']).execute();

      await db.schema
        .createTable('cluster_owners')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('cluster_owner_clusters')
        .addColumn('owner_id', 'uuid', (c) => c.notNull().references('cluster_owners.id').onDelete('cascade'))
        .addColumn('cluster_id', 'uuid', (c) => c.notNull().references('clusters.id'))
        .addPrimaryKeyConstraint('cluster_owner_clusters_pk', ['owner_id', 'cluster_id'])
        .execute();
    },
  },
  lightning_0002_assignment_load: {
    // What each order given to a driver weighs, so the vehicle's kg are counted as orders are
    // handed over, and its place in the driver's route (the order it was handed over in, or
    // the planner's).
    async up(db) {
      await db.schema
        .alterTable('assigned_orders')
        .addColumn('weight_kg', 'numeric(10, 3)', (c) => c.notNull().defaultTo(0))
        .addColumn('stop', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  lightning_0003_cluster_depot: {
    // Where a cluster's routes leave from: its micro warehouse's point, kept with the cluster
    // when the admin names the warehouse, so planning needs no other service.
    async up(db) {
      await db.schema
        .alterTable('clusters')
        .addColumn('depot_lat', 'double precision')
        .addColumn('depot_lng', 'double precision')
        .execute();
    },
  },
  lightning_0004_warehouse_users: {
    // A warehouse user works at one micro warehouse: it sees that warehouse's clusters only.
    async up(db) {
      await db.schema
        .createTable('warehouse_users')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('warehouse_id', 'uuid', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  lightning_0005_cluster_warehouse_name: {
    // The warehouse's name as the admin chose it, for those who see clusters but not warehouses
    // (cluster owners, warehouse users).
    async up(db) {
      await db.schema
        .alterTable('clusters')
        .addColumn('warehouse_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  },
};
