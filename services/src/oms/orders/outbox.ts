import type { Kysely, Transaction } from 'kysely';
import { callService, type Logger, type ServiceUrls } from '../../platform/index.js';
import type { OmsDB, OutboxAction } from '../db.js';

/** Where each action is delivered: stock moves to WMS, non-delivery events to NMS. */
const DESTINATIONS: Record<OutboxAction, { service: 'wms' | 'nms'; path: string }> = {
  release: { service: 'wms', path: '/inventory/orders/release' },
  outbound: { service: 'wms', path: '/inventory/orders/outbound' },
  ndr: { service: 'nms', path: '/customerRequests/ndr' },
};

/**
 * What other services must learn of an order's own change (cancelled: release its stock;
 * packed: ship it out; undelivered: ask the buyer what to do). `record` writes an event in
 * the change's transaction; after commit `deliver` hands it over, and the receivers act on
 * each event once however often asked. What was not taken stays pending and is sent again
 * by `retry`. No call is made inside a transaction: embedded PGlite has one connection,
 * which the other service would wait for.
 */
export function orderOutbox(db: Kysely<OmsDB>, urls: ServiceUrls, log: Logger) {
  let retrying = false;

  async function deliver(ids: number[]): Promise<void> {
    if (!ids.length) return;
    const events = await db
      .selectFrom('order_outbox')
      .selectAll()
      .where('id', 'in', ids)
      .where('delivered_at', 'is', null)
      .where('not_before', '<=', new Date())
      .orderBy('id')
      .execute();
    for (const e of events) {
      // Its buyer's data was deleted before it went: there is no one to ask.
      if (e.action === 'ndr' && !e.payload) {
        await db.updateTable('order_outbox').set({ delivered_at: new Date() }).where('id', '=', e.id).execute();
        continue;
      }
      const to = DESTINATIONS[e.action];
      const body =
        e.action === 'ndr'
          ? { eventId: String(e.id), orderId: e.order_id, ...e.payload }
          : { orderIds: [e.order_id], remark: e.remark, actorName: e.actor_name };
      try {
        await callService(urls[to.service], to.path, { internal: true, body });
        await db.updateTable('order_outbox').set({ delivered_at: new Date() }).where('id', '=', e.id).execute();
      } catch (err) {
        log.warn({ err, event: e.id, action: e.action }, 'order event not delivered; retried later');
        // Later and later, so an event a service keeps refusing does not hold up the others.
        const wait = Math.min(3_600_000, 5_000 * 2 ** Math.min(e.attempts, 10));
        await db.updateTable('order_outbox').set({ attempts: e.attempts + 1, not_before: new Date(Date.now() + wait) }).where('id', '=', e.id).execute();
      }
    }
  }

  return {
    async record(
      tx: Transaction<OmsDB>,
      orderIds: string[],
      action: OutboxAction,
      remark: string,
      actorName: string,
      options: { notBefore?: Date; payload?: Record<string, unknown> } = {},
    ): Promise<number[]> {
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
            ...(options.notBefore ? { not_before: options.notBefore } : {}),
          })),
        )
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },
    deliver,
    /** Sends what is due, oldest first; one pass at a time. */
    async retry(): Promise<void> {
      if (retrying) return;
      retrying = true;
      try {
        const due = await db.selectFrom('order_outbox').select('id').where('delivered_at', 'is', null).where('not_before', '<=', new Date()).orderBy('id').limit(500).execute();
        await deliver(due.map((p) => p.id));
      } finally {
        retrying = false;
      }
    },
  };
}

export type OrderOutbox = ReturnType<typeof orderOutbox>;
