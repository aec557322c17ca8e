import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { loadConfig } from '@parcelo/common/config';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import { SELLER_PASSWORD, Session } from '../support/client.js';
import { sellerOnStack } from '../support/stock.js';

// A stack of its own whose WMS is down, and a second BFF whose WMS accepts connections
// but never answers: only the fields WMS feeds may fail, and soon.
let services: RunningServices;
let bff: RunningBff;
let hungBff: RunningBff;
/** Default timeouts, WMS hung: the request budget is what bounds a page. */
let budgetBff: RunningBff;
/** Its own WMS client, so its circuit breaker starts closed. */
let breakerBff: RunningBff;
let hung: Server;
const held: Socket[] = [];
const READ_TIMEOUT_MS = 500;
/** A seller of this file's own, signed up on its stack: its login, signed in on each BFF. */
let login: string;
const COMPANY = 'Coorg Estate Coffee';
const NAME = 'Kavitha Ponnappa';
const signIn = (url: string) => new Session(url).signIn(login, SELLER_PASSWORD);

beforeAll(async () => {
  services = await startServices({
    services: ['ums', 'nms'],
    port: () => 0,
    seed: true,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  bff = await startBff({ urls: { ...services.urls, wms: 'http://127.0.0.1:9' }, port: 0 });
  hung = createServer((socket) => void held.push(socket));
  await new Promise<void>((r) => hung.listen(0, '127.0.0.1', r));
  const { port } = hung.address() as { port: number };
  hungBff = await startBff({
    urls: { ...services.urls, wms: `http://127.0.0.1:${port}` },
    port: 0,
    config: loadConfig({ ...process.env, UPSTREAM_TIMEOUT_MS: String(READ_TIMEOUT_MS) }),
  });
  const defaults = { ...process.env };
  delete defaults.UPSTREAM_TIMEOUT_MS;
  delete defaults.UPSTREAM_BUDGET_MS;
  budgetBff = await startBff({
    urls: { ...services.urls, wms: `http://127.0.0.1:${port}` },
    port: 0,
    config: loadConfig(defaults),
  });
  breakerBff = await startBff({
    urls: { ...services.urls, wms: `http://127.0.0.1:${port}` },
    port: 0,
    config: loadConfig({ ...process.env, UPSTREAM_TIMEOUT_MS: String(READ_TIMEOUT_MS) }),
  });
  login = (await sellerOnStack({ bffUrl: bff.url, nmsUrl: services.urls.nms! }, COMPANY, { name: NAME })).login!;
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  hung?.close();
  await hungBff?.close();
  await budgetBff?.close();
  await breakerBff?.close();
  await bff?.close();
  await services?.close();
});

describe('a failed upstream', () => {
  it('nulls only the fields it feeds, with UPSTREAM_UNAVAILABLE', async () => {
    const s = await signIn(bff.url);
    const res = await s.raw(`{ viewer { user { name } company { name warehouses { totalCount } } } }`);
    expect(res.data).toEqual({
      viewer: { user: { name: NAME }, company: { name: COMPANY, warehouses: null } },
    });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({
      path: ['viewer', 'company', 'warehouses'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('blanks only its own root fields, never the whole answer', async () => {
    const s = await signIn(bff.url);
    const res = await s.raw(
      `{ viewer { user { name } } tasks(first: 2) { totalCount } inventory(first: 2) { totalCount } wsins(first: 1) { totalCount } }`,
    );
    expect(res.data).toMatchObject({ viewer: { user: { name: NAME } }, inventory: null, wsins: null });
    expect(res.data?.tasks).toEqual({ totalCount: expect.any(Number) });
    expect(res.errors?.map((e) => [e.path?.join('.'), e.extensions?.code]).sort()).toEqual([
      ['inventory', 'UPSTREAM_UNAVAILABLE'],
      ['wsins', 'UPSTREAM_UNAVAILABLE'],
    ]);
  });

  it('says the spec’s “Could not get inventory” when the inventory cannot be loaded', async () => {
    const s = await signIn(bff.url);
    const res = await s.raw(`{ inventory(first: 5) { totalCount } }`);
    expect(res.data).toEqual({ inventory: null });
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: MSG.inventoryLoadFailed,
        path: ['inventory'],
        extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }),
      }),
    ]);
  });

  it('that hangs costs its read timeout once, not the request', async () => {
    const s = await signIn(hungBff.url);
    const started = Date.now();
    const res = await s.raw(`{ viewer { user { name } company { name warehouses { totalCount } } } }`);
    const took = Date.now() - started;
    expect(res.data).toEqual({
      viewer: { user: { name: NAME }, company: { name: COMPANY, warehouses: null } },
    });
    expect(res.errors?.[0]).toMatchObject({
      path: ['viewer', 'company', 'warehouses'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(took).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(READ_TIMEOUT_MS + 1_500);
  });

  it('that hangs leaves a page its 3 s budget, whatever the read timeout', async () => {
    const s = await signIn(budgetBff.url);
    const started = Date.now();
    const res = await s.raw(
      `{ viewer { user { name } } inventory(first: 2) { totalCount } tasks(first: 1) { totalCount } }`,
    );
    const took = Date.now() - started;
    expect(res.data).toMatchObject({ viewer: { user: { name: NAME } }, inventory: null });
    expect(took).toBeLessThan(3_500);
  });

  it('that keeps hanging is failed at once by its circuit breaker while it stays sick', async () => {
    const s = await signIn(breakerBff.url);
    const timed = async () => {
      const started = Date.now();
      const res = await s.raw(`{ inventory(first: 1) { totalCount } }`);
      expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      return Date.now() - started;
    };
    // Five reads in a row time out…
    for (let i = 0; i < 5; i++) expect(await timed()).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 50);
    // …then the breaker answers at once instead of waiting on the hung service.
    expect(await timed()).toBeLessThan(150);
    expect(await timed()).toBeLessThan(150);
  });
});
