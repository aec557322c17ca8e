import { startServices, type RunningServices, type StackOptions } from '@parcelo/services/stack';
import { startBff, type RunningBff } from '../../bff/src/server.js';

import { TEST_REDIS_URL, requireRedis } from './redis.js';

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
  await requireRedis();
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
