import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  COURIERS,
  DeliveryPartnerConnectInput,
  DeliveryPartnerUpdateInput,
  DeliveryRatesInput,
  MAX_PINCODE_ROWS,
  MSG,
  PINCODE_CSV_COLUMNS,
  RateCardInput,
  canShip,
  chargeableGrams,
  courierOf,
  csvFlag,
  fill,
  notServiceable,
  priceOf,
  statusView,
  zoneOf,
  type DeliveryPartnerRecord,
  type DeliveryQuoteRecord,
  type RateCard,
} from '@parcelo/common';
import { lookupPincode, pincodeCount } from '@parcelo/common/pincodes';
import { openSecret, sealSecret, secretHint } from '@parcelo/common/secrets';
import {
  byIdsRoute,
  badRequest,
  conflict,
  countsChanged,
  notFound,
  ok,
  readCsv,
  withinReach,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { DeliveryPartnerRow, OmsDB, OrderRow } from '../db.js';
import { appendTrail } from '../orders/create.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { orderRecords } from '../orders/records.js';
import { CourierFailure, courierAdapter } from './adapters.js';

const Id = z.object({ id: z.string().uuid() });

/** Shipping moves a placed or processed order to Ready to ship, where it waits for the courier. */
const READY = 'READY_TO_SHIP';

interface Flags {
  forward: boolean;
  reverse: boolean;
  cod: boolean;
}

export interface RatesQuery {
  pickupPincode: string;
  deliveryPincode: string;
  weightKg: number;
  dimensions: { length: number; breadth: number; height: number } | null;
  paymentMode: 'COD' | 'PREPAID';
  orderValuePaise: number;
}

/** Counts of each partner's serviceable pincodes (directory-wide partners count the directory). */
async function pincodeCounts(db: Kysely<OmsDB>, rows: DeliveryPartnerRow[]) {
  const listed = rows.filter((r) => !r.all_pincodes).map((r) => r.id);
  const counted = listed.length
    ? await db
        .selectFrom('delivery_partner_pincodes')
        .select([
          'partner_id',
          sql<number>`count(*)`.as('total'),
          sql<number>`count(*) filter (where forward)`.as('forward'),
          sql<number>`count(*) filter (where reverse)`.as('reverse'),
          sql<number>`count(*) filter (where cod)`.as('cod'),
        ])
        .where('partner_id', 'in', listed)
        .groupBy('partner_id')
        .execute()
    : [];
  const byId = new Map(counted.map((c) => [c.partner_id, c]));
  return (r: DeliveryPartnerRow) => {
    if (r.all_pincodes) {
      const n = pincodeCount();
      return { total: n, forward: r.all_forward ? n : 0, reverse: r.all_reverse ? n : 0, cod: r.all_cod ? n : 0 };
    }
    const c = byId.get(r.id);
    return {
      total: Number(c?.total ?? 0),
      forward: Number(c?.forward ?? 0),
      reverse: Number(c?.reverse ?? 0),
      cod: Number(c?.cod ?? 0),
    };
  };
}

/** Partners as records; a partner of another company than `viewerCompany` (when given) comes without its key's hint. */
export async function partnerRecords(
  db: Kysely<OmsDB>,
  rows: DeliveryPartnerRow[],
  viewerCompany?: string | null,
): Promise<DeliveryPartnerRecord[]> {
  const counts = await pincodeCounts(db, rows);
  return rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    courier: r.courier,
    courierName: courierOf(r.courier)?.name ?? r.courier,
    name: r.name,
    credentialsHint: viewerCompany === undefined || viewerCompany === r.company_id ? r.credentials_hint : '',
    active: r.active,
    priority: r.priority,
    allPincodes: r.all_pincodes,
    pincodeCounts: counts(r),
    rateCard: r.rate_card,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }));
}

/**
 * Every partner's quote for one shipment, cheapest first (then faster, then by priority);
 * those that cannot carry it come last, each saying why.
 */
export async function quotesFor(
  db: Kysely<OmsDB>,
  partners: DeliveryPartnerRow[],
  q: RatesQuery,
): Promise<DeliveryQuoteRecord[]> {
  const pickup = lookupPincode(q.pickupPincode);
  if (!pickup) throw badRequest(MSG.invalidPincode, 'pickupPincode');
  const delivery = lookupPincode(q.deliveryPincode);
  if (!delivery) throw badRequest(MSG.invalidPincode, 'deliveryPincode');
  const listed = partners.filter((p) => !p.all_pincodes).map((p) => p.id);
  const rows = listed.length
    ? await db
        .selectFrom('delivery_partner_pincodes')
        .selectAll()
        .where('partner_id', 'in', listed)
        .where('pincode', 'in', [pickup.pincode, delivery.pincode])
        .execute()
    : [];
  const flags = (p: DeliveryPartnerRow, pincode: string): Flags | null => {
    if (p.all_pincodes) return { forward: p.all_forward, reverse: p.all_reverse, cod: p.all_cod };
    return rows.find((r) => r.partner_id === p.id && r.pincode === pincode) ?? null;
  };
  const zone = zoneOf(pickup, delivery);
  const cod = q.paymentMode === 'COD';
  const quotes = partners.map((p): DeliveryQuoteRecord & { priority: number } => {
    const at = flags(p, delivery.pincode);
    const base = {
      partnerId: p.id,
      partnerName: p.name,
      courier: p.courier,
      courierName: courierOf(p.courier)?.name ?? p.courier,
      codAvailable: !!at?.forward && at.cod,
      priority: p.priority,
    };
    const refused = (reason: string) => ({
      ...base,
      serviceable: false,
      reason,
      zone: null,
      chargeableGrams: null,
      freightPaise: null,
      codPaise: null,
      totalPaise: null,
      rtoPaise: null,
      days: null,
    });
    if (!flags(p, pickup.pincode)?.forward) return refused(notServiceable.pickup(pickup.pincode, p.name));
    if (!at?.forward) return refused(notServiceable.delivery(delivery.pincode, p.name));
    if (cod && !at.cod) return refused(notServiceable.cod(delivery.pincode, p.name));
    if (!p.rate_card) return refused(notServiceable.noRateCard(p.name));
    const price = priceOf(p.rate_card, zone, {
      weightKg: q.weightKg,
      dimensions: q.dimensions,
      cod,
      orderValuePaise: q.orderValuePaise,
    });
    return { ...base, serviceable: true, reason: null, ...price };
  });
  quotes.sort((a, b) =>
    a.serviceable !== b.serviceable
      ? a.serviceable
        ? -1
        : 1
      : (a.totalPaise ?? 0) - (b.totalPaise ?? 0) ||
        (a.days ?? 0) - (b.days ?? 0) ||
        a.priority - b.priority ||
        a.partnerName.localeCompare(b.partnerName),
  );
  return quotes.map(({ priority: _, ...quote }) => quote);
}

/** An order's shipment as the calculator takes it. */
export const orderShipment = (o: OrderRow): RatesQuery => ({
  pickupPincode: o.pickup_pincode,
  deliveryPincode: o.delivery_pincode,
  weightKg: Number(o.weight_kg),
  dimensions:
    o.length_cm !== null && o.breadth_cm !== null && o.height_cm !== null
      ? { length: o.length_cm, breadth: o.breadth_cm, height: o.height_cm }
      : null,
  paymentMode: o.payment_mode === 'COD' ? 'COD' : 'PREPAID',
  orderValuePaise: Number(o.total_amount_paise),
});

const PincodesBody = z
  .object({
    /** An uploaded list, `pincode,forward,reverse,cod`; it replaces the partner's list. */
    csv: z.string().max(2_000_000).optional(),
    /** Or every pincode of the directory, with these flags. */
    allPincodes: z.object({ forward: z.boolean(), reverse: z.boolean(), cod: z.boolean() }).optional(),
  })
  .refine((b) => !!b.csv !== !!b.allPincodes, { message: MSG.noFileSelected, path: ['csv'] });

/**
 * Delivery partners: the couriers a company connects, where they go, what they charge, the
 * calculator that compares them, and shipping an order with one.
 */
export function deliveryPartnerRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
  const { db } = ctx;

  /** The caller's company: partners belong to a company, and another's are simply not found. */
  async function companyOf(request: FastifyRequest): Promise<string> {
    const principal = await ctx.auth.member(request);
    if (!principal.companyId) throw notFound();
    return principal.companyId;
  }

  async function ownPartner(request: FastifyRequest, id: string): Promise<DeliveryPartnerRow> {
    const companyId = await companyOf(request);
    const row = await db
      .selectFrom('delivery_partners')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  const partnerReply = async (id: string, message: string) => {
    const row = await db.selectFrom('delivery_partners').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [deliveryPartner] = await partnerRecords(db, [row]);
    return ok({ deliveryPartner }, message);
  };

  const activePartners = (companyId: string) =>
    db
      .selectFrom('delivery_partners')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('active', '=', true)
      .orderBy('priority')
      .orderBy('name')
      .execute();

  app.get('/delivery-partners/couriers', { config: { access: 'member' } }, async () => ok({ couriers: COURIERS }));

  app.get('/delivery-partners', { config: { access: 'member' } }, async (request) => {
    const companyId = await companyOf(request);
    const rows = await db
      .selectFrom('delivery_partners')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('priority')
      .orderBy('name')
      .execute();
    return ok({ deliveryPartners: await partnerRecords(db, rows) });
  });

  /**
   * Batch read for loaders: the caller's company's partners, and the partners its reach's orders
   * ship with (a warehouse operator sees who collects the orders at its warehouses), those
   * without their key's hint. Any other id is left out.
   */
  byIdsRoute(app, '/delivery-partners/byIds', 'deliveryPartners', async (ids, request) => {
    const within = await ctx.auth.reach(request, undefined);
    const own = within.principal.companyId;
    const rows = await db
      .selectFrom('delivery_partners')
      .selectAll()
      .where('id', 'in', ids)
      .where((eb) =>
        eb.or([
          ...(own ? [eb('company_id', '=', own)] : []),
          eb.exists(
            withinReach(
              eb
                .selectFrom('orders')
                .select('orders.id')
                .whereRef('orders.delivery_partner_id', '=', 'delivery_partners.id'),
              within,
              { company: 'orders.company_id', warehouse: 'orders.warehouse_id' },
            ),
          ),
        ]),
      )
      .execute();
    return partnerRecords(db, rows, own);
  });

  app.post(
    '/delivery-partners',
    { config: { access: 'member', idempotent: true }, schema: { body: DeliveryPartnerConnectInput } },
    async (request) => {
      const companyId = await companyOf(request);
      const body = request.body;
      const id = randomUUID();
      await db
        .insertInto('delivery_partners')
        .values({
          id,
          company_id: companyId,
          courier: body.courier,
          name: body.name,
          credentials: sealSecret(body.apiKey),
          credentials_hint: secretHint(body.apiKey),
          active: body.active,
          priority: body.priority,
        })
        .execute();
      return partnerReply(id, 'Delivery partner connected');
    },
  );

  app.patch(
    '/delivery-partners/:id',
    { config: { access: 'member' }, schema: { params: Id, body: DeliveryPartnerUpdateInput } },
    async (request) => {
      const partner = await ownPartner(request, request.params.id);
      const body = request.body;
      await db
        .updateTable('delivery_partners')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.apiKey !== undefined
            ? { credentials: sealSecret(body.apiKey), credentials_hint: secretHint(body.apiKey) }
            : {}),
          ...(body.priority !== undefined ? { priority: body.priority } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', partner.id)
        .execute();
      return partnerReply(partner.id, 'Delivery partner saved');
    },
  );

  /** Disconnecting forgets the partner; orders it shipped keep its name and AWB. */
  app.delete('/delivery-partners/:id', { config: { access: 'member' }, schema: { params: Id } }, async (request) => {
    const partner = await ownPartner(request, request.params.id);
    await db.deleteFrom('delivery_partners').where('id', '=', partner.id).execute();
    const [deliveryPartner] = await partnerRecords(db, [partner]);
    return ok({ deliveryPartner }, 'Delivery partner disconnected');
  });

  app.put(
    '/delivery-partners/:id/rate-card',
    { config: { access: 'member' }, schema: { params: Id, body: RateCardInput } },
    async (request) => {
      const partner = await ownPartner(request, request.params.id);
      const card: RateCard = request.body;
      await db
        .updateTable('delivery_partners')
        .set({ rate_card: JSON.stringify(card), updated_at: new Date() })
        .where('id', '=', partner.id)
        .execute();
      return partnerReply(partner.id, 'Rate card saved');
    },
  );

  app.post(
    '/delivery-partners/:id/pincodes',
    { config: { access: 'member' }, schema: { params: Id, body: PincodesBody } },
    async (request) => {
      const partner = await ownPartner(request, request.params.id);
      const { csv, allPincodes: all } = request.body;
      if (all) {
        await db.transaction().execute(async (tx) => {
          await tx.deleteFrom('delivery_partner_pincodes').where('partner_id', '=', partner.id).execute();
          await tx
            .updateTable('delivery_partners')
            .set({
              all_pincodes: true,
              all_forward: all.forward,
              all_reverse: all.reverse,
              all_cod: all.cod,
              updated_at: new Date(),
            })
            .where('id', '=', partner.id)
            .execute();
        });
        return partnerReply(partner.id, MSG.pincodesUploaded);
      }
      const records = readCsv(csv ?? '', MSG.csvOnly);
      if (!records.length || PINCODE_CSV_COLUMNS.some((c) => !(c in records[0]!)))
        throw badRequest(MSG.pincodesCsvHeader, 'csv');
      if (records.length > MAX_PINCODE_ROWS)
        throw badRequest(fill(MSG.pincodesCsvMax, { n: MAX_PINCODE_ROWS.toLocaleString('en-IN') }), 'csv');
      // Keyed by pincode, so one listed twice counts once (its last row).
      const values = new Map<string, { partner_id: string; pincode: string } & Flags>();
      records.forEach((r, i) => {
        const row = i + 2;
        const pincode = (r.pincode ?? '').trim();
        if (!lookupPincode(pincode))
          throw badRequest(fill(MSG.pincodesCsvRow, { row, problem: MSG.invalidPincode }), 'csv');
        const flags = {} as Flags;
        for (const column of ['forward', 'reverse', 'cod'] as const) {
          const flag = csvFlag(r[column]);
          if (flag === null)
            throw badRequest(fill(MSG.pincodesCsvRow, { row, problem: fill(MSG.pincodesCsvFlag, { column }) }), 'csv');
          flags[column] = flag;
        }
        values.set(pincode, { partner_id: partner.id, pincode, ...flags });
      });
      const list = [...values.values()];
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('delivery_partner_pincodes').where('partner_id', '=', partner.id).execute();
        for (let i = 0; i < list.length; i += 1000)
          await tx
            .insertInto('delivery_partner_pincodes')
            .values(list.slice(i, i + 1000))
            .execute();
        await tx
          .updateTable('delivery_partners')
          .set({ all_pincodes: false, updated_at: new Date() })
          .where('id', '=', partner.id)
          .execute();
      });
      return partnerReply(partner.id, MSG.pincodesUploaded);
    },
  );

  /** The rate calculator: the company's active partners for a shipment it describes. */
  app.post(
    '/delivery-partners/rates',
    { config: { access: 'member' }, schema: { body: DeliveryRatesInput } },
    async (request) => {
      const companyId = await companyOf(request);
      const body = request.body;
      const quotes = await quotesFor(db, await activePartners(companyId), {
        ...body,
        dimensions: body.dimensions ?? null,
      });
      return ok({ quotes });
    },
  );

  /** An order within the caller's reach (its seller's, or an operator's at its warehouses). */
  async function reachableOrder(request: FastifyRequest, id: string): Promise<OrderRow> {
    const within = await ctx.auth.reach(request, undefined);
    const order = await withinReach(
      db.selectFrom('orders').selectAll().where('id', '=', id),
      within,
    ).executeTakeFirst();
    if (!order) throw notFound();
    return order;
  }

  /** The quotes for an order as it stands, from its seller's active partners. */
  app.get('/orders/:id/delivery-rates', { config: { access: 'member' }, schema: { params: Id } }, async (request) => {
    const order = await reachableOrder(request, request.params.id);
    const partners = await activePartners(order.company_id);
    const quotes = await quotesFor(db, partners, orderShipment(order));
    // The partners come along: an operator's loader would not find a seller's partner that has shipped nothing here yet.
    const { principal } = await ctx.auth.reach(request, undefined);
    return ok({ quotes, partners: await partnerRecords(db, partners, principal.companyId ?? null) });
  });

  const shippedReply = async (orderId: string, message: string) => {
    const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const [order] = await orderRecords(db, [row]);
    return ok({ order }, message);
  };

  /**
   * Ships an order with one of its seller's partners: the courier books it and gives the AWB.
   * The shipment row (keyed by order) is claimed before the courier is called, so parallel or
   * repeated asks book one parcel; a repeat after success answers with that shipment.
   */
  app.post(
    '/orders/:id/ship',
    {
      config: { access: 'member', adminPermission: 'brandOrders', idempotent: true },
      schema: { params: Id, body: z.object({ partnerId: z.string().uuid() }) },
    },
    async (request) => {
      const order = await reachableOrder(request, request.params.id);
      const { partnerId } = request.body;
      const partner = await db
        .selectFrom('delivery_partners')
        .selectAll()
        .where('id', '=', partnerId)
        .where('company_id', '=', order.company_id)
        .executeTakeFirst();
      if (!partner) throw notFound();

      const already = async () => {
        const s = await db.selectFrom('shipments').selectAll().where('order_id', '=', order.id).executeTakeFirst();
        if (!s) return null;
        if (!s.awb) throw conflict(MSG.orderBeingShipped);
        if (s.partner_id === partner.id)
          return shippedReply(order.id, fill(MSG.orderShipped, { partner: partner.name, awb: s.awb }));
        const current = await db
          .selectFrom('orders')
          .select(['delivery_partner', 'delivery_awb'])
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        throw badRequest(
          fill(MSG.orderAlreadyShipped, {
            partner: current.delivery_partner ?? '',
            awb: current.delivery_awb ?? s.awb,
          }),
          'partnerId',
          'NOT_ALLOWED',
        );
      };
      const done = await already();
      if (done) return done;

      if (!canShip(order.status) || order.anonymised_at)
        throw badRequest(fill(MSG.orderNotShippable, { status: statusView(order.status).label }), null, 'NOT_ALLOWED');
      if (order.delivery_awb && order.delivery_partner_id)
        throw badRequest(
          fill(MSG.orderAlreadyShipped, { partner: order.delivery_partner ?? '', awb: order.delivery_awb }),
          'partnerId',
          'NOT_ALLOWED',
        );
      const shipment = orderShipment(order);
      const quotes = await quotesFor(db, await activePartners(order.company_id), shipment);
      if (!quotes.some((q) => q.serviceable))
        throw badRequest(fill(MSG.noPartnerServes, { pincode: order.delivery_pincode }), 'partnerId', 'NOT_ALLOWED');
      if (!partner.active) throw badRequest(fill(MSG.partnerInactive, { partner: partner.name }), 'partnerId');
      const quote = quotes.find((q) => q.partnerId === partner.id)!;
      if (!quote.serviceable)
        throw badRequest(
          fill(MSG.partnerNotServing, { partner: partner.name, reason: quote.reason ?? '' }),
          'partnerId',
          'NOT_ALLOWED',
        );

      const claimed = await db
        .insertInto('shipments')
        .values({
          order_id: order.id,
          company_id: order.company_id,
          partner_id: partner.id,
          price_paise: quote.totalPaise,
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .returning('order_id')
        .executeTakeFirst();
      if (!claimed) {
        const again = await already();
        if (again) return again;
        throw conflict(MSG.orderBeingShipped);
      }

      const release = () =>
        db.deleteFrom('shipments').where('order_id', '=', order.id).where('awb', 'is', null).execute();
      let booked: { awb: string; label?: string | null };
      try {
        booked = await courierAdapter(partner.courier).createShipment(
          {
            orderId: order.id,
            shopOrderId: order.shop_order_id,
            pickupPincode: shipment.pickupPincode,
            deliveryPincode: shipment.deliveryPincode,
            weightGrams: quote.chargeableGrams ?? chargeableGrams(shipment.weightKg, shipment.dimensions, 500),
            paymentMode: shipment.paymentMode,
            codAmountPaise: shipment.paymentMode === 'COD' ? shipment.orderValuePaise : 0,
            consignee: { name: order.customer_name, phone: order.customer_phone },
          },
          { apiKey: openSecret(partner.credentials) },
        );
      } catch (err) {
        await release();
        if (!(err instanceof CourierFailure)) throw err;
        ctx.log.warn({ err, orderId: order.id, partnerId: partner.id }, 'courier booking failed');
        throw badRequest(
          err.refused
            ? fill(MSG.courierRefused, { partner: partner.name, reason: err.message })
            : fill(MSG.courierUnavailable, { partner: partner.name }),
          'partnerId',
        );
      }

      let events: number[] = [];
      try {
        events = await db.transaction().execute(async (tx) => {
          const current = await tx
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', order.id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          // Changed while the courier booked it (cancelled, say): the booking is let go.
          if (!canShip(current.status))
            throw badRequest(
              fill(MSG.orderNotShippable, { status: statusView(current.status).label }),
              null,
              'NOT_ALLOWED',
            );
          const ready = current.status === 'PLACED' || current.status === 'PROCESSED';
          await tx
            .updateTable('orders')
            .set({
              delivery_partner_id: partner.id,
              delivery_partner: partner.name,
              shipper: partner.name,
              delivery_awb: booked.awb,
              ...(ready ? { status: READY, rts_at: new Date() } : {}),
              updated_at: new Date(),
            })
            .where('id', '=', order.id)
            .execute();
          await tx
            .updateTable('shipments')
            .set({ awb: booked.awb, label_url: booked.label ?? null })
            .where('order_id', '=', order.id)
            .execute();
          await appendTrail(
            tx,
            order.id,
            ready ? READY : current.status,
            fill(MSG.orderShipped, { partner: partner.name, awb: booked.awb }),
          );
          // The seller's webhooks hear of the move to Ready to ship, with the courier's AWB.
          return ready
            ? outbox.statusChanged(tx, { ...current, delivery_awb: booked.awb }, READY, `${partner.name} booking`)
            : [];
        });
      } catch (err) {
        await release();
        await courierAdapter(partner.courier)
          .cancel?.(booked.awb, { apiKey: openSecret(partner.credentials) })
          .catch((e: unknown) => ctx.log.error({ err: e, awb: booked.awb }, 'courier booking not cancelled'));
        throw err;
      }
      countsChanged(db, order.company_id);
      await outbox.deliver(events);
      return shippedReply(order.id, fill(MSG.orderShipped, { partner: partner.name, awb: booked.awb }));
    },
  );
}

/**
 * Tells the courier a booked order was cancelled, so it does not come to collect it. Best
 * effort after the cancellation is saved: a courier that cannot be reached is logged, and the
 * order stays cancelled either way.
 */
export async function cancelCourierBooking(
  db: Kysely<OmsDB>,
  orderId: string,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const booking = await db
    .selectFrom('shipments')
    .innerJoin('delivery_partners', 'delivery_partners.id', 'shipments.partner_id')
    .select(['shipments.awb', 'delivery_partners.courier', 'delivery_partners.credentials'])
    .where('shipments.order_id', '=', orderId)
    .where('shipments.awb', 'is not', null)
    .executeTakeFirst();
  if (!booking?.awb) return;
  try {
    await courierAdapter(booking.courier).cancel?.(booking.awb, { apiKey: openSecret(booking.credentials) });
  } catch (err) {
    log.warn({ err, orderId, awb: booking.awb }, 'courier booking not cancelled');
  }
}
