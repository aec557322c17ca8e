import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type ColumnType } from 'kysely';
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
  const databaseUrl = options.databaseUrl ?? config().databaseUrl;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: config().databasePoolSize });
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
  const dataDir = options.dataDir ?? config().pgliteDir;
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

/**
 * A service's generated table types (db.generated.ts, from its migrations) with the
 * columns SQL cannot describe narrowed: string unions, JSON shapes, numerics read as
 * numbers. Only columns that exist can be narrowed, so a renamed column fails to compile.
 */
export type Refine<DB, R extends { [T in keyof DB]?: { [C in keyof DB[T]]?: unknown } }> = {
  [T in keyof DB]: T extends keyof R ? Omit<DB[T], keyof R[T]> & R[T] : DB[T];
};

/** A JSON column written as a JSON string; `Insert` adds `undefined` where the column has a default. */
export type JsonColumn<T, Insert = never> = ColumnType<
  T,
  string | Insert | (null extends T ? null : never),
  string | (null extends T ? null : never)
>;

/** A numeric column read as a number (pg's parser makes it one; reads from PGlite go through Number()). */
export type NumberColumn = ColumnType<number, number, number>;
