import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@parcelo/common/config';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import { Session } from '../support/client.js';

// A stack of its own whose WMS is down, and a second BFF whose WMS accepts connections
// but never answers: only the fields WMS feeds may fail, and soon.
let services: RunningServices;
let bff: RunningBff;
let hungBff: RunningBff;
let hung: Server;
const held: Socket[] = [];
const READ_TIMEOUT_MS = 500;

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
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  hung?.close();
  await hungBff?.close();
  await bff?.close();
  await services?.close();
});

describe('a failed upstream', () => {
  it('nulls only the fields it feeds, with UPSTREAM_UNAVAILABLE', async () => {
    const s = await new Session(bff.url).signIn('seller@demo.in');
    const res = await s.raw(`{ viewer { user { name } company { name warehouses { totalCount } } } }`);
    expect(res.data).toEqual({
      viewer: { user: { name: 'Aarav Sharma' }, company: { name: 'Chai Point Naturals', warehouses: null } },
    });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({
      path: ['viewer', 'company', 'warehouses'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('blanks only its own root fields, never the whole answer', async () => {
    const s = await new Session(bff.url).signIn('seller@demo.in');
    const res = await s.raw(
      `{ viewer { user { name } } tasks(first: 2) { totalCount } inventory(first: 2) { totalCount } wsins(first: 1) { totalCount } }`,
    );
    expect(res.data).toMatchObject({ viewer: { user: { name: 'Aarav Sharma' } }, inventory: null, wsins: null });
    expect(res.data?.tasks).toEqual({ totalCount: expect.any(Number) });
    expect(res.errors?.map((e) => [e.path?.join('.'), e.extensions?.code]).sort()).toEqual([
      ['inventory', 'UPSTREAM_UNAVAILABLE'],
      ['wsins', 'UPSTREAM_UNAVAILABLE'],
    ]);
  });

  it('that hangs costs its read timeout once, not the request', async () => {
    const s = await new Session(hungBff.url).signIn('seller@demo.in');
    const started = Date.now();
    const res = await s.raw(`{ viewer { user { name } company { name warehouses { totalCount } } } }`);
    const took = Date.now() - started;
    expect(res.data).toEqual({
      viewer: { user: { name: 'Aarav Sharma' }, company: { name: 'Chai Point Naturals', warehouses: null } },
    });
    expect(res.errors?.[0]).toMatchObject({
      path: ['viewer', 'company', 'warehouses'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(took).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(READ_TIMEOUT_MS + 1_500);
  });
});
