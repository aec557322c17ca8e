import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Selectable } from 'kysely';
import {
  MSG,
  WEBHOOKS_PER_COMPANY,
  fill,
  type WebhookAttemptRecord,
  type WebhookDeliveryRecord,
  type WebhookEventInput,
  type WebhookRecord,
} from '@parcelo/common';
import { openSecret, sealSecret, secretHint } from '@parcelo/common/secrets';
import { badRequest, notFound, type JobQueue, type Logger } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { webhookDeliveries, type WebhookDeliveries } from './deliveries.js';
import { newWebhookSecret } from './signature.js';

type WebhookRow = Selectable<UmsDB['webhooks']>;
type DeliveryRow = Selectable<UmsDB['webhook_deliveries']>;

/** A page of a list, as the routes read it from the request. */
interface Page {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
}

/** What the webhooks service needs besides its database: the job queue its deliveries run on. */
export interface WebhooksDeps {
  log: Logger;
  queue: JobQueue;
}

/** How long Redeliver waits for its attempt (a receiver has 10 s to answer), so the log shows it at once. */
const REDELIVER_WAIT_MS = 11_000;

const webhookRecord = (w: WebhookRow): WebhookRecord => ({
  id: w.id,
  companyId: w.company_id,
  webhookUrl: w.url,
  eventType: w.event_type,
  isActive: w.active,
  secretHint: secretHint(openSecret(w.secret)),
  createdAt: w.created_at.toISOString(),
});

/** The caller's webhooks among `ids`; any other (another company's, unknown) is NOT_FOUND and nothing changes. */
async function ownWebhooks(db: Kysely<UmsDB>, companyId: string | undefined, ids: readonly string[]) {
  let q = db
    .selectFrom('webhooks')
    .selectAll()
    .where('id', 'in', [...new Set(ids)]);
  if (companyId) q = q.where('company_id', '=', companyId);
  const rows = await q.execute();
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

async function attemptsOf(db: Kysely<UmsDB>, ids: string[]): Promise<Map<string, WebhookAttemptRecord[]>> {
  const byDelivery = new Map<string, WebhookAttemptRecord[]>();
  if (!ids.length) return byDelivery;
  const rows = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', 'in', ids)
    .orderBy('attempt', 'asc')
    .execute();
  for (const r of rows) {
    const list = byDelivery.get(r.delivery_id) ?? [];
    list.push({
      attempt: r.attempt,
      attemptedAt: r.attempted_at.toISOString(),
      statusCode: r.status_code,
      responseMs: r.response_ms,
      error: r.error,
      manual: r.manual,
    });
    byDelivery.set(r.delivery_id, list);
  }
  return byDelivery;
}

async function deliveryRecords(db: Kysely<UmsDB>, rows: DeliveryRow[]): Promise<WebhookDeliveryRecord[]> {
  const attempts = await attemptsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((d) => ({
    id: d.id,
    webhookId: d.webhook_id,
    eventId: d.event_id,
    eventType: d.event_type,
    status: d.status,
    payload: d.payload,
    occurredAt: d.occurred_at.toISOString(),
    nextTryAt: d.next_try_at?.toISOString() ?? null,
    deliveredAt: d.delivered_at?.toISOString() ?? null,
    attempts: attempts.get(d.id) ?? [],
  }));
}

/** Reading a company's webhooks. */
function webhookReadService(db: Kysely<UmsDB>) {
  return {
    /** A company's webhooks, newest first. */
    async list(companyId: string, { limit, offset, order }: Page) {
      const q = db.selectFrom('webhooks').where('company_id', '=', companyId);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { webhooks: rows.map(webhookRecord), totalCount: Number(total.n) };
    },

    /** Those of `ids` the company owns (any company's when it is undefined: an admin). */
    async byIds(ids: readonly string[], companyId: string | undefined) {
      let q = db.selectFrom('webhooks').selectAll().where('id', 'in', ids);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(webhookRecord);
    },

    /** The signing secret of one of the caller's webhooks. */
    async secret(companyId: string | undefined, id: string) {
      const [row] = await ownWebhooks(db, companyId, [id]);
      return openSecret(row!.secret);
    },
  };
}

/** Adding, switching and deleting a company's webhooks. */
function webhookManageService(db: Kysely<UmsDB>) {
  return {
    /** Adds a webhook with a new signing secret, within the company's limit. */
    async create(companyId: string, input: { webhookUrl: string; eventType: WebhookRow['event_type'] }) {
      const row = await db.transaction().execute(async (tx) => {
        // The company's row is the lock: two adds at once cannot pass the limit together.
        const company = await tx
          .selectFrom('companies')
          .select('id')
          .where('id', '=', companyId)
          .forUpdate()
          .executeTakeFirst();
        if (!company) throw notFound();
        const { n } = await tx
          .selectFrom('webhooks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('company_id', '=', companyId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= WEBHOOKS_PER_COMPANY)
          throw badRequest(fill(MSG.webhooksLimit, { n: WEBHOOKS_PER_COMPANY }), null, 'NOT_ALLOWED');
        return tx
          .insertInto('webhooks')
          .values({
            id: randomUUID(),
            company_id: companyId,
            url: input.webhookUrl,
            event_type: input.eventType,
            secret: sealSecret(newWebhookSecret()),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return webhookRecord(row);
    },

    /** Switches webhooks off: they get no new deliveries, and what was being retried stops. */
    async disable(companyId: string | undefined, webhookIds: readonly string[]) {
      const own = await ownWebhooks(db, companyId, webhookIds);
      const rows = await db
        .updateTable('webhooks')
        .set({ active: false, updated_at: new Date() })
        .where(
          'id',
          'in',
          own.map((w) => w.id),
        )
        .returningAll()
        .execute();
      return rows.map(webhookRecord);
    },

    /** Switches a webhook back on, for events from now on. */
    async enable(companyId: string | undefined, id: string) {
      await ownWebhooks(db, companyId, [id]);
      const row = await db
        .updateTable('webhooks')
        .set({ active: true, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return webhookRecord(row);
    },

    /** Deletes the company's webhooks with their delivery logs; returns the ids deleted. */
    async remove(companyId: string, webhookIds: readonly string[]) {
      const own = await ownWebhooks(db, companyId, webhookIds);
      const ids = own.map((w) => w.id);
      await db.deleteFrom('webhooks').where('id', 'in', ids).execute();
      return ids;
    },
  };
}

/** The delivery log of a webhook, a person's Redeliver, and events from other services. */
function deliveryService(db: Kysely<UmsDB>, deliveries: WebhookDeliveries, waiting: Map<string, () => void>) {
  return {
    /** A webhook's deliveries, newest first, each with its attempts. */
    async deliveries(companyId: string | undefined, webhookId: string, { limit, offset, order }: Page) {
      await ownWebhooks(db, companyId, [webhookId]);
      const q = db.selectFrom('webhook_deliveries').where('webhook_id', '=', webhookId);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { deliveries: await deliveryRecords(db, rows), totalCount: Number(total.n) };
    },

    /** One more attempt of a delivery, now; waits (briefly) for it so the delivery returned shows it. */
    async redeliver(companyId: string | undefined, deliveryId: string) {
      let q = db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
        .select(['d.id', 'w.active'])
        .where('d.id', '=', deliveryId);
      if (companyId) q = q.where('w.company_id', '=', companyId);
      const found = await q.executeTakeFirst();
      if (!found) throw notFound();
      if (!found.active) throw badRequest(MSG.webhookRedeliverDisabled, null, 'NOT_ALLOWED');
      const tried = new Promise<void>((resolve) => waiting.set(found.id, resolve));
      await deliveries.redeliver(db, found.id);
      deliveries.wake();
      await Promise.race([tried, sleep(REDELIVER_WAIT_MS, undefined, { ref: false })]);
      waiting.delete(found.id);
      const row = await db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('id', '=', found.id)
        .executeTakeFirstOrThrow();
      const [delivery] = await deliveryRecords(db, [row]);
      return delivery;
    },

    /** An event to the company's webhooks; the worker is woken once the deliveries are committed. */
    async receiveEvent(event: WebhookEventInput) {
      const created = await db.transaction().execute((tx) => deliveries.fanOut(tx, event));
      if (created) deliveries.wake();
      return created;
    },
  };
}

/**
 * Outgoing webhooks: addresses a seller registers to be POSTed its orders' status changes,
 * signed with a secret of the webhook's own, with a log of every delivery and attempt.
 * Defines the delivery worker on the job queue, so it is created once, at start-up.
 */
export async function webhooksService(db: Kysely<UmsDB>, deps: WebhooksDeps) {
  // Redeliver requests waiting for their attempt in this process.
  const waiting = new Map<string, () => void>();
  const deliveries = await webhookDeliveries(db, deps.log, deps.queue, (id) => waiting.get(id)?.());
  return {
    ...webhookReadService(db),
    ...webhookManageService(db),
    ...deliveryService(db, deliveries, waiting),
  };
}

export type WebhooksService = Awaited<ReturnType<typeof webhooksService>>;
