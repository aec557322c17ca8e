import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import WebSocket from 'ws';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import type { UpstreamUrls } from '../../bff/src/upstream/index.js';
import { Session, signedInAgain, verifiedSeller } from '../support/client.js';
import { wsClient } from '../support/subscriptions.js';

// A production-mode BFF over the shared services: introspection and GraphiQL are admin-only there.
// Free text from sellers is allowed here, to see what else production does with it
// (trusted-documents.test.ts holds the rule that takes only the web app's documents).
let production: RunningBff;
/** A seller of its own, signed in afresh by each test: no other test's sign-ins meet it. */
let brand: Session;
beforeAll(async () => {
  brand = await verifiedSeller('Transport Tea Co');
  production = await startBff({
    urls: inject('serviceUrls') as UpstreamUrls,
    port: 0,
    production: true,
    trustedDocuments: false,
    webDist: '/nonexistent',
  });
});
afterAll(async () => {
  await production?.close();
});

/** Opens the GraphQL websocket and answers how connection_init ended. */
function connectionInit(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (data) => {
      resolve(JSON.parse(String(data)).type);
      ws.close();
    });
    ws.on('close', (code) => resolve(`closed ${code}`));
    ws.on('unexpected-response', (_req, res) => resolve(`http ${res.statusCode}`));
    ws.on('error', reject);
  });
}

describe('the GraphQL websocket', () => {
  it('acknowledges connection_init only with a live session', async () => {
    const url = inject('bffUrl');
    const seller = await signedInAgain(brand);
    expect(await connectionInit(url, { cookie: seller.cookie! })).toBe('connection_ack');
    expect(await connectionInit(url, {})).toBe('closed 4403');
    expect(await connectionInit(url, { cookie: 'session=forged' })).toBe('closed 4403');
  });

  it('refuses upgrades from another origin', async () => {
    const url = inject('bffUrl');
    const seller = await signedInAgain(brand);
    expect(await connectionInit(url, { cookie: seller.cookie!, origin: 'https://evil.example' })).toBe('http 403');
    expect(await connectionInit(url, { cookie: seller.cookie!, origin: url })).toBe('connection_ack');
  });
});

describe('introspection in production', () => {
  const INTROSPECT = `{ __schema { queryType { name } } }`;

  it('is refused to sellers and signed-out callers, and open to admins', async () => {
    const seller = await signedInAgain(brand, { url: production.url });
    expect((await seller.raw(INTROSPECT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await new Session(production.url).raw(INTROSPECT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await new Session(production.url).signIn('admin@demo.in');
    expect(await admin.gql(INTROSPECT)).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('what production keeps to itself', () => {
  it('suggests no field names and sends no upstream count', async () => {
    const seller = await signedInAgain(brand, { url: production.url });
    const typo = await seller.raw(`{ viewr { isAdmin } }`);
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query".');
    expect(seller.upstreamRequests).toBeNull();
    const dev = await signedInAgain(brand);
    expect((await dev.raw(`{ viewr { isAdmin } }`)).errors?.[0]?.message).toMatch(/Did you mean "viewer"\?/);
    await dev.gql(`{ viewer { isAdmin } }`);
    expect(dev.upstreamRequests).not.toBeNull();
  });

  it('answers at most 100 nodes at once', async () => {
    const seller = await signedInAgain(brand);
    const ids = Array.from({ length: 101 }, () => 'T3JkZXI6MQ==');
    const res = await seller.raw(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids });
    expect(res.errors?.[0]).toMatchObject({
      message: 'At most 100 ids can be asked for at once',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('what one document may ask', () => {
  it('refuses 40 aliased pages of 300 orders before calling any service', async () => {
    const seller = await signedInAgain(brand);
    const pages = Array.from({ length: 40 }, (_, i) => `o${i}: orders(first: 300) { totalCount }`).join(' ');
    const res = await seller.raw(`{ ${pages} }`);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.extensions?.code).toBeDefined();
    expect(seller.upstreamRequests).toBe(0);
    // One page far larger than any connection gives: the node limit.
    const huge = await seller.raw(`{ orders(first: 6000) { totalCount } }`);
    expect(huge.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_LARGE', nodes: 6_000 } });
    expect(huge.errors?.[0]?.extensions).not.toHaveProperty('http');
  });

  it('counts nested pages and variables toward the node limit', async () => {
    const seller = await signedInAgain(brand);
    const query = `query($n: Int) { orders(first: $n) { edges { node { customerRequests(first: 50) { totalCount } } } } }`;
    const res = await seller.raw(query, { n: 200 });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_LARGE', nodes: 200 + 200 * 50 } });
    expect((await seller.raw(query, { n: 20 })).errors).toBeUndefined();
  });

  it('refuses a document 500 deep or of 5,000 tokens, over HTTP and over the socket', async () => {
    const seller = await signedInAgain(brand);
    const deep = `{ viewer { ${'company { warehouses { edges { node { company { '.repeat(100)}name${' } } } } }'.repeat(100)} } }`;
    const res = await seller.raw(deep);
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
    const long = `{ viewer { ${'isAdmin '.repeat(5_000)} } }`;
    expect((await seller.raw(long)).errors?.[0]?.message).toMatch(/token/i);

    const client = wsClient(seller);
    const over = (query: string) =>
      new Promise<string>((resolve) => {
        client.subscribe(
          { query },
          {
            next: () => resolve('data'),
            error: (e) => resolve(JSON.stringify(e)),
            complete: () => resolve('complete'),
          },
        );
      });
    expect(await over(`subscription { taskProgress { ${'id '.repeat(5_000)} } }`)).toMatch(/token/i);
    expect(await over(`subscription { taskProgress { ${'a: id '.repeat(20)} } }`)).toMatch(/alias/i);
    await client.dispose();
  });
});

describe('what a browser is told and allowed', () => {
  it('refuses a GraphQL POST from another site, and answers its own', async () => {
    const seller = await signedInAgain(brand);
    const post = (origin: string) =>
      fetch(`${seller.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: seller.cookie!, origin },
        body: JSON.stringify({ query: '{ viewer { isAdmin } }' }),
      });
    const evil = await post('https://evil.example');
    expect(evil.status).toBe(403);
    expect(((await evil.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'FORBIDDEN',
    );
    const own = await post(seller.url);
    expect(own.status).toBe(200);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends pages with a script policy that allows no inline script and no framing', async () => {
    const res = await fetch(`${inject('bffUrl')}/signin`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // HTTPS only is promised in production.
    const api = await fetch(`${production.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { isAdmin } }' }),
    });
    expect(api.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });
});
