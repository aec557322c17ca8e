import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** At most `points` per subject in each window of `durationSeconds`, counted from the first. */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/** Where one subject stands in one bucket after a spend. */
export interface BudgetStatus {
  limit: number;
  remaining: number;
  /** Until the window ends and the whole budget is back. */
  msBeforeReset: number;
}

export interface Spend<B extends string> {
  allowed: boolean;
  /** Each bucket asked, in the order asked; a refused spend takes nothing from any of them. */
  statuses: { bucket: B; subject: string; status: BudgetStatus }[];
}

export interface RateLimits<B extends string> {
  /** Counts one request of `subject` against `bucket`; false once the subject is over the limit. */
  take(bucket: B, subject: string): Promise<boolean>;
  /**
   * Takes `points` from each (bucket, subject) at once: all of them or, when any is short, none,
   * so a refused expensive request leaves the budget for cheaper ones.
   */
  spend(points: number, charges: readonly { bucket: B; subject: string }[]): Promise<Spend<B>>;
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
  const consume = async (bucket: B, subject: string, points: number) => {
    try {
      return { allowed: true, res: await limiters.get(bucket)!.consume(subject, points) };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { allowed: false, res: err };
      throw err;
    }
  };
  return {
    async take(bucket, subject) {
      return (await consume(bucket, subject, 1)).allowed;
    },
    async spend(points, charges) {
      const taken = await Promise.all(charges.map((c) => consume(c.bucket, c.subject, points)));
      const allowed = taken.every((t) => t.allowed);
      const statuses = charges.map((c, i) => {
        const { res } = taken[i]!;
        const limit = limits[c.bucket].points;
        // What a refused spend took is given back below; the status shows the budget as it stays.
        const consumed = res.consumedPoints - (allowed ? 0 : points);
        return { ...c, status: { limit, remaining: Math.max(0, limit - consumed), msBeforeReset: res.msBeforeNext } };
      });
      if (!allowed) await Promise.all(charges.map((c) => limiters.get(c.bucket)!.reward(c.subject, points)));
      return { allowed, statuses };
    },
    async close() {
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
    },
  };
}
