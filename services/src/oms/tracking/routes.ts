import type { Kysely } from 'kysely';
import {
  MSG,
  SHIPMENT_STATUSES,
  maskName,
  normaliseSearchValue,
  trackingSearchRule,
  maskPhone,
  maskPincode,
  TRACKING_REFRESH_SECONDS,
  codCollection,
  statusView,
  TrackedShipmentRecordSchema,
  type TrackedShipmentRecord,
} from '@parcelo/common';

/** Courier events read as written; the rest (who placed or moved it) are the seller's business. */
const PUBLIC_DESCRIPTIONS: ReadonlySet<string> = new Set(SHIPMENT_STATUSES);
import { answers, badRequest, ok, z, type ServiceContext, type ServiceApp, answersPage } from '../../platform/index.js';
import type { OmsDB, OrderRow } from '../db.js';

/** What the public may see of orders: masked, without prices other than what COD asks. */
async function shipments(db: Kysely<OmsDB>, rows: OrderRow[]): Promise<TrackedShipmentRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [items, trail] = await Promise.all([
    db
      .selectFrom('order_items')
      .select(['order_id', 'title', 'quantity'])
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('order_trail')
      .select(['order_id', 'created_at', 'status', 'description', 'city'])
      .where('order_id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return rows.map((o) => {
    const own = trail.filter((t) => t.order_id === o.id);
    const a = o.shipping_address;
    const cod = o.payment_mode === 'COD' ? codCollection(o.status) : 'NONE';
    return {
      awb: o.awb ?? o.delivery_awb,
      courierAwb: o.delivery_awb,
      trackingId: o.id,
      orderNumber: o.shop_order_id,
      status: o.status,
      courier: o.delivery_partner,
      placedAt: o.created_at.toISOString(),
      paymentMode: o.payment_mode,
      amountToPay: cod === 'DUE' ? Number(o.total_amount_paise) : null,
      amountPaidOnDelivery: cod === 'PAID' ? Number(o.total_amount_paise) : null,
      buyerName: maskName(a.firstName || o.customer_name, a.lastName ?? ''),
      buyerPhone: maskPhone(o.customer_phone),
      deliveryAddress: `${a.city}, ${a.state} ${maskPincode(a.pincode)}`,
      pickupCity: own.at(-1)?.city ?? null,
      items: items.filter((i) => i.order_id === o.id).map((i) => ({ title: i.title, quantity: i.quantity })),
      trail: own.map((t) => ({
        createdAt: t.created_at.toISOString(),
        status: statusView(t.status).code,
        description: PUBLIC_DESCRIPTIONS.has(t.status) ? t.description : statusView(t.status).label,
        city: t.city,
      })),
      companyId: o.company_id,
      refreshInSeconds: TRACKING_REFRESH_SECONDS,
    };
  });
}

const SearchBody = z.object({
  by: z.enum(['awb', 'mobile', 'email']),
  value: z.string().max(200),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

/** A lookup's shipments, a page of them. */
const SearchSchema = {
  body: SearchBody,
  response: answersPage('shipments', TrackedShipmentRecordSchema),
};

/**
 * Public tracking: no sign-in. A lookup matches exactly (an AWB, a buyer's whole
 * phone or e-mail), so it shows that buyer's shipments and nothing about anyone else.
 */
export function trackingRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;
  const live = db.selectFrom('orders').selectAll().where('anonymised_at', 'is', null);

  app.get(
    '/track/shipment',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ awb: z.string().max(200).optional(), trackingId: z.string().max(200).optional() }),
        response: answers(z.object({ shipment: TrackedShipmentRecordSchema.nullable() })),
      },
    },
    async (request) => {
      const { awb, trackingId } = request.query;
      let row: OrderRow | undefined;
      if (trackingId) {
        const id = z.string().uuid().safeParse(trackingId.trim());
        row = id.success ? await live.where('id', '=', id.data).executeTakeFirst() : undefined;
      } else if (awb?.trim()) {
        const v = awb.trim().toUpperCase();
        row = await live
          .where((eb) => eb.or([eb('awb', '=', v), eb('delivery_awb', '=', v)]))
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
      } else {
        throw badRequest(MSG.awbRequired, 'awb', 'REQUIRED');
      }
      return ok({ shipment: row ? (await shipments(db, [row]))[0]! : null });
    },
  );

  app.post('/track/shipments', { config: { access: 'public' }, schema: SearchSchema }, async (request) => {
    const body = request.body;
    let q = live;
    const value = body.value.trim();
    const by = body.by === 'awb' ? 'AWB' : body.by === 'mobile' ? 'MOBILE' : 'EMAIL';
    const problem = trackingSearchRule(by)(value);
    if (problem) throw badRequest(problem, 'value', value ? 'INVALID' : 'REQUIRED');
    if (by === 'AWB') {
      const v = value.toUpperCase();
      q = q.where((eb) => eb.or([eb('awb', '=', v), eb('delivery_awb', '=', v)]));
    } else if (by === 'MOBILE') {
      q = q.where('customer_phone', '=', normaliseSearchValue(by, value));
    } else {
      q = q.where((eb) => eb(eb.fn('lower', ['customer_email']), '=', value.toLowerCase()));
    }
    const [rows, total] = await Promise.all([
      q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(body.limit).offset(body.offset).execute(),
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return ok({ shipments: await shipments(db, rows), totalCount: Number(total.n) });
  });
}
