import { sql } from 'kysely';
import { CREDITED_STATUSES, RetailerOrderLineSchema, istDayStart } from '@parcelo/common';
import { answers, ok, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { OmsDB } from '../db.js';

/** The most lines one answer carries: a brand's 90 days of D2R orders, a line each. */
const LINES_MAX = 50_000;

/** What the d2r service's retailer engine asks of a brand's D2R orders: what each retailer bought. */
export function retailerLinesRoute(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  /**
   * The lines of the brand's D2R orders taken on the India days from `from` on, each with its
   * retailer, order and India day; orders cancelled or sent back are not what a shop wanted.
   */
  app.post(
    '/internal/d2r/retailer-lines',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({ companyId: z.string().uuid(), from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
        response: answers(z.object({ lines: z.array(RetailerOrderLineSchema) })),
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('orders as o')
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .select([
          'o.d2r_retailer_id',
          'o.id',
          'i.sku',
          'i.title',
          'i.quantity',
          sql<string>`to_char(o.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`.as('day'),
        ])
        .where('o.company_id', '=', request.body.companyId)
        .where('o.d2r', '=', true)
        .where('o.d2r_retailer_id', 'is not', null)
        .where('o.status', 'not in', [...CREDITED_STATUSES])
        .where('o.created_at', '>=', istDayStart(request.body.from))
        .orderBy('o.created_at')
        .orderBy('i.position')
        .limit(LINES_MAX)
        .execute();
      return ok({
        lines: rows.map((r) => ({
          retailerId: r.d2r_retailer_id!,
          orderId: r.id,
          sku: r.sku,
          title: r.title,
          quantity: r.quantity,
          day: r.day,
        })),
      });
    },
  );
}
