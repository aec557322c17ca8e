import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type Database } from '@parcelo/services/platform';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { oneWarehouseSeller, type Session } from '../support/client.js';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { listedSku } from '../support/stock.js';
import { fromGlobalId, toGlobalId } from '../../bff/src/relay.js';

// Several OMS processes sharing one job queue need a database several processes can open:
// embedded PGlite is one process's alone, so these run in the PostgreSQL pass only.
const databaseUrl = process.env.DATABASE_URL;
const onPostgres = describe.skipIf(!databaseUrl);

const TASK = `query($id: ID!) { node(id: $id) { ... on Task { status progress total succeeded failed result { succeeded { key } failed { key } } } } }`;
const SAVE = `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id } userErrors { message } } }`;

type Task = {
  status: string;
  progress: number;
  total: number;
  succeeded: number;
  failed: number;
  result: { succeeded: { key: string }[]; failed: { key: string }[] } | null;
};

const runId = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An uploaded sheet of `count` orders for one SKU no other run uses, every `badEvery`th row with a bad pincode. */
async function bulkSheetFile(seller: Session, prefix: string, sku: string, count: number, badEvery = 50) {
  // Orders name only listed SKUs; a line of one mapped to no WSIN blocks no stock.
  await listedSku(seller, sku);
  return uploadSheet(
    seller,
    await ordersSheet(
      Array.from({ length: count }, (_, i) =>
        sheetRow(`${prefix}-${i}`, { sku, ...(i % badEvery === 7 ? { pincode: '12' } : {}) }),
      ),
    ),
  );
}

/** A task by its id in the services (the one the queue's jobs carry). */
async function task(seller: Session, id: string): Promise<Task> {
  return (await seller.gql(TASK, { id: toGlobalId('Task', id) })).node as Task;
}

async function saveViaBff(seller: Session, file: string): Promise<string> {
  const saved = (await seller.gql(SAVE, { i: { file, edits: [] } })).ordersBulkUploadSave;
  return fromGlobalId(saved.task.id as string)!.id;
}

async function finished(seller: Session, id: string, timeoutMs = 90_000): Promise<Task> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const t = await task(seller, id);
    if (t.status !== 'IN_PROGRESS' || Date.now() > until) return t;
    await sleep(200);
  }
}

async function ordersWithSku(seller: Session, sku: string): Promise<number> {
  return (await seller.gql(`query($sku: String!) { orders(search: { by: SKU, value: $sku }) { totalCount } }`, { sku }))
    .orders.totalCount;
}

/** An OMS call as the signed-in seller, straight to one OMS process. */
async function omsCall<T>(seller: Session, omsUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${omsUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: seller.cookie! },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { status: boolean; data: T; message: string };
  if (!reply.status) throw new Error(`${path}: ${reply.message}`);
  return reply.data;
}

/**
 * The pg-boss jobs of a queue whose data names `key` as `field`, oldest first; with, for one
 * waiting to be tried again, how long after its last start that try comes and the queue's delay.
 */
async function jobsOf(db: Database, queue: string, field: string, keys: string[]) {
  const { rows } = await db.executeSql(
    `select data->>'${field}' as key, state, retry_count, retry_delay,
       extract(epoch from start_after - started_on)::float8 as next_try_after
     from oms_jobs.job where name = $1 and data->>'${field}' = any($2::text[]) order by created_on`,
    [queue, keys],
  );
  return rows as { key: string; state: string; retry_count: number; retry_delay: number; next_try_after: number }[];
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

onPostgres(
  `one job queue on PostgreSQL${databaseUrl ? '' : ' (skipped: DATABASE_URL is unset, and several processes cannot share embedded PGlite)'}`,
  () => {
    const urls = inject('serviceUrls');
    let second: RunningServices | undefined;
    let child: ChildProcess | undefined;
    let db: Database | undefined;
    const database = async () => (db ??= await openDatabase({ databaseUrl: databaseUrl! }));
    /** A company of this file's own at Okhla, whose bulk uploads the tests run. */
    let seller: Session;

    beforeAll(async () => {
      seller = await oneWarehouseSeller('Brahmaputra Tea Estates');
    });

    afterAll(async () => {
      child?.kill('SIGKILL');
      await second?.close();
      await db?.close();
    });

    it('two OMS processes on one database never run the same bulk step or deliver the same order event twice', async () => {
      // A second OMS in this process, with its own connections and its own workers, beside the test stack's.
      for (const [name, url] of Object.entries(urls))
        if (name !== 'oms') process.env[`${name.toUpperCase()}_URL`] = url;
      second = await startServices({
        services: ['oms'],
        port: () => 0,
        databaseOptions: { databaseUrl: databaseUrl! },
      });
      const secondOms = second.urls.oms;
      const run = runId();
      const skuA = `TWO-A-${run}`;
      const skuB = `TWO-B-${run}`;

      // One upload through each OMS, at the same time: every step is taken by one of the two.
      const [fileA, fileB] = await Promise.all([
        bulkSheetFile(seller, `TWOA-${run}`, skuA, 500),
        bulkSheetFile(seller, `TWOB-${run}`, skuB, 500),
      ]);
      const [viaBff, viaSecond] = await Promise.all([
        saveViaBff(seller, fileA),
        omsCall<{ task: { id: string } }>(seller, secondOms, '/bulk/orders/save', { file: fileB, edits: [] }),
      ]);
      const ids = [viaBff, viaSecond.task.id];
      const [a, b] = await Promise.all(ids.map((id) => finished(seller, id)));
      for (const t of [a!, b!]) {
        expect(t).toMatchObject({ status: 'COMPLETED', progress: 100, total: 500, succeeded: 490, failed: 10 });
        expect(t.result!.succeeded.length + t.result!.failed.length).toBe(500);
      }
      expect(await ordersWithSku(seller, skuA)).toBe(490);
      expect(await ordersWithSku(seller, skuB)).toBe(490);
      // Each step ran once: none expired mid-run and went to the other process. 500 rows are one
      // batch, and a step more closes the job.
      const steps = await jobsOf(await database(), 'bulk-orders', 'jobId', ids);
      expect(steps.length).toBe(2 * 2);
      expect(steps.every((s) => s.state === 'completed' && s.retry_count === 0)).toBe(true);

      // Cancelling through both OMS: each release event has one job, delivered at its first run.
      const { rows: internal } = await (
        await database()
      ).executeSql(`select id from oms.orders where shop_order_id like $1 and status <> 'CANCELLED' limit 40`, [
        `TWOA-${run}-%`,
      ]);
      expect(internal.length).toBe(40);
      await Promise.all(
        internal.map((o: { id: string }, i: number) =>
          omsCall(seller, i % 2 ? secondOms : urls.oms!, `/orders/${o.id}/cancel`, {}),
        ),
      );
      const ids40 = internal.map((o: { id: string }) => o.id);
      let events: { id: number; delivered_at: Date | null }[] = [];
      for (let i = 0; i < 100; i++) {
        events = (
          await (
            await database()
          ).executeSql(
            `select id, delivered_at from oms.order_outbox where order_id = any($1::uuid[]) and action = 'release'`,
            [ids40],
          )
        ).rows;
        if (events.length === 40 && events.every((e) => e.delivered_at)) break;
        await sleep(200);
      }
      expect(events.length).toBe(40);
      expect(events.every((e) => e.delivered_at)).toBe(true);
      const deliveries = await jobsOf(
        await database(),
        'order-events',
        'eventId',
        events.map((e) => String(e.id)),
      );
      expect(deliveries.length).toBe(40);
      expect(deliveries.every((d) => d.state === 'completed' && d.retry_count === 0)).toBe(true);
      await second.close();
      second = undefined;
    }, 120_000);

    it('a worker killed mid-job: another process takes the job over within 30 s, every row accounted for once', async () => {
      const port = await freePort();
      const omsUrl = `http://127.0.0.1:${port}`;
      const env = {
        ...process.env,
        DATABASE_URL: databaseUrl,
        ...Object.fromEntries(Object.entries(urls).map(([n, u]) => [`${n.toUpperCase()}_URL`, u])),
        OMS_URL: omsUrl,
        LOG_LEVEL: 'warn',
      };
      child = spawn(process.execPath, ['--import', 'tsx', 'services/src/main.ts', 'oms'], {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child!.once('exit', (code) => reject(new Error(`OMS exited with ${code}`)));
        child!.stdout!.on('data', (d: Buffer) => d.toString().includes(omsUrl) && resolve());
      });
      const run = runId();
      const sku = `KILL-${run}`;
      // Saved on the child, which is woken at once and chains its steps, so it is mid-job when killed.
      const file = await bulkSheetFile(seller, `KILL-${run}`, sku, 800);
      const { task: saved } = await omsCall<{ task: { id: string } }>(seller, omsUrl, '/bulk/orders/save', {
        file,
        edits: [],
      });
      let atKill: Task;
      for (;;) {
        atKill = await task(seller, saved.id);
        if (atKill.progress > 0) break;
        await sleep(20);
      }
      expect(atKill.progress).toBeLessThan(100);
      child.kill('SIGKILL');
      const killedAt = Date.now();
      let movedAfter = Infinity;
      for (;;) {
        const t = await task(seller, saved.id);
        if (t.succeeded + t.failed > atKill.succeeded + atKill.failed + 100 || t.status !== 'IN_PROGRESS') {
          movedAfter = Date.now() - killedAt;
          break;
        }
        if (Date.now() - killedAt > 40_000) break;
        await sleep(200);
      }
      expect(movedAfter).toBeLessThan(30_000);
      const done = await finished(seller, saved.id);
      expect(done).toMatchObject({ status: 'COMPLETED', progress: 100, total: 800, succeeded: 784, failed: 16 });
      expect(done.result!.succeeded.length + done.result!.failed.length).toBe(800);
      expect(new Set(done.result!.succeeded.map((r) => r.key)).size).toBe(784);
      expect(await ordersWithSku(seller, sku)).toBe(784);
    }, 120_000);

    it("retries the task centre's final report with backoff until it is accepted", async () => {
      const pg = await database();
      const run = runId();
      const sku = `END-${run}`;
      const count = 13;
      // The task centre refuses this run's end until the refusal is lifted.
      const fn = `refuse_end_${run.toLowerCase()}`;
      await pg.executeSql(
        `create function public.${fn}() returns trigger language plpgsql as $$ begin raise exception 'task centre unavailable'; end $$`,
      );
      await pg.executeSql(
        `create trigger ${fn} before update on nms.tasks for each row when (new.status = 'completed' and new.title = 'Bulk orders upload: ${count} orders' and new.created_at > '${new Date().toISOString()}') execute function public.${fn}()`,
      );
      try {
        const saved = await saveViaBff(seller, await bulkSheetFile(seller, `END-${run}`, sku, count));
        // Refused, and waiting to be tried again after a failed retry.
        const last = await vi.waitFor(
          async () => {
            const [job] = (await jobsOf(pg, 'bulk-orders', 'jobId', [saved])).slice(-1);
            if (job?.state !== 'retry' || job.retry_count < 1)
              throw new Error(`Not yet retried: ${JSON.stringify(job)}`);
            return job;
          },
          { timeout: 30_000, interval: 250 },
        );
        const refused = await task(seller, saved);
        expect(refused).toMatchObject({ status: 'IN_PROGRESS', progress: 99, succeeded: count - 1, failed: 1 });
        expect(last.retry_count).toBeGreaterThanOrEqual(1);
        // Tried again, but later each time: the wait doubles with each try (a fixed delay would keep it at retry_delay).
        expect(last.next_try_after).toBeGreaterThanOrEqual(last.retry_delay * 2 ** last.retry_count);
        await pg.executeSql(`drop trigger ${fn} on nms.tasks`);
        const done = await finished(seller, saved, 60_000);
        expect(done).toMatchObject({ status: 'COMPLETED', progress: 100, succeeded: count - 1, failed: 1 });
      } finally {
        await pg.executeSql(`drop trigger if exists ${fn} on nms.tasks`);
        await pg.executeSql(`drop function if exists public.${fn}()`);
      }
    }, 120_000);
  },
);
