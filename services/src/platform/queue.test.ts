import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db.js';
import { openJobQueue, type JobQueue } from './queue.js';

/**
 * Two processes of one service, as in a fleet: one adds jobs, the other runs them. Workers ask
 * for jobs on their own only every few minutes, so a job that runs within a second or two was
 * announced, not polled for. On PostgreSQL each "process" has its own connections; embedded
 * PGlite has one database per process, so there both share it.
 */
const serverUrl = process.env.DATABASE_URL;
const service = `q${randomUUID().slice(0, 8)}`;
const log = pino({ level: 'silent' });
/** Well under the 5 s due check, so only an announcement explains a run this soon. */
const ANNOUNCED_WITHIN_MS = 2_500;

let adding: Database;
let running: Database;
let sender: JobQueue;
let worker: JobQueue;
const ran = new Map<string, () => void>();

const open = () => (serverUrl ? openDatabase({ databaseUrl: serverUrl }) : openDatabase({ dataDir: 'memory://' }));

/** Sends a job from the first process and answers how long the second took to run it. */
async function timedRun(): Promise<number> {
  const key = randomUUID();
  const done = new Promise<void>((resolve) => ran.set(key, resolve));
  const sent = Date.now();
  await adding.root.transaction().execute((tx) => sender.send(tx, 'echo', { key }));
  await done;
  return Date.now() - sent;
}

beforeAll(async () => {
  adding = await open();
  running = serverUrl ? await open() : adding;
  sender = await openJobQueue({ database: adding, service, log });
  worker = await openJobQueue({ database: running, service, log });
  const kind = { retryLimit: 0, retryDelay: 1, expireInSeconds: 60 };
  await sender.define('echo', kind, async () => {});
  await worker.define<{ key: string }>('echo', kind, async ({ data }) => ran.get(data.key)?.());
  // Only the second process runs jobs; the first only adds them.
  await worker.start();
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await sender?.stop();
  await running?.close();
  if (running !== adding) await adding?.close();
});

describe('a job added in one process', () => {
  it('runs in another at once, without waiting for a poll', async () => {
    expect(await timedRun()).toBeLessThan(ANNOUNCED_WITHIN_MS);
    expect(await timedRun()).toBeLessThan(ANNOUNCED_WITHIN_MS);
  });

  it('is not announced before its transaction commits, nor when it rolls back', async () => {
    const key = randomUUID();
    let runs = 0;
    ran.set(key, () => (runs += 1));
    await expect(
      adding.root.transaction().execute(async (tx) => {
        await sender.send(tx, 'echo', { key });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A later job runs, so the worker was free to run the first had it existed.
    await timedRun();
    expect(runs).toBe(0);
  });

  it.skipIf(!serverUrl)('still reaches the other process after its listening connection was cut', async () => {
    const { rows } = await adding.executeSql(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
      [`listen "${service}_jobs"`],
    );
    // Only the process with workers listens.
    expect(rows.length).toBeGreaterThan(0);
    expect(await timedRun()).toBeLessThan(ANNOUNCED_WITHIN_MS + 5_000);
    // Listening again, it hears announcements at once.
    const { rows: again } = await adding.executeSql(`select 1 from pg_stat_activity where query = $1`, [
      `listen "${service}_jobs"`,
    ]);
    expect(again.length).toBeGreaterThan(0);
    expect(await timedRun()).toBeLessThan(ANNOUNCED_WITHIN_MS);
  });
});
