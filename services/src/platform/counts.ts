import { LRUCache } from 'lru-cache';

/**
 * 'x-y of n items' counts every matching row: a hundred thousand index entries for a
 * month of a busy seller's orders, or a large warehouse's stock rows, most of a list
 * page's time. Paging, polling and returning to the list ask the same count again and
 * again, so a count is kept for a few seconds, and dropped at once when this service
 * adds or changes the company's rows. Another instance's changes show within COUNT_TTL_MS.
 */
export const COUNT_TTL_MS = 5_000;

interface Counts {
  versions: Map<string, number>;
  // A key's count is taken by one caller while the others wait for it (lru-cache's fetch
  // shares one in-flight computation), so an expiring count is never taken twice at once.
  cache: LRUCache<string, number, () => Promise<number>>;
}

// Per database handle, so two stacks in one process (tests) never share counts.
const byDatabase = new WeakMap<object, Counts>();

function countsOf(db: object): Counts {
  let counts = byDatabase.get(db);
  if (!counts)
    byDatabase.set(
      db,
      (counts = {
        versions: new Map(),
        cache: new LRUCache({ max: 10_000, ttl: COUNT_TTL_MS, fetchMethod: (_key, _stale, { context }) => context() }),
      }),
    );
  return counts;
}

/** The company's listed rows were added to or changed: its counts are stale. */
export function countsChanged(db: object, companyId: string): void {
  const { versions } = countsOf(db);
  versions.set(companyId, (versions.get(companyId) ?? 0) + 1);
}

/** `count()` for this company and filter, or its answer from the last few seconds. */
export async function cachedCount(
  db: object,
  companyId: string | undefined,
  filter: string,
  count: () => Promise<number>,
): Promise<number> {
  if (!companyId) return count();
  const { versions, cache } = countsOf(db);
  const key = `${companyId}\u0000${versions.get(companyId) ?? 0}\u0000${filter}`;
  return (await cache.fetch(key, { context: count }))!;
}
