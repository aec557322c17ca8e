import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './db.js';

/** A service's migrations, applied in key order; each receives the schema-scoped handle. */
export type Migrations = Record<string, { up(db: Kysely<any>): Promise<void> }>;

export async function migrate(database: Database, schema: string, migrations: Migrations): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(database.root);
  const provider: MigrationProvider = {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(migrations).map(([name, m]): [string, Migration] => [
          name,
          { up: (db) => m.up(db.withSchema(schema)) },
        ]),
      );
    },
  };
  const migrator = new Migrator({
    db: database.root,
    provider,
    migrationTableSchema: schema,
    // Work built side by side lands with numbers in any order; each migration is still applied once.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${schema}/${failed ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * A numeric rupee column as whole paise, renamed `<column>_paise`: numeric rupees times 100 is
 * exact in SQL (numeric, never a float), so no row gains or loses a paisa on the way.
 */
export async function rupeesColumnToPaise(db: Kysely<any>, table: string, column: string): Promise<void> {
  await db.schema
    .alterTable(table)
    .alterColumn(column, (c) => c.setDataType(sql`bigint using round(${sql.ref(column)} * 100)::bigint`))
    .execute();
  await db.schema.alterTable(table).renameColumn(column, `${column}_paise`).execute();
}
