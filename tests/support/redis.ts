import { Redis } from 'ioredis';

/** The machine's Redis for tests that run several processes' worth of BFFs and services. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Fails at once, with Redis's own error, when it is not reachable. */
export async function requireRedis(url = TEST_REDIS_URL): Promise<void> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await probe.connect();
  await probe.quit();
}
