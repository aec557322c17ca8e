import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  BEATS_MSG,
  BeatAssignInput,
  BeatPlanInput,
  BeatPlanRecordSchema,
  BeatRecordSchema,
  BeatStopMoveInput,
  MSG,
  TaskRecordSchema,
  XLSX_TYPE,
  plural,
  type WarehouseRecord,
} from '@parcelo/common';
import {
  answers,
  answersPage,
  badRequest,
  byIdsRoute,
  fieldPeopleByIds,
  fieldPersonOf,
  isAdminType,
  jobKey,
  listBody,
  notFound,
  ok,
  pageOf,
  serviceApis,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { salesmanCaller } from '../retailers/service.js';
import {
  beatService,
  type BeatService,
  beatsWorkbook,
  ordersTemplate,
  pincodePlace,
  readOrderRows,
  templateShops,
} from './service.js';
import { beatUploadRoutes } from './uploadRoutes.js';

type Ctx = ServiceContext<D2rDB>;

/** The job queue the plans run on, and the task centre's queue their progress shows under. */
const PLAN_JOB = 'beat-plans';
/** How often, at most, a plan's progress is told to the task centre while the engine works. */
const PROGRESS_EVERY_MS = 500;

const d2rAdmin = { access: 'admin', adminPermission: 'd2r' } as const;
const PlanAnswer = answers(z.object({ plan: BeatPlanRecordSchema }));
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
const ListQuery = z.object({
  company: z.string().uuid(MSG.notFound).optional(),
  records: z.coerce.number().int().min(1).max(300).default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

const SalesmanBeatList = listBody({ salesmanId: z.string().uuid(MSG.notFound) }, ['createdAt'] as const);

const CompanyQuery = z.object({ companyId: z.string({ error: MSG.selectCompany }).uuid(MSG.selectCompany) });

/** The planning job: routes a plan, its progress and its end told to the task centre as they come. */
async function beatPlanJob(ctx: Ctx, queue: JobQueue, service: BeatService) {
  const tasks = () => serviceApis(ctx.urls).nms;
  const report = (
    taskId: string | null,
    body: Parameters<ReturnType<typeof tasks>['patchQueueByNameByTaskId']>[0]['body'],
  ) =>
    taskId
      ? tasks()
          .patchQueueByNameByTaskId({ params: { name: PLAN_JOB, taskId }, body, internal: true })
          .catch((err: unknown) => ctx.log.warn({ err, taskId }, 'beat plan progress not reported'))
      : Promise.resolve();

  await queue.define<{ planId: string }>(
    PLAN_JOB,
    { retryLimit: 3, retryDelay: 2, expireInSeconds: 120 },
    async (job) => {
      const { planId } = job.data;
      const plan = await service.planRow(planId);
      let last = 0;
      try {
        const done = await service.plan(planId, (fraction) => {
          const now = Date.now();
          if (now - last < PROGRESS_EVERY_MS) return;
          last = now;
          // Short of 100 until the beats are saved, so 100 always means "planned".
          // eslint-disable-next-line no-restricted-syntax -- progress in percent
          const progress = Math.min(99, Math.floor(fraction * 100));
          void service.progress(planId, progress);
          void report(plan.task_id, { progress });
        });
        if (!done) return;
        await report(plan.task_id, {
          status: 'completed',
          progress: 100,
          succeeded: done.beats,
          failed: done.failed.length,
          result: {
            succeeded: [],
            failed: done.failed.map((f) => ({ key: f.name, message: f.message })),
          },
        });
      } catch (err) {
        ctx.log.error({ err, planId }, 'beat plan failed');
        await service.fail(planId, MSG.genericFailure);
        await report(plan.task_id, { status: 'failed', error: MSG.genericFailure });
      }
    },
  );
}

/** The beats workbook and the orders template, which the BFF serves under /files. */
function beatFileRoutes(app: ServiceApp, ctx: Ctx, service: BeatService) {
  /** The plan's beats as a workbook, one sheet per beat in driving order. */
  app.get(
    '/d2r/beats/plans/:id/download',
    { config: d2rAdmin, schema: { params: IdParams } },
    async (request, reply) => {
      const [plan] = await service.byIds([request.params.id]);
      if (!plan) throw notFound();
      if (plan.status !== 'planned') throw badRequest(BEATS_MSG.planNotReady, 'id');
      const ids = plan.beats.map((b) => b.salesmanId).filter((id): id is string => id !== null);
      const people = ids.length ? await fieldPeopleByIds(ctx.urls, ids) : [];
      const names = new Map(people.map((p) => [p.id, `${p.name} (${p.phone})`]));
      const body = await beatsWorkbook(plan, (id) => (id ? (names.get(id) ?? '') : ''));
      reply.type(XLSX_TYPE).header('content-disposition', 'attachment; filename="beats.xlsx"');
      return body;
    },
  );

  /** The orders sheet's template, prefilled with the brand's active retailers, so it can be planned as it is. */
  app.get(
    '/d2r/beats/template',
    { config: d2rAdmin, schema: { querystring: CompanyQuery } },
    async (request, reply) => {
      const body = await ordersTemplate(await templateShops(ctx.db, request.query.companyId, { limit: 2_000 }));
      reply.type(XLSX_TYPE).header('content-disposition', 'attachment; filename="beat-orders.xlsx"');
      return body;
    },
  );
}

/**
 * The D2R beats planner: an orders sheet routed from a brand's warehouse into beats a vehicle
 * carries (a durable job, its progress a task), the beats moved between by hand, given to the
 * brand's salesmen and downloaded as a workbook. Admins with the D2R permission only.
 */
export async function beatRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue) {
  const service = beatService(ctx.db);
  const tasks = () => serviceApis(ctx.urls).nms;
  await beatPlanJob(ctx, queue, service);
  beatFileRoutes(app, ctx, service);
  beatUploadRoutes(app, ctx, queue);

  /** The brand's warehouse the beats leave from, and where: its map point, else its pincode's centre. */
  async function warehouseOf(request: FastifyRequest, companyId: string, warehouseId: string) {
    const { warehouses } = await serviceApis(ctx.urls).wms.getCompanyWarehouses<{ warehouses: WarehouseRecord[] }>({
      caller: request,
      query: { companyId },
    });
    const warehouse = warehouses.find((w) => w.id === warehouseId);
    if (!warehouse) throw badRequest(BEATS_MSG.selectWarehouse, 'warehouseId');
    const depot = warehouse.coordinates ?? pincodePlace(warehouse.address.pincode);
    if (!depot) throw badRequest(BEATS_MSG.warehouseNoPlace, 'warehouseId');
    return { id: warehouse.id, name: warehouse.name, depot };
  }

  /**
   * Starts a plan: the sheet is read and judged now (its refused rows kept on the plan by
   * retailer name), the routing runs as a job. A repeat with the same Idempotency-Key gets
   * the first answer back, and the job's key is the plan's, so a plan is routed once.
   */
  app.post(
    '/d2r/beats/plans',
    {
      config: { ...d2rAdmin, idempotent: true },
      schema: {
        body: BeatPlanInput,
        response: answers(z.object({ plan: BeatPlanRecordSchema, task: TaskRecordSchema })),
      },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const input = request.body;
      const warehouse = await warehouseOf(request, input.companyId, input.warehouseId);
      const rows = await readOrderRows(principal, input.file);
      const planId = jobKey(
        'beat-plan',
        principal.userId,
        request.headers['idempotency-key']?.toString() ?? randomUUID(),
      );
      const values = await service.open({ id: planId, principal, input, warehouse, rows });
      const orders = JSON.parse(values.orders) as unknown[];
      const { task } = await tasks().postQueueByName({
        params: { name: PLAN_JOB },
        internal: true,
        body: {
          companyId: input.companyId,
          userId: principal.userId,
          type: 'beats',
          title: `Beat plan: ${plural(orders.length, 'order')}`,
          total: orders.length,
        },
      });
      await ctx.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('beat_plans')
          .values({ ...values, task_id: task.id })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await queue.send(tx, PLAN_JOB, { planId }, { key: planId });
      });
      queue.wake(PLAN_JOB);
      const [plan] = await service.byIds([planId]);
      return ok({ plan: plan!, task }, BEATS_MSG.planQueued);
    },
  );

  /** A page of plans with their beats, newest first; one brand's when named. */
  app.get(
    '/d2r/beats/plans',
    { config: d2rAdmin, schema: { querystring: ListQuery, response: answersPage('plans', BeatPlanRecordSchema) } },
    async (request) => {
      const q = request.query;
      return ok(await service.list(q.company, { limit: q.records, offset: (q.page - 1) * q.records, order: 'desc' }));
    },
  );

  byIdsRoute(
    app,
    '/d2r/beats/plans/byIds',
    'plans',
    async (ids, request) => {
      await ctx.auth.adminPermission(request, 'd2r');
      return service.byIds(ids);
    },
    { record: BeatPlanRecordSchema, access: 'admin' },
  );

  /**
   * A salesman's beats, newest first, each stop with its retailer when the brand has one of that
   * phone: a salesman reads his own, an admin with the D2R permission anyone's.
   */
  app.post(
    '/d2r/beats/list',
    {
      config: { access: ['admin', 'member'], adminPermission: 'd2r' },
      schema: { body: SalesmanBeatList, response: answersPage('beats', BeatRecordSchema) },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      const asked = request.body.where.salesmanId;
      const salesmanId = isAdminType(principal.userType) ? asked : (await salesmanCaller(ctx.urls, principal)).id;
      if (!salesmanId) throw badRequest(MSG.selectSalesman, 'salesmanId');
      // A salesman naming someone else reads nothing rather than his own beats under their name.
      if (asked && asked !== salesmanId) return ok({ beats: [], totalCount: 0 });
      return ok(await service.salesmanBeats(salesmanId, pageOf(request.body)));
    },
  );

  /** Moves a stop to the end of another beat of its plan; a beat over the vehicle or the beat size refuses it. */
  app.post(
    '/d2r/beats/stops/move',
    { config: d2rAdmin, schema: { body: BeatStopMoveInput, response: PlanAnswer } },
    async (request) => {
      const plan = await service.moveStop(request.body.stopId, request.body.beatId);
      const [record] = await service.byIds([plan.id]);
      return ok({ plan: record! }, BEATS_MSG.planSaved);
    },
  );

  /** Gives a beat to an active salesman of its brand. */
  app.post(
    '/d2r/beats/:id/salesman',
    { config: d2rAdmin, schema: { params: IdParams, body: BeatAssignInput, response: PlanAnswer } },
    async (request) => {
      const beat = await service.beatRow(request.params.id);
      const person = await fieldPersonOf(ctx.urls, request.body.salesmanId, 'salesman');
      if (!person?.isActive) throw badRequest(MSG.selectSalesman, 'salesmanId');
      if (person.companyId !== beat.company_id) throw badRequest(BEATS_MSG.salesmanOtherBrand, 'salesmanId');
      await service.assign(beat.id, person.id);
      const [record] = await service.byIds([beat.plan_id]);
      return ok({ plan: record! }, BEATS_MSG.salesmanAssigned);
    },
  );
}
