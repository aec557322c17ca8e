import { normaliseAwb, type AdjustableOrderRecord } from '@parcelo/common';
import { answers, ok, z, type ServiceContext, type ServiceApp } from '../../platform/index.js';
import type { OmsDB } from '../db.js';

/** An order as the adjustment sheet reads it (`AdjustableOrderRecord`). */
const AdjustableOrderRecordSchema = z.object({
  orderId: z.string(),
  companyId: z.string(),
  shopOrderId: z.string(),
  awb: z.string(),
  status: z.string(),
  weightKg: z.number(),
  dimensions: z.object({ length: z.number(), breadth: z.number(), height: z.number() }).nullable(),
}) satisfies z.ZodType<AdjustableOrderRecord>;

/** Billing's view of orders by AWB, for the admin's shipping adjustment sheet (courier-measured weights). */
export function shippingAdjustmentRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;

  app.post(
    '/internal/orders/by-awb',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({ awbs: z.array(z.string().trim().min(1).max(100)).max(10_000) }),
        response: answers(z.object({ orders: z.array(AdjustableOrderRecordSchema) })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const awbs = [...new Set(request.body.awbs.map(normaliseAwb))];
      if (!awbs.length) return ok({ orders: [] });
      const rows = await db
        .selectFrom('orders')
        .select([
          'id',
          'company_id',
          'shop_order_id',
          'awb',
          'status',
          'weight_kg',
          'length_cm',
          'breadth_cm',
          'height_cm',
        ])
        .where('awb', 'in', awbs)
        .where('anonymised_at', 'is', null)
        .execute();
      const orders: AdjustableOrderRecord[] = rows.map((r) => ({
        orderId: r.id,
        companyId: r.company_id,
        shopOrderId: r.shop_order_id,
        awb: r.awb!,
        status: r.status,
        weightKg: Number(r.weight_kg),
        dimensions:
          r.length_cm && r.breadth_cm && r.height_cm
            ? { length: Number(r.length_cm), breadth: Number(r.breadth_cm), height: Number(r.height_cm) }
            : null,
      }));
      return ok({ orders });
    },
  );
}
