import type { FastifyRequest } from 'fastify';
import {
  BULK_EXTERNAL_RETAILERS,
  BulkPreviewRecordSchema,
  EXTERNAL_RETAILER_SORTS,
  ExternalRetailerOnboardInput,
  ExternalRetailerRecordSchema,
  MSG,
  TaskRecordSchema,
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
import { externalRetailerService, type ExternalRetailerService } from './service.js';

const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
const ListBody = listBody(
  {
    companyId: z.string().uuid(MSG.notFound),
    searchValue: z.string().trim().max(100),
    onboarded: z.boolean(),
  },
  EXTERNAL_RETAILER_SORTS,
);
const CsvQuery = z.object({
  companyId: z.string().uuid(MSG.notFound).optional(),
  searchValue: z.string().trim().max(100).optional(),
  onboarded: z.enum(['true', 'false']).optional(),
});
/** Admins with the D2R permission. */
const d2rAdmin = { access: 'admin', adminPermission: 'd2r' } as const;
const RecordAnswer = answers(z.object({ externalRetailer: ExternalRetailerRecordSchema }));

/**
 * External retailers: shops a brand's field team found but has not onboarded. Admins with the
 * D2R permission upload them by sheet (merged by phone and GSTIN, never doubled), list them, and
 * mark one onboarded once the retailer form has made it a retailer.
 */
export function externalRetailerRoutes(app: ServiceApp, ctx: ServiceContext<D2rDB>, queue: JobQueue) {
  const service = externalRetailerService(ctx.db);
  sheetRoutes(app, ctx, queue, service);

  app.post(
    '/d2r/external-retailers/list',
    {
      config: d2rAdmin,
      schema: { body: ListBody, response: answersPage('externalRetailers', ExternalRetailerRecordSchema) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const by = request.body.sortBy.by === 'name' ? 'name' : 'createdAt';
      return ok(await service.list(request.body.where, pageOf(request.body), by));
    },
  );

  app.post(
    '/d2r/external-retailers/by-ids',
    {
      config: d2rAdmin,
      schema: {
        body: z.object({ ids: z.array(z.string().uuid()).max(500) }),
        response: answers(z.object({ externalRetailers: z.array(ExternalRetailerRecordSchema) })),
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      return ok({ externalRetailers: await service.byIds(request.body.ids) });
    },
  );

  /** Marks a shop onboarded as the retailer the retailer form made of it. */
  app.post(
    '/d2r/external-retailers/:id/onboard',
    { config: d2rAdmin, schema: { params: IdParams, body: ExternalRetailerOnboardInput, response: RecordAnswer } },
    async (request) => {
      await ctx.auth.admin(request);
      const { retailerId, companyId } = request.body;
      return ok({ externalRetailer: await service.onboard(request.params.id, retailerId, companyId) }, 'Onboarded');
    },
  );

  /** The list as CSV, with its filters. */
  app.get(
    '/csv/d2r/external-retailers',
    { config: d2rAdmin, schema: { querystring: CsvQuery } },
    async (request, reply) => {
      await ctx.auth.admin(request);
      const q = request.query;
      return sendCsv(
        reply,
        service.csv({
          companyId: q.companyId,
          searchValue: q.searchValue,
          onboarded: q.onboarded === undefined ? undefined : q.onboarded === 'true',
        }),
      );
    },
  );
}

/** The sheet: its template, its preview with each row's problems and merges, and its save as a task. */
function sheetRoutes(app: ServiceApp, ctx: ServiceContext<D2rDB>, queue: JobQueue, service: ExternalRetailerService) {
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
    type: BULK_EXTERNAL_RETAILERS.type,
    run: (job, rows, mark) => service.applyBatch(job, rows, mark),
    failure: (err) => (err instanceof ServiceError && err.httpStatus < 500 ? err.message : MSG.genericFailure),
  });

  app.post(
    '/d2r/external-retailers/bulk/preview',
    { config: d2rAdmin, schema: { body: BulkPreviewBody, response: answers(BulkPreviewRecordSchema) } },
    async (request) => {
      const { principal, companyId } = await companyOf(request, request.body.companyId);
      const rows = await readStoredSheet(BULK_EXTERNAL_RETAILERS, principal, request.body.file);
      const checked = new Map((await service.check(companyId, rows)).map((c) => [c.row.rowNumber, c]));
      const record = previewRecord(BULK_EXTERNAL_RETAILERS, rows, (row) => checked.get(row.rowNumber)!.errors, []);
      // Rows merged with another (in the sheet or stored) are said so beside the phone.
      for (const row of record.rows) {
        const warnings = checked.get(row.rowNumber)!.warnings;
        if (Object.keys(warnings).length) row.warnings = warnings as Record<string, string>;
      }
      return ok(record);
    },
  );

  app.post(
    '/d2r/external-retailers/bulk/save',
    {
      config: { ...d2rAdmin, idempotent: true },
      schema: { body: BulkSaveBody, response: answers(z.object({ task: TaskRecordSchema })) },
    },
    async (request) => {
      const body = request.body;
      const { principal, companyId } = await companyOf(request, body.companyId);
      const rows = await readStoredSheet(BULK_EXTERNAL_RETAILERS, principal, body.file, body.edits);
      const task = await worker.start({
        principal,
        companyId,
        title: `Bulk external retailers: ${plural(rows.length, 'row')}`,
        rows: await service.jobRows(companyId, rows),
      });
      return ok({ task }, 'Upload started');
    },
  );

  app.get('/d2r/external-retailers/bulk/template', { config: d2rAdmin }, async (request, reply) => {
    await ctx.auth.admin(request);
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="bulk-external-retailers-template.xlsx"');
    return templateSheet(BULK_EXTERNAL_RETAILERS, 'External retailers', {
      firstName: 'Sharma',
      lastName: 'General Store',
      phone: '9810045612',
      email: '',
      addressLine1: 'Shop 14, Main Market',
      addressLine2: 'Lajpat Nagar II',
      pincode: '110024',
      gstin: '',
      storeType: 'GT',
      retailCluster: 'South Delhi',
      retailerClass: 'C',
      source: 'Distributor list',
    });
  });
}
