import { normaliseAwb, type AdjustableOrderRecord } from '@parcelo/common';
import { answers, ok, z, type ServiceContext, type ServiceApp } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { bookedFreightAt } from '../deliveryPartners/quotes.js';

/** An order as the adjustment sheet reads it (`AdjustableOrderRecord`). */
const AdjustableOrderRecordSchema = z.object({
  orderId: z.string(),
  companyId: z.string(),
  shopOrderId: z.string(),
  awb: z.string(),
  status: z.string(),
  weightKg: z.number(),
  dimensions: z.object({ length: z.number(), breadth: z.number(), height: z.number() }).nullable(),
  courierAwb: z.string().nullable(),
  freightAtMeasuredPaise: z.number().int().nullable(),
}) satisfies z.ZodType<AdjustableOrderRecord>;

/** Billing's view of orders by AWB, for the admin's shipping adjustment sheet (courier-measured weights). */
export function shippingAdjustmentRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;

  app.post(
    '/internal/orders/by-awb',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({
          awbs: z.array(z.string().trim().min(1).max(100)).max(10_000),
          /** The courier's measured weight by AWB, in grams: courier-booked orders are priced at it. */
          measuredGrams: z.record(z.string().max(100), z.number().int().min(1).max(1_000_000_000)).optional(),
        }),
        response: answers(z.object({ orders: z.array(AdjustableOrderRecordSchema) })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const awbs = [...new Set(request.body.awbs.map(normaliseAwb))];
      if (!awbs.length) return ok({ orders: [] });
      // A courier-booked order is known by the courier's AWB as well as the platform's.
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where((eb) => eb.or([eb('awb', 'in', awbs), eb('delivery_awb', 'in', awbs)]))
        .where('anonymised_at', 'is', null)
        .execute();
      const measured = new Map(Object.entries(request.body.measuredGrams ?? {}).map(([a, g]) => [normaliseAwb(a), g]));
      const freight = await bookedFreightAt(
        db,
        rows,
        (o) => measured.get(normaliseAwb(o.delivery_awb ?? '')) ?? measured.get(normaliseAwb(o.awb ?? '')),
      );
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
        courierAwb: r.delivery_awb ? normaliseAwb(r.delivery_awb) : null,
        freightAtMeasuredPaise: freight.get(r.id) ?? null,
      }));
      return ok({ orders });
    },
  );
}
