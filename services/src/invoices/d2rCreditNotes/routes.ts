import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  BY_IDS_MAX,
  D2R_CREDIT_NOTE_SEARCH_OPTIONS,
  D2rCreditNoteInput,
  D2rCreditNoteRecordSchema,
  D2rInvoiceRecordSchema,
  MSG,
  isoDate,
  type GstDocument,
} from '@parcelo/common';
import {
  IDEMPOTENCY_HEADER,
  answers,
  answersPage,
  byIdsRoute,
  notFound,
  ok,
  sendCsv,
  serviceApis,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import { gstDocumentPdf } from '../../platform/taxInvoicePdf.js';
import type { InvoicesDB } from '../db.js';
import { d2rInvoiceService } from '../d2rInvoices/service.js';
import { FLAG_JOB, d2rCreditNoteService, type D2rCreditNoteService } from './service.js';

type Ctx = ServiceContext<InvoicesDB>;

const Filters = {
  start: isoDate('Start date').optional(),
  end: isoDate('End date').optional(),
  searchOptionType: z.enum(D2R_CREDIT_NOTE_SEARCH_OPTIONS).optional(),
  searchValue: z.string().trim().max(100).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
  company: z.string().uuid().optional(),
};
const ListQuery = z.object({
  ...Filters,
  records: z.coerce.number().int().min(1).max(300).default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
const Ids = z.object({ ids: z.array(z.string().uuid()).max(BY_IDS_MAX) });
const NoteAnswer = answers(z.object({ creditNote: D2rCreditNoteRecordSchema }));
const NotesAnswer = answers(z.object({ creditNotes: z.array(D2rCreditNoteRecordSchema) }));
const d2rAdmin = { access: 'admin', adminPermission: 'd2r' } as const;
const d2rReader = { access: 'member', adminPermission: 'd2r' } as const;
const orderOf = (order: string): 'asc' | 'desc' => (order.toLowerCase() === 'asc' ? 'asc' : 'desc');

/** A D2R order's tax invoice as OMS prints it, read as the caller (who must be allowed the order). */
async function invoiceDocument(ctx: Ctx, request: FastifyRequest, orderId: string) {
  return serviceApis(ctx.urls).oms.getOrdersByIdD2rTaxDocument<{ document: GstDocument; lineSkus: string[] }>({
    caller: request,
    params: { id: orderId },
  });
}

/**
 * Credit notes against D2R invoices: raised by admins for a return or a price correction,
 * listed with a CSV, read by the BFF per order and invoice, printed as PDFs, and regenerated.
 */
export async function creditNoteRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue) {
  const service = d2rCreditNoteService(ctx.db, queue);
  // OMS flags the order once told; told again (a retry) it changes nothing.
  await queue.define<{ orderId: string; creditNumber: string }>(
    FLAG_JOB,
    { retryLimit: 20, retryDelay: 5, expireInSeconds: 60 },
    async ({ data }) => {
      await serviceApis(ctx.urls).oms.postInternalOrdersByIdD2rCreditNotes({
        internal: true,
        params: { id: data.orderId },
        body: { creditNumber: data.creditNumber },
      });
    },
  );
  writeRoutes(app, ctx, service);
  readRoutes(app, ctx, service);
}

function writeRoutes(app: ServiceApp, ctx: Ctx, service: D2rCreditNoteService) {
  const invoices = d2rInvoiceService(ctx.db);

  /** Raises a credit note against an invoice; a repeat with the same Idempotency-Key is the first note again. */
  app.post(
    '/d2r/credit-notes',
    {
      config: { ...d2rAdmin, idempotent: true },
      schema: {
        body: D2rCreditNoteInput,
        response: answers(z.object({ creditNote: D2rCreditNoteRecordSchema, invoice: D2rInvoiceRecordSchema })),
      },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const invoice = await invoices.get(request.body.invoiceId);
      if (!invoice.orderId) throw notFound();
      const { document, lineSkus } = await invoiceDocument(ctx, request, invoice.orderId);
      const header = request.headers[IDEMPOTENCY_HEADER];
      const key = typeof header === 'string' ? `key:${principal.userId}:${header}` : `once:${randomUUID()}`;
      const answer = await service.create(invoice.id, request.body, {
        invoiceDocument: document,
        lineSkus,
        key,
        createdBy: principal.name,
      });
      return ok(answer, MSG.d2rCreditNoteCreated);
    },
  );

  /**
   * Works a note's PDF and figures out again from the order's invoice as it reads now. WMS's
   * regenerate call comes here with the admin who asked.
   */
  app.post(
    '/d2r/credit-notes/:id/regenerate',
    {
      config: d2rAdmin,
      schema: {
        params: IdParams,
        body: z.object({ orderId: z.string().uuid(MSG.selectCreditNote) }),
        response: NoteAnswer,
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const [note] = await service.byIds([request.params.id], undefined);
      if (!note || note.orderId !== request.body.orderId) throw notFound(MSG.d2rCreditNoteNone);
      const { document } = await invoiceDocument(ctx, request, note.orderId);
      return ok({ creditNote: await service.regenerate(note.id, document) }, MSG.d2rCreditNoteRegenerated);
    },
  );
}

function readRoutes(app: ServiceApp, ctx: Ctx, service: D2rCreditNoteService) {
  /** A page of notes, newest first; without days, the last 30. */
  app.get(
    '/d2r/credit-notes',
    {
      config: d2rReader,
      schema: { querystring: ListQuery, response: answersPage('creditNotes', D2rCreditNoteRecordSchema) },
    },
    async (request) => {
      const query = request.query;
      const { companyId } = await ctx.auth.scope(request, query.company);
      const page = { limit: query.records, offset: (query.page - 1) * query.records, order: orderOf(query.order) };
      return ok(await service.list(companyId, query, page));
    },
  );

  /** The list as CSV with the page's filters. */
  app.get(
    '/csv/d2r/credit-notes',
    { config: d2rReader, schema: { querystring: z.object({ ...Filters, companyId: z.string().uuid().optional() }) } },
    async (request, reply) => {
      const { companyId: named, ...rest } = request.query;
      const { companyId } = await ctx.auth.scope(request, rest.company ?? named);
      return sendCsv(reply, service.csv(companyId, rest, orderOf(rest.order)));
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '/d2r/credit-notes/byIds',
    'creditNotes',
    async (ids, request) => {
      await ctx.auth.adminPermission(request, 'd2r');
      const { companyId } = await ctx.auth.scope(request, undefined);
      return service.byIds(ids, companyId);
    },
    { record: D2rCreditNoteRecordSchema },
  );

  for (const [path, column] of [
    ['/d2r/credit-notes/byOrders', 'order_id'],
    ['/d2r/credit-notes/byInvoices', 'invoice_row_id'],
  ] as const)
    /** The notes of these orders (or invoices), oldest first, for the BFF's loaders. */
    app.post(path, { config: d2rReader, schema: { body: Ids, response: NotesAnswer } }, async (request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      return ok({ creditNotes: await service.of(column, [...new Set(request.body.ids)], companyId) });
    });

  /** A note's PDF, for whoever may see it. */
  app.get('/d2r/credit-notes/:id/pdf', { config: d2rReader, schema: { params: IdParams } }, async (request, reply) => {
    const { companyId } = await ctx.auth.scope(request, undefined);
    const note = await service.document(request.params.id, companyId);
    const name = `credit-note-${note.credit_number.replace(/[^\w.-]+/g, '_')}.pdf`;
    reply.type('application/pdf').header('content-disposition', `inline; filename="${name}"`);
    return gstDocumentPdf(note.document);
  });
}
