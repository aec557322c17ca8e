import { startServices, type RunningServices } from '@parcelo/services/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import type { Session } from '../support/client.js';
import { createPubSub, type PubSub } from '@parcelo/common/pubsub';
import { relayTo, startOwnRedis, type OwnRedis } from '../support/redis.js';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { listedSku, sellerOnStack } from '../support/stock.js';
import { collect, wsClient } from '../support/subscriptions.js';

// The services and a BFF talking through a Redis of this test's own, killed and brought back mid-test.
let redis: OwnRedis;
let services: RunningServices;
let bff: RunningBff;
/** A seller of this file's own at Okhla, whose catalogue lists the SKU its sheets order. */
let seller: Session;

beforeAll(async () => {
  redis = await startOwnRedis();
  services = await startServices({
    port: () => 0,
    seed: true,
    redisUrl: redis.url,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  bff = await startBff({ urls: services.urls, port: 0, redisUrl: redis.url });
  seller = await sellerOnStack({ bffUrl: bff.url, nmsUrl: services.urls.nms }, 'Lonavala Chikki Co', {
    warehouses: ['WH-DEL-001'],
    invoicing: true,
  });
  await listedSku(seller, sheetRow('').sku);
  // A stack of its own, seeded, and a company: allow a busy machine its time.
}, 180_000);

afterAll(async () => {
  await bff?.close();
  await services?.close();
  await redis?.kill();
});

type Task = { id: string; status: string; progress: number };
type Event = { taskProgress: Task };
const PROGRESS = `subscription($id: ID) { taskProgress(id: $id) { id status progress } }`;
const STORED = `query($id: ID!) { node(id: $id) { ... on Task { id status progress } } }`;
const SAVE = `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id status } userErrors { message } } }`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until `ready` holds, for at most `ms`. */
async function until(ms: number, what: string, ready: () => boolean): Promise<void> {
  await within(
    ms,
    what,
    (async () => {
      while (!ready()) await sleep(20);
    })(),
  );
}

/** The task as stored, once it has `status` (or as it is after 30 s). */
async function waitForStored(session: Session, taskId: string, status: string): Promise<Task | null> {
  let stored = null as Task | null;
  for (let i = 0; i < 300 && stored?.status !== status; i += 1) {
    stored = (await session.gql(STORED, { id: taskId })).node;
    if (stored?.status !== status) await sleep(100);
  }
  return stored;
}

describe('Redis outage', () => {
  it('a bulk save goes through with Redis down, and every subscriber ends on the stored COMPLETED once it is back', async () => {
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const file = await uploadSheet(
      seller,
      await ordersSheet(Array.from({ length: 150 }, (_, i) => sheetRow(`OUT-${run}-${i}`))),
    );

    // Subscribed to the company's tasks before the outage.
    const before = wsClient(seller);
    let taskId = '';
    const heardBefore: Event[] = [];
    const companyDone = collect<Event>(before, PROGRESS, {}, (d) => {
      heardBefore.push(d);
      return d.taskProgress.id === taskId && d.taskProgress.status === 'COMPLETED';
    });
    await sleep(300); // let it reach Redis

    await redis.kill();
    const started = Date.now();
    const saved = await seller.gql(SAVE, { i: { file, edits: [] } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(saved.ordersBulkUploadSave.userErrors).toEqual([]);
    taskId = saved.ordersBulkUploadSave.task.id;

    // A subscription opened during the outage gets the task as stored at once.
    const during = wsClient(seller);
    const seenDuring: Task[] = [];
    const asked = Date.now();
    const duringDone = collect<Event>(during, PROGRESS, { id: taskId }, (d) => {
      seenDuring.push(d.taskProgress);
      return d.taskProgress.status === 'COMPLETED';
    });
    await until(3_000, 'first state during the outage', () => seenDuring.length > 0);
    expect(Date.now() - asked).toBeLessThan(1_500);
    expect(seenDuring[0]!.id).toBe(taskId);

    // The job runs to its end in the stored state, Redis or not.
    expect(await waitForStored(seller, taskId, 'COMPLETED')).toEqual({
      id: taskId,
      status: 'COMPLETED',
      progress: 100,
    });
    // Every row became an order of the seller's.
    expect(
      (await seller.gql(`query($id: ID!) { node(id: $id) { ... on Task { total succeeded failed } } }`, { id: taskId }))
        .node,
    ).toEqual({ total: 150, succeeded: 150, failed: 0 });
    // Nothing could carry it to the subscriber meanwhile.
    expect(heardBefore.some((e) => e.taskProgress.id === taskId && e.taskProgress.status === 'COMPLETED')).toBe(false);

    await redis.start();
    const heard = await within(15_000, 'COMPLETED after Redis is back', companyDone);
    expect(heard.at(-1)!.taskProgress).toEqual({ id: taskId, status: 'COMPLETED', progress: 100 });
    const followed = await within(15_000, 'COMPLETED to the subscriber of the outage', duringDone);
    expect(followed.at(-1)!.taskProgress).toEqual({ id: taskId, status: 'COMPLETED', progress: 100 });
    await before.dispose();
    await during.dispose();
  }, 90_000);

  it('600 subscriptions opened at once each get their first state', async () => {
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const file = await uploadSheet(seller, await ordersSheet([sheetRow(`LOAD-${run}`)]));
    const taskId: string = (await seller.gql(SAVE, { i: { file, edits: [] } })).ordersBulkUploadSave.task.id;
    // Finished, so each subscription ends by itself after its first state.
    await waitForStored(seller, taskId, 'COMPLETED');
    // A hundred tabs, six subscriptions each, all at once.
    const clients = Array.from({ length: 100 }, () => wsClient(seller));
    const firsts = await Promise.all(
      clients.flatMap((client) =>
        Array.from({ length: 6 }, () =>
          collect<Event>(client, PROGRESS, { id: taskId }, () => false).then(
            (events) => events[0]?.taskProgress ?? 'nothing',
            (err: unknown) => (err instanceof Error ? err.message : JSON.stringify(err)),
          ),
        ),
      ),
    );
    await Promise.all(clients.map((c) => c.dispose()));
    expect(firsts).toHaveLength(600);
    expect(firsts.filter((f) => typeof f === 'string' || f.id !== taskId || f.status !== 'COMPLETED')).toEqual([]);
  }, 60_000);
});

describe('the event bus without Redis', () => {
  let buses: PubSub[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it('a publish while Redis is away neither fails nor waits, and what it kept goes out in order once it is back', async () => {
    // Only the publisher loses Redis; the listener keeps hearing.
    const relay = await relayTo(redis.url);
    const publisher = createPubSub(relay.url);
    const listener = createPubSub(redis.url);
    buses = [...buses, publisher, listener];
    const heard: number[] = [];
    await listener.subscribe('outage:ordered', (m) => heard.push((m as { n: number }).n));
    publisher.publish('outage:ordered', { n: 0 });
    await until(5_000, 'the first event', () => heard.length === 1);

    await relay.cut();
    const started = Date.now();
    for (let n = 1; n <= 200; n += 1) publisher.publish('outage:ordered', { n });
    expect(Date.now() - started).toBeLessThan(100);
    await sleep(300);
    expect(heard).toEqual([0]);

    await relay.restore();
    await until(10_000, 'the kept events', () => heard.length === 201);
    expect(heard).toEqual(Array.from({ length: 201 }, (_, n) => n));
    await relay.close();
  });

  it('a listener subscribes at once while Redis is away, and is told to read again once it is back', async () => {
    const relay = await relayTo(redis.url);
    const listener = createPubSub(relay.url);
    const publisher = createPubSub(redis.url);
    buses = [...buses, publisher, listener];
    const resyncs: (Date | null)[] = [];
    const first: unknown[] = [];
    await listener.subscribe(
      'outage:first',
      (m) => first.push(m),
      (lostAt) => resyncs.push(lostAt),
    );
    await until(5_000, 'the first connection', () => resyncs.length === 1);
    const resyncedBefore = resyncs.length;

    await relay.cut();
    const heard: unknown[] = [];
    const started = Date.now();
    await listener.subscribe(
      'outage:later',
      (m) => heard.push(m),
      (lostAt) => resyncs.push(lostAt),
    );
    // A connection just cut still looks up for a moment: the wait for it is short.
    expect(Date.now() - started).toBeLessThan(500);

    const cutAt = Date.now();
    await relay.restore();
    // Both listeners re-read, told since when events may have been lost.
    await until(10_000, 'the re-read', () => resyncs.length === resyncedBefore + 2);
    for (const lostAt of resyncs.slice(resyncedBefore)) expect(lostAt!.getTime()).toBeLessThanOrEqual(cutAt);
    publisher.publish('outage:later', { hello: 1 });
    await until(5_000, 'an event after the break', () => heard.length === 1);
    expect(heard).toEqual([{ hello: 1 }]);
    await relay.close();
  });
});
