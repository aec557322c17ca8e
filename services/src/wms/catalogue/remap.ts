import type { Kysely } from 'kysely';
import { serviceApis, type JobKind, type JobQueue, type ServiceContext } from '../../platform/index.js';
import type { WmsDB } from '../db.js';

const QUEUE = 'catalogue-map-changed';
/** OMS may be down for a while: tried for about an hour before it is given up. */
const REMAP: JobKind = { retryLimit: 10, retryDelay: 5, expireInSeconds: 15 * 60 };
/** Products one job sends OMS at once (a bulk batch's). */
const PRODUCTS_PER_JOB = 500;
/** Longer than OMS lets an order being placed hold stock before it gives it back. */
const IN_FLIGHT_MS = 150_000;

/** Records, in the transaction that changes products' WSIN maps, that their open orders follow the change. */
export type MapChanged = (tx: Kysely<WmsDB>, productIds: readonly string[]) => Promise<void>;

/**
 * A product's WSIN map set, replaced or removed applies to its company's open orders as well
 * as to new ones: once the change commits, a job sends the product's map as it then stands to
 * OMS, which holds those orders' stock anew by it. The job reads the map when it runs, so
 * two quick changes end on the last one.
 */
export async function mapChangeJobs(ctx: ServiceContext<WmsDB>, queue: JobQueue): Promise<MapChanged> {
  await queue.define<{ productIds: string[] }>(QUEUE, REMAP, async (job) => {
    const products = await ctx.db
      .selectFrom('catalogue_products')
      .select(['id', 'company_id', 'sku'])
      .where('id', 'in', job.data.productIds)
      .execute();
    if (!products.length) return;
    const maps = await ctx.db
      .selectFrom('catalogue_wsins as m')
      .innerJoin('wsins as w', 'w.id', 'm.wsin_id')
      .select(['m.catalogue_id', 'w.wsin', 'm.quantity'])
      .where(
        'm.catalogue_id',
        'in',
        products.map((p) => p.id),
      )
      .execute();
    for (const companyId of new Set(products.map((p) => p.company_id))) {
      const ofCompany = products.filter((p) => p.company_id === companyId);
      await serviceApis(ctx.urls).oms.postOrdersStockRemap({
        internal: true,
        body: {
          companyId,
          products: ofCompany.map((p) => ({
            sku: p.sku,
            mapping: Object.fromEntries(maps.filter((m) => m.catalogue_id === p.id).map((m) => [m.wsin, m.quantity])),
          })),
        },
      });
    }
  });
  return async (tx, productIds) => {
    // An order being placed as the map changes may have blocked by the old map and reach OMS
    // only after the first run has looked: the second run, once any such order is written
    // (or given up and its stock released), finds it.
    const later = new Date(Date.now() + IN_FLIGHT_MS);
    for (let i = 0; i < productIds.length; i += PRODUCTS_PER_JOB) {
      const data = { productIds: productIds.slice(i, i + PRODUCTS_PER_JOB) };
      await queue.sendMany(tx, QUEUE, [{ data }, { data, startAfter: later }]);
    }
  };
}
