import type { Kysely, Transaction } from 'kysely';
import { CLOSED_STATUSES } from '@parcelo/common';
import { config } from '@parcelo/common/config';
import { countsChanged, jobKey, type JobQueue, type Logger } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { CourierFailure, courierAdapter, type TrackingEvent } from '../deliveryPartners/adapters.js';
import { courierKey } from '../deliveryPartners/contracts.js';
import { applyStatusChange, statusChangeRefusal } from '../orders/delivery.js';
import type { OrderOutbox } from '../orders/outbox.js';

const QUEUE = 'courier-tracking';
/** A courier that cannot be reached is asked again later and later (30 s, 1 min, 2 min…). */
const KIND = { retryLimit: 30, retryDelay: 30, expireInSeconds: 120, batchSize: 5 };
/** A shipment still on its way this long after booking is given up on (lost in all but name). */
const TRACKED_DAYS = 60;

/**
 * How long after booking, and after each look, the courier is asked again: soon while the
 * parcel moves, less often while it waits (each quiet look waits half as long again, up to the
 * most). The sandbox answers at once and its scans are moved by hand, so it is asked often.
 */
function waitSeconds(idleLooks: number): number {
  const { first, most } = config().sandboxUrl ? { first: 1, most: 5 } : { first: 15 * 60, most: 2 * 60 * 60 };
  return Math.min(most, first * 1.5 ** idleLooks);
}

type TrackingDeps = { db: Kysely<OmsDB>; log: Logger; outbox: OrderOutbox };

/** Applies the scans not applied before, oldest first; answers whether any moved the order. */
async function applyScans(
  { db, outbox }: TrackingDeps,
  orderId: string,
  companyId: string,
  events: TrackingEvent[],
  actor: string,
) {
  const seen = new Set(
    (await db.selectFrom('courier_events').select('event_id').where('order_id', '=', orderId).execute()).map(
      (e) => e.event_id,
    ),
  );
  let moved = false;
  for (const e of events) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    const ids = await db.transaction().execute(async (tx) => {
      const order = await tx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
      if (!order) return [];
      // Taken under the order's lock: a scan read twice at once (or twice in one answer) moves it once.
      const fresh = await tx
        .insertInto('courier_events')
        .values({ order_id: orderId, event_id: e.id, status: e.status ?? 'UNKNOWN', occurred_at: e.occurredAt })
        .onConflict((oc) => oc.columns(['order_id', 'event_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!fresh) return [];
      // A scan the machine does not take (one moved by an admin already, a code we do not know) is kept, with why.
      const refusal = e.status ? statusChangeRefusal(order, e.status) : 'an unknown scan';
      if (refusal || !e.status) {
        await tx
          .updateTable('courier_events')
          .set({ ignored: refusal })
          .where('order_id', '=', orderId)
          .where('event_id', '=', e.id)
          .execute();
        return [];
      }
      moved = true;
      return applyStatusChange(
        tx,
        outbox,
        order,
        {
          status: e.status,
          undeliveredReason: e.undeliveredReason,
          // A failed attempt is told in our words for its reason: the buyer's NDR message quotes it.
          description: e.status === 'UNDELIVERED' ? null : e.description,
          city: e.city,
        },
        actor,
      );
    });
    await outbox.deliver(ids);
  }
  if (moved) countsChanged(db, companyId);
  return moved;
}

export interface CourierTracking {
  /** Starts following a shipment booked in `tx`: its first look at the courier's tracking is queued with it. */
  watch(tx: Transaction<OmsDB>, orderId: string): Promise<void>;
}

/**
 * Courier tracking: after a booking, a durable job per shipment reads the courier's tracking
 * scans and moves the order through the status machine by the same path a person's update
 * takes (trail, webhooks, NDR, COD remittance, charges, stock), each scan once by the
 * courier's event id, then queues its next look until the order's story ends. A look's job
 * carries its number, so a look repeated after a crash changes nothing twice.
 */
export async function courierTracking(deps: TrackingDeps, queue: JobQueue): Promise<CourierTracking> {
  const { db, log } = deps;

  const queueLook = (tx: Kysely<OmsDB>, orderId: string, look: number, idleLooks: number) =>
    queue.send(
      tx,
      QUEUE,
      { orderId, look },
      { key: jobKey(QUEUE, orderId, look), startAfter: new Date(Date.now() + waitSeconds(idleLooks) * 1000) },
    );

  const stop = (orderId: string, why: string) => {
    log.info({ orderId, why }, 'courier tracking stopped');
    return db
      .updateTable('shipments')
      .set({ tracking_stopped_at: new Date() })
      .where('order_id', '=', orderId)
      .execute();
  };

  /** One look at a shipment's tracking, and the next one queued unless its story has ended. */
  async function look(orderId: string, number: number): Promise<void> {
    const s = await db
      .selectFrom('shipments')
      .innerJoin('orders', 'orders.id', 'shipments.order_id')
      .leftJoin('delivery_partners', 'delivery_partners.id', 'shipments.partner_id')
      .select([
        'shipments.awb',
        'shipments.created_at',
        'shipments.tracking_polls',
        'shipments.tracking_idle_polls',
        'shipments.tracking_stopped_at',
        'orders.company_id',
        'orders.status',
        'delivery_partners.name',
        'delivery_partners.courier',
        'delivery_partners.contract',
        'delivery_partners.credentials',
      ])
      .where('shipments.order_id', '=', orderId)
      .executeTakeFirst();
    // Gone, stopped, or a look that another took the place of (this one repeated after a crash).
    if (!s?.awb || s.tracking_stopped_at || s.tracking_polls !== number) return;
    if (CLOSED_STATUSES.has(s.status)) return void (await stop(orderId, `the order is ${s.status}`));
    if (!s.courier || !s.contract || s.credentials === null) return void (await stop(orderId, 'the partner is gone'));
    if (Date.now() - s.created_at.getTime() > TRACKED_DAYS * 86_400_000)
      return void (await stop(orderId, `booked over ${TRACKED_DAYS} days ago`));
    let events: TrackingEvent[];
    try {
      events = await courierAdapter(s.courier).track(
        s.awb,
        courierKey({ contract: s.contract, courier: s.courier, credentials: s.credentials }),
      );
    } catch (err) {
      // The courier does not know the AWB (or no longer takes the key): asking again will not help.
      if (err instanceof CourierFailure && err.refused) return void (await stop(orderId, err.message));
      throw err;
    }
    const moved = await applyScans(deps, orderId, s.company_id, events, s.name ?? 'Courier');
    await db.transaction().execute(async (tx) => {
      const idle = moved ? 0 : s.tracking_idle_polls + 1;
      const taken = await tx
        .updateTable('shipments')
        .set({ tracking_polls: number + 1, tracking_idle_polls: idle })
        .where('order_id', '=', orderId)
        .where('tracking_polls', '=', number)
        .returning('order_id')
        .executeTakeFirst();
      if (taken) await queueLook(tx, orderId, number + 1, idle);
    });
  }

  await queue.define<{ orderId: string; look: number }>(QUEUE, KIND, async (job) => {
    try {
      await look(job.data.orderId, job.data.look);
    } catch (err) {
      log.warn({ err, orderId: job.data.orderId }, 'courier tracking not read; tried again later');
      throw err;
    }
  });

  return {
    watch: (tx, orderId) => queueLook(tx, orderId, 0, 0),
  };
}
