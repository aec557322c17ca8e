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

// A warehouse operator's lists span every seller at its warehouses, so their counts go
// stale with any company's change.
const ANY_COMPANY = '*';

/** The company's listed rows were added to or changed: its counts are stale. */
export function countsChanged(db: object, companyId: string): void {
  const { versions } = countsOf(db);
  versions.set(companyId, (versions.get(companyId) ?? 0) + 1);
  versions.set(ANY_COMPANY, (versions.get(ANY_COMPANY) ?? 0) + 1);
}

/** Whose rows a count covers: one company's, or every seller's at some warehouses. */
export type CountScope = { companyId: string } | { warehouseIds: readonly string[] };

/** The scope of a list's count from the caller's reach: an operator's warehouses, or the company. */
export const countScope = (reach: {
  companyId: string | undefined;
  warehouseIds: readonly string[] | undefined;
}): CountScope | undefined =>
  reach.warehouseIds
    ? { warehouseIds: reach.warehouseIds }
    : reach.companyId
      ? { companyId: reach.companyId }
      : undefined;

/** `count()` for this scope and filter, or its answer from the last few seconds. */
export async function cachedCount(
  db: object,
  scope: CountScope | undefined,
  filter: string,
  count: () => Promise<number>,
): Promise<number> {
  if (!scope) return count();
  const { versions, cache } = countsOf(db);
  const [owner, version] =
    'companyId' in scope
      ? [scope.companyId, versions.get(scope.companyId) ?? 0]
      : [`warehouses:${[...scope.warehouseIds].sort().join(',')}`, versions.get(ANY_COMPANY) ?? 0];
  const key = `${owner}\u0000${version}\u0000${filter}`;
  return (await cache.fetch(key, { context: count }))!;
}
