import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  COD_REMITTANCE_STATUSES,
  MAX_TRANSACTION_PAISE,
  MSG,
  fill,
  istDayEnd,
  istDayStart,
  formatPaise,
  type CodRemittanceTotals,
  type PricingPreferencesRecord,
} from '@parcelo/common';
import {
  byIdsRoute,
  badRequest,
  callService,
  isAdminType,
  jobKey,
  listBody,
  ok,
  pageOf,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { codRemittanceBulkRoutes } from './bulk.js';
import { moveDue, remittanceRecord, runCompany } from './remittances.js';

const DUE_QUEUE = 'cod-remittance-due';
/** A due move that fails (the database was away) is tried again, a little later each time. */
const DUE_JOB = { retryLimit: 20, retryDelay: 5, expireInSeconds: 60, batchSize: 20 };
const DAY_MS = 86_400_000;

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
const FindBody = listBody(Filters, ['createdAt', 'paymentDueAt', 'codAmount'] as const);
const SORT_COLUMNS = {
  createdAt: 'created_at',
  paymentDueAt: 'payment_due_at',
  codAmount: 'cod_amount_paise',
} as const;

/**
 * COD remittance: each delivered COD order's amount, owed to its brand from delivery and due
 * after the brand's remittance days; paid by a remittance run or an uploaded sheet, to the
 * bank or (the brand's choice) into the wallet.
 */
export async function codRemittanceRoutes(app: ServiceApp, ctx: ServiceContext<InvoicesDB>, queue: JobQueue) {
  const { db } = ctx;

  await queue.define<{ remittanceId: string }>(DUE_QUEUE, DUE_JOB, async (job) => {
    await moveDue(db, undefined, [job.data.remittanceId]);
  });
  // Rows written without a due job (the demo's) and any whose job was lost move at start.
  ctx.onStarted(() => moveDue(db).then(() => undefined));

  /** The company's remittance days, from its rate card in UMS. */
  async function remittanceDays(companyId: string): Promise<number> {
    const { pricingPreferences } = await callService<{ pricingPreferences: PricingPreferencesRecord }>(
      ctx.urls.ums,
      '/ums/ts/pricing-preferences',
      { internal: true, read: true, query: { companyId } },
    );
    return pricingPreferences.codRemittanceDays;
  }

  app.post(
    '/codRemittance/orders/events',
    { config: { access: 'internal' }, schema: { body: OrderEvent } },
    async (request) => {
      const e = request.body;
      if (e.status !== 'DELIVERED' || e.paymentMode.toUpperCase() !== 'COD') return ok({ remittance: null });
      const seen = await db
        .selectFrom('cod_remittances')
        .selectAll()
        .where('order_id', '=', e.orderId)
        .executeTakeFirst();
      if (seen) return ok({ remittance: remittanceRecord(seen), duplicate: true });
      const days = await remittanceDays(e.companyId);
      const dueAt = new Date(e.occurredAt.getTime() + days * DAY_MS);
      const created = await db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('cod_remittances')
          .values({
            id: randomUUID(),
            company_id: e.companyId,
            order_id: e.orderId,
            awb: e.awb ?? e.shopOrderId,
            shop_order_id: e.shopOrderId,
            cod_amount_paise: e.orderValuePaise,
            status: 'processing',
            delivered_at: e.occurredAt,
            payment_due_at: dueAt,
          })
          // The order id is the row's natural key: a replay racing the first adds nothing.
          .onConflict((oc) => oc.column('order_id').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (row)
          await queue.send(
            tx,
            DUE_QUEUE,
            { remittanceId: row.id },
            { startAfter: dueAt, key: jobKey('cod-due', row.id) },
          );
        return row;
      });
      const row =
        created ??
        (await db
          .selectFrom('cod_remittances')
          .selectAll()
          .where('order_id', '=', e.orderId)
          .executeTakeFirstOrThrow());
      return ok({ remittance: remittanceRecord(row), duplicate: !created });
    },
  );

  app.post('/codRemittance/find', { config: { access: 'member' }, schema: { body: FindBody } }, async (request) => {
    const body = request.body;
    const { companyId } = await ctx.auth.scope(request, body.where.companyId);
    await moveDue(db, companyId);
    const w = body.where;
    let q = db.selectFrom('cod_remittances');
    if (companyId) q = q.where('company_id', '=', companyId);
    if (w.status) q = q.where('status', '=', w.status);
    if (w.from) q = q.where('created_at', '>=', istDayStart(w.from));
    if (w.to) q = q.where('created_at', '<', istDayEnd(w.to));
    if (w.awb) q = q.where(sql`upper(awb)`, '=', w.awb.toUpperCase());
    const { limit, offset, order } = pageOf(body);
    const column = SORT_COLUMNS[body.sortBy.by as keyof typeof SORT_COLUMNS];
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy(column, order).orderBy('id', order).limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({ remittances: rows.map(remittanceRecord), totalCount: Number(total.n) });
  });

  byIdsRoute(app, '/codRemittance/byIds', 'remittances', async (ids, request) => {
    const principal = await ctx.auth.member(request);
    let q = db.selectFrom('cod_remittances').selectAll().where('id', 'in', ids);
    // Another company's rows are not there for a seller.
    if (!isAdminType(principal.userType)) q = q.where('company_id', '=', principal.companyId ?? '');
    return (await q.execute()).map(remittanceRecord);
  });

  app.get(
    '/codRemittance/totals',
    {
      config: { access: 'member' },
      schema: {
        querystring: z.object({ companyId: Filters.companyId.optional(), from: day.optional(), to: day.optional() }),
      },
    },
    async (request) => {
      const query = request.query;
      const { companyId } = await ctx.auth.scope(request, query.companyId);
      await moveDue(db, companyId);
      let q = db
        .selectFrom('cod_remittances')
        .select([
          'status',
          (eb) => eb.fn.countAll<number>().as('n'),
          (eb) => eb.fn.sum<number>('cod_amount_paise').as('amount'),
        ])
        .groupBy('status');
      if (companyId) q = q.where('company_id', '=', companyId);
      if (query.from) q = q.where('created_at', '>=', istDayStart(query.from));
      if (query.to) q = q.where('created_at', '<', istDayEnd(query.to));
      const rows = await q.execute();
      const totals = Object.fromEntries(
        COD_REMITTANCE_STATUSES.map((s) => {
          const r = rows.find((x) => x.status === s);
          return [s, { count: Number(r?.n ?? 0), amountPaise: Number(r?.amount ?? 0) }];
        }),
      ) as CodRemittanceTotals;
      return ok({ totals });
    },
  );

  /** The company a settings request is about: a seller its own, an admin the one it names. */
  async function settingsCompany(request: Parameters<typeof ctx.auth.scope>[0], requested: string | undefined) {
    const { companyId } = await ctx.auth.scope(request, requested);
    if (!companyId) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
    return companyId;
  }

  app.get(
    '/codRemittance/settings',
    { config: { access: 'member' }, schema: { querystring: z.object({ companyId: Filters.companyId.optional() }) } },
    async (request) => {
      const companyId = await settingsCompany(request, request.query.companyId);
      const row = await db
        .selectFrom('cod_remittance_settings')
        .selectAll()
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return ok({
        settings: { companyId, toWallet: row?.to_wallet ?? false, updatedAt: row?.updated_at.toISOString() ?? null },
      });
    },
  );

  app.put(
    '/codRemittance/settings',
    {
      config: { access: 'member', adminPermission: 'codRemittance' },
      schema: { body: z.object({ companyId: Filters.companyId.optional(), toWallet: z.boolean() }) },
    },
    async (request) => {
      const companyId = await settingsCompany(request, request.body.companyId);
      const row = await db
        .insertInto('cod_remittance_settings')
        .values({ company_id: companyId, to_wallet: request.body.toWallet })
        .onConflict((oc) =>
          oc.column('company_id').doUpdateSet({ to_wallet: request.body.toWallet, updated_at: new Date() }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(
        { settings: { companyId, toWallet: row.to_wallet, updatedAt: row.updated_at.toISOString() } },
        MSG.codRemittanceSettingsSaved,
      );
    },
  );

  /**
   * The remittance run: every due row paid, a payout per company (or wallet credits). Run
   * again, it finds nothing due and pays nothing.
   */
  app.post(
    '/codRemittance/run',
    {
      config: { access: 'member', adminPermission: 'codRemittance', idempotent: true },
      schema: { body: z.object({ companyId: Filters.companyId.optional() }) },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const { companyId } = request.body;
      await moveDue(db, companyId);
      let q = db.selectFrom('cod_remittances').select('company_id').distinct().where('status', '=', 'due');
      if (companyId) q = q.where('company_id', '=', companyId);
      const companies = (await q.execute()).map((r) => r.company_id);
      const runs = [];
      for (const company of companies) runs.push(await runCompany(db, company, principal.name));
      const paid = runs.filter((r) => r.rows > 0);
      const rows = paid.reduce((n, r) => n + r.rows, 0);
      const amountPaise = paid.reduce((n, r) => n + r.amountPaise, 0);
      return ok(
        { runs: paid, rows, amountPaise },
        rows
          ? fill(MSG.codRemittanceRunDone, { n: rows, amount: formatPaise(amountPaise) })
          : MSG.codRemittanceRunNothing,
      );
    },
  );

  codRemittanceBulkRoutes(app, ctx, queue);
}
