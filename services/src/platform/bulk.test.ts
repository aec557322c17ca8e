import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BatchTaken,
  createBulkJobTables,
  markRows,
  type BulkJobsDB,
  type PendingRow,
  type RowOutcome,
} from './bulk.js';
import { openDatabase, type Database } from './db.js';

/**
 * A bulk step that expires while its first run is still going is taken over by another
 * process, so two runs can apply the same batch at once. Each batch's work (here, stock
 * entries) commits with its rows' outcomes; these tests check the work lands once however the
 * two runs interleave. On PostgreSQL the two runs hold their transactions open together.
 */
interface LedgerDB extends BulkJobsDB {
  ledger: { job_id: string; position: number; quantity: number };
}

const schema = `bulk_${randomUUID().slice(0, 8)}`;
let database: Database;
let db: Kysely<LedgerDB>;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = url ? await openDatabase({ databaseUrl: url }) : await openDatabase({ dataDir: 'memory://' });
  await sql`create schema ${sql.id(schema)}`.execute(database.root);
  db = database.forSchema<LedgerDB>(schema);
  await createBulkJobTables(db);
  await db.schema
    .createTable('ledger')
    .addColumn('job_id', 'uuid', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
}, 60_000);

afterAll(async () => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.root);
  await database.close();
});

/** A job of `n` pending rows, each adding `position + 1` units of stock. */
async function openJob(n: number): Promise<{ jobId: string; rows: PendingRow[] }> {
  const jobId = randomUUID();
  await db
    .insertInto('bulk_jobs')
    .values({
      id: jobId,
      company_id: randomUUID(),
      user_id: randomUUID(),
      user_name: 'Test',
      type: 'inventory',
      status: 'running',
      total: n,
    })
    .execute();
  const rows = Array.from({ length: n }, (_, position) => ({ position, payload: { quantity: position + 1 } }));
  await db
    .insertInto('bulk_job_rows')
    .values(
      rows.map((r) => ({
        job_id: jobId,
        position: r.position,
        key: `row ${r.position}`,
        payload: JSON.stringify(r.payload),
        status: 'pending',
        message: null,
      })),
    )
    .execute();
  return { jobId, rows };
}

/** A runner as the services write them: the batch's stock entries, then its outcomes, in one transaction. */
function applyBatch(
  jobId: string,
  rows: PendingRow[],
  outcomes: RowOutcome[],
  beforeMarking: () => Promise<void> = async () => {},
) {
  return db.transaction().execute(async (tx) => {
    await tx
      .insertInto('ledger')
      .values(
        rows.map((r) => ({
          job_id: jobId,
          position: r.position,
          quantity: (r.payload as { quantity: number }).quantity,
        })),
      )
      .execute();
    await beforeMarking();
    await markRows(jobId, rows)(tx as Transaction<any>, outcomes);
  });
}

async function figures(jobId: string) {
  const ledger = await db.selectFrom('ledger').select(['position', 'quantity']).where('job_id', '=', jobId).execute();
  const rows = await db
    .selectFrom('bulk_job_rows')
    .select(['position', 'status', 'message'])
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute();
  return { entries: ledger.length, units: ledger.reduce((sum, e) => sum + e.quantity, 0), rows };
}

describe('a bulk batch applied by two runs of its step', () => {
  it('lands once when both runs hold their transactions open together', async () => {
    const { jobId, rows } = await openJob(200);
    const outcomes = rows.map(() => null);
    // On PostgreSQL both runs write their entries before either marks its rows; embedded
    // PGlite runs one transaction at a time, so there the second run follows the first.
    let arrived = 0;
    let release!: () => void;
    const bothWritten = new Promise<void>((resolve) => (release = resolve));
    const barrier =
      database.kind === 'postgres'
        ? async () => {
            if (++arrived === 2) release();
            await bothWritten;
          }
        : undefined;
    const results = await Promise.allSettled([
      applyBatch(jobId, rows, outcomes, barrier),
      applyBatch(jobId, rows, outcomes, barrier),
    ]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(BatchTaken);
    const after = await figures(jobId);
    expect(after.entries).toBe(200);
    expect(after.units).toBe((200 * 201) / 2);
    expect(after.rows.every((r) => r.status === 'succeeded')).toBe(true);
  });

  it('changes nothing when the batch was already decided before the late run marks it', async () => {
    const { jobId, rows } = await openJob(50);
    const outcomes: RowOutcome[] = rows.map((r) => (r.position === 7 ? 'Enter a valid quantity' : null));
    await applyBatch(jobId, rows, outcomes);
    await expect(applyBatch(jobId, rows, outcomes)).rejects.toBeInstanceOf(BatchTaken);

    const after = await figures(jobId);
    expect(after.entries).toBe(50);
    expect(after.units).toBe((50 * 51) / 2);
    expect(after.rows.filter((r) => r.status === 'failed')).toEqual([
      { position: 7, status: 'failed', message: 'Enter a valid quantity' },
    ]);
  });

  it("refuses a run whose rows were partly decided by another, keeping the other run's outcomes", async () => {
    const { jobId, rows } = await openJob(20);
    // The first run took rows 0–9; a late run read 0–19 as pending before it committed.
    await applyBatch(jobId, rows.slice(0, 10), Array(10).fill(null));
    await expect(applyBatch(jobId, rows, Array(20).fill(null))).rejects.toBeInstanceOf(BatchTaken);

    const after = await figures(jobId);
    expect(after.entries).toBe(10);
    expect(after.rows.filter((r) => r.status === 'pending').map((r) => r.position)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 10),
    );
  });
});
