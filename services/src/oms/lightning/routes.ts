import { OrderRecordSchema } from '@parcelo/common';
import { answers, ok, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { orderRecords } from '../orders/records.js';

/**
 * What a Lightning driver may take out: orders still at the warehouse (placed, processed,
 * ready or packed) that no courier has been booked for.
 */
export const LIGHTNING_READY_STATUSES = ['PLACED', 'PROCESSED', 'READY_TO_SHIP', 'packed'] as const;

/** The most orders one cluster's planning reads at once. */
const LIGHTNING_ORDERS_MAX = 2_000;

/** The hub's view of orders for Lightning: those ready at a cluster's warehouse, or those it names. */
export function lightningRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;

  app.post(
    '/internal/lightning/orders',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({
          /** Orders ready at this warehouse, delivered to `pincodes` when given. */
          warehouseId: z.string().uuid().optional(),
          pincodes: z
            .array(z.string().regex(/^\d{6}$/))
            .max(1_000)
            .optional(),
          /** These orders, whatever their state (the hub checks them). */
          orderIds: z.array(z.string().uuid()).max(LIGHTNING_ORDERS_MAX).optional(),
        }),
        response: answers(z.object({ orders: z.array(OrderRecordSchema) })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const { warehouseId, pincodes, orderIds } = request.body;
      if (!warehouseId && !orderIds?.length) return ok({ orders: [] });
      let q = db.selectFrom('orders').selectAll().where('anonymised_at', 'is', null);
      if (orderIds?.length) q = q.where('id', 'in', orderIds);
      else
        q = q
          .where('warehouse_id', '=', warehouseId!)
          .where('status', 'in', [...LIGHTNING_READY_STATUSES])
          .where('delivery_partner_id', 'is', null);
      if (pincodes?.length) q = q.where('delivery_pincode', 'in', pincodes);
      const rows = await q.orderBy('created_at').orderBy('id').limit(LIGHTNING_ORDERS_MAX).execute();
      return ok({ orders: await orderRecords(db, rows) });
    },
  );
}
