import type { FastifyInstance } from 'fastify';
import { InvoiceRecordSchema, type InvoiceRecord } from '@parcelo/common';
import { ok, parse, z, type ServiceContext, answersPage } from '../../platform/index.js';
import type { InvoiceRow, InvoicesDB } from '../db.js';

const Query = z.object({
  company: z.string().uuid().optional(),
  records: z.coerce.number().int().min(1).max(300).default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

const invoiceRecord = (r: InvoiceRow): InvoiceRecord => ({
  id: r.id,
  companyId: r.company_id,
  invoiceId: r.invoice_id,
  invoiceUrl: r.invoice_url,
  finalPrice: Number(r.final_price_paise),
  amountPaid: Number(r.amount_paid_paise),
  paymentMode: r.payment_mode,
  status: r.status,
  isClosed: r.is_closed,
  salesmanId: r.salesman_id,
  createdAt: r.created_at.toISOString(),
});

export function invoiceRoutes(app: FastifyInstance, ctx: ServiceContext<InvoicesDB>) {
  /** Newest first; admins name the company (or see all), sellers see their own. */
  const response = answersPage('invoices', InvoiceRecordSchema);
  app.get('/invoices', { config: { access: 'member' }, schema: { response } }, async (request) => {
    const query = parse(Query, request.query);
    const { companyId } = await ctx.auth.scope(request, query.company);
    let q = ctx.db.selectFrom('invoices');
    if (companyId) q = q.where('company_id', '=', companyId);
    const [rows, total] = await Promise.all([
      q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.records)
        .offset((query.page - 1) * query.records)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({ invoices: rows.map(invoiceRecord), totalCount: Number(total.n) });
  });
}
