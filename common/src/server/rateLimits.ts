import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** At most `points` requests per subject in each window of `durationSeconds`, counted from the first. */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

export interface RateLimits<B extends string> {
  /** Counts one request of `subject` against `bucket`; false once the subject is over the limit. */
  take(bucket: B, subject: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Counters for a set of limits. With a Redis URL every process counts in Redis, so a
 * visitor gets one allowance whichever instance answers; should Redis be unreachable,
 * each process goes on counting in its own memory rather than letting everyone through
 * or refusing everyone. Without a URL the counts stay in this process.
 */
export function createRateLimits<B extends string>(
  name: string,
  limits: Record<B, RateLimit>,
  redisUrl?: string,
): RateLimits<B> {
  // No offline queue: while Redis is away a count fails at once and the insurance limiter answers, rather than
  // each public page waiting for a reconnect.
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  // ioredis reconnects by itself; the insurance limiter answers meanwhile.
  redis?.on('error', () => {});
  const limiters = new Map<string, RateLimiterAbstract>(
    Object.entries<RateLimit>(limits).map(([bucket, { points, durationSeconds: duration }]) => {
      const keyPrefix = `${name}:${bucket}`;
      const memory = new RateLimiterMemory({ points, duration, keyPrefix });
      return [
        bucket,
        redis
          ? new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix, insuranceLimiter: memory })
          : memory,
      ];
    }),
  );
  return {
    async take(bucket, subject) {
      try {
        await limiters.get(bucket)!.consume(subject);
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        throw err;
      }
    },
    async close() {
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
    },
  };
}
