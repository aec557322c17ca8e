import { MSG } from '@parcelo/common';
import {
  bulkWorker,
  type BulkJob,
  type JobQueue,
  type ServiceContext,
  type ServiceUrls,
  countsChanged,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import type { OrderInput, Pickup } from '../orders/create.js';
import { placeOrders } from '../orders/stock.js';
import { invoicePrefixes } from '../orders/invoices.js';
import { unlistedAllowed } from '../orders/catalogue.js';
import type { OrderOutbox } from '../orders/outbox.js';

export interface BulkOrderPayload {
  order: OrderInput;
  pickup: Pickup;
}

/** Jobs whose settings a process keeps: a few run at once, and an old job's are dropped. */
const JOBS_KEPT = 32;

/**
 * The company's invoice prefix and whether it allows unlisted SKUs, read from UMS once per job
 * (in each process that runs its steps) rather than twice a step. A setting changed while a job
 * runs may so apply only from the next job, as if the sheet had been saved just before the change.
 */
function jobSettings(urls: ServiceUrls) {
  const kept = new Map<string, Promise<{ prefixes: Map<string, string>; allowUnmapped: boolean }>>();
  return (job: BulkJob) => {
    let settings = kept.get(job.id);
    if (!settings) {
      settings = Promise.all([invoicePrefixes(urls, [job.company_id]), unlistedAllowed(urls, [job.company_id])]).then(
        ([prefixes, allowed]) => ({ prefixes, allowUnmapped: allowed.get(job.company_id) ?? false }),
      );
      // A failed read (UMS down) is not kept: the step is retried later and reads again.
      settings.catch(() => kept.delete(job.id));
      kept.set(job.id, settings);
      if (kept.size > JOBS_KEPT) kept.delete(kept.keys().next().value!);
    }
    return settings;
  };
}

/**
 * Bulk orders on the shared bulk machinery: a batch of rows is placed at once (WMS blocks
 * their stock in one call), and the orders and the rows' outcomes are written in one
 * transaction. A row short of stock fails with WMS's reason.
 */
export const ordersBulkWorker = (ctx: ServiceContext<OmsDB>, queue: JobQueue, outbox: OrderOutbox) => {
  const settingsOf = jobSettings(ctx.urls);
  return bulkWorker({
    db: ctx.db,
    urls: ctx.urls,
    log: ctx.log,
    queue,
    type: 'orders',
    // A batch's orders are placed in a few statements whatever their number, so its fixed
    // costs (WMS's and UMS's calls, four commits, the hand-off to the next step) are paid
    // once for 500 rows, not five times. WMS blocks at most 500 orders a call.
    batch: 500,
    failure: (err) => ((err as { code?: string }).code === '23505' ? MSG.orderIdTaken : MSG.genericFailure),
    async run(job, rows, mark) {
      const { prefixes, allowUnmapped } = await settingsOf(job);
      const orders = rows.map((r) => {
        const { order, pickup } = r.payload as BulkOrderPayload;
        return {
          companyId: job.company_id,
          pickup,
          order,
          shopType: 'manual' as const,
          placedBy: job.user_name,
          allowUnmapped,
        };
      });
      await placeOrders(
        ctx.db,
        ctx.urls,
        outbox,
        orders,
        (tx, placements) =>
          mark(
            tx,
            placements.map((p) => (p.ok ? null : p.message)),
          ),
        prefixes,
      );
      countsChanged(ctx.db, job.company_id);
    },
  });
};
