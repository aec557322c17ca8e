import { DeleteUserDataInput, MSG } from '@parcelo/common';
import {
  answers,
  badRequest,
  ok,
  z,
  type JobQueue,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { privacyService, type PrivacyService } from './service.js';

type Ctx = ServiceContext<UmsDB>;

/** What the public deletion routes answer: the message to show. */
const Told = answers(z.object({ message: z.string() }));

export async function privacyRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue) {
  const service = await privacyService(ctx.db, ctx.urls, ctx.log, queue);
  ctx.onStarted(() =>
    service.queueUnfinished().catch((err: unknown) => ctx.log.warn({ err }, 'unfinished data deletions not queued')),
  );
  deletionRequestRoutes(app, service);
  deletionConfirmRoutes(app, service);
  deletionStatusRoutes(app, ctx, service);
}

/** A stranger's request to delete the data held for a phone, confirmed only through a texted link. */
function deletionRequestRoutes(app: ServiceApp, service: PrivacyService) {
  /**
   * POST /delete-user-data: public. Nothing is deleted on a stranger's word: the phone is
   * texted a link, and only opening it (POST /delete-user-data/confirm) starts the deletion.
   * The answer is the same whether or not we hold anything for the number.
   */
  app.post(
    '/delete-user-data',
    { config: { access: 'public' }, schema: { body: DeleteUserDataInput, response: Told } },
    async (request) => {
      await service.requestDeletion(request.body.phone);
      return ok({ message: MSG.deletionConfirmSent }, MSG.deletionConfirmSent);
    },
  );
}

/** The texted link: what it can still do, and its confirmation. */
function deletionConfirmRoutes(app: ServiceApp, service: PrivacyService) {
  /**
   * What a texted link can still do, read when its page opens (public). Reading changes
   * nothing: a link preview fetched by a messaging app must not confirm anything.
   */
  app.get(
    '/delete-user-data/confirm/:token',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        response: answers(z.object({ state: z.enum(['OPEN', 'USED', 'INVALID']), message: z.string().nullable() })),
      },
    },
    async (request) => ok(await service.linkState(request.params.token)),
  );

  /** The texted link's confirmation (public): the deletion starts. */
  app.post(
    '/delete-user-data/confirm',
    {
      config: { access: 'public' },
      schema: { body: z.object({ token: z.string().min(1).max(200) }), response: Told },
    },
    async (request) => {
      await service.confirm(request.body.token);
      return ok({ message: MSG.deletionReceived }, MSG.deletionReceived);
    },
  );
}

/** Where a phone's deletion requests stand, with what was audited of them. */
const DeletionStatus = answers(
  z.object({
    requests: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        anonymisedOrders: z.number().int(),
        retainedOrders: z.number().int(),
        phoneKept: z.boolean(),
      }),
    ),
    audit: z.array(z.object({ action: z.string(), details: z.unknown(), createdAt: z.string() })),
  }),
);

function deletionStatusRoutes(app: ServiceApp, ctx: Ctx, service: PrivacyService) {
  /** Where a request stands, for support and tests. */
  app.get(
    '/delete-user-data/status',
    {
      config: { access: 'internal' },
      schema: { querystring: z.object({ phone: z.string().max(200).optional() }), response: DeletionStatus },
    },
    async (request) => {
      ctx.auth.internal(request);
      const phone = (request.query.phone ?? '').trim();
      if (!phone) throw badRequest(MSG.deletionPhoneRequired, 'phone');
      return ok(await service.status(phone));
    },
  );
}
