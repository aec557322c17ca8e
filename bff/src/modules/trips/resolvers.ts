import {
  DELIVERY_STATUS_CODES,
  LIGHTNING_VIEWERS,
  deliveryStatusOf,
  statusView,
  tripStatusName,
  type TripRecord,
} from '@parcelo/common';
import { Resync, lightningDriverChannel, lightningTripsChannel, openListener } from '@parcelo/common/pubsub';
import type { Resolvers, UndeliveredReason } from '../../generated/resolvers-types.js';
import { isAdmin, type Context } from '../../context.js';
import { forbidden, mutate, notFound, rethrow } from '../../errors.js';
import { endingOnReturn, readAgain, readBriefly, subscriber } from '../../live.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import type { Trip } from './models.js';

const { DELIVERED, UNDELIVERED, UNATTEMPTED, OUT_FOR_DELIVERY } = DELIVERY_STATUS_CODES;
const TRIP_STATUS_CODES = { IN_PROGRESS: 1, ON_HOLD: 2, COMPLETED: 3 } as const;

const deliveryLabel = (code: number) => {
  const status = deliveryStatusOf(code);
  return status ? statusView(status).label : String(code);
};

const count = (t: TripRecord, status: number) => t.orders.filter((o) => o.status === status).length;

const isDriver = async (ctx: Context) => (await ctx.requireViewer()).userType === 'driver';

/** The signed-in driver as its phone reads it (drivers do not read the admins' driver list). */
const myself = async (ctx: Context) => {
  const { driver } = await ctx.apis.lightning.me();
  ctx.loaders.driver.prime(driver.id, driver);
  return driver;
};

/** A driver's trip summary; null when the hub could not say. */
const summaryOf = async (ctx: Context, driverId: string) => ctx.loaders.driverTrips.load(driverId).catch(rethrow);

const tripOf = (id: string) => localId(id, 'Trip');

/** Live Lightning views are the admin app's: admins, cluster owners and warehouse users. */
async function lightningSubscriber(ctx: Context) {
  const viewer = await subscriber(ctx);
  if (!isAdmin(viewer) && !LIGHTNING_VIEWERS.includes(viewer.userType)) throw forbidden();
  return viewer;
}
const orderOf = (id: string) => localId(id, 'Order');

export const tripResolvers: Resolvers = {
  Trip: {
    id: (t) => toGlobalId('Trip', t.id),
    status: (t) => tripStatusName(t.status),
    statusCode: (t) => t.status,
    // The people and places of a trip blank alone when they cannot be read.
    driver: async (t, _, ctx) => ((await isDriver(ctx)) ? null : ctx.loaders.driver.load(t.driverId).catch(() => null)),
    cluster: async (t, _, ctx) =>
      t.clusterId && !(await isDriver(ctx)) ? ctx.loaders.cluster.load(t.clusterId).catch(() => null) : null,
    cod: (t) => t.codExpected,
    stats: (t) => ({
      totalOrders: t.orders.length,
      delivered: count(t, DELIVERED),
      undelivered: count(t, UNDELIVERED),
      unattempted: count(t, UNATTEMPTED),
      pending: count(t, OUT_FOR_DELIVERY),
      amountCollected: t.codCollected,
      amountExpected: t.codExpected,
    }),
    trail: async (t, _, ctx) => (await ctx.apis.trips.trail(t.id).catch(rethrow)).positions,
  },
  TripOrder: {
    orderId: (o) => toGlobalId('Order', o.orderId),
    statusLabel: (o) => deliveryLabel(o.status),
    undeliveredReason: (o) => (o.undeliveredReason as UndeliveredReason | null) ?? null,
    // A link made for whoever asks, within the trip's reach: never for the driver's phone.
    proofUrl: async (o, _, ctx) => {
      if (!o.hasProof || (await isDriver(ctx))) return null;
      return (await ctx.apis.trips.proofLink(o.tripId, o.orderId).catch(() => null))?.url ?? null;
    },
  },
  Driver: {
    currentTrip: async (d, _, ctx) => (await summaryOf(ctx, d.id)).currentTrip,
    totalOrders: async (d, _, ctx) => (await summaryOf(ctx, d.id)).totalOrders,
    trail: async (d, _, ctx) => {
      const { latestTripId } = await summaryOf(ctx, d.id);
      return latestTripId ? (await ctx.apis.trips.trail(latestTripId).catch(rethrow)).positions : [];
    },
  },
  Query: {
    trips: async (_, { first, after, from, to, driver, cluster, status, sort }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const where = {
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(driver ? { driverId: localId(driver, 'Driver') } : {}),
        ...(cluster ? { clusterId: localId(cluster, 'Cluster') } : {}),
        ...(status ? { status: TRIP_STATUS_CODES[status] } : {}),
      };
      const { trips, totalCount } = await ctx.apis.trips.trips(listRequest(window, where, sort)).catch(rethrow);
      for (const t of trips) ctx.loaders.trip.prime(t.id, t);
      return connectionFrom(trips, totalCount, window);
    },
  },
  Mutation: {
    tripStart: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { trip } = await ctx.apis.trips.start(input.idempotencyKey);
          return { trip, driver: await myself(ctx) };
        },
        { trip: null, driver: null },
      ),
    tripHold: (_, { input }, ctx) =>
      mutate(async () => ({ trip: (await ctx.apis.trips.hold(tripOf(input.trip))).trip }), { trip: null }),
    tripResume: (_, { input }, ctx) =>
      mutate(async () => ({ trip: (await ctx.apis.trips.resume(tripOf(input.trip))).trip }), { trip: null }),
    tripEnd: (_, { input }, ctx) =>
      mutate(
        async () => {
          const { trip } = await ctx.apis.trips.end(tripOf(input.trip));
          return { trip, driver: await myself(ctx) };
        },
        { trip: null, driver: null },
      ),
    tripOrderDeliver: (_, { input }, ctx) =>
      mutate(
        async () => ({
          trip: (
            await ctx.apis.trips.deliver(tripOf(input.trip), orderOf(input.order), {
              otp: input.otp,
              codCollected: input.codCollected,
              photo: input.photo ?? null,
            })
          ).trip,
        }),
        { trip: null },
      ),
    tripOrderUndeliver: (_, { input }, ctx) =>
      mutate(
        async () => ({
          trip: (await ctx.apis.trips.undeliver(tripOf(input.trip), orderOf(input.order), input.reason)).trip,
        }),
        { trip: null },
      ),
    tripOrderUnattempt: (_, { input }, ctx) =>
      mutate(async () => ({ trip: (await ctx.apis.trips.unattempt(tripOf(input.trip), orderOf(input.order))).trip }), {
        trip: null,
      }),
    tripOrderCodeResend: (_, { input }, ctx) =>
      mutate(
        async () => ({ sentTo: (await ctx.apis.trips.codeResend(tripOf(input.trip), orderOf(input.order))).sentTo }),
        { sentTo: null },
      ),
    tripPositionsRecord: (_, { input }, ctx) =>
      mutate(
        async () => {
          const { recorded, trip } = await ctx.apis.trips.positions(
            tripOf(input.trip),
            input.positions.map((p) => ({ lat: p.lat, lng: p.lng, at: p.at, accuracy: p.accuracy ?? null })),
          );
          return { recorded, trip };
        },
        { recorded: 0, trip: null },
      ),
  },
  Subscription: {
    tripUpdated: {
      // Each change is read again as the subscriber: only trips it may see reach it.
      subscribe: (_, { trip }, ctx) =>
        endingOnReturn(async function* (signal) {
          await lightningSubscriber(ctx);
          const only = trip ? tripOf(trip) : null;
          const events = await openListener<{ tripId: string }>(ctx.pubsub, lightningTripsChannel, { signal });
          const read = (id: string) => ctx.loaders.trip.clear(id).load(id);
          try {
            if (only) {
              const first = await readBriefly(() => read(only)).catch(rethrow);
              if (!first) throw notFound();
              yield { tripUpdated: first };
            }
            for await (const next of events) {
              const id = next instanceof Resync ? only : next.tripId;
              if (!id || (only && id !== only)) continue;
              const fresh: Trip | null = await readAgain(() => read(id));
              if (fresh) yield { tripUpdated: fresh };
            }
          } finally {
            await events.return();
          }
        }),
    },
    driverUpdated: {
      subscribe: (_, { driver }, ctx) =>
        endingOnReturn(async function* (signal) {
          await lightningSubscriber(ctx);
          const id = localId(driver, 'Driver');
          const events = await openListener<unknown>(ctx.pubsub, lightningDriverChannel(id), { signal });
          const read = () => ctx.loaders.driver.clear(id).load(id);
          try {
            const first = await readBriefly(read).catch(rethrow);
            if (!first) throw notFound();
            yield { driverUpdated: first };
            for await (const _event of events) {
              const fresh = await readAgain(read);
              if (fresh) yield { driverUpdated: fresh };
            }
          } finally {
            await events.return();
          }
        }),
    },
  },
};
