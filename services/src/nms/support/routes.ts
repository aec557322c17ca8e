import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  MSG,
  SupportTicketInput,
  SupportTicketRecordSchema,
  SupportTicketStatusInput,
  type SupportTicketRecord,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  badRequest,
  config,
  isAdminType,
  listBody,
  notFound,
  ok,
  pageOf,
  z,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import type { NmsDB } from '../db.js';

type TicketRow = Selectable<NmsDB['support_tickets']>;

const ticketRecord = (t: TicketRow): SupportTicketRecord => ({
  id: t.id,
  companyId: t.company_id,
  subject: t.subject,
  category: t.category,
  description: t.description,
  orderReference: t.order_reference,
  status: t.status,
  createdBy: t.created_by,
  createdAt: t.created_at.toISOString(),
  updatedAt: t.updated_at.toISOString(),
});

const TicketAnswer = answers(z.object({ ticket: SupportTicketRecordSchema }));

const CompanyField = { companyId: z.string().uuid(MSG.notFound).optional() };

/**
 * Support tickets: a seller raises them for its company and follows their status; admins
 * read any company's and move them along. Answers go by e-mail, outside the product.
 */
export function supportRoutes(app: ServiceApp, ctx: ServiceContext<NmsDB>) {
  const { db } = ctx;

  /** Where sellers write to support; the e-mail is the support channel, tickets feed it. */
  app.get(
    '/support/contact',
    { config: { access: 'member' }, schema: { response: answers(z.object({ email: z.string() })) } },
    async (request) => {
      await ctx.auth.member(request);
      return ok({ email: config().supportEmail });
    },
  );

  app.post(
    '/support/tickets/list',
    {
      config: { access: 'member' },
      schema: {
        body: listBody(CompanyField, ['createdAt'] as const),
        response: answersPage('tickets', SupportTicketRecordSchema),
      },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.where.companyId);
      if (!companyId) return ok({ tickets: [], totalCount: 0 });
      const { limit, offset, order } = pageOf(request.body);
      const q = db.selectFrom('support_tickets').where('company_id', '=', companyId);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ tickets: rows.map(ticketRecord), totalCount: Number(total.n) });
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '/support/tickets/byIds',
    'tickets',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      let q = db.selectFrom('support_tickets').selectAll().where('id', 'in', ids);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(ticketRecord);
    },
    { record: SupportTicketRecordSchema },
  );

  /** Raises a ticket; a retry with the same key gets the first answer, not a second ticket. */
  app.post(
    '/support/tickets',
    {
      config: { access: 'member', idempotent: true },
      schema: { body: SupportTicketInput.extend(CompanyField), response: TicketAnswer },
    },
    async (request) => {
      const body = request.body;
      // A seller naming another company's id is answered as if that company did not exist.
      const caller = await ctx.auth.member(request);
      if (!isAdminType(caller.userType) && body.companyId && body.companyId !== caller.companyId) throw notFound();
      const { companyId, principal } = await ctx.auth.scope(request, body.companyId);
      if (!companyId) throw badRequest(MSG.selectBrand, 'companyId', 'REQUIRED');
      const row = await db
        .insertInto('support_tickets')
        .values({
          id: randomUUID(),
          company_id: companyId,
          subject: body.subject,
          category: body.category,
          description: body.description,
          order_reference: body.orderReference,
          created_by: principal.name,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ ticket: ticketRecord(row) }, MSG.supportTicketCreated);
    },
  );

  app.patch(
    '/support/tickets/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        params: z.object({ id: z.string().uuid(MSG.notFound) }),
        body: SupportTicketStatusInput,
        response: TicketAnswer,
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const row = await db
        .updateTable('support_tickets')
        .set({ status: request.body.status, updated_at: new Date() })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return ok({ ticket: ticketRecord(row) }, MSG.supportTicketUpdated);
    },
  );
}
