import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import { config } from './config.js';

/**
 * One physical database per process. Each service sees only its own Postgres schema
 * through `forSchema`, which qualifies every table it names, so services sharing a
 * process (or a server) still never touch each other's tables.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  forSchema<DB>(schema: string): Kysely<DB>;
  root: Kysely<unknown>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
}

// Timestamps and counts come back as JS values that serialise cleanly to JSON.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const databaseUrl = options.databaseUrl ?? config().databaseUrl;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: config().databasePoolSize });
    const root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(root);
    return {
      kind: 'postgres',
      root,
      forSchema: <DB>(schema: string) => root.withSchema(schema) as unknown as Kysely<DB>,
      close: () => root.destroy(),
    };
  }
  const dataDir = options.dataDir ?? config().pgliteDir;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const root = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    root,
    forSchema: <DB>(schema: string) => root.withSchema(schema) as unknown as Kysely<DB>,
    close: async () => {
      await root.destroy();
      await pglite.close();
    },
  };
}
