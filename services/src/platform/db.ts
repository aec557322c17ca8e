import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type ColumnType } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import { config } from './config.js';
import { createLogger } from './logger.js';

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
  /**
   * Hears NOTIFY on `channel` from every process sharing the database, until the returned stop.
   * `onResume` is told when hearing starts again after the connection was lost, since whatever
   * was announced meanwhile went unheard.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResume: () => void): Promise<() => Promise<void>>;
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

let logger: ReturnType<typeof createLogger> | undefined;
const poolLog = () => (logger ??= createLogger('database'));

/** SQLSTATE classes of a connection PostgreSQL ended or would not take: 08 (connection), 57 (shutdown, restart). */
const LOST_CONNECTION_STATE = /^(08|57)/;
const LOST_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);
const lostConnection = (reason: unknown) => {
  const code = String((reason as { code?: unknown } | null)?.code ?? '');
  return (
    reason instanceof Error &&
    (LOST_CONNECTION_STATE.test(code) ||
      LOST_CONNECTION_CODES.has(code) ||
      reason.message === 'Connection terminated unexpectedly')
  );
};
let survivingLostConnections = false;

/**
 * The job queue library completes a finished job without waiting for the answer, so a restart of
 * PostgreSQL at that moment rejects a promise nobody holds, which would end the process. Such a
 * job is expired and run again; the process goes on. Any other rejection nobody held still ends it.
 */
function surviveLostConnections() {
  if (survivingLostConnections) return;
  survivingLostConnections = true;
  process.on('unhandledRejection', (reason) => {
    if (!lostConnection(reason)) throw reason;
    poolLog().warn({ err: reason }, 'a database call nobody waited for failed: the connection was lost');
  });
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const databaseUrl = options.databaseUrl ?? config().databaseUrl;
  if (databaseUrl) {
    surviveLostConnections();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: config().databasePoolSize });
    // A connection PostgreSQL ends (a restart, a dropped network) must not end the process: lost
    // while idle in the pool, the pool drops it and reports it here, and the next query opens
    // another; lost while a request holds it, its query fails and the pool drops it on release.
    pool.on('error', (err) => poolLog().warn({ err }, 'an idle database connection was lost; it is replaced'));
    pool.on('connect', (client) =>
      client.on('error', () => {
        // Held by a request between queries: the request's next query fails with this error.
      }),
    );
    const root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(root);
    return {
      kind: 'postgres',
      root,
      forSchema: <DB>(schema: string) => root.withSchema(schema) as unknown as Kysely<DB>,
      executeSql: (text, values) => pool.query(text, values),
      listen: (channel, onNotify, onResume) => listenOnServer(databaseUrl, channel, onNotify, onResume),
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
    listen: async (channel, onNotify) => {
      // Everything shares this one embedded database, so nothing is ever missed: no resume.
      const off = pglite.onNotification((heard, payload) => heard === channel && onNotify(payload));
      await dialect.executeSql(`listen ${quoteIdent(channel)}`);
      return async () => {
        off();
        await dialect.executeSql(`unlisten ${quoteIdent(channel)}`);
      };
    },
    close: async () => {
      await root.destroy();
      await pglite.close();
    },
  };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** How long a lost listening connection waits before trying again: doubling from the first, up to the most. */
const RELISTEN_FIRST_MS = 100;
const RELISTEN_MAX_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other work), opened again
 * whenever PostgreSQL restarts or the network drops it, with a growing pause between tries.
 */
async function listenOnServer(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  onResume: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  const connect = async (resuming: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    let live = false;
    next.on('notification', (m) => m.channel === channel && onNotify(m.payload ?? ''));
    next.on('error', () => {
      // 'end' follows, and plans the next try once the connection had been listening.
    });
    next.on('end', () => {
      if (!live || stopped) return;
      live = false;
      client = undefined;
      again();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${quoteIdent(channel)}`);
      live = true;
      failures = 0;
      if (resuming) onResume();
    } catch (err) {
      client = undefined;
      await next.end().catch(() => {});
      if (!resuming) throw err;
      again();
    }
  };
  const again = () => {
    if (stopped) return;
    failures += 1;
    retry = setTimeout(() => void connect(true), Math.min(RELISTEN_MAX_MS, RELISTEN_FIRST_MS * 2 ** failures));
    retry.unref();
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
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
