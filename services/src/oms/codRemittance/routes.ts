import { answers, ok, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { OmsDB } from '../db.js';

/** What billing learns of the orders a COD remittance sheet names, to say why a row cannot be paid. */
const RemittanceOrderRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  shopOrderId: z.string(),
  awb: z.string(),
  paymentMode: z.string(),
  status: z.string(),
});
export type RemittanceOrderRecord = z.infer<typeof RemittanceOrderRecordSchema>;

/**
 * Orders by AWB for billing (internal): a remittance sheet names shipments by AWB, and a row
 * whose AWB has no delivered COD order is told apart as unknown, not COD or not delivered.
 */
export function codRemittanceRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;
  app.post(
    '/codRemittance/orders/by-awb',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({ awbs: z.array(z.string().trim().min(1).max(100)).min(1).max(10_000) }),
        response: answers(z.object({ orders: z.array(RemittanceOrderRecordSchema) })),
      },
    },
    async (request) => {
      const awbs = [...new Set(request.body.awbs)];
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'company_id', 'shop_order_id', 'awb', 'delivery_awb', 'payment_mode', 'status'])
        .where((eb) => eb.or([eb('awb', 'in', awbs), eb('delivery_awb', 'in', awbs)]))
        .execute();
      const orders: RemittanceOrderRecord[] = rows.map((r) => ({
        id: r.id,
        companyId: r.company_id,
        shopOrderId: r.shop_order_id,
        awb: awbs.includes(r.awb ?? '') ? r.awb! : r.delivery_awb!,
        paymentMode: r.payment_mode,
        status: r.status,
      }));
      return ok({ orders });
    },
  );
}
