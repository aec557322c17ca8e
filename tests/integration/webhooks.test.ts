import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG, fill } from '@parcelo/common';
import { Session, latestOtp, sellerAt, uniqueEmail, uniquePhone } from '../support/client.js';
import { STATUS_UPDATE, placeOrderFor } from '../support/ndr.js';
import { listedSku } from '../support/stock.js';

const run = Math.random().toString(36).slice(2, 8);
/** Hosts of this run: the sandbox receiver answers for any public name. */
const host = (name: string) => `${name}-${run}.parcelo-it.example.in`;
const sandbox = () => inject('sandboxUrl');

const FIELDS = `id webhookUrl eventType eventName isActive secretHint createdAt`;
const LIST = `{ viewer { company { id webhooks(first: 50) { totalCount edges { node { ${FIELDS} } } } } } }`;
const CREATE = `mutation($i: WebhookCreateInput!) { webhookCreate(input: $i) { webhookEdge { node { ${FIELDS} } } secret userErrors { field message code } } }`;
const DISABLE = `mutation($i: WebhooksDisableInput!) { webhooksDisable(input: $i) { webhooks { id isActive } userErrors { field message code } } }`;
const ENABLE = `mutation($i: WebhookEnableInput!) { webhookEnable(input: $i) { webhook { id isActive } userErrors { message } } }`;
const DELETE = `mutation($i: WebhooksDeleteInput!) { webhooksDelete(input: $i) { deletedWebhookIds userErrors { field message code } } }`;
const REDELIVER = `mutation($i: WebhookDeliveryRedeliverInput!) { webhookDeliveryRedeliver(input: $i) { delivery { id status attempts { attempt statusCode succeeded manual } } userErrors { message code } } }`;
const DELIVERIES = `query($id: ID!) { node(id: $id) { ... on Webhook { deliveries(first: 50) { totalCount edges { node {
  id eventId eventName status payload occurredAt deliveredAt nextTryAt
  attempts { attempt attemptedAt statusCode responseTimeMs error succeeded manual } } } } } } }`;

interface Received {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

async function received(name: string): Promise<Received[]> {
  const res = await fetch(`${sandbox()}/_sandbox/receiver/requests?host=${encodeURIComponent(host(name))}`);
  return ((await res.json()) as { requests: Received[] }).requests;
}

/** The receiver refuses the next `times` deliveries holding `match` (other tests change the same seller's orders). */
async function failNext(name: string, times: number, match: string) {
  const res = await fetch(`${sandbox()}/_sandbox/receiver/fail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ host: host(name), times, match }),
  });
  expect(res.status).toBe(200);
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const INTERNAL = { 'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key' };

/** A verified seller of its own, whose webhooks no other test touches. */
async function freshSeller(): Promise<Session> {
  const s = new Session();
  const phone = uniquePhone();
  const r = await s.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'SELLER',
      name: 'Hook Tester',
      companyName: `Hook Testers ${run}`,
      email: uniqueEmail('hooks'),
      phone,
      password: 'Hooks12345',
    },
  });
  expect(r.signUp.userErrors).toEqual([]);
  await s.gql(`mutation($o: String!) { otpVerify(input: { otp: $o }) { userErrors { message } } }`, {
    o: await latestOtp(phone),
  });
  return s;
}

/** Companies of their own whose webhooks and orders the tests change. */
let seller: Session;
let seller2: Session;
const created: string[] = [];

async function add(name: string, path = '/hooks') {
  const r = (
    await seller.gql(CREATE, { i: { webhookUrl: `https://${host(name)}${path}`, eventType: 'OMS_STATUS_UPDATE' } })
  ).webhookCreate;
  expect(r.userErrors).toEqual([]);
  created.push(r.webhookEdge.node.id);
  return r as { webhookEdge: { node: { id: string; webhookUrl: string; secretHint: string } }; secret: string };
}

const deliveries = async (id: string) =>
  (await seller.gql(DELIVERIES, { id })).node.deliveries.edges.map((e: any) => e.node);

beforeAll(async () => {
  [seller, seller2] = await Promise.all([sellerAt(`Hook Testers ${run}`, ['WH-DEL-001']), freshSeller()]);
  await listedSku(seller, 'CHAI-MSL-250');
  const theirs = (
    await seller2.gql(CREATE, { i: { webhookUrl: `https://${host('theirs')}/h`, eventType: 'OMS_STATUS_UPDATE' } })
  ).webhookCreate;
  expect(theirs.userErrors).toEqual([]);
});

afterAll(async () => {
  // One at a time: those a test deleted already are not found.
  for (const id of created) await seller?.raw(DELETE, { i: { webhooks: [id] } });
});

describe('webhooks', () => {
  it("lists a company's webhook and adds a webhook with its secret", async () => {
    // The other company's, added before the tests.
    expect((await seller2.gql(LIST)).viewer.company.webhooks.edges.map((e: any) => e.node)).toContainEqual(
      expect.objectContaining({
        webhookUrl: `https://${host('theirs')}/h`,
        eventType: 'OMS_STATUS_UPDATE',
        eventName: 'omsStatus/update',
      }),
    );
    const before = (await seller.gql(LIST)).viewer.company.webhooks;
    const r = await add('added');
    expect(r.secret).toMatch(/^whsec_/);
    expect(r.webhookEdge.node).toMatchObject({ isActive: true, secretHint: `…${r.secret.slice(-4)}` });
    const after = (await seller.gql(LIST)).viewer.company.webhooks;
    expect(after.totalCount).toBe(before.totalCount + 1);
    // Another seller sees none of them.
    const other = (await seller2.gql(LIST)).viewer.company.webhooks.edges.map((e: any) => e.node.id);
    expect(other).not.toContain(r.webhookEdge.node.id);
  });

  it('refuses addresses that are not public https, and creates nothing', async () => {
    const count = async () => (await seller.gql(LIST)).viewer.company.webhooks.totalCount;
    const before = await count();
    const cases: [string, string][] = [
      ['http://hooks.chaipoint.in/x', MSG.webhookUrlHttps],
      ['https://10.1.2.3/x', MSG.webhookUrlPublic],
      ['https://192.168.0.10/x', MSG.webhookUrlPublic],
      ['https://127.0.0.1/x', MSG.webhookUrlPublic],
      ['https://[::1]/x', MSG.webhookUrlPublic],
      ['https://169.254.169.254/latest', MSG.webhookUrlPublic],
      ['https://localhost/x', MSG.webhookUrlPublic],
      ['https://user:secret@hooks.chaipoint.in/x', MSG.webhookUrlCredentials],
      ['https://hooks.chaipoint.in:8080/x', MSG.webhookUrlPort],
      ['', MSG.webhookUrlRequired],
      [`https://hooks.chaipoint.in/${'a'.repeat(2001)}`, 'length should not be more than 2000'],
    ];
    for (const [webhookUrl, message] of cases) {
      const r = (await seller.gql(CREATE, { i: { webhookUrl, eventType: 'OMS_STATUS_UPDATE' } })).webhookCreate;
      expect(r, webhookUrl).toMatchObject({ webhookEdge: null, secret: null });
      expect(r.userErrors, webhookUrl).toEqual([{ field: 'webhookUrl', message, code: expect.any(String) }]);
    }
    expect(await count()).toBe(before);
  });

  it('disabling needs a selection; disabled webhooks can be enabled again', async () => {
    const none = (await seller.gql(DISABLE, { i: { webhooks: [] } })).webhooksDisable;
    expect(none.userErrors).toEqual([{ field: 'webhooks', message: MSG.webhooksSelectFirst, code: 'INVALID' }]);
    const { webhookEdge } = await add('toggle');
    const off = (await seller.gql(DISABLE, { i: { webhooks: [webhookEdge.node.id] } })).webhooksDisable;
    expect(off).toEqual({ webhooks: [{ id: webhookEdge.node.id, isActive: false }], userErrors: [] });
    const on = (await seller.gql(ENABLE, { i: { webhook: webhookEdge.node.id } })).webhookEnable;
    expect(on.webhook).toEqual({ id: webhookEdge.node.id, isActive: true });
  });

  it("another company's webhooks are not found and nothing changes", async () => {
    const theirs = (await seller2.gql(LIST)).viewer.company.webhooks.edges.map((e: any) => e.node);
    expect(theirs.length).toBeGreaterThan(0);
    const ids = theirs.map((w: any) => w.id);
    const mine = await add('mixed');

    const del = await seller.raw(DELETE, { i: { webhooks: [...ids, mine.webhookEdge.node.id] } });
    expect(del.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const dis = await seller.raw(DISABLE, { i: { webhooks: ids } });
    expect(dis.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const en = await seller.raw(ENABLE, { i: { webhook: ids[0] } });
    expect(en.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const log = await seller.raw(DELIVERIES, { id: ids[0] });
    expect(log.data?.node ?? null).toBeNull();
    // Naming the other company in x-company-id is refused outright.
    const company2 = (await seller2.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const named = await seller.raw(DELETE, { i: { webhooks: ids, company: company2 } });
    expect(named.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await seller2.gql(LIST)).viewer.company.webhooks.edges.map((e: any) => e.node)).toEqual(theirs);
    const still = (await seller.gql(LIST)).viewer.company.webhooks.edges.map((e: any) => e.node.id);
    expect(still).toContain(mine.webhookEdge.node.id);
  });

  it('deletes the selected webhooks', async () => {
    const { webhookEdge } = await add('deleted');
    const r = (await seller.gql(DELETE, { i: { webhooks: [webhookEdge.node.id] } })).webhooksDelete;
    expect(r).toEqual({ deletedWebhookIds: [webhookEdge.node.id], userErrors: [] });
    const ids = (await seller.gql(LIST)).viewer.company.webhooks.edges.map((e: any) => e.node.id);
    expect(ids).not.toContain(webhookEdge.node.id);
    const none = (await seller.gql(DELETE, { i: { webhooks: [] } })).webhooksDelete;
    expect(none.userErrors[0].message).toBe(MSG.webhooksSelectFirst);
  });

  it("posts an order's status change signed; retries failures with backoff; redelivers on request", async () => {
    const { webhookEdge, secret } = await add('orders', '/parcelo/orders');
    const webhookId = webhookEdge.node.id;
    const order = await placeOrderFor(seller, uniquePhone());
    const orderId = Buffer.from(order.id, 'base64').toString('utf8').split(':')[1]!;

    const shipped = (await seller.gql(STATUS_UPDATE, { i: { id: order.id, status: 'SHIPPED' } })).orderStatusUpdate;
    expect(shipped.userErrors).toEqual([]);
    const [request] = await until(
      'the SHIPPED event',
      async () => (await received('orders')).filter((r) => r.body.includes(orderId)),
      (list) => list.length > 0,
    );
    expect(request!).toMatchObject({ method: 'POST', path: '/parcelo/orders' });
    const ts = request!.headers['x-parcelo-timestamp']!;
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', secret).update(`${ts}.${request!.body}`).digest('hex');
    expect(request!.headers['x-parcelo-signature']).toBe(`v1=${expected}`);
    expect(request!.headers['x-parcelo-event']).toBe('omsStatus/update');
    const body = JSON.parse(request!.body);
    expect(body).toEqual({
      event: 'omsStatus/update',
      eventId: expect.any(String),
      occurredAt: expect.any(String),
      data: {
        orderId,
        shopOrderId: order.shopOrderId,
        awb: expect.anything(),
        status: 'SHIPPED',
        previousStatus: 'PLACED',
        companyId: expect.any(String),
      },
    });
    // No buyer's data goes out.
    expect(request!.body).not.toMatch(/Kavya|Menon|MG Road/);
    const [first] = await until(
      'the delivered log',
      () => deliveries(webhookId),
      (l) => l[0]?.status === 'DELIVERED',
    );
    expect(request!.headers['x-parcelo-delivery']).toBeTruthy();
    expect(first).toMatchObject({ eventId: body.eventId, eventName: 'omsStatus/update', payload: request!.body });
    expect(first.attempts).toEqual([expect.objectContaining({ attempt: 1, statusCode: 200, succeeded: true })]);

    // The receiver fails twice: attempts 1 and 2 are logged as 500s, the third delivers it.
    await failNext('orders', 2, orderId);
    await seller.gql(STATUS_UPDATE, { i: { id: order.id, status: 'IN_TRANSIT' } });
    const retried = await until(
      'the third attempt',
      async () => (await deliveries(webhookId)).find((d: any) => JSON.parse(d.payload).data.status === 'IN_TRANSIT'),
      (d) => d?.status === 'DELIVERED',
    );
    // Two refusals, then the delivery. On a database shared with other test stacks an attempt
    // may be made by a process that stops before writing it down, so the log can hold fewer
    // failures than the receiver sent, never more, and always ends delivered.
    const log = retried.attempts.map((a: any) => [a.attempt, a.statusCode, a.succeeded]);
    expect(log.length).toBeGreaterThanOrEqual(2);
    // (Other stacks on the same database may take a retry through their own settings, so only
    // the outcome of each attempt is certain, not which receiver refused it.)
    expect(log.slice(0, -1).every((a: unknown[], i: number) => a[0] === i + 1 && a[2] === false)).toBe(true);
    expect(log.at(-1)).toEqual([log.length, 200, true]);
    if (log.length === 3) {
      // Backoff: the waits grow (1 s, then 2 s under the tests).
      const at = retried.attempts.map((a: any) => Date.parse(a.attemptedAt));
      expect(at[2] - at[1]).toBeGreaterThan(at[1] - at[0] - 500);
    }
    const sent = (await received('orders')).filter((r) => r.body.includes('"IN_TRANSIT"'));
    expect(new Set(sent.map((r) => r.headers['x-parcelo-delivery'])).size).toBe(1);

    // Redeliver: one more attempt in the log. A retry taken by another test stack went to that
    // stack's receiver, so this one may still hold a failure it was told to send: clear it.
    await failNext('orders', 0, orderId);
    const again = (await seller.gql(REDELIVER, { i: { delivery: retried.id } })).webhookDeliveryRedeliver;
    expect(again.userErrors).toEqual([]);
    expect(again.delivery.attempts.at(-1)).toEqual({
      attempt: log.length + 1,
      statusCode: 200,
      succeeded: true,
      manual: true,
    });

    // Another seller cannot redeliver it.
    const theirs = await seller2.raw(REDELIVER, { i: { delivery: retried.id } });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // A disabled webhook gets no new deliveries, while an enabled one of the company hears the change.
    await seller.gql(DISABLE, { i: { webhooks: [webhookId] } });
    const count = (await deliveries(webhookId)).length;
    await add('witness');
    const moved = (await seller.gql(STATUS_UPDATE, { i: { id: order.id, status: 'OUT_FOR_DELIVERY' } }))
      .orderStatusUpdate;
    expect(moved.userErrors).toEqual([]);
    await until(
      'the OUT_FOR_DELIVERY event at the enabled webhook',
      async () =>
        (await received('witness')).filter((r) => r.body.includes(orderId) && r.body.includes('"OUT_FOR_DELIVERY"')),
      (list) => list.length > 0,
    );
    expect(await deliveries(webhookId)).toHaveLength(count);
    const refused = (await seller.gql(REDELIVER, { i: { delivery: retried.id } })).webhookDeliveryRedeliver;
    expect(refused.userErrors[0]).toMatchObject({ message: MSG.webhookRedeliverDisabled, code: 'NOT_ALLOWED' });
  }, 60_000);

  it('keeps a company to 10 webhooks, even when they are added at once', async () => {
    const fresh = await freshSeller();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fresh.gql(CREATE, { i: { webhookUrl: `https://${host(`limit${i}`)}/h`, eventType: 'OMS_STATUS_UPDATE' } }),
      ),
    );
    const payloads = results.map((r) => r.webhookCreate);
    expect(payloads.filter((p) => p.userErrors.length === 0)).toHaveLength(10);
    const refused = payloads.filter((p) => p.userErrors.length > 0);
    expect(refused.map((p) => p.userErrors[0])).toEqual([
      { field: null, message: fill(MSG.webhooksLimit, { n: 10 }), code: 'NOT_ALLOWED' },
      { field: null, message: fill(MSG.webhooksLimit, { n: 10 }), code: 'NOT_ALLOWED' },
    ]);
    expect((await fresh.gql(LIST)).viewer.company.webhooks.totalCount).toBe(10);
  });

  it('delivers an event once per webhook however often it is announced', async () => {
    const fresh = await freshSeller();
    const hook = (
      await fresh.gql(CREATE, { i: { webhookUrl: `https://${host('once')}/h`, eventType: 'OMS_STATUS_UPDATE' } })
    ).webhookCreate.webhookEdge.node;
    const other = (
      await fresh.gql(CREATE, {
        i: { webhookUrl: `https://${host('lightning')}/h`, eventType: 'LIGHTNING_STATUS_UPDATE' },
      })
    ).webhookCreate.webhookEdge.node;
    const companyId = Buffer.from((await fresh.gql(LIST)).viewer.company.id, 'base64')
      .toString()
      .split(':')[1];
    const event = {
      eventType: 'omsStatus/update',
      eventId: `evt-${run}`,
      occurredAt: new Date().toISOString(),
      companyId,
      data: { orderId: 'x', status: 'SHIPPED' },
    };
    const announce = () =>
      fetch(`${inject('serviceUrls').ums}/ums/webhooks/events`, {
        method: 'POST',
        headers: { ...INTERNAL, 'content-type': 'application/json' },
        body: JSON.stringify(event),
      }).then((r) => r.json() as Promise<{ data: { deliveries: number } }>);
    const answers = await Promise.all([announce(), announce(), announce()]);
    expect(answers.map((a) => a.data.deliveries).sort()).toEqual([0, 0, 1]);
    const log = await until(
      'the delivery',
      async () => (await fresh.gql(DELIVERIES, { id: hook.id })).node.deliveries.edges,
      (edges: any[]) => edges[0]?.node.status === 'DELIVERED',
    );
    expect(log).toHaveLength(1);
    expect((await received('once')).filter((r) => r.body.includes(`evt-${run}`))).toHaveLength(1);
    // A webhook of another event type gets nothing.
    expect((await fresh.gql(DELIVERIES, { id: other.id })).node.deliveries.totalCount).toBe(0);
  });
});
