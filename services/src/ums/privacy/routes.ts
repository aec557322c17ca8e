import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MSG, deletionConfirmPath, phoneRule } from '@parcelo/common';
import {
  publicUrl,
  badRequest,
  callService,
  hashToken,
  ok,
  z,
  type Logger,
  type ServiceContext,
  type ServiceUrls,
  type ServiceApp,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';

/** A request waiting on orders still being delivered is looked at again this often. */
const RECHECK_MS = 60 * 60_000;
const PASS_MS = 30_000;
/** How long the texted confirmation link works. */
const CONFIRM_HOURS = 24;
/** A phone is texted a confirmation link at most this often. */
const RESEND_MS = 2 * 60_000;

const PhoneBody = z.object({
  phone: z
    .string({ error: MSG.deletionPhoneRequired })
    .trim()
    .transform((v) => v.replace(/^\+91/, ''))
    .superRefine((v, c) => {
      const problem = v ? phoneRule(v) : MSG.deletionPhoneRequired;
      if (problem) c.addIssue({ code: 'custom', message: problem });
    }),
});

export const audit = (db: Kysely<UmsDB>, action: string, subject: string, details: Record<string, unknown>) =>
  db
    .insertInto('audit_log')
    .values({ action, subject, details: JSON.stringify(details) })
    .execute();

/**
 * Works through deletion requests: OMS anonymises the phone's closed orders and NMS its
 * customer requests and messages; orders still on their way are kept (the retention check)
 * and the request waits for them. Each pass is audited; a finished request keeps only
 * the phone's hash.
 */
export function deletionProcessor(db: Kysely<UmsDB>, urls: ServiceUrls, log: Logger) {
  let running = false;
  async function processDue() {
    if (running) return;
    running = true;
    try {
      // Never confirmed: the number asked about is not kept.
      await db
        .updateTable('data_deletion_requests')
        .set({ phone: null, token_hash: null, updated_at: new Date() })
        .where('status', '=', 'UNCONFIRMED')
        .where('confirm_by', '<=', new Date())
        .where('phone', 'is not', null)
        .execute();
      const due = await db
        .selectFrom('data_deletion_requests')
        .selectAll()
        .where('status', 'in', ['RECEIVED', 'WAITING'])
        .where('next_attempt_at', '<=', new Date())
        .orderBy('created_at')
        .limit(20)
        .execute();
      for (const r of due) {
        if (!r.phone) continue;
        try {
          const orders = await callService<{ anonymised: number; retained: number; orderIds: string[] }>(
            urls.oms,
            '/privacy/anonymise',
            { internal: true, body: { phone: r.phone } },
          );
          // Kept before NMS is asked: OMS will not find these orders by the phone again.
          const orderIds = [...new Set([...r.order_ids, ...orders.orderIds])];
          if (orders.orderIds.length)
            await db
              .updateTable('data_deletion_requests')
              .set({ order_ids: JSON.stringify(orderIds) })
              .where('id', '=', r.id)
              .execute();
          const nms = await callService<{ customerRequests: number; messages: number }>(
            urls.nms,
            '/privacy/anonymise',
            {
              internal: true,
              body: { phone: r.phone, orderIds },
            },
          );
          const done = orders.retained === 0;
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
                next_attempt_at: new Date(Date.now() + RECHECK_MS),
                updated_at: new Date(),
                completed_at: done ? new Date() : null,
              })
              .where('id', '=', r.id)
              .execute();
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
          await db
            .updateTable('data_deletion_requests')
            .set({
              attempts: r.attempts + 1,
              next_attempt_at: new Date(Date.now() + Math.min(RECHECK_MS, 10_000 * 2 ** Math.min(r.attempts, 8))),
            })
            .where('id', '=', r.id)
            .execute();
        }
      }
    } finally {
      running = false;
    }
  }
  return { processDue };
}

export function privacyRoutes(app: ServiceApp, ctx: ServiceContext<UmsDB>) {
  const { db } = ctx;
  const processor = deletionProcessor(db, ctx.urls, ctx.log);
  const run = () =>
    void processor.processDue().catch((err: unknown) => ctx.log.warn({ err }, 'data deletion pass failed'));
  let timer: NodeJS.Timeout | undefined;
  ctx.onStarted(() => {
    timer = setInterval(run, PASS_MS);
    timer.unref();
    run();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  /**
   * §7 POST /delete-user-data: public. Nothing is deleted on a stranger's word: the phone is
   * texted a link, and only opening it (POST /delete-user-data/confirm) starts the deletion.
   * The answer is the same whether or not we hold anything for the number.
   */
  app.post('/delete-user-data', { schema: { body: PhoneBody } }, async (request) => {
    const { phone } = request.body;
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
    if ((pending && pending.status !== 'UNCONFIRMED') || texted)
      return ok({ message: MSG.deletionConfirmSent }, MSG.deletionConfirmSent);
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
      await audit(tx, 'user-data.deletion-requested', phoneHash, { requestId: id });
    });
    await callService(ctx.urls.nms, '/notifications/send', {
      internal: true,
      body: {
        channel: 'sms',
        to: phone,
        template: 'DATA_DELETION_CONFIRM',
        params: { link: `${publicUrl()}${deletionConfirmPath(token)}` },
      },
    });
    return ok({ message: MSG.deletionConfirmSent }, MSG.deletionConfirmSent);
  });

  /** The texted link's confirmation (public): the deletion starts. */
  app.post(
    '/delete-user-data/confirm',
    { schema: { body: z.object({ token: z.string().min(1).max(200) }) } },
    async (request) => {
      const { token } = request.body;
      const row = await db
        .updateTable('data_deletion_requests')
        .set({ status: 'RECEIVED', token_hash: null, next_attempt_at: new Date(), updated_at: new Date() })
        .where('token_hash', '=', hashToken(token))
        .where('status', '=', 'UNCONFIRMED')
        .where('confirm_by', '>', new Date())
        .returning(['id', 'phone_hash'])
        .executeTakeFirst();
      if (!row) throw badRequest(MSG.deletionLinkInvalid, 'token', 'EXPIRED');
      await audit(db, 'user-data.deletion-confirmed', row.phone_hash, { requestId: row.id });
      run();
      return ok({ message: MSG.deletionReceived }, MSG.deletionReceived);
    },
  );

  /** Where a request stands, for support and tests. */
  app.get(
    '/delete-user-data/status',
    { schema: { querystring: z.object({ phone: z.string().max(200).optional() }) } },
    async (request) => {
      ctx.auth.internal(request);
      const phone = (request.query.phone ?? '').trim();
      if (!phone) throw badRequest(MSG.deletionPhoneRequired, 'phone');
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
      return ok({
        requests: rows.map((r) => ({
          id: r.id,
          status: r.status,
          anonymisedOrders: r.anonymised_orders,
          retainedOrders: r.retained_orders,
          phoneKept: r.phone !== null,
        })),
        audit: auditRows.map((a) => ({ action: a.action, details: a.details, createdAt: a.created_at.toISOString() })),
      });
    },
  );
}
