import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderInput, uniquePhone, type Session } from '../support/client.js';
import { startTestFleet, type TestFleet } from '../support/fleetRun.js';
import { startOwnRedis, type OwnRedis } from '../support/redis.js';
import { listedSku, sellerOnStack } from '../support/stock.js';
import { wsClient } from '../support/subscriptions.js';

// The fleet on the machine's PostgreSQL and a Redis of this file's own, which goes away for
// half a minute and comes back empty (it keeps nothing on disk), as a lost Redis host would.
const OUTAGE_MS = 30_000;
/** How often the outage's traffic comes: a query, an order placed and the same order cancelled. */
const ROUND_MS = 3_000;
/** A request that takes longer than this during the outage is waiting on Redis. */
const ANSWER_WITHIN_MS = 5_000;

const run = randomUUID().slice(0, 8);
/** The seller's webhook receiver: the sandbox answers for any public name and keeps what it got. */
const HOOK_HOST = `redis-outage-${run}.parcelo-fleet.example.in`;

const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shopOrderId } } userErrors { field message } } }`;
const CANCEL = `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { order { id } userErrors { message } } }`;
const ORDERS = `query($v: String!) { orders(first: 50, search: { by: SKU, value: $v }) { totalCount } }`;
const SEND = `mutation($i: OrderMessageSendInput!) { orderMessageSend(input: $i) { messageEdge { node { id } } userErrors { message } } }`;
const LIVE = `subscription($o: ID!) { orderMessages(order: $o) { kind messageEdge { node { id messageText } } } }`;
const HOOK = `mutation($i: WebhookCreateInput!) { webhookCreate(input: $i) { userErrors { message } } }`;

let redis: OwnRedis;
let running: TestFleet;
let seller: Session;
let warehouse: string;
let sku: string;

beforeAll(async () => {
  redis = await startOwnRedis();
  running = await startTestFleet({ REDIS_URL: redis.url });
  const { fleet } = running;
  seller = await sellerOnStack({ bffUrl: fleet.urls.public, nmsUrl: fleet.urls.services.nms }, `Redis Outage ${run}`, {
    warehouses: ['WH-DEL-001'],
    invoicing: true,
  });
  sku = await listedSku(seller, `RO-${run}`.toUpperCase());
  warehouse = (await seller.gql(`{ warehouses(first: 1) { edges { node { id } } } }`)).warehouses.edges[0].node.id;
  const hook = await seller.gql(HOOK, {
    i: { webhookUrl: `https://${HOOK_HOST}/parcelo`, eventType: 'OMS_STATUS_UPDATE' },
  });
  expect(hook.webhookCreate.userErrors).toEqual([]);
  // Ten processes, a seeded database and a company on a small machine.
}, 300_000);

afterAll(async () => {
  await running?.fleet.stop();
  await redis?.kill();
});

/** A request's answer and how long it took. */
async function timed<T>(request: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = Date.now();
  const value = await request();
  return { ms: Date.now() - started, value };
}

const placeOrder = () =>
  seller.gql(CREATE, {
    i: orderInput(warehouse, sku, 1, { customerPhone: uniquePhone(), idempotencyKey: `ro-${randomUUID()}` }),
  });

interface Received {
  body: string;
}

/** The webhook events the receiver got, by the order they announce. */
async function receivedEvents(): Promise<{ eventId: string; data: { shopOrderId: string; status: string } }[]> {
  const res = await fetch(
    `${running.fleet.urls.sandbox}/_sandbox/receiver/requests?host=${encodeURIComponent(HOOK_HOST)}`,
  );
  return ((await res.json()) as { requests: Received[] }).requests.map((r) => JSON.parse(r.body));
}

type Heard = { orderMessages: { kind: string; messageEdge: { node: { id: string; messageText: string } } } };

/** Follows an order's messages for as long as the test lasts, noting every payload and any end. */
function follow(client: Client, order: string) {
  const texts: string[] = [];
  const ends: string[] = [];
  client.subscribe<Heard>(
    { query: LIVE, variables: { o: order } },
    {
      next: (value) => {
        if (value.errors?.length) ends.push(JSON.stringify(value.errors));
        else texts.push(value.data!.orderMessages.messageEdge.node.messageText);
      },
      error: (err) => ends.push(`error: ${err instanceof Error ? err.message : JSON.stringify(err)}`),
      complete: () => ends.push('complete'),
    },
  );
  return { texts, ends };
}

describe('the fleet while Redis is away', () => {
  it('answers every request for 30 s without Redis, loses no webhook, and its subscriptions hear again once Redis is back', async () => {
    running.reportOnFailure();
    const { fleet } = running;
    const pidsBefore = running.pids();

    // An order whose messages a tab follows through nginx, heard before the outage.
    const order = (await placeOrder()).orderCreate.orderEdge.node;
    const first = await seller.gql(SEND, { i: { order: order.id, messageText: `before ${run}` } });
    expect(first.orderMessageSend.userErrors).toEqual([]);
    const client = wsClient(seller, fleet.urls.public);
    const live = follow(client, order.id);
    await vi.waitFor(() => expect(live.texts).toContain(`before ${run}`), { timeout: 15_000, interval: 100 });

    await redis.kill();
    const down = Date.now();
    const slow: string[] = [];
    const cancelled: string[] = [];
    let rounds = 0;
    while (Date.now() - down < OUTAGE_MS) {
      const roundStarted = Date.now();
      const listed = await timed(() => seller.gql(ORDERS, { v: sku }));
      const placed = await timed(placeOrder);
      expect(placed.value.orderCreate.userErrors).toEqual([]);
      const { id, shopOrderId } = placed.value.orderCreate.orderEdge.node;
      const cancel = await timed(() => seller.gql(CANCEL, { i: { id } }));
      expect(cancel.value.orderCancel.userErrors).toEqual([]);
      cancelled.push(shopOrderId);
      // Each round's orders are there at once (this order and every one before it).
      expect(listed.value.orders.totalCount).toBe(rounds + 1);
      for (const [what, ms] of [
        ['orders', listed.ms],
        ['orderCreate', placed.ms],
        ['orderCancel', cancel.ms],
      ] as const)
        if (ms > ANSWER_WITHIN_MS) slow.push(`${what} took ${ms} ms`);
      if (rounds === 0) {
        // A message sent while Redis is away: its event cannot reach the tab now.
        const during = await timed(() => seller.gql(SEND, { i: { order: order.id, messageText: `during ${run}` } }));
        expect(during.value.orderMessageSend.userErrors).toEqual([]);
        if (during.ms > ANSWER_WITHIN_MS) slow.push(`orderMessageSend took ${during.ms} ms`);
      }
      rounds += 1;
      // The next round at its time: steady traffic through the whole outage.
      await sleep(Math.max(0, roundStarted + ROUND_MS - Date.now()));
    }
    expect(slow).toEqual([]);
    expect(rounds).toBeGreaterThanOrEqual(OUTAGE_MS / ROUND_MS - 2);

    await redis.start();
    // The tab's socket stayed open and its subscription hears again: what was sent while Redis
    // was away (kept, or read again after the break) and what is sent now.
    const after = await seller.gql(SEND, { i: { order: order.id, messageText: `after ${run}` } });
    expect(after.orderMessageSend.userErrors).toEqual([]);
    await vi.waitFor(
      () => {
        expect(live.texts).toContain(`during ${run}`);
        expect(live.texts).toContain(`after ${run}`);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(live.ends).toEqual([]);
    await client.dispose();

    // Each order cancelled during the outage was announced to the seller's webhook once.
    const announced = await vi.waitFor(
      async () => {
        const events = (await receivedEvents()).filter((e) => e.data.status === 'CANCELLED');
        expect(events.map((e) => e.data.shopOrderId).sort()).toEqual([...cancelled].sort());
        return events;
      },
      { timeout: 60_000, interval: 500 },
    );
    expect(new Set(announced.map((e) => e.eventId)).size).toBe(announced.length);

    // Nothing crashed or was started again.
    expect(running.unexpectedExits).toEqual([]);
    expect(running.pids()).toEqual(pidsBefore);
  }, 180_000);
});
