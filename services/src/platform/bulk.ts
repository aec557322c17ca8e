import { createHash } from 'node:crypto';
import { sql, type ColumnType, type Kysely, type Transaction } from 'kysely';
import { MSG, type Principal, type TaskRecord } from '@parcelo/common';
import { serviceApis, type ServiceApis } from './apis.js';
import { ServiceError, badRequest } from './envelope.js';
import type { ServiceUrls } from './config.js';
import type { Logger } from './logger.js';
import type { JobQueue } from './queue.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * A bulk upload's durable job, in the schema of the service that runs it. Rows are
 * checked as the job is saved: a row that cannot be done is failed at once; the rest
 * wait as `pending` with what the runner needs.
 */
export interface BulkJobsDB {
  bulk_jobs: {
    id: string;
    company_id: string;
    user_id: string;
    user_name: string;
    type: string;
    status: 'running' | 'completed' | 'failed';
    total: number;
    created_at: Timestamp;
    finished_at: Date | null;
  };
  bulk_job_rows: {
    job_id: string;
    position: number;
    key: string;
    payload: ColumnType<unknown, string | null, string | null>;
    status: 'pending' | 'succeeded' | 'failed';
    message: string | null;
  };
}

/**
 * The sheets whose saving applied something, by a key of their content, so the same sheet
 * saved again is noticed. `repeat` counts the saves of one content: the first is 0, and a
 * save confirmed as a repeat takes the next. Two saves deciding on the same count at once
 * meet on the primary key, and only one goes ahead.
 */
export interface BulkSheetsDB {
  bulk_sheets: {
    company_id: string;
    type: string;
    sheet_key: string;
    repeat: number;
    job_id: string;
    user_name: string;
    created_at: Timestamp;
  };
}

/** The table of saved sheets, for a service's migration. */
export async function createBulkSheetTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_sheets')
    .addColumn('company_id', 'uuid', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sheet_key', 'text', (c) => c.notNull())
    .addColumn('repeat', 'integer', (c) => c.notNull())
    .addColumn('job_id', 'uuid', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bulk_sheets_pk', ['company_id', 'type', 'sheet_key', 'repeat'])
    .execute();
}

/**
 * A sheet's content key: the same entries give the same key in any row order, so a sheet
 * re-saved, re-sorted or re-typed in other case (entries are keyed by what they resolve to)
 * is the same sheet.
 */
export function sheetContentKey(entries: readonly unknown[]): string {
  const lines = entries.map((e) => JSON.stringify(e)).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/** The earlier saves of a sheet's content: how many, and the latest's time and user. */
export async function earlierSheetSaves(
  db: Kysely<any>,
  companyId: string,
  type: string,
  key: string,
): Promise<{ count: number; last: { at: Date; by: string } | null }> {
  const rows = await (db as Kysely<BulkSheetsDB>)
    .selectFrom('bulk_sheets')
    .select(['created_at', 'user_name'])
    .where('company_id', '=', companyId)
    .where('type', '=', type)
    .where('sheet_key', '=', key)
    .orderBy('repeat', 'desc')
    .execute();
  const [last] = rows;
  return { count: rows.length, last: last ? { at: new Date(last.created_at), by: last.user_name } : null };
}

/** A save refused because the same sheet was saved before and the repeat was not confirmed. */
const repeatRefused = (message: string) => badRequest(message, 'confirmRepeat', 'CONFIRMATION_REQUIRED');

/**
 * The job tables, for a service's migration. Made only where missing, as a service whose several
 * parts take sheets (billing's remittances and adjustments) makes them in whichever part's migration runs first.
 */
export async function createBulkJobTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_jobs')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bulk_jobs_status_idx').ifNotExists().on('bulk_jobs').column('status').execute();
  await db.schema
    .createTable('bulk_job_rows')
    .ifNotExists()
    .addColumn('job_id', 'uuid', (c) => c.notNull().references('bulk_jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addPrimaryKeyConstraint('bulk_job_rows_pk', ['job_id', 'position'])
    .execute();
  await db.schema
    .createIndex('bulk_job_rows_pending_idx')
    .ifNotExists()
    .on('bulk_job_rows')
    .columns(['job_id', 'status', 'position'])
    .execute();
}

export interface BulkJob {
  id: string;
  company_id: string;
  user_name: string;
}

export interface PendingRow {
  position: number;
  payload: unknown;
}

/** A row's outcome: null when done, else why not. */
export type RowOutcome = string | null;

/**
 * Does a batch of rows. It must write the rows' outcomes with `mark`, in the same
 * transaction as the work itself, so a crash leaves each row either done or pending.
 */
export type BulkRunner = (
  job: BulkJob,
  rows: PendingRow[],
  mark: (tx: Transaction<any>, outcomes: RowOutcome[]) => Promise<void>,
) => Promise<void>;

/** Rows a step takes unless its worker says otherwise. */
const BATCH = 100;

/** A service needed is down, or too busy now (nothing done): the step waits and runs again, its rows not failed. */
const unavailable = (err: unknown) =>
  err instanceof ServiceError && (err.code === 'UPSTREAM_UNAVAILABLE' || err.code === 'SERVICE_BUSY');
/**
 * Retries of a step that could not go on (a service it needs is down, or the task centre
 * refused the final report), the first after 1–2 s, each about twice the last. The same wait
 * follows a step taken back from a process that died, so it is kept short.
 */
const STEP_RETRY = { retryLimit: 40, retryDelay: 1 };
/**
 * A step (one batch) still running after this long belongs to a process that died; another
 * takes it over. A step takes well under a second (a few under heavy load), and of two runs of
 * one batch only the first to commit keeps its work (`markRows`), so an upload a process dropped
 * resumes within about 20 s.
 */
const STEP_EXPIRE_SECONDS = 10;

/** The task centre's queue for a kind of bulk upload (bulk-orders, bulk-catalogues, bulk-inventory-entries). */
export const bulkQueue = (type: string) => `bulk-${type.replace(/\s+/g, '-')}`;

type BulkWorkerOptions = {
  db: Kysely<any>;
  urls: ServiceUrls;
  log: Logger;
  queue: JobQueue;
  type: string;
  run: BulkRunner;
  failure?: (err: unknown) => string;
  /**
   * Rows a step takes (100 unless given): each step costs its hand-off, its progress report
   * and its reads whatever its size, so a runner that does a batch in a few statements takes more.
   */
  batch?: number;
};

/** What a worker's steps share: its tables, queue and task-centre reports. */
interface WorkerParts {
  db: Kysely<BulkJobsDB>;
  log: Logger;
  queue: JobQueue;
  type: string;
  name: string;
  run: BulkRunner;
  failure: ((err: unknown) => string) | undefined;
  batch: number;
  tell: (jobId: string, body: TaskReport) => Promise<unknown>;
  report: (jobId: string, body: TaskReport) => Promise<unknown>;
}

type JobRows = { key: string; payload?: unknown; failure?: string }[];

/**
 * Thrown inside a batch's transaction when another run of the same step decided some of its
 * rows first (the step expired while its first run was still going): this run's work is rolled
 * back with it, so stock, orders and money are never applied twice.
 */
export class BatchTaken extends Error {
  constructor() {
    super('another run of this step decided its rows first');
  }
}

/**
 * The rows' outcomes, written last in the batch's transaction. Only rows still pending change;
 * a row another run has decided makes the whole transaction roll back (BatchTaken), since its
 * work has been done once already.
 */
export const markRows = (jobId: string, rows: PendingRow[]) => async (tx: Transaction<any>, outcomes: RowOutcome[]) => {
  const t = tx as Transaction<BulkJobsDB>;
  const decided = (result: { numUpdatedRows: bigint }, expected: number) => {
    if (Number(result.numUpdatedRows) !== expected) throw new BatchTaken();
  };
  const done = rows.filter((_, i) => outcomes[i] === null).map((r) => r.position);
  if (done.length)
    decided(
      await t
        .updateTable('bulk_job_rows')
        .set({ status: 'succeeded', message: null })
        .where('job_id', '=', jobId)
        .where('position', 'in', done)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
      done.length,
    );
  for (const [i, message] of outcomes.entries()) {
    if (message === null) continue;
    decided(
      await t
        .updateTable('bulk_job_rows')
        .set({ status: 'failed', message })
        .where('job_id', '=', jobId)
        .where('position', '=', rows[i]!.position)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
      1,
    );
  }
};

async function counts(db: Kysely<BulkJobsDB>, jobId: string) {
  const rows = await db
    .selectFrom('bulk_job_rows')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('job_id', '=', jobId)
    .groupBy('status')
    .execute();
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { succeeded: of('succeeded'), failed: of('failed') };
}

async function stillPending(db: Kysely<BulkJobsDB>, jobId: string, rows: PendingRow[]): Promise<PendingRow[]> {
  const pending = await db
    .selectFrom('bulk_job_rows')
    .select('position')
    .where('job_id', '=', jobId)
    .where(
      'position',
      'in',
      rows.map((r) => r.position),
    )
    .where('status', '=', 'pending')
    .execute();
  const positions = new Set(pending.map((r) => r.position));
  return rows.filter((r) => positions.has(r.position));
}

/** A failed batch at most this big is tried again row by row; a bigger one in halves first. */
const ROW_BY_ROW = 16;

async function runBatch(w: WorkerParts, job: BulkJob, rows: PendingRow[]) {
  try {
    await w.run(job, rows, markRows(job.id, rows));
  } catch (err) {
    // The other run has the batch, and goes on to the next step itself.
    if (err instanceof BatchTaken) return;
    if (unavailable(err)) throw err;
    // A run of this step taken over meanwhile may have decided rows (its orders now refuse
    // this run's as taken): only those still pending are tried again.
    const left = await stillPending(w.db, job.id, rows);
    // One bad row in 500 is found in a few dozen tries rather than 500, so the step ends well
    // within its expiry and is not taken over while it still runs.
    if (left.length > ROW_BY_ROW) {
      const half = Math.ceil(left.length / 2);
      await runBatch(w, job, left.slice(0, half));
      await runBatch(w, job, left.slice(half));
      return;
    }
    for (const row of left) {
      try {
        await w.run(job, [row], markRows(job.id, [row]));
      } catch (err) {
        if (err instanceof BatchTaken) continue;
        // Another service being down is no fault of the row: the step is retried later.
        if (unavailable(err)) throw err;
        const message = w.failure?.(err) ?? MSG.genericFailure;
        if (message === MSG.genericFailure)
          w.log.error({ err, jobId: job.id, position: row.position }, 'bulk row failed');
        await w.db
          .updateTable('bulk_job_rows')
          .set({ status: 'failed', message })
          .where('job_id', '=', job.id)
          .where('position', '=', row.position)
          .where('status', '=', 'pending')
          .execute();
      }
    }
  }
}

/** A batch done: its progress to the task centre, and the job's next step queued as this one closes. */
async function afterBatch(w: WorkerParts, job: { total: number }, stepId: string, jobId: string) {
  const c = await counts(w.db, jobId);
  // Short of 100 until the result is written, so 100 always means "finished".
  await w.report(jobId, {
    // eslint-disable-next-line no-restricted-syntax -- progress in percent
    progress: Math.min(99, Math.floor(((c.succeeded + c.failed) / job.total) * 100)),
    succeeded: c.succeeded,
    failed: c.failed,
  });
  await w.db.transaction().execute(async (tx) => {
    if (await w.queue.complete(tx, w.name, stepId)) await w.queue.send(tx, w.name, { jobId });
  });
  w.queue.wake(w.name);
}

/** No row pending: the job's result to the task centre, then the job closed. */
async function finishJob(w: WorkerParts, jobId: string) {
  const outcome = await w.db
    .selectFrom('bulk_job_rows')
    .select(['key', 'status', 'message'])
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute();
  const result = {
    succeeded: outcome.filter((r) => r.status === 'succeeded').map((r) => ({ key: r.key, message: null })),
    failed: outcome.filter((r) => r.status === 'failed').map((r) => ({ key: r.key, message: r.message })),
  };
  // The end is told before the job is closed: a refused report fails the step, which is
  // retried with backoff until the task centre takes it.
  await w.tell(jobId, {
    status: 'completed',
    progress: 100,
    succeeded: result.succeeded.length,
    failed: result.failed.length,
    result,
  });
  await w.db
    .updateTable('bulk_jobs')
    .set({ status: 'completed', finished_at: new Date() })
    .where('id', '=', jobId)
    .execute();
}

/** One step of a job: its next batch, or, once no row is pending, its result to the task centre. */
async function step(w: WorkerParts, stepId: string, jobId: string) {
  const job = await w.db.selectFrom('bulk_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (job?.status !== 'running') return;
  const rows = await w.db
    .selectFrom('bulk_job_rows')
    .select(['position', 'payload'])
    .where('job_id', '=', jobId)
    .where('status', '=', 'pending')
    .orderBy('position')
    .limit(w.batch)
    .execute();
  if (rows.length) {
    await runBatch(w, job, rows);
    await afterBatch(w, job, stepId, jobId);
    return;
  }
  await finishJob(w, jobId);
}

/** The job's rows as inserted: a row known to fail is failed at once, the rest wait as pending. */
const jobRowValues = (jobId: string, rows: JobRows, from: number) =>
  rows.map((r, j) =>
    r.failure !== undefined
      ? {
          job_id: jobId,
          position: from + j,
          key: r.key,
          payload: null,
          status: 'failed' as const,
          message: r.failure,
        }
      : {
          job_id: jobId,
          position: from + j,
          key: r.key,
          payload: JSON.stringify(r.payload ?? null),
          status: 'pending' as const,
          message: null,
        },
  );

/** The job and its rows, with the sheet's save when it has a content key, in one transaction. */
async function openJob(
  w: WorkerParts,
  task: TaskRecord,
  p: { principal: Principal; companyId: string; rows: JobRows },
  sheet: { key: string; repeat: number } | null,
) {
  const { type } = w;
  await w.db.transaction().execute(async (tx) => {
    if (sheet)
      await (tx as unknown as Transaction<BulkSheetsDB>)
        .insertInto('bulk_sheets')
        .values({
          company_id: p.companyId,
          type,
          sheet_key: sheet.key,
          repeat: sheet.repeat,
          job_id: task.id,
          user_name: p.principal.name,
        })
        .execute();
    await tx
      .insertInto('bulk_jobs')
      .values({
        id: task.id,
        company_id: p.companyId,
        user_id: p.principal.userId,
        user_name: p.principal.name,
        type,
        status: 'running',
        total: p.rows.length,
      })
      .execute();
    for (let i = 0; i < p.rows.length; i += 500) {
      await tx
        .insertInto('bulk_job_rows')
        .values(jobRowValues(task.id, p.rows.slice(i, i + 500), i))
        .execute();
    }
    await w.queue.send(tx, w.name, { jobId: task.id });
  });
}

/** The step handler on the job queue, logging why a step failed before it is retried. */
function defineSteps(w: WorkerParts) {
  const defined = w.queue.define<{ jobId: string }>(
    w.name,
    { ...STEP_RETRY, expireInSeconds: STEP_EXPIRE_SECONDS },
    async (job) => {
      try {
        await step(w, job.id, job.data.jobId);
      } catch (err) {
        w.log.warn(
          { err, jobId: job.data.jobId },
          unavailable(err)
            ? 'a service the job needs is unavailable; it goes on later'
            : 'bulk job step failed; retried later',
        );
        throw err;
      }
    },
  );
  // Told here and again to whoever starts a job, which waits for the queue.
  defined.catch((err: unknown) => w.log.error({ err, queue: w.name }, 'bulk job queue not created'));
  return defined;
}

/**
 * Runs one kind of bulk job on the service's job queue, a batch of rows per step, and
 * reports progress to the task centre. A batch that throws is tried again in halves, and
 * row by row once small, so each row gets its own outcome. Each step queues the next as it closes itself, in one
 * transaction, so a job has one live step at a time whichever process runs it, and a step
 * of a process that died is taken over once it expires.
 */
/** What a job tells NMS of its task (progress, the end, a failure), as NMS's route takes it. */
type TaskReport = Parameters<ServiceApis['nms']['patchQueueByNameByTaskId']>[0]['body'];

export function bulkWorker(options: BulkWorkerOptions) {
  const db = options.db as Kysely<BulkJobsDB>;
  const { urls, log, type, queue } = options;
  const name = bulkQueue(type);

  const tell = (jobId: string, body: TaskReport) =>
    serviceApis(urls).nms.patchQueueByNameByTaskId({ params: { name, taskId: jobId }, body, internal: true });
  // A lost progress report is made good by the next one.
  const report = (jobId: string, body: TaskReport) =>
    tell(jobId, body).catch((err: unknown) => log.warn({ err, jobId }, 'task progress not reported'));

  const w: WorkerParts = {
    db,
    log,
    queue,
    type,
    name,
    run: options.run,
    failure: options.failure,
    batch: options.batch ?? BATCH,
    tell,
    report,
  };
  const defined = defineSteps(w);

  return {
    /**
     * Opens the task and the job: `rows` are each a key (what the result names the row
     * by) with the runner's payload, or the message of a row already known to fail.
     */
    async start(p: {
      principal: Principal;
      companyId: string;
      title: string;
      rows: JobRows;
      /**
       * The sheet's content key, when saving the same sheet twice would apply it twice:
       * a repeat is refused with `repeatMessage(last save's time)` unless confirmed, and
       * of two saves racing on the same content only one starts.
       */
      sheet?: { key: string; confirmRepeat: boolean; repeatMessage: (at: Date) => string };
    }): Promise<TaskRecord> {
      await defined;
      const sheet = p.sheet;
      let repeat = 0;
      if (sheet) {
        const earlier = await earlierSheetSaves(db, p.companyId, type, sheet.key);
        if (earlier.last && !sheet.confirmRepeat) throw repeatRefused(sheet.repeatMessage(earlier.last.at));
        repeat = earlier.count;
      }
      const { task } = await serviceApis(urls).nms.postQueueByName({
        params: { name },
        internal: true,
        body: { companyId: p.companyId, userId: p.principal.userId, type, title: p.title, total: p.rows.length },
      });
      try {
        await openJob(w, task, p, sheet ? { key: sheet.key, repeat } : null);
      } catch (err) {
        // The race for this content was lost: the task says why, and so does the answer.
        const lost = sheet && (err as { code?: string }).code === '23505' ? sheet : null;
        const earlier = lost ? await earlierSheetSaves(db, p.companyId, type, lost.key) : null;
        const refusal = lost && earlier?.last ? repeatRefused(lost.repeatMessage(earlier.last.at)) : err;
        await report(task.id, {
          status: 'failed',
          error: refusal instanceof ServiceError ? refusal.message : MSG.genericFailure,
        });
        throw refusal;
      }
      queue.wake(name);
      return task;
    },
  };
}
