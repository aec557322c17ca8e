import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Selectable } from 'kysely';
import {
  MSG,
  WEBHOOK_EVENT_TYPES,
  WEBHOOKS_PER_COMPANY,
  WebhookCreateInput,
  WebhookIdsInput,
  fill,
  type WebhookAttemptRecord,
  type WebhookDeliveryRecord,
  type WebhookRecord,
} from '@parcelo/common';
import { OutboundRefused, assertPublicHost } from '@parcelo/common/outbound';
import { openSecret, sealSecret, secretHint } from '@parcelo/common/secrets';
import {
  byIdsRoute,
  badRequest,
  listBody,
  notFound,
  ok,
  pageOf,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import { assertPerson } from '../apiKeys/keys.js';
import type { UmsDB } from '../db.js';
import { webhookDeliveries } from './deliveries.js';
import { newWebhookSecret } from './signature.js';

type WebhookRow = Selectable<UmsDB['webhooks']>;
type DeliveryRow = Selectable<UmsDB['webhook_deliveries']>;

const webhookRecord = (w: WebhookRow): WebhookRecord => ({
  id: w.id,
  companyId: w.company_id,
  webhookUrl: w.url,
  eventType: w.event_type,
  isActive: w.active,
  secretHint: secretHint(openSecret(w.secret)),
  createdAt: w.created_at.toISOString(),
});

const CompanyField = { companyId: z.string().uuid(MSG.notFound).optional() };
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
const DeliveryList = listBody({}, ['createdAt'] as const);
const EventInput = z.object({
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  eventId: z.string().min(1).max(200),
  occurredAt: z.string().datetime({ offset: true }),
  companyId: z.string().uuid(),
  data: z.record(z.string().max(100), z.unknown()),
});
/** How long Redeliver waits for its attempt (a receiver has 10 s to answer), so the log shows it at once. */
const REDELIVER_WAIT_MS = 11_000;

/**
 * Outgoing webhooks: addresses a seller registers to be POSTed its orders' status changes,
 * signed with a secret of the webhook's own, with a log of every delivery and attempt.
 * Sellers work on their company's; admins on any company's they name.
 */
export async function webhookRoutes(app: ServiceApp, ctx: ServiceContext<UmsDB>, queue: JobQueue) {
  const { db } = ctx;
  // Redeliver requests waiting for their attempt in this process.
  const waiting = new Map<string, () => void>();
  const deliveries = await webhookDeliveries(db, ctx.log, queue, (id) => waiting.get(id)?.());

  /** The caller's webhooks among `ids`; any other (another company's, unknown) is NOT_FOUND and nothing changes. */
  async function ownWebhooks(companyId: string | undefined, ids: readonly string[]) {
    let q = db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', 'in', [...new Set(ids)]);
    if (companyId) q = q.where('company_id', '=', companyId);
    const rows = await q.execute();
    if (rows.length !== new Set(ids).size) throw notFound();
    return rows;
  }

  async function attemptsOf(ids: string[]): Promise<Map<string, WebhookAttemptRecord[]>> {
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

  async function deliveryRecords(rows: DeliveryRow[]): Promise<WebhookDeliveryRecord[]> {
    const attempts = await attemptsOf(rows.map((r) => r.id));
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

  /** A company's webhooks, newest first. */
  app.post(
    '/ums/webhooks/list',
    { config: { access: 'member' }, schema: { body: listBody(CompanyField, ['createdAt'] as const) } },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.where.companyId);
      if (!companyId) return ok({ webhooks: [], totalCount: 0 });
      const { limit, offset, order } = pageOf(request.body);
      const q = db.selectFrom('webhooks').where('company_id', '=', companyId);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ webhooks: rows.map(webhookRecord), totalCount: Number(total.n) });
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(app, '/ums/webhooks/byIds', 'webhooks', async (ids, request) => {
    const { companyId } = await ctx.auth.scope(request, undefined);
    let q = db.selectFrom('webhooks').selectAll().where('id', 'in', ids);
    if (companyId) q = q.where('company_id', '=', companyId);
    return (await q.execute()).map(webhookRecord);
  });

  /** Adds a webhook with a new signing secret (read once with the reveal route). */
  app.post(
    '/ums/webhooks',
    {
      config: { access: 'member', idempotent: true },
      schema: { body: WebhookCreateInput.extend(CompanyField) },
    },
    async (request) => {
      const body = request.body;
      const { companyId } = await ctx.auth.scope(request, body.companyId);
      if (!companyId) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
      // What the name leads to now; every delivery checks it again as it connects.
      try {
        await assertPublicHost(new URL(body.webhookUrl).hostname);
      } catch (err) {
        if (err instanceof OutboundRefused) throw badRequest(MSG.webhookUrlPublic, 'webhookUrl');
        throw badRequest(MSG.webhookUrlUnknownHost, 'webhookUrl');
      }
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
            url: body.webhookUrl,
            event_type: body.eventType,
            secret: sealSecret(newWebhookSecret()),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return ok({ webhook: webhookRecord(row) }, MSG.webhookCreated);
    },
  );

  /** The signing secret, for the seller to verify our signatures with (never listed, only asked for). */
  app.post(
    '/ums/webhooks/:id/secret',
    { config: { access: 'member' }, schema: { params: IdParams } },
    async (request) => {
      const { companyId, principal } = await ctx.auth.scope(request, undefined);
      // A script's API key may use webhooks, but the secret that proves our requests is for a person.
      assertPerson(principal);
      const [row] = await ownWebhooks(companyId, [request.params.id]);
      return ok({ secret: openSecret(row!.secret) });
    },
  );

  /** Switches webhooks off: they get no new deliveries, and what was being retried stops. */
  app.post(
    '/ums/webhooks/disable',
    { config: { access: 'member' }, schema: { body: WebhookIdsInput.extend(CompanyField) } },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.companyId);
      const own = await ownWebhooks(companyId, request.body.webhookIds);
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
      return ok({ webhooks: rows.map(webhookRecord) }, fill(MSG.webhooksDisabled, { n: rows.length }));
    },
  );

  /** Switches a webhook back on, for events from now on. */
  app.post(
    '/ums/webhooks/:id/enable',
    { config: { access: 'member' }, schema: { params: IdParams } },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      await ownWebhooks(companyId, [request.params.id]);
      const row = await db
        .updateTable('webhooks')
        .set({ active: true, updated_at: new Date() })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ webhook: webhookRecord(row) }, MSG.webhookEnabled);
    },
  );

  /**
   * Deletes webhooks with their delivery logs. The company is named in x-company-id: a seller
   * may name only its own, an admin any; ids of another company are NOT_FOUND and nothing goes.
   */
  app.delete('/ums/webhooks', { config: { access: 'member' }, schema: { body: WebhookIdsInput } }, async (request) => {
    const header = request.headers['x-company-id'];
    const named = typeof header === 'string' ? header.trim() : '';
    if (!z.string().uuid().safeParse(named).success) throw badRequest(MSG.selectCompany, 'x-company-id', 'REQUIRED');
    const { companyId } = await ctx.auth.scope(request, named);
    const own = await ownWebhooks(companyId ?? named, request.body.webhookIds);
    const ids = own.map((w) => w.id);
    await db.deleteFrom('webhooks').where('id', 'in', ids).execute();
    return ok({ deletedIds: ids }, fill(MSG.webhooksDeleted, { n: ids.length }));
  });

  /** A webhook's deliveries, newest first, each with its attempts. */
  app.post(
    '/ums/webhooks/:id/deliveries',
    { config: { access: 'member' }, schema: { params: IdParams, body: DeliveryList } },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      await ownWebhooks(companyId, [request.params.id]);
      const { limit, offset, order } = pageOf(request.body);
      const q = db.selectFrom('webhook_deliveries').where('webhook_id', '=', request.params.id);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ deliveries: await deliveryRecords(rows), totalCount: Number(total.n) });
    },
  );

  /** One more attempt of a delivery, now; the answer waits (briefly) for it so the log shows it. */
  app.post(
    '/ums/webhooks/deliveries/:id/redeliver',
    { config: { access: 'member' }, schema: { params: IdParams } },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      let q = db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
        .select(['d.id', 'w.active'])
        .where('d.id', '=', request.params.id);
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
      const [delivery] = await deliveryRecords([row]);
      return ok({ delivery }, MSG.webhookRedelivered);
    },
  );

  /** An event from another service (OMS's order status changes) to the company's webhooks. */
  app.post(
    '/ums/webhooks/events',
    { config: { access: 'internal' }, schema: { body: EventInput } },
    async (request) => {
      ctx.auth.internal(request);
      const created = await db.transaction().execute((tx) => deliveries.fanOut(tx, request.body));
      if (created) deliveries.wake();
      return ok({ deliveries: created });
    },
  );
}
