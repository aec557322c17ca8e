import { createHash, randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import { perScrape, readOnScrape } from '@parcelo/common/metrics';
import type { ServiceContext } from './app.js';
import type { Database } from './db.js';
import type { Logger } from './logger.js';

/** How a kind of job is retried and when a silent worker is given up on. */
export interface JobKind {
  /** Tries after the first; each waits about twice as long as the one before. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  /**
   * A job still running after this long is taken to belong to a process that died: it is
   * failed and tried again by whichever process asks next.
   */
  expireInSeconds: number;
  /** Jobs a worker takes at a time and runs side by side (1 unless each is short). */
  batchSize?: number;
}

export type JobHandler<T> = (job: { id: string; data: T }) => Promise<void>;

/**
 * How often a worker looks for jobs on its own. Workers are woken when a job is added (NOTIFY,
 * heard by every process of the service) and by the due check below, so this is only a backstop.
 */
const POLL_SECONDS = 300;
/**
 * How often each process asks, in one query over all its queues, which hold jobs that fell due
 * without anyone being told: retries backing off, work scheduled ahead, and jobs a dead process
 * held, expired by maintenance. An idle process's whole cost is this and maintenance's check.
 */
const DUE_CHECK_SECONDS = 5;
/**
 * How long a stopping process lets its running jobs go on. Whatever still runs then is handed
 * back to the queue (failed, so another process retries it) rather than left to expire: well
 * inside the 15 s a fleet or an orchestrator grants a process between SIGTERM and SIGKILL.
 */
const JOBS_STOP_WITHIN_MS = 10_000;
/** How long a process waits before taking a job another process added and announced. */
const PEER_WAKE_DELAY_MS = 250;
/** How often expired jobs are looked for, by one process of all those sharing the queue. */
const MAINTENANCE_SECONDS = 5;

/**
 * A job id that is the same every time it is asked for with the same parts, so sending a
 * job twice (a retried request, a restart queueing what it finds unfinished) adds it once.
 */
export function jobKey(...parts: (string | number)[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A Kysely handle (or transaction) as pg-boss's connection, so its statements join the caller's transaction. */
const through = (db: Kysely<any>) => ({
  executeSql: async (text: string, values: unknown[] = []) => db.executeQuery(CompiledQuery.raw(text, values)),
});

/**
 * Wakes a queue's worker in this process: at once when asked here or when this process added the
 * job, a moment later when another process did. A request that adds jobs often waits briefly for
 * their first run in its own process (an order's events, so the next page shows what they changed
 * elsewhere), so the others give it the first chance and step in only if it is busy.
 */
function wakers(boss: PgBoss, workers: Map<string, string>, instance: string) {
  const wake = (name: string) => {
    const id = workers.get(name);
    if (id) boss.notifyWorker(id);
  };
  // One pending wake per queue at most.
  const peerWakes = new Map<string, NodeJS.Timeout>();
  const heard = (payload: string) => {
    const at = payload.indexOf(':');
    const [from, name] = [payload.slice(0, at), payload.slice(at + 1)];
    if (from === instance) return wake(name);
    if (peerWakes.has(name) || !workers.has(name)) return;
    const timer = setTimeout(() => {
      peerWakes.delete(name);
      wake(name);
    }, PEER_WAKE_DELAY_MS);
    timer.unref();
    peerWakes.set(name, timer);
  };
  const forget = () => {
    for (const timer of peerWakes.values()) clearTimeout(timer);
    peerWakes.clear();
  };
  return { wake, heard, forget };
}

/**
 * A service's durable background work on pg-boss, in its own `<service>_jobs` schema of
 * the service's database (PostgreSQL, or embedded PGlite through the same driver lock as
 * Kysely). Jobs are added in the transaction of the change that causes them, fetched with
 * SKIP LOCKED (so several processes share one queue and no job runs twice at once), retried
 * with exponential backoff, and taken over from a process that died once they expire.
 */
export async function openJobQueue(options: { database: Database; service: string; log: Logger }) {
  const { log } = options;
  // Heard by every process of this service; the message is the adding process's id and the queue's name.
  const channel = `${options.service}_jobs`;
  const instance = randomUUID();
  const schema = `"${options.service}_jobs"`;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.database.executeSql(text, values) },
    schema: channel,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    // No cron jobs: its clock and schedule checks would only add queries.
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const handlers = new Map<string, { handler: JobHandler<any>; batchSize: number }>();
  const workers = new Map<string, string>();
  let started = false;
  let stopListening: (() => Promise<void>) | undefined;
  let dueCheck: NodeJS.Timeout | undefined;
  const { wake, heard, forget } = wakers(boss, workers, instance);
  /** Tells every process's worker, once `db`'s transaction commits, that `name` has a job due now. */
  const announce = (db: Kysely<any>, name: string) =>
    db.executeQuery(CompiledQuery.raw('select pg_notify($1, $2)', [channel, `${instance}:${name}`]));
  const wakeDue = async () => {
    const { rows } = await options.database.executeSql(
      `select distinct name from ${schema}.job where state < 'active' and start_after <= now()`,
    );
    for (const { name } of rows as { name: string }[]) wake(name);
  };
  // One queue created at a time: pg-boss deadlocks on its own tables when two are created at once.
  let defining = Promise.resolve();

  return {
    /** Declares a kind of job and what does it; its queue exists from here on, its worker from `start`. */
    async define<T extends object>(name: string, kind: JobKind, handler: JobHandler<T>): Promise<void> {
      const { batchSize = 1, ...retries } = kind;
      const options = { name, ...retries, retryBackoff: true };
      handlers.set(name, { handler, batchSize });
      // Updated as well as created, so a queue made by an earlier version takes today's retries.
      const done = defining.then(async () => {
        await boss.createQueue(name, options);
        await boss.updateQueue(name, options);
      });
      defining = done.catch(() => {});
      await done;
    },
    /** Adds a job in `db`'s transaction (or on its own), so it exists exactly when that transaction commits. */
    async send(
      db: Kysely<any>,
      name: string,
      data: object,
      options: { startAfter?: Date; key?: string } = {},
    ): Promise<void> {
      await boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        // A job with this id already waiting or running is kept as it is.
        ...(options.key ? { id: options.key } : {}),
        db: through(db),
      });
      if (!options.startAfter || options.startAfter.getTime() <= Date.now()) await announce(db, name);
    },
    /**
     * Adds many jobs of one kind in `db`'s transaction, a statement per thousand: a batch of
     * bulk orders records a hundred events at once, one insert each would cost it seconds.
     */
    async sendMany(
      db: Kysely<any>,
      name: string,
      jobs: readonly { data: object; startAfter?: Date; key?: string }[],
    ): Promise<void> {
      for (let i = 0; i < jobs.length; i += 1000) {
        await boss.insert(
          jobs.slice(i, i + 1000).map((job) => ({
            name,
            data: job.data,
            ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}),
            ...(job.key ? { id: job.key } : {}),
          })),
          { db: through(db) },
        );
      }
      if (jobs.some((job) => !job.startAfter || job.startAfter.getTime() <= Date.now())) await announce(db, name);
    },
    /** Drops jobs not yet done, by their keys, in `db`'s transaction (work that is no longer due). */
    async drop(db: Kysely<any>, name: string, keys: readonly string[]): Promise<void> {
      if (keys.length) await boss.deleteJob(name, [...keys], { db: through(db) });
    },
    /**
     * Completes a running job in `db`'s transaction. False when it is no longer this
     * worker's (it expired and went to another), so the caller must not go on with it.
     */
    async complete(db: Kysely<any>, name: string, id: string): Promise<boolean> {
      // pg-boss 10 answers how many jobs it completed, though its typings say void.
      const result = (await boss.complete(name, id, {}, { db: through(db) })) as unknown as { affected: number };
      return result.affected > 0;
    },
    /** Has this process's worker look for `name` jobs now rather than at its next poll. */
    wake,
    /** Starts the workers, once every service this process runs can be reached. */
    async start(): Promise<void> {
      started = true;
      // Queues still being created (a bulk worker's) exist before their workers ask for jobs.
      await defining;
      for (const [name, { handler, batchSize }] of handlers) {
        const id = await boss.work<object>(name, { pollingIntervalSeconds: POLL_SECONDS, batchSize }, async (jobs) => {
          // Each job fails (and is retried) on its own; pg-boss completes the rest of the batch.
          await Promise.all(
            jobs.map((job) => handler(job).catch((err: unknown) => boss.fail(name, job.id, { message: String(err) }))),
          );
          // A full batch suggests more are waiting: fetch again at once rather than after the poll.
          if (jobs.length === batchSize) boss.notifyWorker(id);
        });
        workers.set(name, id);
      }
      // What was announced while the connection was down went unheard: look at every queue.
      const wakeAll = () => [...workers.keys()].forEach(wake);
      stopListening = await options.database.listen(channel, heard, wakeAll);
      dueCheck = setInterval(
        () => void wakeDue().catch((err: unknown) => log.warn({ err }, 'could not check for jobs due')),
        DUE_CHECK_SECONDS * 1000,
      );
      dueCheck.unref();
    },
    /** Lets running jobs finish, hands back those that do not in time, then stops. */
    async stop(): Promise<void> {
      clearInterval(dueCheck);
      forget();
      await stopListening?.();
      if (!started) return void (await boss.stop({ graceful: false, wait: true, close: false }));
      await boss.stop({ graceful: true, wait: true, timeout: JOBS_STOP_WITHIN_MS, close: false });
    },
  };
}

export type JobQueue = Awaited<ReturnType<typeof openJobQueue>>;

/** The service's job queue, its workers starting once the process's services listen and stopping as the service closes. */
export async function serviceJobQueue(app: FastifyInstance, ctx: ServiceContext): Promise<JobQueue> {
  const queue = await openJobQueue({ database: ctx.database, service: ctx.name, log: ctx.log });
  ctx.onStarted(() => queue.start());
  const unreport = reportJobQueues(ctx.database, ctx.name);
  app.addHook('onClose', async () => {
    unreport();
    await queue.stop();
  });
  return queue;
}

interface QueueFigures {
  name: string;
  due: number;
  later: number;
  waited: number;
}

/**
 * What waits in each of the service's queues, read from pg-boss's tables when Prometheus
 * scrapes: jobs due now, jobs set to start later (retries backing off, work scheduled ahead),
 * and how long the longest-waiting due job has waited since it fell due. One query, on
 * pg-boss's index of jobs not yet running.
 */
function reportJobQueues(database: Database, service: string): () => void {
  const schema = `"${service}_jobs"`;
  const read = perScrape(async () => {
    const { rows } = await database.executeSql(
      `select q.name,
              count(j.id) filter (where j.start_after <= now())::int as due,
              count(j.id) filter (where j.start_after > now())::int as later,
              coalesce(extract(epoch from now() - min(j.start_after) filter (where j.start_after <= now())), 0)::float8 as waited
         from ${schema}.queue q
         left join ${schema}.job j on j.name = q.name and j.state < 'active'
        group by q.name`,
    );
    return rows as QueueFigures[];
  });
  const labelNames = ['service', 'queue'] as const;
  const gauge = (name: string, help: string, value: (q: QueueFigures) => number) =>
    readOnScrape({ name, help, labelNames }, async () =>
      (await read()).map((q) => ({ labels: { service, queue: q.name }, value: Number(value(q)) })),
    );
  const stops = [
    gauge('job_queue_depth', 'Jobs due now and waiting for a worker.', (q) => q.due),
    gauge(
      'job_queue_delayed',
      'Jobs waiting to start later: retries backing off, work scheduled ahead.',
      (q) => q.later,
    ),
    gauge(
      'job_queue_oldest_seconds',
      'How long the longest-waiting due job has waited since it fell due (0 when none waits).',
      (q) => q.waited,
    ),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * Reports an outbox's undelivered events when Prometheus scrapes, until the service closes:
 * how many, and the age of the oldest. `read` answers both in one cheap query.
 */
export function reportOutbox(
  app: FastifyInstance,
  service: string,
  outbox: string,
  read: () => Promise<{ pending: number; oldestSeconds: number }>,
): void {
  const figures = perScrape(read);
  const labelNames = ['service', 'outbox'] as const;
  const labels = { service, outbox };
  const stops = [
    readOnScrape({ name: 'outbox_pending', help: 'Events written and not yet delivered.', labelNames }, async () => [
      { labels, value: Number((await figures()).pending) },
    ]),
    readOnScrape(
      {
        name: 'outbox_oldest_seconds',
        help: 'Age of the oldest event not yet delivered (0 when none is).',
        labelNames,
      },
      async () => [{ labels, value: Number((await figures()).oldestSeconds) }],
    ),
  ];
  app.addHook('onClose', async () => stops.forEach((stop) => stop()));
}
