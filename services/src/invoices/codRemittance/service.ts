import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  COD_REMITTANCE_STATUSES,
  istDayEnd,
  istDayStart,
  type CodRemittanceRecord,
  type CodRemittanceStatus,
  type CodRemittanceTotals,
  type OrderBillingEvent,
  type PricingPreferencesRecord,
} from '@parcelo/common';
import { jobKey, serviceApis, type JobQueue, type ServiceContext, type Page } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { moveDue, remittanceRecord, runCompany } from './remittances.js';

export const DUE_QUEUE = 'cod-remittance-due';
/** A due move that fails (the database was away) is tried again, a little later each time. */
export const DUE_JOB = { retryLimit: 20, retryDelay: 5, expireInSeconds: 60, batchSize: 20 };
const DAY_MS = 86_400_000;

const SORT_COLUMNS = {
  createdAt: 'created_at',
  paymentDueAt: 'payment_due_at',
  codAmount: 'cod_amount_paise',
} as const;

export type RemittanceSort = keyof typeof SORT_COLUMNS;

/** What the service needs besides its database: where UMS answers, and the queue of due moves. */
export interface CodRemittanceDeps {
  urls: ServiceContext['urls'];
  queue: JobQueue;
}

/** The part of OMS's delivery event a remittance needs, its time parsed. */
export type DeliveryEvent = Pick<
  OrderBillingEvent,
  'companyId' | 'orderId' | 'shopOrderId' | 'awb' | 'status' | 'paymentMode' | 'orderValuePaise'
> & { occurredAt: Date };

/** Which remittances a list shows, beyond the company; days are IST. */
export interface RemittanceFilter {
  status?: CodRemittanceStatus;
  from?: string;
  to?: string;
  awb?: string;
}

/** A delivered COD order becomes a remittance, once, due after the brand's remittance days. */
function deliveryService(db: Kysely<InvoicesDB>, { urls, queue }: CodRemittanceDeps) {
  /** The company's remittance days, from its rate card in UMS. */
  async function remittanceDays(companyId: string): Promise<number> {
    const { pricingPreferences } = await serviceApis(urls).ums.getUmsTsPricingPreferences<{
      pricingPreferences: PricingPreferencesRecord;
    }>({ internal: true, read: true, query: { companyId } });
    return pricingPreferences.codRemittanceDays;
  }

  const byOrder = (orderId: string) => db.selectFrom('cod_remittances').selectAll().where('order_id', '=', orderId);

  return {
    /** The event's remittance (null when the order owes none), and whether an earlier event already made it. */
    async recordDelivery(
      e: DeliveryEvent,
    ): Promise<{ remittance: null } | { remittance: CodRemittanceRecord; duplicate: boolean }> {
      if (e.status !== 'DELIVERED' || e.paymentMode.toUpperCase() !== 'COD') return { remittance: null };
      const seen = await byOrder(e.orderId).executeTakeFirst();
      if (seen) return { remittance: remittanceRecord(seen), duplicate: true };
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
      const row = created ?? (await byOrder(e.orderId).executeTakeFirstOrThrow());
      return { remittance: remittanceRecord(row), duplicate: !created };
    },
  };
}

/** The remittances a company (or, undefined, every company) sees, and their totals. */
function listService(db: Kysely<InvoicesDB>) {
  return {
    async find(
      companyId: string | undefined,
      w: RemittanceFilter,
      { limit, offset, order, by }: Page & { by: RemittanceSort },
    ) {
      await moveDue(db, companyId);
      let q = db.selectFrom('cod_remittances');
      if (companyId) q = q.where('company_id', '=', companyId);
      if (w.status) q = q.where('status', '=', w.status);
      if (w.from) q = q.where('created_at', '>=', istDayStart(w.from));
      if (w.to) q = q.where('created_at', '<', istDayEnd(w.to));
      if (w.awb) q = q.where(sql`upper(awb)`, '=', w.awb.toUpperCase());
      const column = SORT_COLUMNS[by];
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy(column, order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { remittances: rows.map(remittanceRecord), totalCount: Number(total.n) };
    },

    /** Those of `ids` the company owns (any company's when it is undefined). */
    async byIds(ids: readonly string[], companyId: string | undefined) {
      let q = db.selectFrom('cod_remittances').selectAll().where('id', 'in', ids);
      if (companyId !== undefined) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(remittanceRecord);
    },

    /** Count and amount in each status, of rows created in the days given (IST). */
    async totals(companyId: string | undefined, from: string | undefined, to: string | undefined) {
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
      if (from) q = q.where('created_at', '>=', istDayStart(from));
      if (to) q = q.where('created_at', '<', istDayEnd(to));
      const rows = await q.execute();
      return Object.fromEntries(
        COD_REMITTANCE_STATUSES.map((s) => {
          const r = rows.find((x) => x.status === s);
          return [s, { count: Number(r?.n ?? 0), amountPaise: Number(r?.amount ?? 0) }];
        }),
      ) as CodRemittanceTotals;
    },
  };
}

/** Where a company takes its COD amounts, and the remittance run that pays them. */
function payoutService(db: Kysely<InvoicesDB>) {
  return {
    async settings(companyId: string) {
      const row = await db
        .selectFrom('cod_remittance_settings')
        .selectAll()
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return { companyId, toWallet: row?.to_wallet ?? false, updatedAt: row?.updated_at.toISOString() ?? null };
    },

    async saveSettings(companyId: string, toWallet: boolean) {
      const row = await db
        .insertInto('cod_remittance_settings')
        .values({ company_id: companyId, to_wallet: toWallet })
        .onConflict((oc) => oc.column('company_id').doUpdateSet({ to_wallet: toWallet, updated_at: new Date() }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return { companyId, toWallet: row.to_wallet, updatedAt: row.updated_at.toISOString() };
    },

    /** Each company's run, one after another: the runs that paid something, and their sums. */
    async run(companyId: string | undefined, by: string) {
      await moveDue(db, companyId);
      let q = db.selectFrom('cod_remittances').select('company_id').distinct().where('status', '=', 'due');
      if (companyId) q = q.where('company_id', '=', companyId);
      const companies = (await q.execute()).map((r) => r.company_id);
      const runs = [];
      for (const company of companies) runs.push(await runCompany(db, company, by));
      const paid = runs.filter((r) => r.rows > 0);
      const rows = paid.reduce((n, r) => n + r.rows, 0);
      const amountPaise = paid.reduce((n, r) => n + r.amountPaise, 0);
      return { runs: paid, rows, amountPaise };
    },
  };
}

/**
 * COD remittance: each delivered COD order's amount, owed to its brand from delivery and due
 * after the brand's remittance days; paid by a remittance run, to the bank or into the wallet.
 */
export function codRemittanceService(db: Kysely<InvoicesDB>, deps: CodRemittanceDeps) {
  return {
    /** Rows past their due date move to due: one company's, every company's, or those of `ids`. */
    moveDue: (companyId?: string, ids?: readonly string[]) => moveDue(db, companyId, ids),
    ...deliveryService(db, deps),
    ...listService(db),
    ...payoutService(db),
  };
}

export type CodRemittanceService = ReturnType<typeof codRemittanceService>;
