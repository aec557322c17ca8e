import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import { PUBLIC_LIMITS } from '../../bff/src/publicLimit.js';
import { Session } from '../support/client.js';
import { TEST_REDIS_URL, requireRedis } from '../support/redis.js';

// Two BFF instances sharing the machine's Redis, as production runs them behind a balancer.
let services: RunningServices;
let a: RunningBff;
let b: RunningBff;

beforeAll(async () => {
  await requireRedis();
  services = await startServices({
    port: () => 0,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  a = await startBff({ urls: services.urls, port: 0, redisUrl: TEST_REDIS_URL });
  b = await startBff({ urls: services.urls, port: 0, redisUrl: TEST_REDIS_URL });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await services?.close();
});

const lookup = (session: Session, email: string) =>
  session.raw(`query($v: String!) { trackedShipments(by: EMAIL, value: $v, first: 1) { totalCount } }`, { v: email });

describe('public limits through Redis', () => {
  it('give a looked-up e-mail one allowance across BFF instances', async () => {
    // A fresh e-mail each run, so counts left in Redis by an earlier run do not matter.
    const email = `limit-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
    const onA = new Session(a.url);
    const onB = new Session(b.url);
    const allowance = PUBLIC_LIMITS.lookupValue.points;
    for (let i = 0; i < allowance; i++) {
      const reply = await lookup(i % 2 ? onB : onA, email);
      expect(reply.errors).toBeUndefined();
    }
    for (const session of [onA, onB]) {
      const refused = await lookup(session, email);
      expect(refused.errors?.[0]?.message).toBe('Too many requests. Please wait a minute and try again.');
    }
  });
});
