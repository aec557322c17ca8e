import {
  BY_IDS_MAX,
  MSG,
  RETAILER_CLASSES,
  RetailerEngineRunSchema,
  RetailerScoreRecordSchema,
  StoreAddressRecordSchema,
  addDays,
  istTimeOn,
  istToday,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  fieldCaller,
  forbidden,
  isAdminType,
  jobKey,
  ok,
  sendCsv,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { retailerService } from '../retailers/service.js';
import { ENGINE_QUEUE, applyEngineClasses, retailerEngineService, type RetailerEngineService } from './service.js';

type Ctx = ServiceContext<D2rDB>;

const CompanyId = z.string({ error: MSG.selectCompany }).uuid(MSG.selectCompany);
const ListBody = z.object({
  companyId: CompanyId,
  engineClass: z.enum(RETAILER_CLASSES).optional(),
  changed: z.boolean().optional(),
  records: z.number().int().min(1).max(300).default(10),
  page: z.number().int().min(1).max(1_000_000).default(1),
});
const EngineRowSchema = z.object({ retailer: StoreAddressRecordSchema, score: RetailerScoreRecordSchema.nullable() });
const StateAnswer = answers(
  z.object({
    running: RetailerEngineRunSchema.nullable(),
    lastRun: RetailerEngineRunSchema.nullable(),
    changedCount: z.number().int(),
  }),
);

/** The nightly run's job: one per India day, each scheduling the next. */
const NIGHTLY = 'retailer-engine-nightly';
/** The hour of the India night the brands' engines run. */
const NIGHTLY_HOUR = 2;

/**
 * The retailer engine: classes a brand's retailers A to E from their last 90 days and
 * suggests their next orders, on demand from the admin's page and every night.
 */
export async function retailerEngineRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue) {
  const service = retailerEngineService(ctx.db, ctx.urls, ctx.log, queue);
  const retailers = retailerService(ctx.db, ctx.urls);
  const d2rAdmin = { access: 'admin', adminPermission: 'd2r' } as const;

  await engineJobs(ctx, queue, service);

  /** When the brand's engine last ran, the run going now, and how many retailers' classes differ from it. */
  app.get(
    '/d2r/retailer-engine',
    { config: d2rAdmin, schema: { querystring: z.object({ companyId: CompanyId }), response: StateAnswer } },
    async (request) => {
      await ctx.auth.admin(request);
      return ok(await service.state(request.query.companyId));
    },
  );

  /** A page of the brand's retailers by name, each with the engine's class and figures. */
  app.post(
    '/d2r/retailer-engine/list',
    {
      config: d2rAdmin,
      schema: {
        body: ListBody,
        response: answers(z.object({ rows: z.array(EngineRowSchema), totalCount: z.number().int() })),
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { records, page, ...filter } = request.body;
      return ok(await service.list(filter, { limit: records, offset: (page - 1) * records, order: 'asc' }));
    },
  );

  /** Recomputes the brand's classes now, as a task; asked again while it runs, it answers the same run. */
  app.post(
    '/d2r/retailer-engine/recompute',
    {
      config: d2rAdmin,
      schema: {
        body: z.object({ companyId: CompanyId }),
        response: answers(z.object({ run: RetailerEngineRunSchema })),
      },
    },
    async (request) => {
      const admin = await ctx.auth.admin(request);
      return ok({ run: await service.start(request.body.companyId, admin) });
    },
  );

  /**
   * Sets retailers' classes to the engine's, through the retailers' own update: those named,
   * or every one of the brand whose class differs. A retailer of another brand is not found.
   */
  app.post(
    '/d2r/retailer-engine/apply',
    {
      config: d2rAdmin,
      schema: {
        body: z.object({
          companyId: CompanyId,
          retailerIds: z.array(z.string().uuid(MSG.notFound)).max(BY_IDS_MAX).optional(),
        }),
        response: answers(
          z.object({
            applied: z.array(StoreAddressRecordSchema),
            failed: z.array(z.object({ id: z.string(), message: z.string() })),
          }),
        ),
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { companyId, retailerIds } = request.body;
      return ok(
        await applyEngineClasses(ctx.db, companyId, retailerIds, (id, input, company) =>
          retailers.update(id, input, company),
        ),
      );
    },
  );

  /**
   * Retailers' latest scores (the BFF's loader): an admin any brand's, a salesman only those of
   * the retailers they call on; anyone else is refused.
   */
  byIdsRoute(
    app,
    '/d2r/retailer-engine/byIds',
    'scores',
    async (ids, request) => {
      const principal = await ctx.auth.member(request);
      if (isAdminType(principal.userType)) {
        await ctx.auth.adminPermission(request, 'd2r');
        return service.byIds(ids);
      }
      const salesman = await fieldCaller(ctx.urls, principal, 'salesman');
      if (!salesman) throw forbidden();
      return service.byIds(ids, { companyId: salesman.companyId, salesmanId: salesman.id });
    },
    { record: RetailerScoreRecordSchema, access: ['admin', 'member'] },
  );

  /** The brand's retailers and their scores as CSV (filtered as the page is). */
  app.get(
    '/csv/d2r/retailer-engine',
    {
      config: d2rAdmin,
      schema: {
        querystring: z.object({
          companyId: CompanyId,
          engineClass: z.enum(RETAILER_CLASSES).optional(),
          changed: z.enum(['true', 'false']).optional(),
        }),
      },
    },
    async (request, reply) => {
      await ctx.auth.admin(request);
      const { companyId, engineClass, changed } = request.query;
      return sendCsv(reply, service.csv({ companyId, engineClass, changed: changed === 'true' }));
    },
  );
}

/**
 * The engine's durable work: a brand's run (retried, each retry scoring every retailer again,
 * which changes nothing twice), and the night's run of every brand, one job per India day
 * scheduling the next, made sure of as the service starts (as billing's monthly run is).
 */
async function engineJobs(ctx: Ctx, queue: JobQueue, service: RetailerEngineService) {
  await queue.define<{ runId: string }>(
    ENGINE_QUEUE,
    { retryLimit: 3, retryDelay: 30, expireInSeconds: 600 },
    async ({ data }) => {
      try {
        await service.run(data.runId);
      } catch (err) {
        ctx.log.warn({ err, runId: data.runId }, 'retailer engine run failed; retried later');
        throw err;
      }
    },
  );
  // The night's run of every brand with retailers, due at 2 am India time after `day`; one job per day.
  const scheduleNight = (day: string) =>
    queue.send(
      ctx.db,
      NIGHTLY,
      { day },
      { startAfter: istTimeOn(addDays(day, 1), NIGHTLY_HOUR), key: jobKey(NIGHTLY, day) },
    );
  await queue.define<{ day: string }>(
    NIGHTLY,
    { retryLimit: 8, retryDelay: 600, expireInSeconds: 3600 },
    async ({ data }) => {
      const brands = await ctx.db
        .selectFrom('store_addresses')
        .select('company_id')
        .distinct()
        .where('store_type', 'is not', null)
        .execute();
      // A brand whose run is going already keeps it; starting is idempotent.
      for (const { company_id } of brands) await service.start(company_id, null);
      await scheduleNight(addDays(data.day, 1));
    },
  );
  ctx.onStarted(async () => {
    await scheduleNight(istToday());
    // A brand whose retailers were never scored (a new database, its demo brand) is scored now
    // rather than after the night, so the page opens with classes.
    const unscored = await ctx.db
      .selectFrom('store_addresses as s')
      .select('s.company_id')
      .distinct()
      .where('s.store_type', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('retailer_engine_runs as r').select('r.id').whereRef('r.company_id', '=', 's.company_id')),
        ),
      )
      .execute();
    for (const { company_id } of unscored) await service.start(company_id, null);
  });
}
