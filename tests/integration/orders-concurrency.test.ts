import { beforeAll, describe, expect, it } from 'vitest';
import { Session, orderInput, signedIn, twoWarehouseSeller } from '../support/client.js';
import { stockedProduct } from '../support/stock.js';

const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id items { quantity } } } userErrors { field message code } } }`;
const CANCEL = `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { order { status { code } } userErrors { field message code } } }`;
const COUNT = `query($v: String!) { orders(first: 1, search: { by: SKU, value: $v }) { totalCount } }`;

/**
 * As a seller's script might: 200 orders at once, one product, one warehouse, so every one
 * queues on the same stock row and invoice counter. On a busy machine a third of such a burst
 * was answered UPSTREAM_UNAVAILABLE (the waiters took the process's database pool, OMS's reads
 * from WMS timed out and its circuit breaker opened); `UPSTREAM_TIMEOUT_MS=400` in the run's
 * environment stands for a machine that busy. Each answer must now be an order or a refusal the
 * caller may simply send again later.
 */
const PARALLEL = 200;

let admin: Session;
let seller: Session;

beforeAll(async () => {
  admin = await signedIn('admin@demo.in');
  seller = await twoWarehouseSeller(`Rush Hour Tea ${Math.random().toString(36).slice(2, 7).toUpperCase()}`);
});

/** What one caller of the API sees: the HTTP status and the GraphQL answer. */
interface Answer {
  http: number;
  retryAfter: string | null;
  body: {
    data?: {
      orderCreate?: { orderEdge: { node: { id: string } } | null; userErrors: { code: string }[] } | null;
      orderCancel?: { order: { status: { code: string } } | null; userErrors: { code: string }[] } | null;
    };
    errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
  };
}

async function send(query: string, input: object): Promise<Answer> {
  const res = await fetch(`${seller.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: seller.cookie! },
    body: JSON.stringify({ query, variables: { i: input } }),
  });
  return { http: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
}

/** A refusal the caller may simply send again later: busy, with how long to wait. */
const retryable = (a: Answer) => {
  const top = a.body.errors?.[0]?.extensions;
  if (top && ['RATE_LIMITED', 'SERVICE_BUSY'].includes(top.code ?? '')) return Number(top.retryAfter) > 0;
  return (
    (a.body.data?.orderCreate ?? a.body.data?.orderCancel)?.userErrors.some((e) => e.code === 'RATE_LIMITED') ?? false
  );
};

describe('orders placed all at once', () => {
  it(`places ${PARALLEL} orders sent together and cancels them together, or refuses some as busy, with the stock exact`, async () => {
    const product = await stockedProduct(admin, seller, 5_000);
    const quantities = Array.from({ length: PARALLEL }, (_, i) => 1 + (i % 3));
    const started = performance.now();
    const answers = await Promise.all(
      quantities.map((q) =>
        send(CREATE, orderInput(product.warehouse, product.sku, q, { idempotencyKey: `rush-${crypto.randomUUID()}` })),
      ),
    );
    const ms = Math.round(performance.now() - started);

    const placed = answers.flatMap((a, i) =>
      a.body.data?.orderCreate?.orderEdge ? [{ id: a.body.data.orderCreate.orderEdge.node.id, q: quantities[i]! }] : [],
    );
    const busy = answers.filter(retryable);
    const other = answers.filter((a) => !a.body.data?.orderCreate?.orderEdge && !retryable(a));
    console.info(
      `${PARALLEL} orderCreate at once: ${placed.length} placed, ${busy.length} refused as busy, in ${ms} ms`,
    );

    expect(other.map((a) => ({ http: a.http, errors: a.body.errors, data: a.body.data }))).toEqual([]);
    expect(answers.filter((a) => a.http >= 500)).toEqual([]);
    expect(new Set(placed.map((p) => p.id)).size).toBe(placed.length);
    // The stock blocked is exactly what the placed orders hold, and nothing of the refused ones.
    expect((await seller.gql(COUNT, { v: product.sku })).orders.totalCount).toBe(placed.length);
    const blocked = placed.reduce((sum, p) => sum + p.q, 0);
    expect(await product.stock()).toEqual({ blockedStock: blocked, availableStock: 5_000 - blocked });

    // Cancelled all at once, they give their stock back on the same row: each is cancelled or
    // refused as busy, and what stays blocked is exactly what the orders still placed hold.
    const cancelStarted = performance.now();
    const cancels = await Promise.all(placed.map((p) => send(CANCEL, { id: p.id })));
    const cancelMs = Math.round(performance.now() - cancelStarted);
    const cancelled = placed.filter((_, i) => cancels[i]!.body.data?.orderCancel?.order?.status.code === 'CANCELLED');
    const cancelBusy = cancels.filter(retryable);
    console.info(
      `${placed.length} orderCancel at once: ${cancelled.length} cancelled, ${cancelBusy.length} refused as busy, in ${cancelMs} ms`,
    );
    expect(
      cancels
        .filter((a) => a.body.data?.orderCancel?.order?.status.code !== 'CANCELLED' && !retryable(a))
        .map((a) => ({ http: a.http, errors: a.body.errors, data: a.body.data })),
    ).toEqual([]);
    const stillHeld = blocked - cancelled.reduce((sum, p) => sum + p.q, 0);
    // Stock goes back through the orders' outbox, delivered as each cancel ends (or soon after when WMS is busy).
    await expect
      .poll(() => product.stock(), { timeout: 60_000, interval: 250 })
      .toEqual({ blockedStock: stillHeld, availableStock: 5_000 - stillHeld });
  }, 240_000);
});
