import { addMonths, istMonthOf, istMonthRange } from '@parcelo/common';
import { jobKey, type JobQueue, type ServiceContext } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { runBillingMonth } from './run.js';

const JOB = 'billing-month';

/** The run for `month`, due as the next month starts; one job per month however often it is asked for. */
const schedule = (ctx: ServiceContext<InvoicesDB>, queue: JobQueue, month: string) =>
  queue.send(ctx.db, JOB, { month }, { startAfter: istMonthRange(month).end, key: jobKey(JOB, month) });

/**
 * The monthly run as a durable job: each month's job bills that month on the 1st of the next
 * and schedules the month after, and every start makes sure the running month's job exists.
 * A run missed while no process was up happens when one starts; a run that fails is retried,
 * and billing what was billed already changes nothing.
 */
export async function billingMonthJob(ctx: ServiceContext<InvoicesDB>, queue: JobQueue) {
  await queue.define<{ month: string }>(
    JOB,
    { retryLimit: 8, retryDelay: 600, expireInSeconds: 3600 },
    async ({ data }) => {
      await runBillingMonth(ctx, data.month);
      await schedule(ctx, queue, addMonths(data.month, 1));
    },
  );
  ctx.onStarted(() => schedule(ctx, queue, istMonthOf(new Date())));
}
