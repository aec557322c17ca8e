import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { listedSku } from '../support/stock.js';
import { wsClient } from '../support/subscriptions.js';
import { startKillFleet, type KillFleet } from './processFleet.js';

// Processes crashing (SIGKILL) under a running fleet: a lone service blanks what it feeds and
// nothing else until it is back; one of a pair (OMS, a BFF) goes unnoticed: pages, orders and a
// bulk upload go through its pair, and live pages reconnect to the other BFF.
const COMPANY = 'Process Kill Spices';
const run = randomUUID().slice(0, 8).toUpperCase();

const ORDERS = `query($v: String!) { orders(first: 20, search: { by: SKU, value: $v }) { totalCount edges { node { shopOrderId } } } }`;
/** The seller's home: its company (UMS) and its wallet (invoices). */
const HOME = `{ viewer { company { name } } wallet { balance } }`;

let running: KillFleet;
let database: pg.Client;

beforeAll(async () => {
  running = await startKillFleet(COMPANY);
  // The fleet's own database, read as support would to see which process runs a job's step.
  database = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await database.connect();
});

afterAll(async () => {
  await database?.end();
  await running?.fleet.stop();
});

// A test that failed halfway leaves no process down for the next.
afterEach(async () => {
  for (const p of running.fleet.processes) if (!p.running) await running.fleet.restart(p.name);
});

describe('a lone service process killed', () => {
  it('blanks only the fields it feeds, and all is whole again once it alone is restarted', async () => {
    running.reportOnFailure();
    const { fleet, seller, sku } = running;
    const placed = await running.placeOrder();
    const home = await seller.raw(HOME);
    expect(home.errors).toBeUndefined();
    const balance = home.data.wallet.balance;
    const pidsBefore = running.pids();

    await fleet.kill('invoices');

    // The orders page needs no invoices: it answers as before.
    const orders = await seller.raw(ORDERS, { v: sku });
    expect(orders.errors).toBeUndefined();
    expect(orders.data.orders).toEqual({ totalCount: 1, edges: [{ node: { shopOrderId: placed.shopOrderId } }] });
    // The home page keeps the company; only the wallet is blank, saying why.
    const blank = await seller.raw(HOME);
    expect(blank.data).toEqual({ viewer: { company: { name: COMPANY } }, wallet: null });
    expect(blank.errors).toEqual([
      expect.objectContaining({
        path: ['wallet'],
        extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }),
      }),
    ]);

    await fleet.restart('invoices');
    // The BFFs stopped calling invoices while it was down; they try it again within seconds.
    await vi.waitFor(
      async () => {
        const again = await seller.raw(HOME);
        expect(again.errors).toBeUndefined();
        expect(again.data).toEqual({ viewer: { company: { name: COMPANY } }, wallet: { balance } });
      },
      { timeout: 15_000, interval: 250 },
    );
    // Nothing else was started again, and nothing else went down.
    expect({ ...running.pids(), invoices: undefined }).toEqual({ ...pidsBefore, invoices: undefined });
    expect(running.unexpectedExits).toEqual([]);
  });
});

describe('one OMS process killed', () => {
  it('goes unnoticed: every orders page and every new order goes through its pair', async () => {
    running.reportOnFailure();
    const { fleet, seller, sku } = running;
    const before = (await seller.gql(ORDERS, { v: sku })).orders.totalCount;
    const pidsBefore = running.pids();

    await fleet.kill('oms-1');
    const failures: string[] = [];
    const placed: string[] = [];
    // Fifty pages and fifty orders, five of each at a time, as a few busy sellers would.
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        Array.from({ length: 5 }, async () => {
          const page = await seller.raw(ORDERS, { v: sku });
          if (page.errors) failures.push(`orders: ${JSON.stringify(page.errors)}`);
          else expect(page.data.orders.totalCount).toBeGreaterThanOrEqual(before + round * 5);
          const order = await running.placeOrder().catch((err: unknown) => {
            failures.push(`orderCreate: ${String(err)}`);
            return null;
          });
          if (order) placed.push(order.shopOrderId);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(new Set(placed).size).toBe(50);
    expect((await seller.gql(ORDERS, { v: sku })).orders.totalCount).toBe(before + 50);

    await fleet.restart('oms-1');
    expect({ ...running.pids(), 'oms-1': undefined }).toEqual({ ...pidsBefore, 'oms-1': undefined });
    expect(running.unexpectedExits).toEqual([]);
  });
});

const SAVE = `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id } userErrors { field message } } }`;
const TASK = `query($id: ID!) { node(id: $id) { ... on Task { status progress total succeeded failed result { succeeded { key } failed { key message } } } } }`;
/** Rows in the sheet; every hundredth (from the eighth) has a pincode that is no pincode. */
const BULK_ROWS = 2_000;
const badRow = (i: number) => i % 100 === 7;
/** Far longer than a batch of rows takes: a batch still running after this waits on a paused process. */
const STALL_MS = 8_000;

describe('an OMS process killed during a bulk orders upload', () => {
  it('is taken over by its pair: the upload completes, every row accounted for once', async () => {
    running.reportOnFailure();
    const { fleet, seller } = running;
    const sku = await listedSku(seller, `BK-${run}`);
    const keys = Array.from({ length: BULK_ROWS }, (_, i) => `BK-${run}-${i}`);
    const file = await uploadSheet(
      seller,
      await ordersSheet(
        keys.map((key, i) => sheetRow(key, { sku, quantity: '1', ...(badRow(i) ? { pincode: '12' } : {}) })),
      ),
    );
    const saved = (await seller.gql(SAVE, { i: { file, edits: [] } })).ordersBulkUploadSave;
    expect(saved.userErrors).toEqual([]);
    const task = async () => (await seller.gql(TASK, { id: saved.task.id })).node;

    /** The step (a batch of rows on OMS's job queue) running now, once one is. */
    const runningStep = () =>
      vi.waitFor(
        async () => {
          const { rows } = await database.query<{ id: string }>(
            `select s.id from oms_jobs.job s join oms.bulk_jobs b on b.id::text = s.data->>'jobId'
              where s.name = 'bulk-orders' and s.state = 'active' and b.status = 'running'`,
          );
          expect(rows).toHaveLength(1);
          return rows[0]!.id;
        },
        { timeout: 10_000, interval: 50 },
      );
    /** Whether a step was taken over after its process died (true) or ran through (false). */
    const takenOver = (step: string) =>
      vi.waitFor(
        async () => {
          const { rows } = await database.query<{ state: string; retry_count: number }>(
            `select state, retry_count from oms_jobs.job where id = $1`,
            [step],
          );
          const { state, retry_count } = rows[0]!;
          if (retry_count > 0) return true;
          expect(state).toBe('completed');
          return false;
        },
        // The step of a process that died expires (15 s), then waits its retry.
        { timeout: 40_000, interval: 200 },
      );
    /** Whether a step is still running after far longer than a batch takes. */
    const stalls = (step: string) =>
      vi
        .waitFor(
          async () => {
            const { rows } = await database.query<{ state: string }>(`select state from oms_jobs.job where id = $1`, [
              step,
            ]);
            expect(rows[0]!.state).toBe('completed');
          },
          { timeout: STALL_MS, interval: 100 },
        )
        .then(
          () => false,
          () => true,
        );
    const signal = (name: string, sig: NodeJS.Signals) =>
      process.kill(fleet.processes.find((p) => p.name === name)!.pid!, sig);

    // The batches run on one OMS process at a time, which cannot be told from outside: one of the
    // pair is paused while a batch runs; if the batch stops with it, that process is killed, else
    // it goes on and the other is tried.
    await vi.waitFor(async () => expect((await task()).progress).toBeGreaterThan(0), {
      timeout: 60_000,
      interval: 100,
    });
    let killed: string | undefined;
    for (const name of ['oms-1', 'oms-2', 'oms-1', 'oms-2']) {
      const step = await runningStep();
      signal(name, 'SIGSTOP');
      if (await stalls(step)) {
        await fleet.kill(name);
        // Its batch was not lost with it: the pair ran it again.
        expect(await takenOver(step)).toBe(true);
        killed = name;
        break;
      }
      signal(name, 'SIGCONT');
    }
    expect(killed).toBeDefined();
    // Started again while the job goes on (a process takes seconds to start).
    const back = fleet.restart(killed!).then(
      () => null,
      (err: unknown) => String(err),
    );

    const done = await vi.waitFor(
      async () => {
        const t = await task();
        expect(t.status).not.toBe('IN_PROGRESS');
        return t;
      },
      { timeout: 120_000, interval: 500 },
    );
    const bad = keys.filter((_, i) => badRow(i));
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      total: BULK_ROWS,
      succeeded: BULK_ROWS - bad.length,
      failed: bad.length,
    });
    // Each row once in the result, as succeeded or as failed for its pincode alone.
    const succeeded = done.result.succeeded.map((r: { key: string }) => r.key);
    expect([...succeeded, ...done.result.failed.map((r: { key: string }) => r.key)].sort()).toEqual([...keys].sort());
    expect(done.result.failed.map((r: { key: string }) => r.key).sort()).toEqual([...bad].sort());

    // An order for each row that succeeded, and one only: a batch whose process died left none behind.
    const orders: string[] = [];
    let after: string | null = null;
    do {
      const page: any = await seller.gql(
        `query($v: String!, $after: String) { orders(first: 100, after: $after, search: { by: SKU, value: $v }) { totalCount edges { node { shopOrderId } } pageInfo { endCursor hasNextPage } } }`,
        { v: sku, after },
      );
      orders.push(...page.orders.edges.map((e: { node: { shopOrderId: string } }) => e.node.shopOrderId));
      after = page.orders.pageInfo.hasNextPage ? page.orders.pageInfo.endCursor : null;
    } while (after);
    expect(orders).toHaveLength(succeeded.length);
    expect(orders.map((o) => o.toUpperCase()).sort()).toEqual(succeeded.map((k: string) => k.toUpperCase()).sort());
    expect(await back).toBeNull();
    expect(running.unexpectedExits).toEqual([]);
  });
});

const SEND = `mutation($i: OrderMessageSendInput!) { orderMessageSend(input: $i) { userErrors { message } } }`;
const LIVE = `subscription($o: ID!) { orderMessages(order: $o) { messageEdge { node { messageText } } } }`;
/** Tabs open on the order's messages: nginx spreads their sockets over both BFFs. */
const TABS = 6;

interface Tab {
  client: Client;
  texts: string[];
  ends: string[];
  connected: number;
  closed: number;
}

describe('a BFF killed', () => {
  it('goes unnoticed by new requests, and live pages on it reconnect to the other and hear what follows', async () => {
    running.reportOnFailure();
    const { fleet, seller } = running;
    const pidsBefore = running.pids();
    const order = await running.placeOrder();
    const sent = async (text: string) =>
      expect(
        (await seller.gql(SEND, { i: { order: order.id, messageText: text } })).orderMessageSend.userErrors,
      ).toEqual([]);
    await sent(`before ${run}`);

    // Each tab's socket opened in turn, its subscription first sending the thread as it is.
    const tabs: Tab[] = [];
    for (let i = 0; i < TABS; i++) {
      const tab: Tab = { client: undefined as unknown as Client, texts: [], ends: [], connected: 0, closed: 0 };
      tab.client = wsClient(seller, fleet.urls.public, {
        retryAttempts: 5,
        on: { connected: () => (tab.connected += 1), closed: () => (tab.closed += 1) },
      });
      tab.client.subscribe<{ orderMessages: { messageEdge: { node: { messageText: string } } } }>(
        { query: LIVE, variables: { o: order.id } },
        {
          next: (value) => {
            if (value.errors?.length) tab.ends.push(JSON.stringify(value.errors));
            else tab.texts.push(value.data!.orderMessages.messageEdge.node.messageText);
          },
          error: (err) => tab.ends.push(`error: ${err instanceof Error ? err.message : JSON.stringify(err)}`),
          complete: () => tab.ends.push('complete'),
        },
      );
      await vi.waitFor(() => expect(tab.texts).toContain(`before ${run}`), { timeout: 10_000, interval: 50 });
      tabs.push(tab);
    }
    try {
      await fleet.kill('bff-1');

      // New requests all go to bff-2.
      const answers = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const res = await fetch(`${fleet.urls.public}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: seller.cookie! },
            body: JSON.stringify({ query: `{ viewer { company { name } } }` }),
          });
          const body = (await res.json()) as { data?: unknown; errors?: unknown };
          return { status: res.status, body };
        }),
      );
      expect(answers.filter((a) => a.status !== 200 || a.body.errors)).toEqual([]);
      expect(answers.map((a) => a.body.data)).toEqual(Array(50).fill({ viewer: { company: { name: COMPANY } } }));

      // The tabs whose socket was on bff-1 lost it and opened another, on bff-2.
      const moved = tabs.filter((t) => t.closed > 0);
      expect(moved.length).toBeGreaterThan(0);
      expect(moved.length).toBeLessThan(TABS);
      await vi.waitFor(() => expect(moved.map((t) => t.connected)).toEqual(moved.map(() => 2)), {
        timeout: 30_000,
        interval: 100,
      });

      // A message sent now reaches every tab, those that moved as well.
      await sent(`after ${run}`);
      await vi.waitFor(() => expect(tabs.map((t) => t.texts.includes(`after ${run}`))).toEqual(tabs.map(() => true)), {
        timeout: 15_000,
        interval: 100,
      });
      expect(tabs.flatMap((t) => t.ends)).toEqual([]);
    } finally {
      await Promise.all(tabs.map((t) => t.client.dispose()));
    }

    await fleet.restart('bff-1');
    expect((await fetch(`${fleet.urls.processes['bff-1']}/healthz`)).ok).toBe(true);
    expect({ ...running.pids(), 'bff-1': undefined }).toEqual({ ...pidsBefore, 'bff-1': undefined });
    expect(running.unexpectedExits).toEqual([]);
  });
});
