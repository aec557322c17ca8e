import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for Shopify's Admin API orders endpoint: since_id, limit and Link-header paging. */
export interface FakeShopify {
  url: string;
  token: string;
  /** Every token the store takes (the first is `token`); a test adds one, or revokes it by deleting it. */
  tokens: Set<string>;
  /** What the orders endpoint answers instead of the orders, when set (a store gone wrong). */
  body?: string;
  orders: Record<string, unknown>[];
  requests: string[];
  /** A store gone wrong, or hostile: answer a redirect, or point the next page elsewhere. */
  misbehave: { redirectTo?: string; nextPageOrigin?: string };
  close(): Promise<void>;
}

/** `run` keeps order names and buyers apart between runs against one long-lived database. */
export function shopifyOrder(id: number, run: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `#${run}-${1000 + id}`,
    email: `buyer${id}@example.in`,
    created_at: new Date(Date.now() - 3600_000).toISOString(),
    financial_status: id % 2 ? 'paid' : 'pending',
    payment_gateway_names: id % 2 ? ['razorpay'] : ['Cash on Delivery (COD)'],
    total_weight: 750,
    shipping_address: {
      first_name: 'Sunita',
      last_name: `${run} ${id}`,
      address1: `${id} Brigade Road`,
      address2: 'Ashok Nagar',
      city: 'Bengaluru',
      province: 'Karnataka',
      zip: '560025',
      country: 'India',
      phone: '+91 98450 12345',
    },
    line_items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1 + (id % 3), price: '249.00' }],
    ...overrides,
  };
}

export async function startFakeShopify(count: number, run: string, token = 'shpat_test_token'): Promise<FakeShopify> {
  const orders = Array.from({ length: count }, (_, i) => shopifyOrder(i + 1, run) as Record<string, unknown>);
  const requests: string[] = [];
  const misbehave: FakeShopify['misbehave'] = {};
  const tokens = new Set([token]);
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!tokens.has(String(req.headers['x-shopify-access-token']))) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"errors":"[API] Invalid API key or access token"}');
      return;
    }
    if (/^\/admin\/api\/[\d-]+\/shop\.json$/.test(url.pathname)) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"shop":{"id":1}}');
      return;
    }
    if (!/^\/admin\/api\/[\d-]+\/orders\.json$/.test(url.pathname)) {
      res.writeHead(404).end();
      return;
    }
    if (misbehave.redirectTo) {
      res.writeHead(302, { location: misbehave.redirectTo }).end();
      return;
    }
    if (fake.body !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(fake.body);
      return;
    }
    const limit = Number(url.searchParams.get('limit') ?? 50);
    // page_info carries the position, as Shopify's opaque cursor does.
    const pageInfo = url.searchParams.get('page_info');
    const sinceId = Number(
      pageInfo ? Buffer.from(pageInfo, 'base64url').toString() : (url.searchParams.get('since_id') ?? 0),
    );
    const after = orders.filter((o) => (o.id as number) > sinceId).sort((a, b) => (a.id as number) - (b.id as number));
    const page = after.slice(0, limit);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (after.length > limit) {
      const next = new URL(url.pathname, misbehave.nextPageOrigin ?? `http://${req.headers.host}`);
      next.searchParams.set('limit', String(limit));
      next.searchParams.set('page_info', Buffer.from(String(page.at(-1)!.id)).toString('base64url'));
      headers.link = `<${next}>; rel="next"`;
    }
    res.writeHead(200, headers).end(JSON.stringify({ orders: page }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const fake: FakeShopify = {
    url: `http://127.0.0.1:${port}`,
    token,
    tokens,
    orders,
    requests,
    misbehave,
    close: () => new Promise((r) => server.close(() => r())),
  };
  return fake;
}
