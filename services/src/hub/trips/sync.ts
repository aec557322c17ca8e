import type { Transaction } from 'kysely';
import { DELIVERY_STATUS_CODES, deliveryStatusOf, statusView, type UndeliveredReason } from '@parcelo/common';
import { jobKey, serviceApis, type JobQueue, type Logger, type ServiceUrls } from '../../platform/index.js';
import type { HubDB } from '../db.js';
import type { OrderChange, TripService } from './service.js';

const QUEUE = 'lightning-orders';
/**
 * A change OMS or a webhook receiver keeps refusing is tried later and later (about 4 s, 8 s,
 * 16 s…, at most a day and a half apart), never holding up the others.
 */
const DELIVERY = { retryLimit: 1_000, retryDelay: 2, expireInSeconds: 60, batchSize: 10 };

type Job =
  /** OMS is told where the order stands now (on its latest trip), whatever this change was. */
  | { kind: 'oms'; orderId: string }
  /** The seller's lightningStatus/update webhooks hear of this change. */
  | ({ kind: 'webhook'; occurredAt: string } & OrderChange);

const OMS_TARGET: Record<number, 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'UNDELIVERED' | 'UNATTEMPTED'> = {
  [DELIVERY_STATUS_CODES.OUT_FOR_DELIVERY]: 'OUT_FOR_DELIVERY',
  [DELIVERY_STATUS_CODES.DELIVERED]: 'DELIVERED',
  [DELIVERY_STATUS_CODES.UNDELIVERED]: 'UNDELIVERED',
  [DELIVERY_STATUS_CODES.UNATTEMPTED]: 'UNATTEMPTED',
};

/**
 * What a trip changes reaches OMS (the order's status, trail, stock, COD and charges) and the
 * seller's Lightning webhooks through durable jobs written with the change: a restart or an
 * outage of either loses nothing, and each receiver acts on a change once. OMS is always sent
 * where the order stands on its latest trip rather than the step that queued the job, so jobs
 * that run late or out of order still leave it right.
 */
export async function tripSync(trips: () => TripService, urls: ServiceUrls, log: Logger, queue: JobQueue) {
  const apis = serviceApis(urls);

  async function toOms(orderId: string) {
    const latest = await trips().latestOf(orderId);
    const status = latest && OMS_TARGET[latest.status];
    if (!latest || !status) return;
    const { moved, status: now } = await apis.oms.postInternalLightningOrdersByIdStatus<{
      moved: boolean;
      status: string;
    }>({
      internal: true,
      params: { id: orderId },
      body: {
        status,
        undeliveredReason: (latest.undelivered_reason as UndeliveredReason | null) ?? null,
        driverName: latest.driver_name,
        city: null,
      },
    });
    // Cancelled or booked with a courier while the driver had it: someone must look at it.
    if (!moved && now !== status && !(status === 'UNATTEMPTED' && now === 'UNDELIVERED'))
      log.warn({ orderId, status, now }, 'Lightning order not moved in OMS: it is elsewhere now');
  }

  async function toWebhooks(job: Extract<Job, { kind: 'webhook' }>) {
    const latest = await trips().latestOf(job.orderId, job.journeyId);
    const status = deliveryStatusOf(job.status);
    await apis.ums.postUmsWebhooksEvents({
      internal: true,
      body: {
        eventType: 'lightningStatus/update',
        // The same for every retry of this change, so a webhook gets it once.
        eventId: jobKey('lightningStatus/update', job.journeyId, job.orderId, job.status),
        occurredAt: job.occurredAt,
        companyId: job.companyId,
        data: {
          orderId: job.orderId,
          tripId: job.journeyId,
          awb: latest?.awb ?? null,
          shopOrderId: latest?.shop_order_id ?? null,
          orderStatus: job.status,
          status: status ? statusView(status).label : String(job.status),
          driverName: latest?.driver_name ?? null,
          clusterName: latest?.cluster_name ?? null,
          undeliveredReason: job.status === DELIVERY_STATUS_CODES.UNDELIVERED ? latest?.undelivered_reason : null,
          codCollected: job.status === DELIVERY_STATUS_CODES.DELIVERED ? Number(latest?.cod_collected_paise ?? 0) : 0,
        },
      },
    });
  }

  await queue.define<Job>(QUEUE, DELIVERY, async (job) => {
    try {
      if (job.data.kind === 'oms') await toOms(job.data.orderId);
      else await toWebhooks(job.data);
    } catch (err) {
      log.warn({ err, job: job.data }, 'Lightning order change not delivered; retried later');
      throw err;
    }
  });

  return {
    /** Writes the jobs for `changes` in the transaction that made them. */
    async record(tx: Transaction<HubDB>, changes: readonly OrderChange[]) {
      if (!changes.length) return;
      const occurredAt = new Date().toISOString();
      await queue.sendMany(
        tx,
        QUEUE,
        changes.flatMap((c) => [
          {
            data: { kind: 'oms', orderId: c.orderId } satisfies Job,
            key: jobKey(QUEUE, 'oms', c.journeyId, c.orderId, c.status),
          },
          {
            data: { kind: 'webhook', occurredAt, ...c } satisfies Job,
            key: jobKey(QUEUE, 'webhook', c.journeyId, c.orderId, c.status),
          },
        ]),
      );
    },
    /** After commit: the worker takes the new jobs now rather than at its next poll. */
    wake: () => queue.wake(QUEUE),
  };
}
