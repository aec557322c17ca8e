import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  BoundedInstant,
  DELIVERY_PHOTO_MAX_BYTES,
  DELIVERY_STATUS_CODES,
  TRIP_STATUS,
  formatDateTime,
  paiseToRupeesText,
  type TripRecord,
  MSG,
  LIGHTNING_READY_STATUSES,
  TripOrderDeliverInput,
  TripOrderUndeliverInput,
  TripPositionRecordSchema,
  TripPositionsInput,
  TripRecordSchema,
  addDays,
  fill,
  istDayStart,
  istToday,
  maskPhone,
  plural,
  type OrderRecord,
} from '@parcelo/common';
import { lightningDriverChannel, lightningTripsChannel } from '@parcelo/common/pubsub';
import {
  ExportSort,
  answers,
  answersPage,
  exportRows,
  exportSort,
  sendCsv,
  badRequest,
  byIdsRoute,
  listBody,
  objectStore,
  type ObjectStore,
  ok,
  pageOf,
  serviceApis,
  serviceJobQueue,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { HubDB } from '../db.js';
import { driverOf, reachOf } from '../lightning/reach.js';
import { lightningService, type LightningService } from '../lightning/service.js';
import { tripService, type TripService } from './service.js';
import { tripSync } from './sync.js';

type Ctx = ServiceContext<HubDB>;

const TripId = z.object({ id: z.string().uuid() });
const TripOrder = z.object({ id: z.string().uuid(), orderId: z.string().uuid() });
const OneTrip = answers(z.object({ trip: TripRecordSchema }));
const TripList = listBody(
  {
    from: BoundedInstant,
    to: BoundedInstant,
    driverId: z.string().uuid(),
    clusterId: z.string().uuid(),
    status: z.coerce.number().int().min(1).max(3),
  },
  ['createdAt', 'distance'] as const,
);
const READY = new Set<string>(LIGHTNING_READY_STATUSES);
/** How long a link to a delivery photo works: enough to open it from the trip. */
const PROOF_LINK_SECONDS = 5 * 60;

/** Delivery codes texted side by side when a trip starts. */
const TEXTS_AT_ONCE = 8;
/** The most trips one download holds. */
const TRIPS_DOWNLOAD_MAX = 1_000;
const TripExportQuery = z.object({
  from: BoundedInstant.optional(),
  to: BoundedInstant.optional(),
  driverId: z.string().uuid().optional(),
  clusterId: z.string().uuid().optional(),
  status: z.enum(['IN_PROGRESS', 'ON_HOLD', 'COMPLETED']).optional(),
  ...ExportSort,
});
const TRIP_COLUMNS = [
  'Trip ID',
  'Started',
  'Ended',
  'Driver',
  'Driver phone',
  'Cluster',
  'Status',
  'Total orders',
  'Delivered',
  'Undelivered',
  'Unattempted',
  'Amount Expected (₹)',
  'Amount Collected (₹)',
  'Distance (km)',
];
const STATUS_LABELS: Record<number, string> = { 1: 'In progress', 2: 'On hold', 3: 'Completed' };

function tripCsvRow(t: TripRecord) {
  const count = (status: number) => t.orders.filter((o) => o.status === status).length;
  return [
    t.id,
    formatDateTime(t.createdAt),
    t.endedAt ? formatDateTime(t.endedAt) : '',
    t.driverName,
    t.driverPhone,
    t.clusterName,
    STATUS_LABELS[t.status] ?? String(t.status),
    t.orders.length,
    count(DELIVERY_STATUS_CODES.DELIVERED),
    count(DELIVERY_STATUS_CODES.UNDELIVERED),
    count(DELIVERY_STATUS_CODES.UNATTEMPTED),
    paiseToRupeesText(t.codExpected),
    paiseToRupeesText(t.codCollected),
    t.distanceKm.toFixed(2),
  ];
}

/** Trips of the last week, India's days, when the caller names no start. */
const weekAgo = () => istDayStart(addDays(istToday(), -6));

/** A delivery photo as the phone sent it: its bytes when they are an image of a kind taken, else refused. */
async function photoOf(dataUrl: string) {
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const type = data.length <= DELIVERY_PHOTO_MAX_BYTES ? await fileTypeFromBuffer(data) : undefined;
  if (!type || !['image/jpeg', 'image/png', 'image/webp'].includes(type.mime))
    throw badRequest(MSG.deliveryPhotoInvalid, 'photo');
  return { data, type };
}

/** The trips of Lightning drivers: their phones drive them, the admins' area reads them. */
export async function tripRoutes(app: ServiceApp, ctx: Ctx) {
  const queue = await serviceJobQueue(app, ctx);
  // The jobs read trips when they run, by which time the service below exists.
  const sync = await tripSync(() => trips, ctx.urls, ctx.log, queue);
  const trips = tripService(ctx.db, sync.record);
  const deps: Deps = { ctx, trips, lightning: lightningService(ctx.db), sync, store: objectStore() };
  adminTripRoutes(app, deps);
  driverTripRoutes(app, deps);
  driverOrderRoutes(app, deps);
}

interface Deps {
  ctx: Ctx;
  trips: TripService;
  lightning: LightningService;
  sync: Awaited<ReturnType<typeof tripSync>>;
  store: ObjectStore;
}

/** The admins' area: trips within the caller's reach. */
function adminTripRoutes(app: ServiceApp, { ctx, trips, lightning, store }: Deps) {
  app.post(
    '/hub/lightning/trips/list',
    { config: { access: 'user' }, schema: { body: TripList, response: answersPage('trips', TripRecordSchema) } },
    async (request) => {
      const reach = await reachOf(ctx, lightning, request);
      const { body } = request;
      const { where } = body;
      return ok(
        await trips.list(
          reach,
          { ...where, from: where.from ?? weekAgo() },
          pageOf(body),
          body.sortBy.by === 'distance' ? 'distance_km' : 'created_at',
        ),
      );
    },
  );

  byIdsRoute(
    app,
    '/hub/lightning/trips/byIds',
    'trips',
    async (ids, request) => trips.byIds(await reachOf(ctx, lightning, request), ids),
    { record: TripRecordSchema, access: 'user' },
  );

  app.get(
    '/hub/lightning/trips/:id/trail',
    {
      config: { access: 'user' },
      schema: { params: TripId, response: answers(z.object({ positions: z.array(TripPositionRecordSchema) })) },
    },
    async (request) => {
      const principal = await ctx.auth.user(request);
      // The driver reads its own trip's trail; the admins' area any trip it reaches.
      if (principal.userType === 'driver') {
        const trip = (await trips.byIds({ clusterIds: undefined }, [request.params.id]))[0];
        if (trip?.driverId !== principal.userId) return ok({ positions: [] });
      } else await trips.visible(await reachOf(ctx, lightning, request), request.params.id);
      return ok({ positions: await trips.trail(request.params.id) });
    },
  );

  /** A driver's latest trip and how many orders it has taken out, for the driver's drawer. */
  app.get(
    '/hub/lightning/drivers/:id/trips/summary',
    {
      config: { access: 'user' },
      schema: {
        params: TripId,
        response: answers(
          z.object({
            totalOrders: z.number().int(),
            latestTripId: z.string().nullable(),
            currentTrip: TripRecordSchema.nullable(),
          }),
        ),
      },
    },
    async (request) => {
      const principal = await ctx.auth.user(request);
      const { id } = request.params;
      if (principal.userType === 'driver') {
        if (principal.userId !== id) throw badRequest(MSG.serverError);
      } else {
        const reach = await reachOf(ctx, lightning, request);
        if (!(await lightning.driversByIds(reach, [id])).length) throw badRequest(MSG.serverError);
      }
      const [summary, currentTrip] = await Promise.all([trips.driverSummary(id), trips.current(id)]);
      return ok({ ...summary, currentTrip });
    },
  );

  /** The trips the page's filters match, as CSV, at most the product's 1,000 a download. */
  app.get(
    '/csv/trips',
    { config: { access: 'user' }, schema: { querystring: TripExportQuery } },
    async (request, reply) => {
      const reach = await reachOf(ctx, lightning, request);
      const q = request.query;
      const sort = exportSort(q, { CREATED_AT: 'created_at', DISTANCE: 'distance_km' } as const, 'created_at');
      const filter = {
        from: q.from ?? weekAgo(),
        to: q.to,
        driverId: q.driverId,
        clusterId: q.clusterId,
        status: q.status ? TRIP_STATUS[q.status] : undefined,
      };
      const rows = exportRows(
        async (window) => (await trips.list(reach, filter, window, sort.by)).trips,
        (page) => page.map(tripCsvRow),
        sort.order,
        TRIPS_DOWNLOAD_MAX,
      );
      return sendCsv(reply, { name: 'trips', header: TRIP_COLUMNS, rows });
    },
  );

  /** A link to a delivery photo that works for a few minutes, for those who may see the trip. */
  app.post(
    '/hub/lightning/trips/:id/orders/:orderId/proof',
    {
      config: { access: 'user' },
      schema: { params: TripOrder, response: answers(z.object({ url: z.string(), expiresAt: z.date() })) },
    },
    async (request) => {
      await trips.visible(await reachOf(ctx, lightning, request), request.params.id);
      const key = await trips.proofKey(request.params.id, request.params.orderId);
      return ok(await store.readLink(key, PROOF_LINK_SECONDS));
    },
  );
}

/** What the driver's routes share: who is asking, and telling everyone watching of a change. */
function driverKit({ ctx, trips, lightning, sync }: Deps) {
  const apis = serviceApis(ctx.urls);
  const me = (request: FastifyRequest) => driverOf(ctx, lightning, request);
  /** Everyone watching hears of the change: the trips page, and the driver's orders list. */
  const changed = (tripId: string, driverId: string, clusterId: string | null) => {
    sync.wake();
    ctx.pubsub.publish(lightningTripsChannel, { tripId, clusterId });
    ctx.pubsub.publish(lightningDriverChannel(driverId), { driverId });
  };
  const answerTrip = async (id: string, message?: string) =>
    ok({ trip: (await trips.byIds({ clusterIds: undefined }, [id]))[0]! }, message);

  /** OMS's orders still waiting to go out, by id: what a trip may take. */
  const waiting = async (orderIds: string[]) => {
    const { orders } = await apis.oms.postInternalLightningOrders<{ orders: OrderRecord[] }>({
      internal: true,
      read: true,
      body: { orderIds },
    });
    return new Map(orders.filter((o) => READY.has(o.status) && !o.deliveryPartnerId).map((o) => [o.id, o]));
  };

  /** Texts each buyer its delivery code; one that fails can be sent again from the phone. */
  const textCodes = async (codes: { orderId: string; code: string }[], driverName: string) => {
    if (!codes.length) return;
    const { orders } = await apis.oms
      .postInternalLightningOrders<{ orders: OrderRecord[] }>({
        internal: true,
        read: true,
        body: { orderIds: codes.map((c) => c.orderId) },
      })
      .catch((err: unknown) => {
        ctx.log.warn({ err }, 'delivery codes not texted: OMS did not answer');
        return { orders: [] as OrderRecord[] };
      });
    const byId = new Map(orders.map((o) => [o.id, o]));
    // A few at a time: a lorry's load of texts must not open a hundred calls to NMS at once.
    for (let at = 0; at < codes.length; at += TEXTS_AT_ONCE)
      await Promise.all(
        codes.slice(at, at + TEXTS_AT_ONCE).map(async ({ orderId, code }) => {
          const order = byId.get(orderId);
          if (!order?.customerPhone) return;
          await apis.nms
            .postNotificationsSend({
              internal: true,
              body: {
                channel: 'sms',
                to: order.customerPhone,
                template: 'DELIVERY_OTP',
                params: {
                  otp: code,
                  orderId: order.shopOrderId,
                  awb: order.awb ?? order.shopOrderId,
                  driver: driverName,
                },
              },
            })
            .catch((err: unknown) => ctx.log.warn({ err, orderId }, 'delivery code not texted'));
        }),
      );
    return byId;
  };

  return { apis, me, changed, answerTrip, waiting, textCodes };
}

/** The driver's phone: its own trips only. */
function driverTripRoutes(app: ServiceApp, deps: Deps) {
  const { trips, lightning } = deps;
  const { me, changed, answerTrip, waiting, textCodes } = driverKit(deps);
  app.post(
    '/hub/lightning/me/trips',
    { config: { access: 'user', idempotent: true }, schema: { response: OneTrip } },
    async (request) => {
      const driver = await me(request);
      if (!driver.active) throw badRequest(fill(MSG.driverInactive, { driver: driver.name }), 'trip');
      const cluster = driver.clusterId
        ? (await lightning.clustersByIds({ clusterIds: undefined }, [driver.clusterId]))[0]
        : undefined;
      const started = await trips.start(
        { id: driver.id, name: driver.name, phone: driver.phone, clusterId: driver.clusterId },
        cluster?.name ?? '',
        waiting,
      );
      changed(started.trip.id, driver.id, started.trip.clusterId);
      await textCodes(started.codes, driver.name);
      return ok({ trip: started.trip }, fill(MSG.tripStarted, { count: plural(started.trip.orders.length, 'order') }));
    },
  );

  for (const [path, hold] of [
    ['hold', true],
    ['resume', false],
  ] as const)
    app.post(
      `/hub/lightning/me/trips/:id/${path}`,
      { config: { access: 'user' }, schema: { params: TripId, response: OneTrip } },
      async (request) => {
        const driver = await me(request);
        const clusterId = await trips.pause(driver.id, request.params.id, hold);
        changed(request.params.id, driver.id, clusterId);
        return answerTrip(request.params.id, hold ? MSG.tripHeld : MSG.tripResumed);
      },
    );

  app.post(
    '/hub/lightning/me/trips/:id/end',
    { config: { access: 'user' }, schema: { params: TripId, response: OneTrip } },
    async (request) => {
      const driver = await me(request);
      const { clusterId } = await trips.end(driver.id, request.params.id);
      changed(request.params.id, driver.id, clusterId);
      return answerTrip(request.params.id, MSG.tripEnded);
    },
  );
}

/** The driver's phone: an order on its trip delivered, or not; the buyer's code; where it is. */
function driverOrderRoutes(app: ServiceApp, deps: Deps) {
  const { ctx, trips, store } = deps;
  const { me, changed, answerTrip, textCodes } = driverKit(deps);
  app.post(
    '/hub/lightning/me/trips/:id/orders/:orderId/deliver',
    {
      // A photo of at most 1.5 MB, as base64.
      bodyLimit: 2_200_000,
      config: { access: 'user' },
      schema: { params: TripOrder, body: TripOrderDeliverInput, response: OneTrip },
    },
    async (request) => {
      const driver = await me(request);
      const { id, orderId } = request.params;
      const { otp, codCollected, photo } = request.body;
      const proof = photo ? await photoOf(photo) : null;
      const codeRight = (await trips.checkCode(driver.id, id, orderId, otp)) === 'right';
      let proofKey: string | null = null;
      if (proof && codeRight) {
        proofKey = `delivery_pod/${id}/${orderId}-${randomUUID()}.${proof.type.ext}`;
        await store.write(proofKey, proof.data, proof.type.mime);
      }
      const { clusterId, change } = await trips.deliver(driver.id, id, orderId, { codCollected, codeRight, proofKey });
      if (change) changed(id, driver.id, clusterId);
      return answerTrip(id, MSG.orderDelivered);
    },
  );

  app.post(
    '/hub/lightning/me/trips/:id/orders/:orderId/undeliver',
    { config: { access: 'user' }, schema: { params: TripOrder, body: TripOrderUndeliverInput, response: OneTrip } },
    async (request) => {
      const driver = await me(request);
      const { id, orderId } = request.params;
      const { clusterId, change } = await trips.notDelivered(driver.id, id, orderId, request.body.reason);
      if (change) changed(id, driver.id, clusterId);
      return answerTrip(id, MSG.orderMarkedUndelivered);
    },
  );

  app.post(
    '/hub/lightning/me/trips/:id/orders/:orderId/unattempt',
    { config: { access: 'user' }, schema: { params: TripOrder, response: OneTrip } },
    async (request) => {
      const driver = await me(request);
      const { id, orderId } = request.params;
      const { clusterId, change } = await trips.notDelivered(driver.id, id, orderId, null);
      if (change) changed(id, driver.id, clusterId);
      return answerTrip(id, MSG.orderMarkedUnattempted);
    },
  );

  app.post(
    '/hub/lightning/me/trips/:id/orders/:orderId/code',
    {
      config: { access: 'user' },
      schema: { params: TripOrder, response: answers(z.object({ sentTo: z.string() })) },
    },
    async (request) => {
      const driver = await me(request);
      const { id, orderId } = request.params;
      const code = await trips.newCode(driver.id, id, orderId);
      const sent = await textCodes([{ orderId, code }], driver.name);
      const phone = sent?.get(orderId)?.customerPhone ?? '';
      return ok({ sentTo: maskPhone(phone) }, fill(MSG.deliveryCodeSent, { phone: maskPhone(phone) }));
    },
  );

  app.post(
    '/hub/lightning/me/trips/:id/positions',
    {
      config: { access: 'user' },
      schema: {
        params: TripId,
        body: TripPositionsInput,
        response: answers(z.object({ recorded: z.number().int(), trip: TripRecordSchema })),
      },
    },
    async (request) => {
      const driver = await me(request);
      const { id } = request.params;
      const { recorded, clusterId } = await trips.record(driver.id, id, request.body.positions);
      if (recorded) ctx.pubsub.publish(lightningTripsChannel, { tripId: id, clusterId });
      const trip = (await trips.byIds({ clusterIds: undefined }, [id]))[0]!;
      return ok({ recorded, trip }, fill(MSG.positionsRecorded, { count: plural(recorded, 'position') }));
    },
  );
}
