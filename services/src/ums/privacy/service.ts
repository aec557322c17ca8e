import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MSG, deletionConfirmPath } from '@parcelo/common';
import {
  publicUrl,
  badRequest,
  hashToken,
  serviceApis,
  jobKey,
  type JobQueue,
  type Logger,
  type ServiceUrls,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';

/** A request waiting on orders still being delivered is looked at again this often. */
const RECHECK_MS = 60 * 60_000;
/** How long the texted confirmation link works. */
const CONFIRM_HOURS = 24;
/** A phone is texted a confirmation link at most this often. */
const RESEND_MS = 2 * 60_000;

const DELETION = 'user-data-deletion';
/** OMS or NMS out of reach: tried again later and later, never given up. */
const DELETION_KIND = { retryLimit: 1_000, retryDelay: 10, expireInSeconds: 120 };
const EXPIRY = 'user-data-unconfirmed-expiry';
const EXPIRY_KIND = { retryLimit: 20, retryDelay: 10, expireInSeconds: 60 };

export const audit = (db: Kysely<UmsDB>, action: string, subject: string, details: Record<string, unknown>) =>
  db
    .insertInto('audit_log')
    .values({ action, subject, details: JSON.stringify(details) })
    .execute();

interface DeletionJob {
  requestId: string;
  /** The pass this job is for: a job left over from an earlier pass finds the request moved on and does nothing. */
  pass: number;
}

/**
 * Works through deletion requests on the service's job queue: OMS anonymises the phone's
 * closed orders and NMS its customer requests and messages; orders still on their way are
 * kept (the retention check) and the request waits for them, in a job due an hour later.
 * Each pass is audited; a finished request keeps only the phone's hash. A pass whose
 * service is out of reach fails and is retried with backoff, by whichever process is up.
 */
export async function deletionJobs(db: Kysely<UmsDB>, urls: ServiceUrls, log: Logger, queue: JobQueue) {
  const sendPass = (tx: Kysely<UmsDB>, requestId: string, pass: number, startAfter?: Date) =>
    queue.send(tx, DELETION, { requestId, pass } satisfies DeletionJob, {
      key: jobKey(DELETION, requestId, pass),
      ...(startAfter && startAfter > new Date() ? { startAfter } : {}),
    });
  // A link never opened: the number asked about is not kept past the link's life.
  const sendExpiry = (tx: Kysely<UmsDB>, requestId: string, confirmBy: Date) =>
    queue.send(
      tx,
      EXPIRY,
      { requestId },
      { key: jobKey(EXPIRY, requestId, confirmBy.toISOString()), startAfter: confirmBy },
    );

  await queue.define<DeletionJob>(DELETION, DELETION_KIND, async ({ data }) => {
    const r = await db
      .selectFrom('data_deletion_requests')
      .selectAll()
      .where('id', '=', data.requestId)
      .where('status', 'in', ['RECEIVED', 'WAITING'])
      .where('attempts', '=', data.pass)
      .executeTakeFirst();
    if (!r?.phone) return;
    const apis = serviceApis(urls);
    try {
      const orders = await apis.oms.postPrivacyAnonymise<{ anonymised: number; retained: number; orderIds: string[] }>({
        internal: true,
        body: { phone: r.phone },
      });
      // Kept before NMS is asked: OMS will not find these orders by the phone again.
      const orderIds = [...new Set([...r.order_ids, ...orders.orderIds])];
      if (orders.orderIds.length)
        await db
          .updateTable('data_deletion_requests')
          .set({ order_ids: JSON.stringify(orderIds) })
          .where('id', '=', r.id)
          .execute();
      const nms = await apis.nms.postPrivacyAnonymise<{ customerRequests: number; messages: number }>({
        internal: true,
        body: { phone: r.phone, orderIds },
      });
      const done = orders.retained === 0;
      const next = new Date(Date.now() + RECHECK_MS);
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('data_deletion_requests')
          .set({
            status: done ? 'COMPLETED' : 'WAITING',
            phone: done ? null : r.phone,
            order_ids: '[]',
            anonymised_orders: r.anonymised_orders + orders.anonymised,
            retained_orders: orders.retained,
            attempts: r.attempts + 1,
            next_attempt_at: next,
            updated_at: new Date(),
            completed_at: done ? new Date() : null,
          })
          .where('id', '=', r.id)
          .execute();
        if (!done) await sendPass(tx, r.id, r.attempts + 1, next);
        await audit(tx, done ? 'user-data.deleted' : 'user-data.partly-deleted', r.phone_hash, {
          requestId: r.id,
          anonymisedOrders: orders.anonymised,
          retainedOrders: orders.retained,
          anonymisedCustomerRequests: nms.customerRequests,
          anonymisedMessages: nms.messages,
        });
      });
    } catch (err) {
      log.warn({ err, request: r.id }, 'data deletion not processed; retried later');
      throw err;
    }
  });

  await queue.define<{ requestId: string }>(EXPIRY, EXPIRY_KIND, async ({ data }) => {
    await db
      .updateTable('data_deletion_requests')
      .set({ phone: null, token_hash: null, updated_at: new Date() })
      .where('id', '=', data.requestId)
      .where('status', '=', 'UNCONFIRMED')
      .where('confirm_by', '<=', new Date())
      .where('phone', 'is not', null)
      .execute();
  });

  return {
    sendPass,
    sendExpiry,
    wake: () => queue.wake(DELETION),
    /**
     * Gives a job to requests that have none (made before deletions ran on the queue); the
     * job ids make a request that has one keep it, however many processes start at once.
     */
    async queueUnfinished(): Promise<void> {
      const open = await db
        .selectFrom('data_deletion_requests')
        .select(['id', 'status', 'attempts', 'next_attempt_at', 'confirm_by'])
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['RECEIVED', 'WAITING']),
            eb.and([eb('status', '=', 'UNCONFIRMED'), eb('phone', 'is not', null)]),
          ]),
        )
        .execute();
      for (const r of open) {
        if (r.status === 'UNCONFIRMED') await sendExpiry(db, r.id, r.confirm_by ?? new Date());
        else await sendPass(db, r.id, r.attempts, r.next_attempt_at);
      }
    },
  };
}

type Jobs = Awaited<ReturnType<typeof deletionJobs>>;

/** A stranger's request to delete the data held for a phone, confirmed only through a texted link. */
function deletionRequestService(db: Kysely<UmsDB>, urls: ServiceUrls, jobs: Jobs) {
  return {
    /**
     * Nothing is deleted on a stranger's word: the phone is texted a link, and only opening it
     * starts the deletion. The caller answers the same whether or not we hold anything for the number.
     */
    async requestDeletion(phone: string): Promise<void> {
      const phoneHash = hashToken(`phone:${phone}`);
      const token = randomBytes(24).toString('base64url');
      const confirmBy = new Date(Date.now() + CONFIRM_HOURS * 3_600_000);
      const pending = await db
        .selectFrom('data_deletion_requests')
        .select(['id', 'status', 'updated_at'])
        .where('phone_hash', '=', phoneHash)
        .where('status', 'in', ['UNCONFIRMED', 'RECEIVED', 'WAITING'])
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      // Already under way, or texted moments ago: the same answer, and no more texts to the phone.
      const texted = pending?.status === 'UNCONFIRMED' && pending.updated_at > new Date(Date.now() - RESEND_MS);
      if ((pending && pending.status !== 'UNCONFIRMED') || texted) return;
      const id = pending?.id ?? randomUUID();
      await db.transaction().execute(async (tx) => {
        if (pending) {
          await tx
            .updateTable('data_deletion_requests')
            .set({ phone, token_hash: hashToken(token), confirm_by: confirmBy, updated_at: new Date() })
            .where('id', '=', id)
            .execute();
        } else {
          await tx
            .insertInto('data_deletion_requests')
            .values({
              id,
              phone,
              phone_hash: phoneHash,
              status: 'UNCONFIRMED',
              token_hash: hashToken(token),
              confirm_by: confirmBy,
              completed_at: null,
            })
            .execute();
        }
        await jobs.sendExpiry(tx, id, confirmBy);
        await audit(tx, 'user-data.deletion-requested', phoneHash, { requestId: id });
      });
      await serviceApis(urls).nms.postNotificationsSend({
        internal: true,
        body: {
          channel: 'sms',
          to: phone,
          template: 'DATA_DELETION_CONFIRM',
          params: { link: `${publicUrl()}${deletionConfirmPath(token)}` },
        },
      });
    },
  };
}

/** The texted link: what it can still do, and its confirmation. */
function deletionLinkService(db: Kysely<UmsDB>, jobs: Jobs) {
  return {
    /** Reading changes nothing: a link preview fetched by a messaging app must not confirm anything. */
    async linkState(token: string) {
      const row = await db
        .selectFrom('data_deletion_requests')
        .select(['status', 'confirm_by'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (row && row.status !== 'UNCONFIRMED') return { state: 'USED' as const, message: MSG.deletionLinkUsed };
      if (!row || !row.confirm_by || row.confirm_by <= new Date())
        return { state: 'INVALID' as const, message: MSG.deletionLinkInvalid };
      return { state: 'OPEN' as const, message: null };
    },

    /** The deletion starts; a link used or expired is refused. */
    async confirm(token: string): Promise<void> {
      const row = await db.transaction().execute(async (tx) => {
        const confirmed = await tx
          .updateTable('data_deletion_requests')
          // The hash stays, so the link opened again is known as used rather than unknown.
          .set({ status: 'RECEIVED', next_attempt_at: new Date(), updated_at: new Date() })
          .where('token_hash', '=', hashToken(token))
          .where('status', '=', 'UNCONFIRMED')
          .where('confirm_by', '>', new Date())
          .returning(['id', 'phone_hash', 'attempts'])
          .executeTakeFirst();
        if (!confirmed) return undefined;
        await jobs.sendPass(tx, confirmed.id, confirmed.attempts);
        await audit(tx, 'user-data.deletion-confirmed', confirmed.phone_hash, { requestId: confirmed.id });
        return confirmed;
      });
      if (!row) {
        const used = await db
          .selectFrom('data_deletion_requests')
          .select('id')
          .where('token_hash', '=', hashToken(token))
          .where('status', '!=', 'UNCONFIRMED')
          .executeTakeFirst();
        if (used) throw badRequest(MSG.deletionLinkUsed, 'token', 'NOT_ALLOWED');
        throw badRequest(MSG.deletionLinkInvalid, 'token', 'EXPIRED');
      }
      jobs.wake();
    },
  };
}

/** Where a phone's deletion requests stand, with what was audited of them (for support and tests). */
async function deletionStatus(db: Kysely<UmsDB>, phone: string) {
  const phoneHash = hashToken(`phone:${phone}`);
  const rows = await db
    .selectFrom('data_deletion_requests')
    .selectAll()
    .where('phone_hash', '=', phoneHash)
    .orderBy('created_at', 'desc')
    .execute();
  const auditRows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject', '=', phoneHash)
    .orderBy('id')
    .execute();
  return {
    requests: rows.map((r) => ({
      id: r.id,
      status: r.status,
      anonymisedOrders: r.anonymised_orders,
      retainedOrders: r.retained_orders,
      phoneKept: r.phone !== null,
    })),
    audit: auditRows.map((a) => ({ action: a.action, details: a.details, createdAt: a.created_at.toISOString() })),
  };
}

/** Deletion of the data held for a phone: its requests, their texted links and the jobs that do the work. */
export async function privacyService(db: Kysely<UmsDB>, urls: ServiceUrls, log: Logger, queue: JobQueue) {
  const jobs = await deletionJobs(db, urls, log, queue);
  return {
    queueUnfinished: () => jobs.queueUnfinished(),
    ...deletionRequestService(db, urls, jobs),
    ...deletionLinkService(db, jobs),
    status: (phone: string) => deletionStatus(db, phone),
  };
}

export type PrivacyService = Awaited<ReturnType<typeof privacyService>>;
