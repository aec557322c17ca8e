import { MSG } from '@parcelo/common';
import { bulkWorker, type JobQueue, type ServiceContext, countsChanged } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import type { OrderInput, Pickup } from '../orders/create.js';
import { placeOrders } from '../orders/stock.js';
import type { OrderOutbox } from '../orders/outbox.js';

export interface BulkOrderPayload {
  order: OrderInput;
  pickup: Pickup;
}

/**
 * Bulk orders on the shared bulk machinery: a batch of rows is placed at once (WMS blocks
 * their stock in one call), and the orders and the rows' outcomes are written in one
 * transaction. A row short of stock fails with WMS's reason.
 */
export const ordersBulkWorker = (ctx: ServiceContext<OmsDB>, queue: JobQueue, outbox: OrderOutbox) =>
  bulkWorker({
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
      const orders = rows.map((r) => {
        const { order, pickup } = r.payload as BulkOrderPayload;
        return { companyId: job.company_id, pickup, order, shopType: 'manual' as const, placedBy: job.user_name };
      });
      await placeOrders(ctx.db, ctx.urls, outbox, orders, (tx, placements) =>
        mark(
          tx,
          placements.map((p) => (p.ok ? null : p.message)),
        ),
      );
      countsChanged(ctx.db, job.company_id);
    },
  });
