import { LRUCache } from 'lru-cache';
import type { ServiceUrls } from '../platform/index.js';
import { serviceApis } from '../platform/index.js';
import type { UserRow } from './db.js';

/** How long an operator's warehouse list is taken as WMS last gave it: as long as a session answer. */
const TTL_MS = 5_000;

export type Workplaces = (user: Pick<UserRow, 'user_type' | 'company_id'>) => Promise<string[]>;

const byUrls = new WeakMap<ServiceUrls, Workplaces>();

/**
 * The warehouses a warehouse operator works at: those WMS has attached to its company. The
 * principal carries them so every service decides from the caller alone. Asked of WMS at
 * most once per TTL per company; when WMS does not answer, the last list stands (an
 * operator mid-shift keeps working), and with none yet the operator reaches nothing.
 */
export function workplaces(urls: ServiceUrls): Workplaces {
  let found = byUrls.get(urls);
  if (found) return found;
  const cache = new LRUCache<string, { ids: string[] }>({
    max: 10_000,
    ttl: TTL_MS,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (companyId) => {
      const { warehouseIds } = await serviceApis(urls).wms.getInternalCompanyByCompanyIdWarehouseIds<{
        warehouseIds: string[];
      }>({ params: { companyId }, internal: true, timeoutMs: 2_000 });
      return { ids: warehouseIds };
    },
  });
  found = async (user) => {
    if (user.user_type !== 'warehouse' || !user.company_id) return [];
    try {
      return (await cache.fetch(user.company_id))?.ids ?? [];
    } catch {
      return [];
    }
  };
  byUrls.set(urls, found);
  return found;
}
