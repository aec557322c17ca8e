import type { FastifyInstance } from 'fastify';
import { AssignedOrderRecordSchema, type AssignedOrderRecord } from '@parcelo/common';
import { answers, ok, parse, z, type ServiceContext } from '../../platform/index.js';
import type { HubDB } from '../db.js';

const Params = z.object({ driverId: z.string().uuid() });

export function assignedOrderRoutes(app: FastifyInstance, ctx: ServiceContext<HubDB>) {
  /** A driver's assigned orders, all at once (the admin's modal has no pagination). */
  app.get(
    '/hub/drivers/:driverId/assigned-orders',
    {
      config: { access: 'admin' },
      schema: { response: answers(z.object({ assignedOrders: z.array(AssignedOrderRecordSchema) })) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { driverId } = parse(Params, request.params);
      const rows = await ctx.db
        .selectFrom('assigned_orders')
        .selectAll()
        .where('driver_id', '=', driverId)
        .orderBy('assigned_at')
        .orderBy('order_id')
        .execute();
      return ok({
        assignedOrders: rows.map((r): AssignedOrderRecord => ({
          orderId: r.order_id,
          awb: r.awb,
          paymentMethod: r.payment_method,
          totalPrice: Number(r.total_price_paise),
          orderStatus: r.order_status,
          driverId: r.driver_id,
        })),
      });
    },
  );
}
