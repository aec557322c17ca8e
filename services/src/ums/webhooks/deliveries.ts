import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { WebhookDeliveryStatus, WebhookEventInput } from '@parcelo/common';
import { OutboundRefused, outboundFetch } from '@parcelo/common/outbound';
import { openSecret } from '@parcelo/common/secrets';
import { config, jobKey, type JobQueue, type Logger } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { nextTryAt, signWebhook } from './signature.js';

const QUEUE = 'webhook-deliveries';
/**
 * The job itself only fails when our own database does (a delivery's failed POST is logged and
 * rescheduled by the handler): such a job is tried again a few times, soon.
 */
const JOB = { retryLimit: 5, retryDelay: 5, expireInSeconds: 60, batchSize: 10 };
/** A receiver that has not answered in this long has failed the attempt. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
const ERROR_MAX = 500;

interface DeliveryJob {
  deliveryId: string;
  /** A person's Redeliver: one attempt, whatever the delivery's state, not rescheduled on failure. */
  manual?: boolean;
}

function failureText(err: unknown): string {
  if (err instanceof OutboundRefused) return err.message;
  const e = err as Error;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`;
  const cause = (e?.cause as Error | undefined)?.message;
  return cause ? `${e.message}: ${cause}` : String(e?.message ?? err);
}

/** A delivery with what its POST needs from its webhook. */
async function deliveryTarget(db: Kysely<UmsDB>, deliveryId: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .select(['d.id', 'd.status', 'd.payload', 'd.event_type', 'w.url', 'w.secret', 'w.active'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

type DeliveryTarget = NonNullable<Awaited<ReturnType<typeof deliveryTarget>>>;

/** How one POST to the seller's URL went: error is null when it was delivered. */
interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  responseMs: number;
}

/** One signed POST of a delivery to its webhook's URL, through outboundFetch. */
async function postDelivery(d: DeliveryTarget): Promise<AttemptOutcome> {
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const res = await outboundFetch(d.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Parcelo-Webhooks/1',
        'x-parcelo-event': d.event_type,
        'x-parcelo-delivery': d.id,
        'x-parcelo-timestamp': String(timestamp),
        'x-parcelo-signature': signWebhook(openSecret(d.secret), timestamp, d.payload),
      },
      body: d.payload,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
    });
    statusCode = res.status;
    // The answer's body is of no use to us; it is not read, so a huge one costs nothing.
    await res.body?.cancel().catch(() => {});
    if (statusCode < 200 || statusCode >= 300) error = `The receiver answered ${statusCode}`;
  } catch (err) {
    error = failureText(err);
  }
  return { statusCode, error, responseMs: Math.round(performance.now() - started) };
}

/**
 * Logs an attempt and moves its delivery on: delivered, retried later (its job queued in the
 * same transaction), or given up a day after the event. Returns when it is tried next, if at all.
 */
async function recordAttempt(
  db: Kysely<UmsDB>,
  queue: JobQueue,
  deliveryId: string,
  manual: boolean,
  { statusCode, error, responseMs }: AttemptOutcome,
): Promise<Date | null> {
  const delivered = error === null;
  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('webhook_deliveries')
      .select(['attempts', 'status', 'occurred_at'])
      .where('id', '=', deliveryId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return null;
    const number = current.attempts + 1;
    await tx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: deliveryId,
        attempt: number,
        status_code: statusCode,
        response_ms: responseMs,
        error: error?.slice(0, ERROR_MAX) ?? null,
        manual,
      })
      .execute();
    let status: WebhookDeliveryStatus = current.status;
    let nextTry: Date | null = null;
    if (delivered) status = 'DELIVERED';
    else if (!manual && current.status === 'PENDING') {
      nextTry = nextTryAt(current.occurred_at, number, new Date(), config().webhookRetryBaseSeconds);
      status = nextTry ? 'PENDING' : 'FAILED';
    }
    await tx
      .updateTable('webhook_deliveries')
      .set({
        attempts: number,
        status,
        // A manual attempt that failed leaves the schedule of a pending delivery as it was.
        ...(manual && !delivered ? {} : { next_try_at: nextTry }),
        ...(delivered ? { delivered_at: new Date() } : {}),
      })
      .where('id', '=', deliveryId)
      .execute();
    if (nextTry)
      await queue.send(tx, QUEUE, { deliveryId }, { startAfter: nextTry, key: jobKey(QUEUE, deliveryId, number + 1) });
    return nextTry;
  });
}

/** One attempt of a delivery, as its job (or a person's Redeliver) asks. */
async function attemptDelivery(
  db: Kysely<UmsDB>,
  log: Logger,
  queue: JobQueue,
  { deliveryId, manual = false }: DeliveryJob,
): Promise<void> {
  const d = await deliveryTarget(db, deliveryId);
  // Deleted with its webhook, delivered already, or given up.
  if (!d || (!manual && d.status !== 'PENDING')) return;
  if (!d.active) {
    // A webhook switched off gets nothing more; what was still being retried stops here.
    if (!manual)
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'FAILED', next_try_at: null })
        .where('id', '=', d.id)
        .where('status', '=', 'PENDING')
        .execute();
    return;
  }
  const outcome = await postDelivery(d);
  const next = await recordAttempt(db, queue, d.id, manual, outcome);
  if (outcome.error !== null)
    log.info({ delivery: d.id, statusCode: outcome.statusCode, error: outcome.error, next }, 'webhook delivery failed');
}

/**
 * An event to the company's active webhooks of its type: a delivery each, added once per
 * webhook and event id. Returns how many are new; the caller wakes the worker after commit.
 */
async function fanOutEvent(queue: JobQueue, tx: Transaction<UmsDB>, event: WebhookEventInput): Promise<number> {
  const hooks = await tx
    .selectFrom('webhooks')
    .select('id')
    .where('company_id', '=', event.companyId)
    .where('event_type', '=', event.eventType)
    .where('active', '=', true)
    .execute();
  if (!hooks.length) return 0;
  const payload = JSON.stringify({
    event: event.eventType,
    eventId: event.eventId,
    occurredAt: event.occurredAt,
    data: event.data,
  });
  const rows = await tx
    .insertInto('webhook_deliveries')
    .values(
      hooks.map((h) => ({
        id: randomUUID(),
        webhook_id: h.id,
        event_id: event.eventId,
        event_type: event.eventType,
        payload,
        status: 'PENDING' as const,
        occurred_at: new Date(event.occurredAt),
        next_try_at: new Date(),
      })),
    )
    .onConflict((oc) => oc.columns(['webhook_id', 'event_id']).doNothing())
    .returning('id')
    .execute();
  await queue.sendMany(
    tx,
    QUEUE,
    rows.map((r) => ({ data: { deliveryId: r.id }, key: jobKey(QUEUE, r.id, 1) })),
  );
  return rows.length;
}

/**
 * Webhook deliveries on UMS's job queue. An event becomes one delivery per active webhook of
 * its company and type (once, however often announced); each delivery is POSTed, signed, through
 * outboundFetch, so it reaches only public https addresses and never follows a redirect. A 2xx
 * delivers it; anything else is logged as a failed attempt and tried again later and later
 * until a day after the event, when it is marked failed.
 */
export async function webhookDeliveries(
  db: Kysely<UmsDB>,
  log: Logger,
  queue: JobQueue,
  /** Told after each attempt, so a Redeliver request can answer with its outcome. */
  onAttempted: (deliveryId: string) => void = () => {},
) {
  await queue.define<DeliveryJob>(QUEUE, JOB, async (job) => {
    try {
      await attemptDelivery(db, log, queue, job.data);
    } catch (err) {
      log.warn({ err, delivery: job.data.deliveryId }, 'webhook delivery not recorded; tried again');
      throw err;
    } finally {
      onAttempted(job.data.deliveryId);
    }
  });

  return {
    /** An event's deliveries, one per active webhook of its company and type; how many are new. */
    fanOut: (tx: Transaction<UmsDB>, event: WebhookEventInput): Promise<number> => fanOutEvent(queue, tx, event),
    /** A new attempt of a delivery now, as a person asked. */
    async redeliver(tx: Kysely<UmsDB>, deliveryId: string): Promise<void> {
      await queue.send(tx, QUEUE, { deliveryId, manual: true });
    },
    /** Has the worker take new deliveries now rather than at its next poll. */
    wake: () => queue.wake(QUEUE),
  };
}

export type WebhookDeliveries = Awaited<ReturnType<typeof webhookDeliveries>>;
