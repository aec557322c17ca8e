import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';

/**
 * One physical database per process. Each service sees only its own Postgres schema
 * through `forSchema`, which qualifies every table it names, so services sharing a
 * process (or a server) still never touch each other's tables.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  forSchema<DB>(schema: string): Kysely<DB>;
  root: Kysely<unknown>;
  /** Raw SQL outside Kysely, for the job queue: several statements when it has no parameters. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
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
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
    const root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(root);
    return {
      kind: 'postgres',
      root,
      forSchema: <DB>(schema: string) => root.withSchema(schema) as unknown as Kysely<DB>,
      executeSql: (text, values) => pool.query(text, values),
      close: () => root.destroy(),
    };
  }
  const dataDir = options.dataDir ?? process.env.PGLITE_DIR ?? 'data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const dialect = new PGliteDialect(pglite);
  const root = new Kysely<unknown>({ dialect });
  return {
    kind: 'pglite',
    root,
    forSchema: <DB>(schema: string) => root.withSchema(schema) as unknown as Kysely<DB>,
    executeSql: (text, values) => dialect.executeSql(text, values),
    close: async () => {
      await root.destroy();
      await pglite.close();
    },
  };
}
