import type { FastifyRequest } from 'fastify';
import {
  BULK_RETAIL_DISCOUNTS,
  BulkPreviewRecordSchema,
  MSG,
  RETAIL_DISCOUNT_SORTS,
  RetailDiscountInput,
  RetailDiscountQuoteInput,
  RetailDiscountQuoteSchema,
  RetailDiscountRecordSchema,
  TaskRecordSchema,
  addDays,
  istToday,
  plural,
} from '@parcelo/common';
import {
  BulkPreviewBody,
  BulkSaveBody,
  ServiceError,
  answers,
  answersPage,
  badRequest,
  bulkWorker,
  byIdsRoute,
  listBody,
  ok,
  pageOf,
  previewRecord,
  readStoredSheet,
  sendCsv,
  templateSheet,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { retailDiscountsService } from './service.js';

type Ctx = ServiceContext<D2rDB>;

const CompanyId = z.string({ error: MSG.selectCompany }).uuid(MSG.selectCompany);
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
const RetailDiscountList = listBody(
  { companyId: CompanyId, search: z.string().trim().max(100) },
  RETAIL_DISCOUNT_SORTS as unknown as readonly [string, ...string[]],
);
const DiscountAnswer = answers(z.object({ retailDiscount: RetailDiscountRecordSchema }));
const d2rAdmin = { access: 'admin', adminPermission: 'd2r' } as const;

type Sort = (typeof RETAIL_DISCOUNT_SORTS)[number];
const sortOf = (by: string): Sort => (RETAIL_DISCOUNT_SORTS as readonly string[]).find((s) => s === by) as Sort;

/**
 * Brands' discounts to their retailers, kept by D2R admins (any brand's, named by the
 * request), with their CSV and the D2R discount upload; D2R order pricing reads them inside.
 */
export function retailDiscountRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue) {
  const service = retailDiscountsService(ctx.db, ctx.urls);

  app.post(
    '/d2r/retail-discounts/list',
    {
      config: d2rAdmin,
      schema: { body: RetailDiscountList, response: answersPage('retailDiscounts', RetailDiscountRecordSchema) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { companyId, search } = request.body.where;
      if (!companyId) return ok({ retailDiscounts: [], totalCount: 0 });
      return ok(await service.list({ companyId, search }, pageOf(request.body), sortOf(request.body.sortBy.by)));
    },
  );

  byIdsRoute(
    app,
    '/d2r/retail-discounts/byIds',
    'retailDiscounts',
    async (ids, request) => {
      await ctx.auth.adminPermission(request, 'd2r');
      await ctx.auth.admin(request);
      return service.byIds(ids, undefined);
    },
    { record: RetailDiscountRecordSchema, access: 'admin' },
  );

  /** Adds a brand's discount; a repeat with the same Idempotency-Key gets the first answer back. */
  app.post(
    '/d2r/retail-discounts',
    {
      config: { ...d2rAdmin, idempotent: true },
      schema: { body: RetailDiscountInput.and(z.object({ companyId: CompanyId })), response: DiscountAnswer },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { companyId, ...input } = request.body;
      return ok({ retailDiscount: await service.create(companyId, input) }, MSG.retailDiscountCreated);
    },
  );

  /** Saves a discount's every field; naming a brand it is not of (or an unknown id) is NOT_FOUND. */
  app.put(
    '/d2r/retail-discounts/:id',
    {
      config: d2rAdmin,
      schema: {
        params: IdParams,
        body: RetailDiscountInput.and(z.object({ companyId: z.string().uuid(MSG.notFound).optional() })),
        response: DiscountAnswer,
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { companyId, ...input } = request.body;
      const saved = await service.update(request.params.id, input, companyId);
      return ok({ retailDiscount: saved }, MSG.retailDiscountSaved);
    },
  );

  app.delete(
    '/d2r/retail-discounts/:id',
    {
      config: d2rAdmin,
      schema: {
        params: IdParams,
        querystring: z.object({ companyId: z.string().uuid(MSG.notFound).optional() }),
        response: answers(z.object({ id: z.string() })),
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      await service.remove(request.params.id, request.query.companyId);
      return ok({ id: request.params.id }, MSG.retailDiscountDeleted);
    },
  );

  /** A brand's discounts as CSV, searched and sorted as the list is. */
  app.get(
    '/csv/d2r/retail-discounts',
    {
      config: d2rAdmin,
      schema: {
        querystring: z.object({
          companyId: CompanyId,
          search: z.string().trim().max(100).optional(),
          sortBy: z.enum(RETAIL_DISCOUNT_SORTS).default('createdAt'),
          order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
        }),
      },
    },
    async (request, reply) => {
      await ctx.auth.admin(request);
      const q = request.query;
      const order = q.order.toLowerCase() === 'asc' ? 'asc' : 'desc';
      return sendCsv(reply, service.csv(q.companyId, q.search, q.sortBy, order));
    },
  );

  /** D2R order pricing: each SKU's discount for a retailer of the brand on an India day. */
  app.post(
    '/internal/d2r/retail-discounts/quote',
    {
      config: { access: 'internal' },
      schema: { body: RetailDiscountQuoteInput, response: answers(RetailDiscountQuoteSchema) },
    },
    async (request) => ok({ discounts: await service.quote(request.body) }),
  );

  bulkRoutes(app, ctx, queue, service);
}

const PreviewReply = answers(BulkPreviewRecordSchema);
const SaveReply = answers(z.object({ task: TaskRecordSchema }));

/** The D2R discount upload: a sheet of one brand's discounts, previewed, fixed and added by a background task. */
function bulkRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue, service: ReturnType<typeof retailDiscountsService>) {
  const companyOf = async (request: FastifyRequest, requested: string | undefined) => {
    const principal = await ctx.auth.admin(request);
    if (!requested) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
    return { principal, companyId: requested };
  };
  const worker = bulkWorker({
    db: ctx.db,
    urls: ctx.urls,
    log: ctx.log,
    queue,
    type: BULK_RETAIL_DISCOUNTS.type,
    run: (job, rows, mark) => service.applyBatch(job, rows, mark),
    failure: (err) => (err instanceof ServiceError && err.httpStatus < 500 ? err.message : MSG.genericFailure),
  });

  app.post(
    '/d2r/retail-discounts/bulk/preview',
    { config: d2rAdmin, schema: { body: BulkPreviewBody, response: PreviewReply } },
    async (request) => {
      const { principal, companyId } = await companyOf(request, request.body.companyId);
      const rows = await readStoredSheet(BULK_RETAIL_DISCOUNTS, principal, request.body.file);
      const errorsOf = await service.previewChecks(companyId, rows);
      return ok(previewRecord(BULK_RETAIL_DISCOUNTS, rows, errorsOf, []));
    },
  );

  app.post(
    '/d2r/retail-discounts/bulk/save',
    { config: { ...d2rAdmin, idempotent: true }, schema: { body: BulkSaveBody, response: SaveReply } },
    async (request) => {
      const body = request.body;
      const { principal, companyId } = await companyOf(request, body.companyId);
      const rows = await readStoredSheet(BULK_RETAIL_DISCOUNTS, principal, body.file, body.edits);
      const task = await worker.start({
        principal,
        companyId,
        title: `Bulk D2R discount upload: ${plural(rows.length, 'discount')}`,
        rows: await service.taskRows(companyId, rows),
      });
      return ok({ task }, 'Upload started');
    },
  );

  app.get('/d2r/retail-discounts/bulk/template', { config: d2rAdmin }, async (request, reply) => {
    await ctx.auth.admin(request);
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="bulk-d2r-discounts-template.xlsx"');
    const today = istToday();
    return templateSheet(BULK_RETAIL_DISCOUNTS, 'D2R discounts', {
      sku: 'CHAI-MSL-250',
      retailerClass: 'A',
      retailCluster: '',
      percent: '7.5',
      startsOn: today,
      endsOn: addDays(today, 30),
    });
  });
}
