import { Redis } from 'ioredis';
import { startServices, type RunningServices, type StackOptions } from '@parcelo/services/stack';
import { startBff, type RunningBff } from '../../bff/src/server.js';

/** The machine's Redis, which carries events between processes (TEST_REDIS_URL overrides it). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TwoInstances {
  services: RunningServices;
  a: RunningBff;
  b: RunningBff;
  close(): Promise<void>;
}

/**
 * The services and two BFF instances, all talking through Redis as separate processes
 * would; fails at once when Redis is not there.
 */
export async function startTwoInstances(services?: StackOptions['services']): Promise<TwoInstances> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await probe.connect();
  await probe.quit();
  const running = await startServices({
    ...(services ? { services } : {}),
    port: () => 0,
    seed: true,
    redisUrl: TEST_REDIS_URL,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  const a = await startBff({ urls: running.urls, port: 0, redisUrl: TEST_REDIS_URL });
  const b = await startBff({ urls: running.urls, port: 0, redisUrl: TEST_REDIS_URL });
  return {
    services: running,
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await running.close();
    },
  };
}
