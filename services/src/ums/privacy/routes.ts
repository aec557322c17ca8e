import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MSG, phoneRule } from '@parcelo/common';
import { badRequest, callService, hashToken, ok, parse, z, type Logger, type ServiceContext, type ServiceUrls } from '../../platform/index.js';
import type { UmsDB } from '../db.js';

/** A request waiting on orders still being delivered is looked at again this often. */
const RECHECK_MS = 60 * 60_000;
const PASS_MS = 30_000;

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
  db.insertInto('audit_log').values({ action, subject, details: JSON.stringify(details) }).execute();

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
          const orders = await callService<{ anonymised: number; retained: number; orderIds: string[] }>(urls.oms, '/privacy/anonymise', { internal: true, body: { phone: r.phone } });
          const nms = await callService<{ customerRequests: number; messages: number }>(urls.nms, '/privacy/anonymise', {
            internal: true,
            body: { phone: r.phone, orderIds: orders.orderIds },
          });
          const done = orders.retained === 0;
          await db.transaction().execute(async (tx) => {
            await tx
              .updateTable('data_deletion_requests')
              .set({
                status: done ? 'COMPLETED' : 'WAITING',
                phone: done ? null : r.phone,
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
            .set({ attempts: r.attempts + 1, next_attempt_at: new Date(Date.now() + Math.min(RECHECK_MS, 10_000 * 2 ** Math.min(r.attempts, 8))) })
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

export function privacyRoutes(app: FastifyInstance, ctx: ServiceContext<UmsDB>) {
  const { db } = ctx;
  const processor = deletionProcessor(db, ctx.urls, ctx.log);
  const run = () => void processor.processDue().catch((err: unknown) => ctx.log.warn({ err }, 'data deletion pass failed'));
  let timer: NodeJS.Timeout | undefined;
  ctx.onStarted(() => {
    timer = setInterval(run, PASS_MS);
    timer.unref();
    run();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  /** §7 POST /delete-user-data: public. The same answer whether or not we hold anything. */
  app.post('/delete-user-data', async (request) => {
    const { phone } = parse(PhoneBody, request.body);
    const phoneHash = hashToken(`phone:${phone}`);
    const open = await db
      .selectFrom('data_deletion_requests')
      .select('id')
      .where('phone_hash', '=', phoneHash)
      .where('status', 'in', ['RECEIVED', 'WAITING'])
      .executeTakeFirst();
    const id = open?.id ?? randomUUID();
    if (!open) {
      await db.transaction().execute(async (tx) => {
        await tx.insertInto('data_deletion_requests').values({ id, phone, phone_hash: phoneHash, status: 'RECEIVED', completed_at: null }).execute();
        await audit(tx, 'user-data.deletion-requested', phoneHash, { requestId: id });
      });
    } else {
      await db.updateTable('data_deletion_requests').set({ next_attempt_at: new Date() }).where('id', '=', id).execute();
    }
    run();
    return ok({ message: MSG.deletionReceived }, MSG.deletionReceived);
  });

  /** Where a request stands, for support and tests. */
  app.get<{ Querystring: { phone?: string } }>('/delete-user-data/status', async (request) => {
    ctx.auth.internal(request);
    const phone = (request.query.phone ?? '').trim();
    if (!phone) throw badRequest(MSG.deletionPhoneRequired, 'phone');
    const phoneHash = hashToken(`phone:${phone}`);
    const rows = await db.selectFrom('data_deletion_requests').selectAll().where('phone_hash', '=', phoneHash).orderBy('created_at', 'desc').execute();
    const auditRows = await db.selectFrom('audit_log').selectAll().where('subject', '=', phoneHash).orderBy('id').execute();
    return ok({
      requests: rows.map((r) => ({ id: r.id, status: r.status, anonymisedOrders: r.anonymised_orders, retainedOrders: r.retained_orders, phoneKept: r.phone !== null })),
      audit: auditRows.map((a) => ({ action: a.action, details: a.details, createdAt: a.created_at.toISOString() })),
    });
  });
}
