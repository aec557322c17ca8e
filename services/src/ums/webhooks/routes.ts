import {
  MSG,
  WEBHOOK_EVENT_TYPES,
  WebhookCreateInput,
  WebhookDeliveryRecordSchema,
  WebhookIdsInput,
  WebhookRecordSchema,
  fill,
} from '@parcelo/common';
import { OutboundRefused, assertPublicHost } from '@parcelo/common/outbound';
import {
  answers,
  byIdsRoute,
  badRequest,
  listBody,
  ok,
  pageOf,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import { assertPerson } from '../apiKeys/keys.js';
import type { UmsDB } from '../db.js';
import { webhooksService, type WebhooksService } from './service.js';

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

type Ctx = ServiceContext<UmsDB>;

const OneWebhook = answers(z.object({ webhook: WebhookRecordSchema }));

/**
 * Outgoing webhooks: addresses a seller registers to be POSTed its orders' status changes,
 * signed with a secret of the webhook's own, with a log of every delivery and attempt.
 * Sellers work on their company's; admins on any company's they name.
 */
export async function webhookRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue) {
  const service = await webhooksService(ctx.db, { log: ctx.log, queue });
  webhookReadRoutes(app, ctx, service);
  webhookManageRoutes(app, ctx, service);
  deliveryRoutes(app, ctx, service);
}

/** Listing a company's webhooks. */
function webhookReadRoutes(app: ServiceApp, ctx: Ctx, service: WebhooksService) {
  /** A company's webhooks, newest first. */
  app.post(
    '/ums/webhooks/list',
    {
      config: { access: 'member' },
      schema: {
        body: listBody(CompanyField, ['createdAt'] as const),
        response: answersPage('webhooks', WebhookRecordSchema),
      },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.where.companyId);
      if (!companyId) return ok({ webhooks: [], totalCount: 0 });
      return ok(await service.list(companyId, pageOf(request.body)));
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '/ums/webhooks/byIds',
    'webhooks',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      return service.byIds(ids, companyId);
    },
    { record: WebhookRecordSchema },
  );
}

/** Adding a webhook, reading its secret, switching it off and on, and deleting it. */
function webhookManageRoutes(app: ServiceApp, ctx: Ctx, service: WebhooksService) {
  /** Adds a webhook with a new signing secret (read once with the reveal route). */
  app.post(
    '/ums/webhooks',
    {
      config: { access: 'member', idempotent: true },
      schema: { body: WebhookCreateInput.extend(CompanyField), response: OneWebhook },
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
      const webhook = await service.create(companyId, body);
      return ok({ webhook }, MSG.webhookCreated);
    },
  );

  /** The signing secret, for the seller to verify our signatures with (never listed, only asked for). */
  app.post(
    '/ums/webhooks/:id/secret',
    { config: { access: 'member' }, schema: { params: IdParams, response: answers(z.object({ secret: z.string() })) } },
    async (request) => {
      const { companyId, principal } = await ctx.auth.scope(request, undefined);
      // A script's API key may use webhooks, but the secret that proves our requests is for a person.
      assertPerson(principal);
      return ok({ secret: await service.secret(companyId, request.params.id) });
    },
  );

  /** Switches webhooks off: they get no new deliveries, and what was being retried stops. */
  app.post(
    '/ums/webhooks/disable',
    {
      config: { access: 'member' },
      schema: {
        body: WebhookIdsInput.extend(CompanyField),
        response: answers(z.object({ webhooks: z.array(WebhookRecordSchema) })),
      },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.companyId);
      const webhooks = await service.disable(companyId, request.body.webhookIds);
      return ok({ webhooks }, fill(MSG.webhooksDisabled, { n: webhooks.length }));
    },
  );

  /** Switches a webhook back on, for events from now on. */
  app.post(
    '/ums/webhooks/:id/enable',
    { config: { access: 'member' }, schema: { params: IdParams, response: OneWebhook } },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      const webhook = await service.enable(companyId, request.params.id);
      return ok({ webhook }, MSG.webhookEnabled);
    },
  );

  /**
   * Deletes webhooks with their delivery logs. The company is named in x-company-id: a seller
   * may name only its own, an admin any; ids of another company are NOT_FOUND and nothing goes.
   */
  app.delete(
    '/ums/webhooks',
    {
      config: { access: 'member' },
      schema: { body: WebhookIdsInput, response: answers(z.object({ deletedIds: z.array(z.string()) })) },
    },
    async (request) => {
      const header = request.headers['x-company-id'];
      const named = typeof header === 'string' ? header.trim() : '';
      if (!z.string().uuid().safeParse(named).success) throw badRequest(MSG.selectCompany, 'x-company-id', 'REQUIRED');
      const { companyId } = await ctx.auth.scope(request, named);
      const ids = await service.remove(companyId ?? named, request.body.webhookIds);
      return ok({ deletedIds: ids }, fill(MSG.webhooksDeleted, { n: ids.length }));
    },
  );
}

/** A webhook's delivery log, a person's Redeliver, and the events other services announce. */
function deliveryRoutes(app: ServiceApp, ctx: Ctx, service: WebhooksService) {
  /** A webhook's deliveries, newest first, each with its attempts. */
  app.post(
    '/ums/webhooks/:id/deliveries',
    {
      config: { access: 'member' },
      schema: {
        params: IdParams,
        body: DeliveryList,
        response: answersPage('deliveries', WebhookDeliveryRecordSchema),
      },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      return ok(await service.deliveries(companyId, request.params.id, pageOf(request.body)));
    },
  );

  /** One more attempt of a delivery, now; the answer waits (briefly) for it so the log shows it. */
  app.post(
    '/ums/webhooks/deliveries/:id/redeliver',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: answers(z.object({ delivery: WebhookDeliveryRecordSchema })) },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      const delivery = await service.redeliver(companyId, request.params.id);
      return ok({ delivery: delivery! }, MSG.webhookRedelivered);
    },
  );

  /** An event from another service (OMS's order status changes) to the company's webhooks. */
  app.post(
    '/ums/webhooks/events',
    {
      config: { access: 'internal' },
      // How many deliveries the event made: none for a repeat, or for a company without such webhooks.
      schema: { body: EventInput, response: answers(z.object({ deliveries: z.number().int() })) },
    },
    async (request) => {
      ctx.auth.internal(request);
      return ok({ deliveries: await service.receiveEvent(request.body) });
    },
  );
}
