import type { FastifyRequest } from 'fastify';
import {
  BULK_COD_REMITTANCES,
  BulkPreviewRecordSchema,
  MSG,
  TaskRecordSchema,
  istToday,
  plural,
} from '@parcelo/common';
import {
  answers,
  BulkPreviewBody,
  BulkSaveBody,
  badRequest,
  bulkWorker,
  ok,
  previewRecord,
  readStoredSheet,
  templateSheet,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { codRemittanceBulkService } from './bulkService.js';

/**
 * The admin's COD remittance sheet: the AWBs a courier's transfer covered, marked paid with
 * the transfer's UTR, on the bulk preview and background-task machinery. A row is refused
 * when its AWB is not the brand's, not COD, already paid, or not delivered.
 * The routes check who asks; the service judges the rows and pays them.
 */
export function codRemittanceBulkRoutes(app: ServiceApp, ctx: ServiceContext<InvoicesDB>, queue: JobQueue) {
  const service = codRemittanceBulkService(ctx.db, ctx.urls);

  /** The brand the sheet is for: an admin names one. */
  async function companyOf(request: FastifyRequest, requested: string | undefined) {
    const principal = await ctx.auth.admin(request);
    if (!requested) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
    return { principal, companyId: requested };
  }

  const worker = bulkWorker({
    db: ctx.db,
    urls: ctx.urls,
    log: ctx.log,
    queue,
    type: BULK_COD_REMITTANCES.type,
    run: (job, rows, mark) => service.applyBatch(job, rows, mark),
  });

  app.post(
    '/codRemittance/bulk/preview',
    {
      config: { access: 'member', adminPermission: 'codRemittance' },
      schema: { body: BulkPreviewBody, response: answers(BulkPreviewRecordSchema) },
    },
    async (request) => {
      const { principal, companyId } = await companyOf(request, request.body.companyId);
      const rows = await readStoredSheet(BULK_COD_REMITTANCES, principal, request.body.file);
      return ok(previewRecord(BULK_COD_REMITTANCES, rows, await service.previewErrors(companyId, rows), []));
    },
  );

  app.post(
    '/codRemittance/bulk/save',
    {
      config: { access: 'member', adminPermission: 'codRemittance', idempotent: true },
      schema: { body: BulkSaveBody, response: answers(z.object({ task: TaskRecordSchema })) },
    },
    async (request) => {
      const body = request.body;
      const { principal, companyId } = await companyOf(request, body.companyId);
      const rows = await readStoredSheet(BULK_COD_REMITTANCES, principal, body.file, body.edits);
      const taskRows = await service.taskRows(companyId, rows);
      const task = await worker.start({
        principal,
        companyId,
        title: `COD remittance upload: ${plural(rows.length, 'AWB')}`,
        rows: taskRows,
      });
      return ok({ task }, 'Upload started');
    },
  );

  app.get('/codRemittance/bulk/template', { config: { access: 'member' } }, async (request, reply) => {
    await ctx.auth.admin(request);
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="cod-remittance-template.xlsx"');
    return templateSheet(BULK_COD_REMITTANCES, 'COD remittance', {
      awb: 'PRC1234567890',
      utr: 'HDFC26112612345',
      paidDate: istToday(),
    });
  });
}
