import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import { Session } from '../support/client.js';

// A stack of its own whose WMS is down: only the fields WMS feeds may fail.
let services: RunningServices;
let bff: RunningBff;

beforeAll(async () => {
  services = await startServices({
    services: ['ums', 'nms'],
    port: () => 0,
    seed: true,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  bff = await startBff({ urls: { ...services.urls, wms: 'http://127.0.0.1:9' }, port: 0 });
});

afterAll(async () => {
  await bff?.close();
  await services?.close();
});

describe('a failed upstream', () => {
  it('nulls only the fields it feeds, with UPSTREAM_UNAVAILABLE', async () => {
    const s = await new Session(bff.url).signIn('seller@demo.in');
    const res = await s.raw(`{ viewer { user { name } company { name warehouses { totalCount } } } }`);
    expect(res.data).toEqual({ viewer: { user: { name: 'Aarav Sharma' }, company: { name: 'Chai Point Naturals', warehouses: null } } });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({ path: ['viewer', 'company', 'warehouses'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});
