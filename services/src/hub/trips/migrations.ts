import { sql } from 'kysely';
import type { Migrations } from '../../platform/index.js';

// Keys start with the domain's name: they sit beside the service's own migrations.
export const migrations: Migrations = {
  trips_0001_journeys: {
    // A trip (journey) is what a driver takes out at once. The driver's and cluster's names are
    // kept as they were when it started, so the table reads the same after a rename.
    async up(db) {
      await db.schema
        .createTable('journeys')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('driver_id', 'uuid', (c) => c.notNull().references('drivers.id'))
        .addColumn('cluster_id', 'uuid')
        .addColumn('driver_name', 'text', (c) => c.notNull())
        .addColumn('driver_phone', 'text', (c) => c.notNull())
        .addColumn('cluster_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
        .addColumn('distance_km', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('ended_at', 'timestamptz')
        .execute();
      // One open trip per driver, whoever asks at once.
      await db.schema
        .createIndex('journeys_open_driver')
        .on('journeys')
        .column('driver_id')
        .unique()
        .where(sql<boolean>`status in (1, 2)`)
        .execute();
      await db.schema.createIndex('journeys_created_idx').on('journeys').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('journeys_cluster_idx')
        .on('journeys')
        .columns(['cluster_id', 'created_at'])
        .execute();
      await db.schema.createIndex('journeys_driver_idx').on('journeys').columns(['driver_id', 'created_at']).execute();

      await db.schema
        .createTable('journey_orders')
        .addColumn('journey_id', 'uuid', (c) => c.notNull().references('journeys.id').onDelete('cascade'))
        .addColumn('order_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('stop', 'integer', (c) => c.notNull())
        .addColumn('awb', 'text', (c) => c.notNull())
        .addColumn('shop_order_id', 'text', (c) => c.notNull())
        .addColumn('payment_method', 'text', (c) => c.notNull())
        .addColumn('total_price_paise', 'bigint', (c) => c.notNull())
        .addColumn('cod_amount_paise', 'bigint', (c) => c.notNull())
        .addColumn('cod_collected_paise', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(5))
        .addColumn('undelivered_reason', 'text')
        .addColumn('closed_at', 'timestamptz')
        // The buyer's delivery code, hashed; wrong tries and texts are counted against guessing.
        .addColumn('otp_hash', 'text', (c) => c.notNull())
        .addColumn('otp_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('otp_sends', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('proof_key', 'text')
        .addPrimaryKeyConstraint('journey_orders_pk', ['journey_id', 'order_id'])
        .execute();
      await db.schema.createIndex('journey_orders_order_idx').on('journey_orders').columns(['order_id']).execute();

      await db.schema
        .createTable('journey_positions')
        .addColumn('journey_id', 'uuid', (c) => c.notNull().references('journeys.id').onDelete('cascade'))
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('lat', 'double precision', (c) => c.notNull())
        .addColumn('lng', 'double precision', (c) => c.notNull())
        .addColumn('accuracy_m', 'double precision')
        // A position queued offline and sent twice is kept once.
        .addPrimaryKeyConstraint('journey_positions_pk', ['journey_id', 'at'])
        .execute();
    },
  },
};
