import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { statusView } from '@parcelo/common';
import type { ApiOperation } from '@parcelo/common/serviceApi';
import { invoicesOperations } from '@parcelo/common/api/invoices';
import { nmsOperations } from '@parcelo/common/api/nms';
import { umsOperations } from '@parcelo/common/api/ums';
import { wmsOperations } from '@parcelo/common/api/wms';
import { callService, jobKey, type JobQueue, type Logger, type ServiceUrls } from '../../platform/index.js';
import type { OmsDB, OrderRow, OutboxAction } from '../db.js';
import { orderBillingFacts, owesRemittance, type StatusChangeOrder } from '../codRemittance/events.js';

/**
 * Where each action is delivered: stock moves to WMS, non-delivery events to NMS, status
 * changes to UMS's webhooks, COD amounts owed and what a finished delivery earns to invoices.
 */
const DESTINATIONS: Record<OutboxAction, { service: 'wms' | 'nms' | 'ums' | 'invoices'; operation: ApiOperation }> = {
  release: { service: 'wms', operation: wmsOperations.postInventoryOrdersRelease },
  outbound: { service: 'wms', operation: wmsOperations.postInventoryOrdersOutbound },
  delivered: { service: 'wms', operation: wmsOperations.postInventoryOrdersDelivered },
  ndr: { service: 'nms', operation: nmsOperations.postCustomerRequestsNdr },
  status: { service: 'ums', operation: umsOperations.postUmsWebhooksEvents },
  // A delivered COD order's amount, owed to the brand after its remittance days.
  remittance: { service: 'invoices', operation: invoicesOperations.postCodRemittanceOrdersEvents },
  billing: { service: 'invoices', operation: invoicesOperations.postChargesOrdersEvents },
  // A D2R order that shipped: its invoice is raised for collection from the retailer.
  d2rInvoice: { service: 'invoices', operation: invoicesOperations.postInternalD2rInvoices },
};

/** The statuses that end a shipment's journey and so earn its charges; a cancel gives back the freight taken at booking. */
const BILLED_STATUSES = new Set(['DELIVERED', 'RTO_DELIVERED', 'CANCELLED']);

/**
 * What billing is told of an order that reached a billed status, read from the row in `tx`
 * (a status change may know only who the order is, not its parcel and money).
 */
async function billingFacts(tx: Transaction<OmsDB>, orderId: string, status: string) {
  const order = await tx
    .selectFrom('orders')
    .select([
      'id',
      'company_id',
      'shop_order_id',
      'awb',
      'delivery_awb',
      'payment_mode',
      'total_amount_paise',
      'weight_kg',
      'length_cm',
      'breadth_cm',
      'height_cm',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return orderBillingFacts(order, status);
}

/** The webhook event a status change is announced as: the order's facts, never its buyer's. */
function statusEvent(id: number, orderId: string, payload: Record<string, unknown>) {
  const { occurredAt, companyId, ...data } = payload;
  return {
    eventType: 'omsStatus/update',
    // The same for every retry of this event, so a webhook gets it once.
    eventId: jobKey('omsStatus/update', id),
    occurredAt,
    companyId,
    data: { orderId, ...data, companyId },
  };
}

/** The orders a stock move is for: its own order, or every order of the batch it was written for. */
const stockOrderIds = (e: Selectable<OmsDB['order_outbox']>): string[] => {
  const ids = e.payload?.orderIds;
  return Array.isArray(ids) && ids.length ? ids.map(String) : [e.order_id];
};

/** The body each destination is sent for a stored event. */
function eventBody(e: Selectable<OmsDB['order_outbox']>) {
  return e.action === 'ndr'
    ? { eventId: String(e.id), orderId: e.order_id, ...e.payload }
    : e.action === 'status'
      ? statusEvent(e.id, e.order_id, e.payload ?? {})
      : e.action === 'remittance'
        ? { eventId: jobKey('remittance', e.id), ...e.payload }
        : e.action === 'billing'
          ? { ...e.payload, eventId: jobKey('orderBilling', e.id), orderId: e.order_id }
          : e.action === 'd2rInvoice'
            ? { ...e.payload, eventId: jobKey('d2rInvoice', e.id), orderId: e.order_id }
            : { orderIds: stockOrderIds(e), remark: e.remark, actorName: e.actor_name };
}

/** Sends one event to its service, unless it went already, and marks it delivered. */
async function deliverEvent(db: Kysely<OmsDB>, urls: ServiceUrls, id: number): Promise<void> {
  const e = await db
    .selectFrom('order_outbox')
    .selectAll()
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  // Delivered already, or a provisional release dropped because its order was placed.
  if (!e) return;
  // Its buyer's data was deleted before it went: there is no one to ask.
  if (e.action !== 'ndr' || e.payload) {
    const to = DESTINATIONS[e.action];
    const body = eventBody(e);
    // Not the typed API: the body is the event's stored JSON, whose shape the column no longer knows.
    await callService(urls[to.service], to.operation.path, { method: to.operation.method, internal: true, body });
  }
  await db.updateTable('order_outbox').set({ delivered_at: new Date() }).where('id', '=', e.id).execute();
}

/** Events recorded and not yet delivered, for the metrics: how many, and the oldest's age in seconds. */
export const undeliveredEvents = (db: Kysely<OmsDB>) =>
  db
    .selectFrom('order_outbox')
    .where('delivered_at', 'is', null)
    .select([
      sql<number>`count(*)::int`.as('pending'),
      sql<number>`coalesce(extract(epoch from now() - min(created_at)), 0)::float8`.as('oldestSeconds'),
    ])
    .executeTakeFirstOrThrow();

const QUEUE = 'order-events';
/**
 * An event a service keeps refusing is tried later and later (about 4 s, 8 s, 16 s…, at
 * most a day and a half apart), so it never holds up the others and is never given up.
 */
const DELIVERY = { retryLimit: 1_000, retryDelay: 2, expireInSeconds: 60, batchSize: 20 };
/** How long a request waits for its events' first delivery, so what it changed elsewhere shows at once. */
const DELIVER_WAIT_MS = 2_000;

/** Writes an order's events, in `tx`, each with its delivery job. */
type RecordEvents = (
  tx: Transaction<OmsDB>,
  orderIds: string[],
  action: OutboxAction,
  remark: string,
  actorName: string,
  options?: { notBefore?: Date; payload?: Record<string, unknown> },
) => Promise<number[]>;

/** The events a status change written in `tx` sends: the webhooks', and a remittance and charges when due. */
async function recordStatusChange(
  record: RecordEvents,
  tx: Transaction<OmsDB>,
  order: StatusChangeOrder & Pick<OrderRow, 'status'>,
  status: string,
  actorName: string,
): Promise<number[]> {
  if (status === order.status) return [];
  const ids = await record(tx, [order.id], 'status', `Status ${statusView(status).label}`, actorName, {
    payload: {
      occurredAt: new Date().toISOString(),
      companyId: order.company_id,
      shopOrderId: order.shop_order_id,
      awb: order.awb ?? order.delivery_awb,
      status: statusView(status).code,
      previousStatus: statusView(order.status).code,
    },
  });
  if (owesRemittance(order, status))
    ids.push(
      ...(await record(tx, [order.id], 'remittance', `COD remittance, order ${order.shop_order_id}`, actorName, {
        payload: { ...orderBillingFacts(order, status) },
      })),
    );
  if (BILLED_STATUSES.has(status))
    ids.push(
      ...(await record(tx, [order.id], 'billing', `Charges for ${statusView(status).label}`, actorName, {
        payload: { ...(await billingFacts(tx, order.id, status)) },
      })),
    );
  return ids;
}

/**
 * What other services must learn of an order's own change (cancelled: release its stock;
 * packed: ship it out; undelivered: ask the buyer what to do). `record` writes the event
 * and its delivery job in the change's transaction; after commit `deliver` has the worker
 * take it at once, and the receivers act on each event once however often asked. No call
 * is made inside a transaction: embedded PGlite has one connection, which the other
 * service would wait for.
 */
export async function orderOutbox(db: Kysely<OmsDB>, urls: ServiceUrls, log: Logger, queue: JobQueue) {
  // Requests waiting for their events' first try in this process.
  const waiting = new Map<number, () => void>();

  await queue.define<{ eventId: number }>(QUEUE, DELIVERY, async (job) => {
    try {
      await deliverEvent(db, urls, job.data.eventId);
    } catch (err) {
      log.warn({ err, event: job.data.eventId }, 'order event not delivered; retried later');
      throw err;
    } finally {
      waiting.get(job.data.eventId)?.();
    }
  });

  // Each event's job has a key of its own, so an event dropped before it is due takes its job with it.
  const keyOf = (eventId: number) => jobKey(QUEUE, eventId);
  const enqueue = (tx: Kysely<OmsDB>, ids: number[], startAfter?: Date) =>
    queue.sendMany(
      tx,
      QUEUE,
      ids.map((eventId) => ({ data: { eventId }, key: keyOf(eventId), ...(startAfter ? { startAfter } : {}) })),
    );

  const record: RecordEvents = async (
    tx: Transaction<OmsDB>,
    orderIds: string[],
    action: OutboxAction,
    remark: string,
    actorName: string,
    options: { notBefore?: Date; payload?: Record<string, unknown> } = {},
  ): Promise<number[]> => {
    if (!orderIds.length) return [];
    const rows = await tx
      .insertInto('order_outbox')
      .values(
        orderIds.map((order_id) => ({
          order_id,
          action,
          remark,
          actor_name: actorName,
          payload: options.payload ? JSON.stringify(options.payload) : null,
          job_queued: true,
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id);
    await enqueue(tx, ids, options.notBefore);
    return ids;
  };

  return {
    record,
    /**
     * One release for a batch of orders, due at `notBefore`: a batch being placed costs one
     * event and one job rather than one per order. WMS releases at most 500 orders a call.
     */
    async releaseLater(
      tx: Transaction<OmsDB>,
      orderIds: string[],
      remark: string,
      actorName: string,
      notBefore: Date,
    ): Promise<number[]> {
      if (!orderIds.length) return [];
      const { id } = await tx
        .insertInto('order_outbox')
        .values({
          order_id: orderIds[0]!,
          action: 'release',
          remark,
          actor_name: actorName,
          payload: JSON.stringify({ orderIds }),
          job_queued: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueue(tx, [id], notBefore);
      return [id];
    },
    /**
     * An order's status changed (in `tx`, which wrote the change): the seller's webhooks are
     * told, with its new and previous status, through the same durable delivery; a delivery
     * that ended (delivered, or back at origin) is billed through it too, whichever path set it.
     */
    statusChanged: (
      tx: Transaction<OmsDB>,
      order: StatusChangeOrder & Pick<OrderRow, 'status'>,
      status: string,
      actorName: string,
    ) => recordStatusChange(record, tx, order, status, actorName),
    /**
     * After commit: the worker takes the new events now rather than at its next poll, and the
     * request waits (briefly) for their first try, as a user expects stock released by a
     * cancel to show on the next page. What is not taken is retried by the queue regardless.
     */
    async deliver(ids: number[]): Promise<void> {
      if (!ids.length) return;
      const tried = Promise.all(ids.map((id) => new Promise<void>((resolve) => waiting.set(id, resolve))));
      queue.wake(QUEUE);
      await Promise.race([tried, sleep(DELIVER_WAIT_MS, undefined, { ref: false })]);
      for (const id of ids) waiting.delete(id);
    },
    /** Events recorded to go later that turned out not to be needed, dropped with their jobs in `tx`. */
    async drop(tx: Transaction<OmsDB>, ids: number[]): Promise<void> {
      if (!ids.length) return;
      await tx.deleteFrom('order_outbox').where('id', 'in', ids).execute();
      await queue.drop(tx, QUEUE, ids.map(keyOf));
    },
    /** Events recorded to go later that must go now (a provisional release whose orders were not written). */
    async dueNow(ids: number[]): Promise<void> {
      if (!ids.length) return;
      // Their delayed jobs hold their keys: they make way for jobs due now.
      await db.transaction().execute(async (tx) => {
        await queue.drop(tx, QUEUE, ids.map(keyOf));
        await enqueue(tx, ids);
      });
      queue.wake(QUEUE);
    },
    /**
     * Gives a delivery job to events written without one (the demo data), each once however
     * many processes ask at the same time: the row lock makes the second find it queued.
     */
    async queueUnsent(): Promise<void> {
      const ids = await db.transaction().execute(async (tx) => {
        const rows = await tx
          .updateTable('order_outbox')
          .set({ job_queued: true })
          .where('delivered_at', 'is', null)
          .where('job_queued', '=', false)
          .returning('id')
          .execute();
        await enqueue(
          tx,
          rows.map((r) => r.id),
        );
        return rows.map((r) => r.id);
      });
      if (ids.length) queue.wake(QUEUE);
    },
  };
}

export type OrderOutbox = Awaited<ReturnType<typeof orderOutbox>>;
