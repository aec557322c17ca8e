import type { FastifyReply } from 'fastify';
import {
  BULK_SHIPPING_ADJUSTMENTS,
  BulkPreviewRecordSchema,
  DATE_PRESETS,
  DISCREPANCY_STATUSES,
  DISCREPANCY_STATUS_LABELS,
  MSG,
  formatDateTime,
  paiseToRupeesText,
  TaskRecordSchema,
  WEIGHT_DISPUTE_UPLOAD,
  WeightDiscrepancyRecordSchema,
  WeightDisputeInput,
  WeightDisputeResolveInput,
  plural,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  BulkPreviewBody,
  BulkSaveBody,
  ServiceError,
  badRequest,
  bulkWorker,
  companyNames,
  exportRows,
  sendCsv,
  listBody,
  ok,
  pageOf,
  previewRecord,
  readStoredSheet,
  storedObjectKey,
  templateSheet,
  uploadFolder,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { shippingAdjustmentsService, type ShippingAdjustmentsService } from './service.js';

export { discrepancyRecord } from './service.js';

/**
 * An admin's sheet is about shipments of any brand, so its job and task belong to no brand: they
 * are filed under this id, which no company has (the task centre shows them to admins only).
 */
export const PLATFORM_COMPANY = '00000000-0000-0000-0000-000000000000';

const FindBody = listBody(
  {
    companyId: z.string().uuid(),
    statuses: z.array(z.enum(DISCREPANCY_STATUSES)).max(DISCREPANCY_STATUSES.length),
    /** Only adjustments that moved money (the history leaves out none; Actions wants debits). */
    awb: z.string().trim().max(100),
    datePreset: z.enum(DATE_PRESETS),
    start: z.coerce.date(),
    end: z.coerce.date(),
  },
  ['createdAt'] as const,
);

const IdParams = z.object({ id: z.string().uuid() });
const DiscrepancyAnswer = answers(z.object({ weightDiscrepancy: WeightDiscrepancyRecordSchema }));

type Ctx = ServiceContext<InvoicesDB>;

/**
 * Shipping adjustments and weight discrepancies: the admin's sheet of courier-measured weights
 * by AWB, each row debiting (or crediting) the brand's wallet the difference in shipping charge;
 * the brand accepts or disputes each debit under Billing > Actions; admins resolve disputes.
 * The routes check who asks; the service moves the money.
 */
export function shippingAdjustmentRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue) {
  const service = shippingAdjustmentsService(ctx.db, { urls: ctx.urls });
  adjustmentSheetRoutes(app, ctx, queue, service);
  discrepancyListRoutes(app, ctx, service);
  discrepancyExportRoutes(app, ctx, service);
  weightDisputeRoutes(app, ctx, service);
}

/** The admin's sheet of courier-measured weights: preview, upload (run as a background job) and template. */
function adjustmentSheetRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue, service: ShippingAdjustmentsService) {
  const worker = bulkWorker({
    db: ctx.db,
    urls: ctx.urls,
    log: ctx.log,
    queue,
    type: BULK_SHIPPING_ADJUSTMENTS.type,
    failure: (err) => (err instanceof ServiceError && err.httpStatus < 500 ? err.message : MSG.genericFailure),
    run: (job, rows, mark) => service.applyBatch(job, rows, mark),
  });

  app.post(
    '/bulk/shipping-adjustments/preview',
    {
      config: { access: 'admin', adminPermission: 'shippingAdjustments' },
      schema: { body: BulkPreviewBody, response: answers(BulkPreviewRecordSchema) },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const rows = await readStoredSheet(BULK_SHIPPING_ADJUSTMENTS, principal, request.body.file);
      const judged = new Map((await service.judge(rows)).map((j) => [j.row.rowNumber, j.errors]));
      return ok(previewRecord(BULK_SHIPPING_ADJUSTMENTS, rows, (r) => judged.get(r.rowNumber) ?? {}, []));
    },
  );

  app.post(
    '/bulk/shipping-adjustments/save',
    {
      config: { access: 'admin', adminPermission: 'shippingAdjustments', idempotent: true },
      schema: { body: BulkSaveBody, response: answers(z.object({ task: TaskRecordSchema })) },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const rows = await readStoredSheet(BULK_SHIPPING_ADJUSTMENTS, principal, request.body.file, request.body.edits);
      const task = await worker.start({
        principal,
        companyId: PLATFORM_COMPANY,
        title: `Shipping adjustment upload: ${plural(rows.length, 'shipment')}`,
        rows: await service.uploadRows(rows),
      });
      return ok({ task }, 'Upload started');
    },
  );

  app.get(
    '/bulk/shipping-adjustments/template',
    { config: { access: 'admin' } },
    async (request, reply: FastifyReply) => {
      await ctx.auth.admin(request);
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="shipping-adjustments-template.xlsx"');
      return templateSheet(BULK_SHIPPING_ADJUSTMENTS, 'Shipping adjustments', {
        awb: 'PC0012345678',
        measuredWeight: 1.25,
        remark: 'Re-weighed at Delhi hub',
      });
    },
  );
}

/** Reading weight discrepancies: the seller its own, an admin any company's. */
function discrepancyListRoutes(app: ServiceApp, ctx: Ctx, service: ShippingAdjustmentsService) {
  /** The adjustments a seller may see (its own), or an admin (all, or one company's). */
  app.post(
    '/shippingAdjustments/find',
    {
      config: { access: 'member' },
      schema: {
        body: FindBody,
        response: answersPage('weightDiscrepancies', WeightDiscrepancyRecordSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const { companyId } = await ctx.auth.scope(request, body.where.companyId);
      return ok(await service.find(companyId, body.where, pageOf(body)));
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '/shippingAdjustments/byIds',
    'weightDiscrepancies',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      return service.byIds(ids, companyId);
    },
    { record: WeightDiscrepancyRecordSchema },
  );
}

const ExportQuery = z.object({
  companyId: z.string().uuid().optional(),
  status: z.string().max(40).optional(),
  search: z.string().trim().max(100).optional(),
  preset: z.string().max(40).optional(),
});
const DISCREPANCY_COLUMNS = [
  'Date',
  'Company',
  'AWB',
  'Order ID',
  'Declared (kg)',
  'Measured (kg)',
  'Difference (₹)',
  'Status',
  'Remark',
  'Dispute remark',
  'Resolution',
];

/** The adjustments as CSV with the page's filters: a seller its own, an admin every brand's or one's. */
function discrepancyExportRoutes(app: ServiceApp, ctx: Ctx, service: ShippingAdjustmentsService) {
  app.get(
    '/csv/shipping-adjustments',
    { config: { access: 'member' }, schema: { querystring: ExportQuery } },
    async (request, reply) => {
      const q = request.query;
      const { companyId } = await ctx.auth.scope(request, q.companyId);
      const status = DISCREPANCY_STATUSES.find((s) => s === q.status);
      const where = {
        ...(status ? { statuses: [status] } : {}),
        ...(q.search ? { awb: q.search } : {}),
        ...(q.preset === 'LAST_1_YEAR' ? { datePreset: 'LAST_1_YEAR' as const } : {}),
      };
      const rows = exportRows(
        async (window) => (await service.find(companyId, where, window)).weightDiscrepancies,
        async (discrepancies) => {
          const names = await companyNames(
            ctx.urls,
            discrepancies.map((r) => r.companyId),
          );
          return discrepancies.map((r) => [
            formatDateTime(r.createdAt),
            names.get(r.companyId) ?? '',
            r.awb,
            r.shopOrderId,
            r.declaredGrams / 1000,
            r.measuredGrams / 1000,
            paiseToRupeesText(r.differencePaise),
            DISCREPANCY_STATUS_LABELS[r.status] ?? r.status,
            r.remark ?? '',
            r.disputeRemark ?? '',
            r.resolutionRemark ?? '',
          ]);
        },
      );
      return sendCsv(reply, { name: 'shipping-adjustments', header: DISCREPANCY_COLUMNS, rows });
    },
  );
}

/** The brand's answer to a debit (accept or dispute), and an admin's decision on a dispute. */
function weightDisputeRoutes(app: ServiceApp, ctx: Ctx, service: ShippingAdjustmentsService) {
  /** The discrepancy if the caller may see it; another company's is answered as missing. */
  async function visible(request: Parameters<Ctx['auth']['scope']>[0], id: string) {
    const { principal, companyId } = await ctx.auth.scope(request, undefined);
    return { principal, discrepancy: await service.visible(id, companyId) };
  }

  app.post(
    '/shippingAdjustments/:id/accept',
    {
      config: { access: 'member', adminPermission: 'shippingAdjustments' },
      schema: { params: IdParams, response: DiscrepancyAnswer },
    },
    async (request) => {
      const { principal, discrepancy } = await visible(request, request.params.id);
      const weightDiscrepancy = await service.accept(discrepancy.id, principal.name);
      return ok({ weightDiscrepancy }, MSG.discrepancyAccepted);
    },
  );

  app.post(
    '/shippingAdjustments/:id/dispute',
    {
      config: { access: 'member', adminPermission: 'shippingAdjustments' },
      schema: { params: IdParams, body: WeightDisputeInput, response: DiscrepancyAnswer },
    },
    async (request) => {
      const { principal, discrepancy } = await visible(request, request.params.id);
      const image = request.body.imageUrl?.trim() || null;
      // The photo must be one uploaded for this brand as a dispute image.
      if (image && !storedObjectKey(image, uploadFolder(WEIGHT_DISPUTE_UPLOAD, { companyId: discrepancy.companyId })))
        throw badRequest('The uploaded file could not be found. Upload it again.', 'imageUrl');
      const weightDiscrepancy = await service.dispute(discrepancy.id, principal.name, request.body.remark, image);
      return ok({ weightDiscrepancy }, MSG.discrepancyDisputed);
    },
  );

  app.post(
    '/shippingAdjustments/:id/resolve',
    {
      config: { access: 'admin', adminPermission: 'shippingAdjustments' },
      schema: { params: IdParams, body: WeightDisputeResolveInput, response: DiscrepancyAnswer },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const { outcome, remark } = request.body;
      const weightDiscrepancy = await service.resolve(request.params.id, outcome, remark, principal.name);
      return ok({ weightDiscrepancy }, MSG.disputeResolved);
    },
  );
}
