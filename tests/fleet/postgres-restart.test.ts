import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInput, uniquePhone, type GqlResponse, type Session } from '../support/client.js';
import { startTestFleet, type TestFleet } from '../support/fleetRun.js';
import { startOwnPostgres, type OwnPostgres } from '../support/privateServers.js';
import { listedSku, sellerOnStack } from '../support/stock.js';

// The fleet on a PostgreSQL of this file's own, restarted while orders are being placed, and
// the machine's Redis.
/**
 * The writes, one every WRITE_EVERY_MS: the first few before the stop, then while PostgreSQL
 * stops, is down and starts, and the last AFTER_RESTART once it is back.
 */
const WRITES = 20;
const AFTER_RESTART = 5;
const WRITE_EVERY_MS = 300;
const STOP_AFTER_MS = 1_500;
/** How long PostgreSQL stays down. */
const DOWN_FOR_MS = 3_000;
/** A write not answered within this is hanging on a connection that will never come back. */
const ANSWER_WITHIN_MS = 30_000;

const run = randomUUID().slice(0, 8);
const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } userErrors { field message } } }`;
const BY_PHONE = `query($v: String!) { orders(first: 5, search: { by: CUSTOMER_PHONE, value: $v }) { totalCount edges { node { id } } } }`;

let postgres: OwnPostgres;
let running: TestFleet;
let seller: Session;
let warehouse: string;
let sku: string;

beforeAll(async () => {
  postgres = await startOwnPostgres();
  const databaseUrl = Object.assign(new URL(postgres.url), { pathname: '/parcelo' }).toString();
  running = await startTestFleet({ DATABASE_URL: databaseUrl });
  const { fleet } = running;
  seller = await sellerOnStack(
    { bffUrl: fleet.urls.public, nmsUrl: fleet.urls.services.nms },
    `Postgres Restart ${run}`,
    { warehouses: ['WH-DEL-001'], invoicing: true },
  );
  sku = await listedSku(seller, `PR-${run}`.toUpperCase());
  warehouse = (await seller.gql(`{ warehouses(first: 1) { edges { node { id } } } }`)).warehouses.edges[0].node.id;
  // A new server, ten processes, the demo data and a company on a small machine.
}, 300_000);

afterAll(async () => {
  await running?.fleet.stop();
  await postgres?.destroy();
});

interface Write {
  phone: string;
  input: Record<string, unknown>;
  /** The order made, or why the write reported failure. */
  outcome: { id: string } | { failed: string };
}

type Created = { orderCreate: { orderEdge: { node: { id: string } } | null; userErrors: { message: string }[] } };

/** One orderCreate: the order it answered, or the failure it reported (errors, userErrors, a refused request). */
async function create(input: Record<string, unknown>): Promise<Write['outcome']> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`orderCreate not answered within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    );
  });
  try {
    const body: GqlResponse<Created> = await Promise.race([seller.raw<Created>(CREATE, { i: input }), hung]);
    const node = body.data?.orderCreate.orderEdge?.node;
    if (node && !body.errors?.length) return { id: node.id };
    return { failed: JSON.stringify(body.errors ?? body.data?.orderCreate.userErrors) };
  } catch (err) {
    if (err instanceof Error && err.message.includes('not answered')) throw err;
    return { failed: String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/** The seller's orders to this buyer's phone (each write's buyer is its own). */
const ordersTo = async (phone: string): Promise<string[]> =>
  (await seller.gql(BY_PHONE, { v: phone })).orders.edges.map((e: { node: { id: string } }) => e.node.id);

describe('the fleet through a PostgreSQL restart', () => {
  it('makes each order placed across the restart once or reports its failure, and works again with no process restarted', async () => {
    running.reportOnFailure();
    const pidsBefore = running.pids();

    const started = Date.now();
    // The restart an operator makes (a fast stop ends open sessions), while the writes arrive.
    let up = 0;
    const restart = (async () => {
      await sleep(STOP_AFTER_MS);
      await postgres.stop();
      await sleep(DOWN_FOR_MS);
      await postgres.start();
      up = Date.now() - started;
    })();
    const writes: Promise<Write>[] = [];
    for (let n = 0; n < WRITES; n += 1) {
      if (n === WRITES - AFTER_RESTART) await restart;
      const phone = uniquePhone();
      const input = orderInput(warehouse, sku, 1, { customerPhone: phone, idempotencyKey: `pr-${run}-${n}` });
      writes.push(create(input).then((outcome) => ({ phone, input, outcome })));
      await sleep(WRITE_EVERY_MS);
    }
    await restart;
    const done = await Promise.all(writes);

    // Those sent around the stop may have failed; those sent once it was back went through.
    const failed = done.filter((w) => 'failed' in w.outcome);
    const made = done.filter((w) => 'id' in w.outcome);
    console.log(
      `PostgreSQL down ${STOP_AFTER_MS}–${up} ms; ${made.length} of ${WRITES} orders made, ${failed.length} reported failure`,
    );
    expect(done.slice(-AFTER_RESTART).map((w) => w.outcome)).toEqual(
      Array.from({ length: AFTER_RESTART }, () => ({ id: expect.any(String) })),
    );

    // No process was started again: each reconnected by itself.
    expect(running.unexpectedExits).toEqual([]);
    expect(running.pids()).toEqual(pidsBefore);

    // Each order answered is there once; one that reported failure is there at most once.
    for (const w of done) {
      const found = await ordersTo(w.phone);
      if ('id' in w.outcome) expect(found).toEqual([w.outcome.id]);
      else expect(found.length).toBeLessThanOrEqual(1);
    }
    // Sent again with its key, every write answers its one order, the same as before when it had one.
    for (const w of done) {
      const again = await create(w.input);
      expect(again).toEqual({ id: expect.any(String) });
      if ('id' in w.outcome) expect(again).toEqual(w.outcome);
      expect(await ordersTo(w.phone)).toEqual([(again as { id: string }).id]);
    }
  }, 180_000);
});
