import {
  COD_REMITTANCE_STATUSES,
  CodPayoutRecordSchema,
  CodRemittanceRecordSchema,
  CodRemittanceSettingsSchema,
  CodRemittanceTotalsSchema,
  MAX_TRANSACTION_PAISE,
  MSG,
  defaultDays,
  fill,
  formatPaise,
  paiseToRupeesText,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  badRequest,
  dayOf,
  exportRows,
  isAdminType,
  listBody,
  sendCsv,
  ok,
  pageOf,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { codRemittanceBulkRoutes } from './bulk.js';
import { DUE_JOB, DUE_QUEUE, codRemittanceService, type CodRemittanceService, type RemittanceSort } from './service.js';

type Ctx = ServiceContext<InvoicesDB>;

/** The delivery event OMS sends for a COD order (OrderBillingEvent); only what a remittance needs is read. */
const OrderEvent = z.object({
  eventId: z.string().min(1).max(200),
  companyId: z.string().uuid(),
  orderId: z.string().uuid(),
  shopOrderId: z.string().min(1).max(200),
  awb: z.string().max(100).nullable(),
  status: z.string().max(40),
  paymentMode: z.string().max(20),
  orderValuePaise: z.number().int().min(0).max(MAX_TRANSACTION_PAISE),
  occurredAt: z.coerce.date(),
});

const day = z.iso.date();
const Filters = {
  companyId: z.string().uuid(),
  status: z.enum(COD_REMITTANCE_STATUSES),
  /** Created on or after this day (IST). */
  from: day,
  /** Created on or before this day (IST). */
  to: day,
  awb: z.string().trim().min(1).max(100),
};
const ExportQuery = z.object({
  companyId: Filters.companyId.optional(),
  status: z.string().max(40).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
});
const REMITTANCE_COLUMNS = [
  'Created',
  'AWB',
  'Order ID',
  'COD amount (₹)',
  'Status',
  'Due date',
  'Paid date',
  'UTR',
  'Paid to',
];
const FindBody = listBody(Filters, ['createdAt', 'paymentDueAt', 'codAmount'] as const);
const SettingsAnswer = answers(z.object({ settings: CodRemittanceSettingsSchema }));

/**
 * COD remittance: each delivered COD order's amount, owed to its brand from delivery and due
 * after the brand's remittance days; paid by a remittance run or an uploaded sheet, to the
 * bank or (the brand's choice) into the wallet.
 * The routes check who asks; the service reads and pays the remittances.
 */
export async function codRemittanceRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue) {
  const service = codRemittanceService(ctx.db, { urls: ctx.urls, queue });

  await queue.define<{ remittanceId: string }>(DUE_QUEUE, DUE_JOB, async (job) => {
    await service.moveDue(undefined, [job.data.remittanceId]);
  });
  // Rows written without a due job (the demo's) and any whose job was lost move at start.
  ctx.onStarted(() => service.moveDue().then(() => undefined));

  orderEventRoutes(app, service);
  remittanceListRoutes(app, ctx, service);
  settingsRoutes(app, ctx, service);
  runRoutes(app, ctx, service);

  codRemittanceBulkRoutes(app, ctx, queue);
}

/** OMS's delivery events: a delivered COD order owes its brand a remittance. */
function orderEventRoutes(app: ServiceApp, service: CodRemittanceService) {
  app.post(
    '/codRemittance/orders/events',
    {
      config: { access: 'internal' },
      schema: {
        body: OrderEvent,
        // No remittance when the order was not a delivered COD one.
        response: answers(
          z.object({ remittance: CodRemittanceRecordSchema.nullable(), duplicate: z.boolean().optional() }),
        ),
      },
    },
    async (request) => ok(await service.recordDelivery(request.body)),
  );
}

/** The remittance list, the BFF's batch read and the totals by status. */
function remittanceListRoutes(app: ServiceApp, ctx: Ctx, service: CodRemittanceService) {
  app.post(
    '/codRemittance/find',
    {
      config: { access: 'member' },
      schema: {
        body: FindBody,
        response: answersPage('remittances', CodRemittanceRecordSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const { companyId } = await ctx.auth.scope(request, body.where.companyId);
      const page = { ...pageOf(body), by: body.sortBy.by as RemittanceSort };
      return ok(await service.find(companyId, body.where, page));
    },
  );

  /** The remittances as CSV with the page's filters; without days, the last 30. */
  app.get(
    '/csv/cod-remittances',
    { config: { access: 'member' }, schema: { querystring: ExportQuery } },
    async (request, reply) => {
      const q = request.query;
      const { companyId } = await ctx.auth.scope(request, q.companyId);
      const status = COD_REMITTANCE_STATUSES.find((s) => s === q.status?.toLowerCase());
      const isDay = (d: string | undefined) => (d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : undefined);
      const [from, to] = [isDay(q.from), isDay(q.to)];
      const where = {
        ...(status ? { status } : {}),
        ...(from || to ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : defaultDays()),
      };
      const rows = exportRows(
        async (window) => (await service.find(companyId, where, { ...window, by: 'createdAt' })).remittances,
        (remittances) =>
          remittances.map((r) => [
            dayOf(r.createdAt),
            r.awb,
            r.shopOrderId,
            paiseToRupeesText(r.codAmountPaise),
            r.status,
            dayOf(r.paymentDueAt),
            r.paymentPaidAt ? dayOf(r.paymentPaidAt) : '',
            r.utr ?? '',
            r.status === 'paid' ? (r.toWallet ? 'Wallet' : 'Bank') : '',
          ]),
      );
      return sendCsv(reply, { name: 'cod-remittances', header: REMITTANCE_COLUMNS, rows });
    },
  );

  byIdsRoute(
    app,
    '/codRemittance/byIds',
    'remittances',
    async (ids, request) => {
      const principal = await ctx.auth.member(request);
      // Another company's rows are not there for a seller.
      return service.byIds(ids, isAdminType(principal.userType) ? undefined : (principal.companyId ?? ''));
    },
    { record: CodRemittanceRecordSchema },
  );

  app.get(
    '/codRemittance/totals',
    {
      config: { access: 'member' },
      schema: {
        querystring: z.object({ companyId: Filters.companyId.optional(), from: day.optional(), to: day.optional() }),
        response: answers(z.object({ totals: CodRemittanceTotalsSchema })),
      },
    },
    async (request) => {
      const query = request.query;
      const { companyId } = await ctx.auth.scope(request, query.companyId);
      return ok({ totals: await service.totals(companyId, query.from, query.to) });
    },
  );
}

/** Whether a brand takes its COD amounts into its wallet rather than its bank. */
function settingsRoutes(app: ServiceApp, ctx: Ctx, service: CodRemittanceService) {
  /** The company a settings request is about: a seller its own, an admin the one it names. */
  async function settingsCompany(request: Parameters<Ctx['auth']['scope']>[0], requested: string | undefined) {
    const { companyId } = await ctx.auth.scope(request, requested);
    if (!companyId) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
    return companyId;
  }

  app.get(
    '/codRemittance/settings',
    {
      config: { access: 'member' },
      schema: { querystring: z.object({ companyId: Filters.companyId.optional() }), response: SettingsAnswer },
    },
    async (request) => {
      const companyId = await settingsCompany(request, request.query.companyId);
      return ok({ settings: await service.settings(companyId) });
    },
  );

  app.put(
    '/codRemittance/settings',
    {
      config: { access: 'member', adminPermission: 'codRemittance' },
      schema: {
        body: z.object({ companyId: Filters.companyId.optional(), toWallet: z.boolean() }),
        response: SettingsAnswer,
      },
    },
    async (request) => {
      const companyId = await settingsCompany(request, request.body.companyId);
      const settings = await service.saveSettings(companyId, request.body.toWallet);
      return ok({ settings }, MSG.codRemittanceSettingsSaved);
    },
  );
}

function runRoutes(app: ServiceApp, ctx: Ctx, service: CodRemittanceService) {
  /**
   * The remittance run: every due row paid, a payout per company (or wallet credits). Run
   * again, it finds nothing due and pays nothing.
   */
  app.post(
    '/codRemittance/run',
    {
      config: { access: 'member', adminPermission: 'codRemittance', idempotent: true },
      schema: {
        body: z.object({ companyId: Filters.companyId.optional() }),
        response: answers(
          z.object({
            /** Each company's run that paid something. */
            runs: z.array(
              z.object({
                companyId: z.string(),
                rows: z.number().int(),
                amountPaise: z.number().int(),
                toWallet: z.boolean(),
                payout: CodPayoutRecordSchema.nullable(),
              }),
            ),
            rows: z.number().int(),
            amountPaise: z.number().int(),
          }),
        ),
      },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const { runs, rows, amountPaise } = await service.run(request.body.companyId, principal.name);
      return ok(
        { runs, rows, amountPaise },
        rows
          ? fill(MSG.codRemittanceRunDone, { n: rows, amount: formatPaise(amountPaise) })
          : MSG.codRemittanceRunNothing,
      );
    },
  );
}
