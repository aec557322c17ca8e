import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  COURIERS,
  COURIER_CODES,
  DeliveryPartnerConnectInput,
  DeliveryPartnerRecordSchema,
  DeliveryQuoteRecordSchema,
  DeliveryPartnerUpdateInput,
  DeliveryRatesInput,
  MAX_PINCODE_ROWS,
  MSG,
  OrderRecordSchema,
  PINCODE_CSV_COLUMNS,
  RateCardInput,
  courierOf,
  csvFlag,
  fill,
  type CourierCode,
  type DeliveryPartnerRecord,
  type RateCard,
} from '@parcelo/common';
import { lookupPincode, pincodeCount } from '@parcelo/common/pincodes';
import { sealSecret, secretHint } from '@parcelo/common/secrets';
import {
  answers,
  byIdsRoute,
  badRequest,
  notFound,
  ok,
  readCsv,
  withinReach,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { DeliveryPartnerRow, OmsDB, OrderRow } from '../db.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { orderRecords } from '../orders/records.js';
import type { CourierTracking } from '../tracking/courier.js';
import { CourierFailure, courierAdapter } from './adapters.js';
import { shipOrder } from './booking.js';
import { isParceloContract, offerParceloContracts } from './contracts.js';
import { activePartners, orderShipment, quotesFor, type Flags } from './quotes.js';

const Id = z.object({ id: z.string().uuid() });

/** One partner, as its changes answer it. */
const OnePartner = answers(z.object({ deliveryPartner: DeliveryPartnerRecordSchema }));
/** Disconnecting answers the partner as it was. */
const Disconnect = { params: Id, response: OnePartner };

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
    contract: isParceloContract(r) ? 'PARCELO' : 'OWN',
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

const PincodesBody = z
  .object({
    /** An uploaded list, `pincode,forward,reverse,cod`; it replaces the partner's list. */
    csv: z.string().max(2_000_000).optional(),
    /** Or every pincode of the directory, with these flags. */
    allPincodes: z.object({ forward: z.boolean(), reverse: z.boolean(), cod: z.boolean() }).optional(),
  })
  .refine((b) => !!b.csv !== !!b.allPincodes, { message: MSG.noFileSelected, path: ['csv'] });

/** An order's quotes, with the partners they are of. */
const OrderRatesSchema = {
  params: Id,
  response: answers(
    z.object({ quotes: z.array(DeliveryQuoteRecordSchema), partners: z.array(DeliveryPartnerRecordSchema) }),
  ),
};

/** How routes find the caller's company and its partners: another company's are simply not found. */
function partnerAccess(ctx: ServiceContext<OmsDB>) {
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

  /** One of the seller's own accounts: a Parcelo contract's key, name, card and pincodes are Parcelo's. */
  async function ownAccount(request: FastifyRequest, id: string): Promise<DeliveryPartnerRow> {
    const row = await ownPartner(request, id);
    if (isParceloContract(row)) throw badRequest(MSG.parceloContractFixed, null, 'NOT_ALLOWED');
    return row;
  }

  const partnerReply = async (id: string, message: string) => {
    const row = await db.selectFrom('delivery_partners').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [deliveryPartner] = await partnerRecords(db, [row]);
    return ok({ deliveryPartner: deliveryPartner! }, message);
  };

  /** A seller's company is offered Parcelo's contracts; a warehouse company ships nothing of its own. */
  async function offerContracts(request: FastifyRequest): Promise<void> {
    const principal = await ctx.auth.member(request);
    if (principal.userType === 'seller' && principal.companyId) await offerParceloContracts(db, principal.companyId);
  }

  return { companyOf, ownPartner, ownAccount, partnerReply, offerContracts };
}

/** Asks the courier whether it takes the key, refusing it in the seller's words when it does not. */
async function checkCourierKey(courier: CourierCode, apiKey: string): Promise<void> {
  const name = courierOf(courier)?.name ?? courier;
  try {
    await courierAdapter(courier).checkKey({ apiKey });
  } catch (err) {
    if (!(err instanceof CourierFailure)) throw err;
    throw badRequest(fill(err.refused ? MSG.courierKeyRefused : MSG.courierKeyUnchecked, { courier: name }), 'apiKey');
  }
}

/**
 * Delivery partners: the couriers a company connects, where they go, what they charge, the
 * calculator that compares them, and shipping an order with one.
 */
export function deliveryPartnerRoutes(
  app: ServiceApp,
  ctx: ServiceContext<OmsDB>,
  outbox: OrderOutbox,
  tracking: CourierTracking,
) {
  partnerRoutes(app, ctx);
  coverageRoutes(app, ctx);
  shippingRoutes(app, ctx, outbox, tracking);
}

/** Connecting, listing, changing and disconnecting a company's partners. */
function partnerRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;
  const { companyOf, ownPartner, ownAccount, partnerReply, offerContracts } = partnerAccess(ctx);

  const couriers = answers(
    z.object({
      couriers: z.array(
        z.object({ code: z.enum(COURIER_CODES), name: z.string(), apiHost: z.string(), awbPrefix: z.string() }),
      ),
    }),
  );
  app.get('/delivery-partners/couriers', { config: { access: 'member' }, schema: { response: couriers } }, async () =>
    ok({ couriers: [...COURIERS] }),
  );

  const list = answers(z.object({ deliveryPartners: z.array(DeliveryPartnerRecordSchema) }));
  app.get('/delivery-partners', { config: { access: 'member' }, schema: { response: list } }, async (request) => {
    const companyId = await companyOf(request);
    await offerContracts(request);
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
  byIdsRoute(
    app,
    '/delivery-partners/byIds',
    'deliveryPartners',
    async (ids, request) => {
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
    },
    { record: DeliveryPartnerRecordSchema },
  );

  app.post(
    '/delivery-partners',
    {
      config: { access: 'member', idempotent: true },
      schema: { body: DeliveryPartnerConnectInput, response: OnePartner },
    },
    async (request) => {
      const companyId = await companyOf(request);
      const body = request.body;
      await checkCourierKey(body.courier, body.apiKey);
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
    { config: { access: 'member' }, schema: { params: Id, body: DeliveryPartnerUpdateInput, response: OnePartner } },
    async (request) => {
      const partner = await ownPartner(request, request.params.id);
      const body = request.body;
      // A contract is switched on or off and ranked; the rest of it is Parcelo's.
      if (isParceloContract(partner) && (body.name !== undefined || body.apiKey !== undefined))
        throw badRequest(MSG.parceloContractFixed, null, 'NOT_ALLOWED');
      if (body.apiKey !== undefined) await checkCourierKey(partner.courier, body.apiKey);
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
  app.delete('/delivery-partners/:id', { config: { access: 'member' }, schema: Disconnect }, async (request) => {
    const partner = await ownAccount(request, request.params.id);
    await db.deleteFrom('delivery_partners').where('id', '=', partner.id).execute();
    const [deliveryPartner] = await partnerRecords(db, [partner]);
    return ok({ deliveryPartner: deliveryPartner! }, 'Delivery partner disconnected');
  });
}

/** Where a partner goes and what it charges: its rate card and its pincodes. */
function coverageRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;
  const { ownAccount, partnerReply } = partnerAccess(ctx);

  app.put(
    '/delivery-partners/:id/rate-card',
    { config: { access: 'member' }, schema: { params: Id, body: RateCardInput, response: OnePartner } },
    async (request) => {
      const partner = await ownAccount(request, request.params.id);
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
    { config: { access: 'member' }, schema: { params: Id, body: PincodesBody, response: OnePartner } },
    async (request) => {
      const partner = await ownAccount(request, request.params.id);
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
}

/** The rate calculator, an order's quotes, and shipping an order with a partner. */
function shippingRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox, tracking: CourierTracking) {
  const { db } = ctx;
  const { companyOf, offerContracts } = partnerAccess(ctx);

  /** The rate calculator: the company's active partners for a shipment it describes. */
  app.post(
    '/delivery-partners/rates',
    {
      config: { access: 'member' },
      schema: { body: DeliveryRatesInput, response: answers(z.object({ quotes: z.array(DeliveryQuoteRecordSchema) })) },
    },
    async (request) => {
      const companyId = await companyOf(request);
      const body = request.body;
      await offerContracts(request);
      const quotes = await quotesFor(db, await activePartners(db, companyId), {
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
  app.get('/orders/:id/delivery-rates', { config: { access: 'member' }, schema: OrderRatesSchema }, async (request) => {
    const order = await reachableOrder(request, request.params.id);
    await offerParceloContracts(db, order.company_id);
    const partners = await activePartners(db, order.company_id);
    const quotes = await quotesFor(db, partners, orderShipment(order));
    // The partners come along: an operator's loader would not find a seller's partner that has shipped nothing here yet.
    const { principal } = await ctx.auth.reach(request, undefined);
    return ok({ quotes, partners: await partnerRecords(db, partners, principal.companyId ?? null) });
  });

  /** Ships an order with one of its seller's partners; the booking itself is the domain's. */
  app.post(
    '/orders/:id/ship',
    {
      config: { access: 'member', adminPermission: 'brandOrders', idempotent: true },
      schema: {
        params: Id,
        body: z.object({ partnerId: z.string().uuid() }),
        response: answers(z.object({ order: OrderRecordSchema })),
      },
    },
    async (request) => {
      const order = await reachableOrder(request, request.params.id);
      const { principal } = await ctx.auth.reach(request, undefined);
      const message = await shipOrder(
        { db, log: ctx.log, outbox, urls: ctx.urls, tracking },
        order,
        request.body.partnerId,
        principal.name,
      );
      const row = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      const [shipped] = await orderRecords(db, [row]);
      return ok({ order: shipped! }, message);
    },
  );
}
