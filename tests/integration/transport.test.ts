import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import WebSocket from 'ws';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import type { UpstreamUrls } from '../../bff/src/upstream/index.js';
import { Session, signedIn } from '../support/client.js';

// A production-mode BFF over the shared services: introspection and GraphiQL are admin-only there.
let production: RunningBff;
beforeAll(async () => {
  production = await startBff({
    urls: inject('serviceUrls') as UpstreamUrls,
    port: 0,
    production: true,
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
    const seller = await signedIn('seller@demo.in');
    expect(await connectionInit(url, { cookie: seller.cookie! })).toBe('connection_ack');
    expect(await connectionInit(url, {})).toBe('closed 4403');
    expect(await connectionInit(url, { cookie: 'session=forged' })).toBe('closed 4403');
  });

  it('refuses upgrades from another origin', async () => {
    const url = inject('bffUrl');
    const seller = await signedIn('seller@demo.in');
    expect(await connectionInit(url, { cookie: seller.cookie!, origin: 'https://evil.example' })).toBe('http 403');
    expect(await connectionInit(url, { cookie: seller.cookie!, origin: url })).toBe('connection_ack');
  });
});

describe('introspection in production', () => {
  const INTROSPECT = `{ __schema { queryType { name } } }`;

  it('is refused to sellers and signed-out callers, and open to admins', async () => {
    const seller = await new Session(production.url).signIn('seller@demo.in');
    expect((await seller.raw(INTROSPECT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await new Session(production.url).raw(INTROSPECT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await new Session(production.url).signIn('admin@demo.in');
    expect(await admin.gql(INTROSPECT)).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('what production keeps to itself', () => {
  it('suggests no field names and sends no upstream count', async () => {
    const seller = await new Session(production.url).signIn('seller@demo.in');
    const typo = await seller.raw(`{ viewr { isAdmin } }`);
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query".');
    expect(seller.upstreamRequests).toBeNull();
    const dev = await signedIn('seller@demo.in');
    expect((await dev.raw(`{ viewr { isAdmin } }`)).errors?.[0]?.message).toMatch(/Did you mean "viewer"\?/);
    await dev.gql(`{ viewer { isAdmin } }`);
    expect(dev.upstreamRequests).not.toBeNull();
  });

  it('answers at most 100 nodes at once', async () => {
    const seller = await signedIn('seller@demo.in');
    const ids = Array.from({ length: 101 }, () => 'T3JkZXI6MQ==');
    const res = await seller.raw(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids });
    expect(res.errors?.[0]).toMatchObject({
      message: 'At most 100 ids can be asked for at once',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
