import type { Kysely } from 'kysely';
import { openDatabase, type Database } from './db.js';
import { migrate, type Migrations } from './migrate.js';

/**
 * For a unit test of one service's SQL: an embedded database in memory, private to the test file
 * even when the run is on PostgreSQL (DATABASE_URL), with the service's migrations run. Closing
 * `database` ends it.
 */
export async function memoryServiceDatabase<DB>(
  service: string,
  migrations: Migrations,
): Promise<{ database: Database; db: Kysely<DB> }> {
  const database = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
  await migrate(database, service, migrations);
  return { database, db: database.forSchema<DB>(service) };
}
