import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely over embedded PGlite. PGlite is one connection, so the driver hands it out to
 * one holder at a time: a transaction owns it from BEGIN to COMMIT and nothing else can
 * interleave statements into it.
 */
export class PGliteDialect implements Dialect {
  private readonly driver: PGliteDriver;
  constructor(private readonly pglite: PGlite) {
    this.driver = new PGliteDriver(pglite);
  }
  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => this.driver;

  /**
   * Raw SQL in its turn on the one connection, for the job queue's own statements. Text
   * without parameters may hold several statements (its schema and migrations).
   */
  async executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> {
    const conn = await this.driver.acquireConnection();
    try {
      if (values?.length) return await this.pglite.query(text, values);
      const results = await this.pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } finally {
      await this.driver.releaseConnection(conn);
    }
  }
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);
  createQueryCompiler = () => new PostgresQueryCompiler();
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => held);
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    (conn as PGliteConnection).release?.();
  }

  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  release?: () => void;
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}
