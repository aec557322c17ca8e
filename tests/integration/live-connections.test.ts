import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Client } from 'graphql-ws';
import { SUBSCRIPTIONS_PER_SOCKET, startBff, type LiveCounts, type RunningBff } from '../../bff/src/server.js';
import type { UpstreamUrls } from '../../bff/src/upstream/index.js';
import { Session, twoWarehouseSeller } from '../support/client.js';
import { wsClient } from '../support/subscriptions.js';

// A BFF of this file's own over the shared services, so its live counts are this file's alone.
let bff: RunningBff;
let seller: Session;
let orderId: string;

const COMPANY_TASKS = `subscription { taskProgress { id status } }`;
const ORDER_MESSAGES = `subscription($order: ID!) { orderMessages(order: $order) { kind } }`;

beforeAll(async () => {
  bff = await startBff({ urls: inject('serviceUrls') as UpstreamUrls, port: 0, webDist: '/x' });
  const own = await twoWarehouseSeller('Quiet Channels Tea Co');
  seller = new Session(bff.url);
  seller.cookie = own.cookie;
  await seller.gql(
    `mutation($i: CompanyPreferencesUpdateInput!) { companyPreferencesUpdate(input: $i) { userErrors { message } } }`,
    { i: { allowUnlistedSkus: true } },
  );
  const { viewer } = await seller.gql(`{ viewer { company { warehouses(first: 5) { edges { node { id } } } } } }`);
  const created = await seller.gql(
    `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } userErrors { message } } }`,
    {
      i: {
        warehouse: viewer.company.warehouses.edges[0].node.id,
        paymentMode: 'PREPAID',
        customerPhone: '9812345678',
        customerEmail: 'ravi.kumar@example.in',
        weight: 0.5,
        shippingAddress: {
          firstName: 'Ravi',
          lastName: 'Kumar',
          addressLine1: '44 Residency Road',
          addressLine2: 'Shanthala Nagar',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560025',
        },
        items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1, unitPrice: 24_900 }],
      },
    },
  );
  expect(created.orderCreate.userErrors).toEqual([]);
  orderId = created.orderCreate.orderEdge.node.id;
});

afterAll(async () => {
  await bff?.close();
});

/** Subscribes and resolves once the server has taken the subscription (its first answer or none). */
function follow(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const errors: unknown[] = [];
  const stop = client.subscribe(
    { query, variables },
    { next: () => undefined, error: (e) => errors.push(e), complete: () => undefined },
  );
  return { stop, errors };
}

describe('live connections', () => {
  it('let go of every subscription, listener and socket once 500 subscriptions on quiet channels are closed', async () => {
    const baseline: LiveCounts = bff.liveCounts();
    const clients = Array.from({ length: 250 }, () => wsClient(seller, bff.url));
    // Two each: the company's tasks and an order's messages, channels on which nothing is published meanwhile.
    const followed = clients.map((client) => [
      follow(client, COMPANY_TASKS),
      follow(client, ORDER_MESSAGES, { order: orderId }),
    ]);
    await vi.waitFor(
      () =>
        expect(bff.liveCounts()).toEqual({
          sockets: baseline.sockets + 250,
          subscriptions: baseline.subscriptions + 500,
          listeners: baseline.listeners + 500,
        }),
      { timeout: 60_000, interval: 100 },
    );
    // Half go as a tab does when its screen closes (complete), half as when the tab itself goes (socket closed).
    followed.slice(0, 125).forEach(([tasks]) => tasks!.stop());
    await Promise.all(clients.slice(125).map((c) => c.dispose()));
    await vi.waitFor(() => expect(bff.liveCounts().sockets).toBe(baseline.sockets + 125), {
      timeout: 10_000,
      interval: 50,
    });
    await Promise.all(clients.slice(0, 125).map((c) => c.dispose()));
    await vi.waitFor(() => expect(bff.liveCounts()).toEqual(baseline), { timeout: 10_000, interval: 50 });
  }, 120_000);

  it(`takes at most ${SUBSCRIPTIONS_PER_SOCKET} subscriptions on one socket`, async () => {
    const baseline = bff.liveCounts();
    const client = wsClient(seller, bff.url);
    const followed = Array.from({ length: SUBSCRIPTIONS_PER_SOCKET + 1 }, () => follow(client, COMPANY_TASKS));
    await vi.waitFor(() => expect(followed.at(-1)!.errors).toHaveLength(1), { timeout: 10_000, interval: 50 });
    expect(JSON.stringify(followed.at(-1)!.errors)).toContain(`At most ${SUBSCRIPTIONS_PER_SOCKET} subscriptions`);
    expect(bff.liveCounts().subscriptions).toBe(baseline.subscriptions + SUBSCRIPTIONS_PER_SOCKET);
    await client.dispose();
    await vi.waitFor(() => expect(bff.liveCounts()).toEqual(baseline), { timeout: 10_000, interval: 50 });
  });
});
