import { sql } from 'kysely';
import { RetailerActivitySchema, addDays, istDayStart, istToday, type RetailerActivity } from '@parcelo/common';
import { answers, ok, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';

/** Whole days from one India day to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

interface InvoiceFigures {
  retailerId: string;
  finalPaise: number;
  outstandingPaise: number;
  dueDay: string;
  /** The India day it closed, if it has. */
  closedDay: string | null;
}

/**
 * Sums a retailer's invoices into what the retailer engine scores: value, count, and how it
 * pays. An invoice says how its retailer pays once it is paid (on time when it closed by its
 * due day) or once its due day has passed unpaid; one still within its terms says nothing yet.
 */
export function activityOf(invoices: readonly InvoiceFigures[], today: string): RetailerActivity[] {
  const byRetailer = new Map<string, RetailerActivity & { lateDays: number }>();
  for (const inv of invoices) {
    const a = byRetailer.get(inv.retailerId) ?? {
      retailerId: inv.retailerId,
      valuePaise: 0,
      invoices: 0,
      judged: 0,
      paidOnTime: 0,
      avgDaysLate: 0,
      overduePaise: 0,
      lateDays: 0,
    };
    a.valuePaise += inv.finalPaise;
    a.invoices += 1;
    if (inv.closedDay) {
      a.judged += 1;
      if (inv.closedDay <= inv.dueDay) a.paidOnTime += 1;
      else a.lateDays += daysBetween(inv.dueDay, inv.closedDay);
    } else if (inv.dueDay < today) {
      a.judged += 1;
      a.lateDays += daysBetween(inv.dueDay, today);
      a.overduePaise += inv.outstandingPaise;
    }
    byRetailer.set(inv.retailerId, a);
  }
  return [...byRetailer.values()].map(({ lateDays, ...a }) => ({
    ...a,
    avgDaysLate: a.judged ? Math.round((lateDays / a.judged) * 10) / 10 : 0,
  }));
}

/** What the d2r service's retailer engine asks of a brand's D2R invoices. */
export function retailerActivityRoute(app: ServiceApp, ctx: ServiceContext<InvoicesDB>) {
  /** Per retailer of the brand, its D2R invoices raised on the India days from `from` to today. */
  app.post(
    '/internal/d2r/retailer-activity',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({ companyId: z.string().uuid(), from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
        response: answers(z.object({ retailers: z.array(RetailerActivitySchema) })),
      },
    },
    async (request) => {
      const today = istToday();
      const rows = await ctx.db
        .selectFrom('invoices')
        .select([
          'retailer_id',
          'final_price_paise',
          sql<number>`final_price_paise - amount_paid_paise - credited_paise`.as('outstanding'),
          // Read as text: PGlite and PostgreSQL read a date differently.
          sql<string>`coalesce(due_date, (created_at at time zone 'Asia/Kolkata')::date)::text`.as('due_day'),
          sql<string | null>`to_char(closed_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`.as('closed_day'),
        ])
        .where('company_id', '=', request.body.companyId)
        .where('retailer_id', 'is not', null)
        .where('created_at', '>=', istDayStart(request.body.from))
        .where('created_at', '<', istDayStart(addDays(today, 1)))
        .execute();
      const invoices = rows.map((r) => ({
        retailerId: r.retailer_id!,
        finalPaise: Number(r.final_price_paise),
        outstandingPaise: Number(r.outstanding),
        dueDay: String(r.due_day).slice(0, 10),
        closedDay: r.closed_day,
      }));
      return ok({ retailers: activityOf(invoices, today) });
    },
  );
}
