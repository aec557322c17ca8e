import type { FastifyRequest } from 'fastify';
import {
  BillingInvoiceRecordSchema,
  BillingMonthInput,
  MSG,
  WALLET_CODES,
  formatDateTime,
  paiseToRupeesText,
  type WalletCode,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  exportRows,
  isAdminType,
  isInternal,
  listBody,
  notFound,
  ok,
  pageOf,
  sendCsv,
  z,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import { gstDocumentPdf, type GstDocument } from '../../platform/taxInvoicePdf.js';
import type { InvoicesDB } from '../db.js';
import { billingInvoiceRecord, monthEntries, runBillingMonth } from './run.js';

const ListBody = listBody({ companyId: z.string().uuid(), month: z.string().regex(/^\d{4}-\d{2}$/) }, [
  'createdAt',
  'month',
] as const);

/** Parcelo's monthly invoices to brands: the run, the list, and each invoice's PDF and statement. */
export function billingInvoiceRoutes(app: ServiceApp, ctx: ServiceContext<InvoicesDB>) {
  const { db } = ctx;

  /** An invoice the caller may see: its own company's for a seller, any for an admin. */
  async function ownInvoice(request: FastifyRequest, id: string) {
    const principal = await ctx.auth.member(request);
    const row = await db.selectFrom('billing_invoices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || (!isAdminType(principal.userType) && row.company_id !== principal.companyId))
      throw notFound(MSG.billingInvoiceNone);
    return row;
  }

  app.post(
    '/billing/invoices/find',
    {
      config: { access: 'member' },
      schema: {
        body: ListBody,
        response: answersPage('billingInvoices', BillingInvoiceRecordSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const { companyId } = await ctx.auth.scope(request, body.where.companyId);
      const { limit, offset, order } = pageOf(body);
      let q = db.selectFrom('billing_invoices');
      if (companyId) q = q.where('company_id', '=', companyId);
      if (body.where.month) q = q.where('month', '=', body.where.month);
      const sort = body.sortBy.by === 'month' ? 'month' : 'created_at';
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy(sort, order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ billingInvoices: rows.map(billingInvoiceRecord), totalCount: Number(total.n) });
    },
  );

  byIdsRoute(
    app,
    '/billing/invoices/byIds',
    'billingInvoices',
    async (ids, request) => {
      const principal = await ctx.auth.member(request);
      let q = db.selectFrom('billing_invoices').selectAll().where('id', 'in', ids);
      if (!isAdminType(principal.userType)) q = q.where('company_id', '=', principal.companyId ?? '');
      return (await q.execute()).map(billingInvoiceRecord);
    },
    { record: BillingInvoiceRecordSchema },
  );

  /** Bills every brand for a month that has ended, as the 1st of the next month does; again changes nothing. */
  app.post(
    '/billing/month/run',
    // Internal too: the demo's first start bills the month before, so its invoices list is not empty.
    {
      config: { access: ['internal', 'admin'], adminPermission: 'invoices' },
      schema: {
        body: BillingMonthInput,
        response: answers(
          z.object({
            companies: z.number().int(),
            issued: z.number().int(),
            alreadyInvoiced: z.number().int(),
            invoiced: z.number().int(),
            summary: z.string(),
          }),
        ),
      },
    },
    async (request) => {
      if (!isInternal(request)) await ctx.auth.admin(request);
      const { month } = request.body;
      const result = await runBillingMonth(ctx, month);
      return ok(result, result.summary);
    },
  );

  app.get(
    '/billing/invoices/:id/pdf',
    { config: { access: 'member' }, schema: { params: z.object({ id: z.string().uuid() }) } },
    async (request, reply) => {
      const row = await ownInvoice(request, request.params.id);
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="parcelo-invoice-${row.month}.pdf"`);
      return gstDocumentPdf(row.document as unknown as GstDocument);
    },
  );

  /** The month's wallet statement: every transaction the invoice's month saw, oldest first. */
  app.get(
    '/billing/invoices/:id/statement',
    { config: { access: 'member' }, schema: { params: z.object({ id: z.string().uuid() }) } },
    async (request, reply) => {
      const row = await ownInvoice(request, request.params.id);
      const rows = exportRows(
        ({ limit, offset }) =>
          monthEntries(db, row.company_id, row.month)
            .selectAll()
            .orderBy('created_at')
            .orderBy('seq')
            .limit(limit)
            .offset(offset)
            .execute(),
        (entries) =>
          entries.map((e) => [
            formatDateTime(e.created_at),
            e.type === 1 ? 'CREDIT' : 'DEBIT',
            e.code,
            WALLET_CODES[e.code as WalletCode] ?? e.code,
            e.description,
            e.reference ?? '',
            paiseToRupeesText(Number(e.amount_paise)),
            paiseToRupeesText(Number(e.balance_paise)),
          ]),
      );
      const header = ['Date', 'Type', 'Code', 'Code name', 'Description', 'Reference', 'Amount (Rs)', 'Balance (Rs)'];
      return sendCsv(reply, { name: `parcelo-statement-${row.month}`, dated: false, header, rows });
    },
  );
}
