import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  DELIVERY_STATUS_CODES,
  MSG,
  TRIP_STATUS,
  fill,
  formatPaise,
  haversineKm,
  plural,
  statusView,
  deliveryStatusOf,
  type OrderRecord,
  type TripOrderRecord,
  type TripPositionRecord,
  type TripRecord,
  DELIVERY_CODE_LENGTH,
} from '@parcelo/common';
import { badRequest, hashToken, notFound, tooMany, type Page } from '../../platform/index.js';
import type { HubDB } from '../db.js';

type JourneyRow = Selectable<HubDB['journeys']>;
type JourneyOrderRow = Selectable<HubDB['journey_orders']>;

const { OUT_FOR_DELIVERY, DELIVERED, UNDELIVERED, UNATTEMPTED } = DELIVERY_STATUS_CODES;
const DRIVER_IDLE = 1;
const DRIVER_IN_JOURNEY = 3;
/** Wrong codes a delivery takes before the buyer must be sent a new one. */
const CODE_ATTEMPTS = 5;
/** Texts of one order's code on one trip: the first, and two more on the driver's asking. */
export const CODE_SENDS = 3;
/** Positions kept per trip: a day and a half of 30-second fixes. */
const POSITIONS_PER_TRIP = 5_000;
/** A fix rougher than this is kept for the map but left out of the distance. */
const ROUGH_FIX_M = 100;
/** Points the map draws a trail with at most. */
export const TRAIL_POINTS = 500;

const codeHash = (journeyId: string, orderId: string, code: string) => hashToken(`${journeyId}:${orderId}:${code}`);
export const newDeliveryCode = () =>
  String(randomInt(0, 10 ** DELIVERY_CODE_LENGTH)).padStart(DELIVERY_CODE_LENGTH, '0');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const orderRecord = (o: JourneyOrderRow): TripOrderRecord => ({
  tripId: o.journey_id,
  orderId: o.order_id,
  stop: o.stop,
  awb: o.awb,
  paymentMethod: o.payment_method,
  totalPrice: Number(o.total_price_paise),
  codAmount: Number(o.cod_amount_paise),
  codCollected: Number(o.cod_collected_paise),
  status: o.status,
  undeliveredReason: o.undelivered_reason,
  closedAt: iso(o.closed_at),
  hasProof: o.proof_key !== null,
});

const tripRecord = (j: JourneyRow, orders: JourneyOrderRow[]): TripRecord => ({
  id: j.id,
  driverId: j.driver_id,
  driverName: j.driver_name,
  driverPhone: j.driver_phone,
  clusterId: j.cluster_id,
  clusterName: j.cluster_name,
  status: j.status,
  createdAt: j.created_at.toISOString(),
  endedAt: iso(j.ended_at),
  codExpected: orders.reduce((sum, o) => sum + Number(o.cod_amount_paise), 0),
  codCollected: orders.reduce((sum, o) => sum + Number(o.cod_collected_paise), 0),
  distanceKm: Number(j.distance_km.toFixed(2)),
  orders: orders.sort((a, b) => a.stop - b.stop).map(orderRecord),
});

/** A status number as the driver reads it: Delivered, Undelivered. */
const statusLabel = (code: number) => {
  const status = deliveryStatusOf(code);
  return status ? statusView(status).label : String(code);
};

/** What a caller may see of trips: every cluster's (`undefined`), or these clusters'. */
export interface TripReach {
  clusterIds: readonly string[] | undefined;
}

export interface TripFilter {
  from: Date;
  to?: Date | undefined;
  driverId?: string | undefined;
  clusterId?: string | undefined;
  status?: number | undefined;
}

/** A change to an order on a trip, for OMS and the seller's webhooks to hear of. */
export interface OrderChange {
  journeyId: string;
  orderId: string;
  companyId: string;
  status: number;
}

/** Why a position is out of the distance: no fix worth the name. */
const rough = (p: { accuracy_m: number | null }) => p.accuracy_m !== null && p.accuracy_m > ROUGH_FIX_M;

/** Kilometres along fixes in time order, great-circle between each and the next good one. */
export function distanceAlong(points: readonly { lat: number; lng: number; accuracy_m: number | null }[]): number {
  let km = 0;
  let last: { lat: number; lng: number } | null = null;
  for (const p of points) {
    if (rough(p)) continue;
    if (last) km += haversineKm(last, p);
    last = p;
  }
  return km;
}

/** At most `max` points of a trail, evenly spread, keeping its first and last. */
export function thin<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

/** Writes, in the transaction that made them, what OMS and the seller's webhooks must hear of changes. */
export type ChangesRecorder = (tx: Transaction<HubDB>, changes: readonly OrderChange[]) => Promise<void>;

async function records(db: Kysely<HubDB>, journeys: JourneyRow[]): Promise<TripRecord[]> {
  if (!journeys.length) return [];
  const orders = await db
    .selectFrom('journey_orders')
    .selectAll()
    .where(
      'journey_id',
      'in',
      journeys.map((j) => j.id),
    )
    .execute();
  const byJourney = new Map<string, JourneyOrderRow[]>();
  for (const o of orders) byJourney.set(o.journey_id, [...(byJourney.get(o.journey_id) ?? []), o]);
  return journeys.map((j) => tripRecord(j, byJourney.get(j.id) ?? []));
}

const within = (reach: TripReach) => (j: JourneyRow) =>
  !reach.clusterIds || (j.cluster_id !== null && reach.clusterIds.includes(j.cluster_id));

/** The driver's own trip, locked in `tx`, open unless `closedToo`. */
async function driversTrip(tx: Transaction<HubDB>, driverId: string, tripId: string) {
  const j = await tx
    .selectFrom('journeys')
    .selectAll()
    .where('id', '=', tripId)
    .where('driver_id', '=', driverId)
    .forUpdate()
    .executeTakeFirst();
  if (!j) throw notFound();
  return j;
}

const openTrip = (j: JourneyRow) => {
  if (j.status === TRIP_STATUS.COMPLETED) throw badRequest(MSG.tripClosed, 'trip', 'CLOSED');
};

/** An order of the driver's trip still out for delivery, locked in `tx`. */
/**
 * An order of the driver's trip, locked in `tx`, for a change to it: the trip must be on the
 * road. An order already where the change takes it (`done`: a retry after a lost answer) is
 * answered as it is, whatever the trip's state now.
 */
async function outOrder(tx: Transaction<HubDB>, journey: JourneyRow, orderId: string, done?: number) {
  const o = await tx
    .selectFrom('journey_orders')
    .selectAll()
    .where('journey_id', '=', journey.id)
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!o) throw badRequest(MSG.tripOrderNotOnTrip, 'order');
  if (o.status === done) return o;
  openTrip(journey);
  if (journey.status === TRIP_STATUS.ON_HOLD) throw badRequest(MSG.tripOnHold, 'trip', 'ON_HOLD');
  return o;
}

const refuseClosed = (o: JourneyOrderRow) => {
  if (o.status !== OUT_FOR_DELIVERY)
    throw badRequest(fill(MSG.tripOrderClosed, { awb: o.awb, status: statusLabel(o.status) }), 'order', 'CLOSED');
};

/** Closes an order on its trip and mirrors its status on the driver's list. */
async function close(
  recordChanges: ChangesRecorder,
  tx: Transaction<HubDB>,
  o: JourneyOrderRow,
  set: Partial<Pick<JourneyOrderRow, 'cod_collected_paise' | 'undelivered_reason' | 'proof_key'>> & {
    status: number;
  },
): Promise<OrderChange> {
  await tx
    .updateTable('journey_orders')
    .set({ ...set, closed_at: new Date() })
    .where('journey_id', '=', o.journey_id)
    .where('order_id', '=', o.order_id)
    .execute();
  await tx
    .updateTable('assigned_orders')
    .set({ order_status: set.status })
    .where('order_id', '=', o.order_id)
    .execute();
  await tx.updateTable('journeys').set({ updated_at: new Date() }).where('id', '=', o.journey_id).execute();
  const change = { journeyId: o.journey_id, orderId: o.order_id, companyId: o.company_id, status: set.status };
  await recordChanges(tx, [change]);
  return change;
}

/** What the admins' area and the driver's phone read of trips. */
function tripReads(db: Kysely<HubDB>) {
  return {
    records: (journeys: JourneyRow[]) => records(db, journeys),

    async list(reach: TripReach, filter: TripFilter, page: Page, by: 'created_at' | 'distance_km') {
      let q = db.selectFrom('journeys').where('created_at', '>=', filter.from);
      if (filter.to) q = q.where('created_at', '<', filter.to);
      if (reach.clusterIds) {
        if (!reach.clusterIds.length) return { trips: [], totalCount: 0 };
        q = q.where('cluster_id', 'in', [...reach.clusterIds]);
      }
      if (filter.driverId) q = q.where('driver_id', '=', filter.driverId);
      if (filter.clusterId) q = q.where('cluster_id', '=', filter.clusterId);
      if (filter.status) q = q.where('status', '=', filter.status);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy(by, page.order).orderBy('id', page.order).limit(page.limit).offset(page.offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { trips: await records(db, rows), totalCount: Number(total.n) };
    },

    async byIds(reach: TripReach, ids: readonly string[]) {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('journeys')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return records(db, rows.filter(within(reach)));
    },

    /** A trip the caller may see, or not found. */
    async visible(reach: TripReach, id: string) {
      const row = await db.selectFrom('journeys').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || !within(reach)(row)) throw notFound();
      return row;
    },

    /** The driver's open trip, if it is on one. */
    async current(driverId: string) {
      const row = await db
        .selectFrom('journeys')
        .selectAll()
        .where('driver_id', '=', driverId)
        .where('status', 'in', [TRIP_STATUS.IN_PROGRESS, TRIP_STATUS.ON_HOLD])
        .executeTakeFirst();
      return row ? (await records(db, [row]))[0]! : null;
    },

    /** How many orders the driver has taken out, all trips, and its latest trip's id. */
    async driverSummary(driverId: string) {
      const [total, latest] = await Promise.all([
        db
          .selectFrom('journey_orders as o')
          .innerJoin('journeys as j', 'j.id', 'o.journey_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('j.driver_id', '=', driverId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('journeys')
          .select('id')
          .where('driver_id', '=', driverId)
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { totalOrders: Number(total.n), latestTripId: latest?.id ?? null };
    },

    async trail(journeyId: string): Promise<TripPositionRecord[]> {
      const rows = await db
        .selectFrom('journey_positions')
        .select(['lat', 'lng', 'at'])
        .where('journey_id', '=', journeyId)
        .orderBy('at')
        .execute();
      return thin(rows, TRAIL_POINTS).map((p) => ({ lat: p.lat, lng: p.lng, at: p.at.toISOString() }));
    },

    /**
     * Starts the driver's trip with every order it holds that OMS still has waiting (`orders`),
     * each buyer given a fresh code (answered here, hashed in the table, to be texted after
     * commit). Orders cancelled meanwhile are taken off the driver.
     */
  };
}

/** Where a trip's orders stand, for OMS and webhooks, and its delivery photos. */
function tripFacts(db: Kysely<HubDB>) {
  return {
    async proofKey(tripId: string, orderId: string) {
      const o = await db
        .selectFrom('journey_orders')
        .select('proof_key')
        .where('journey_id', '=', tripId)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      if (!o?.proof_key) throw notFound();
      return o.proof_key;
    },

    /**
     * An order on a trip (`journeyId`), or on the latest trip it was on, with where it stands
     * there: OMS is told the latest, a webhook the trip its change was made on.
     */
    async latestOf(orderId: string, journeyId?: string) {
      let q = db
        .selectFrom('journey_orders as o')
        .innerJoin('journeys as j', 'j.id', 'o.journey_id')
        .select([
          'o.journey_id',
          'o.order_id',
          'o.company_id',
          'o.awb',
          'o.shop_order_id',
          'o.status',
          'o.undelivered_reason',
          'o.cod_collected_paise',
          'o.closed_at',
          'j.driver_name',
          'j.cluster_name',
        ])
        .where('o.order_id', '=', orderId);
      if (journeyId) q = q.where('o.journey_id', '=', journeyId);
      return q.orderBy('j.created_at', 'desc').limit(1).executeTakeFirst();
    },
  };
}

/** A trip begins: the driver takes out all it holds. */
function tripStarts(db: Kysely<HubDB>, recordChanges: ChangesRecorder) {
  return {
    async start(
      driver: { id: string; name: string; phone: string; clusterId: string | null },
      clusterName: string,
      waiting: (orderIds: string[]) => Promise<Map<string, OrderRecord>>,
    ) {
      const held = await db
        .selectFrom('assigned_orders')
        .selectAll()
        .where('driver_id', '=', driver.id)
        .orderBy('stop')
        .orderBy('assigned_at')
        .execute();
      if (!held.length) throw badRequest(MSG.tripNoOrders, 'trip', 'NO_ORDERS');
      // OMS is asked before the transaction: no call is made holding the driver's lock.
      const orders = await waiting(held.map((h) => h.order_id));
      const result = await db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('drivers')
          .select(['status', 'active'])
          .where('id', '=', driver.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (row.status === DRIVER_IN_JOURNEY) throw badRequest(MSG.tripAlreadyOpen, 'trip', 'OPEN');
        if (!row.active) throw badRequest(fill(MSG.driverInactive, { driver: driver.name }), 'trip');
        const mine = await tx
          .selectFrom('assigned_orders')
          .selectAll()
          .where('driver_id', '=', driver.id)
          .orderBy('stop')
          .orderBy('assigned_at')
          .execute();
        // OMS was asked about what the driver held then: of those, what it no longer has waiting
        // (cancelled, booked with a courier) is taken off the driver. An order given meanwhile
        // stays with the driver for its next trip.
        const asked = new Set(held.map((h) => h.order_id));
        const gone = mine.filter((h) => asked.has(h.order_id) && !orders.has(h.order_id));
        if (gone.length)
          await tx
            .deleteFrom('assigned_orders')
            .where(
              'order_id',
              'in',
              gone.map((h) => h.order_id),
            )
            .execute();
        const taking = mine.filter((h) => orders.has(h.order_id));
        if (!taking.length) {
          await tx.updateTable('drivers').set({ status: DRIVER_IDLE }).where('id', '=', driver.id).execute();
          return null;
        }
        const id = randomUUID();
        await tx
          .insertInto('journeys')
          .values({
            id,
            driver_id: driver.id,
            cluster_id: driver.clusterId,
            driver_name: driver.name,
            driver_phone: driver.phone,
            cluster_name: clusterName,
            status: TRIP_STATUS.IN_PROGRESS,
          })
          .execute();
        const codes = taking.map((h) => ({ orderId: h.order_id, code: newDeliveryCode() }));
        await tx
          .insertInto('journey_orders')
          .values(
            taking.map((h, i) => {
              const o = orders.get(h.order_id)!;
              return {
                journey_id: id,
                order_id: h.order_id,
                company_id: o.companyId,
                stop: i + 1,
                awb: h.awb,
                shop_order_id: o.shopOrderId,
                payment_method: o.paymentMode,
                total_price_paise: o.totalAmount,
                cod_amount_paise: o.paymentMode.toUpperCase() === 'COD' ? o.totalAmount : 0,
                status: OUT_FOR_DELIVERY,
                otp_hash: codeHash(id, h.order_id, codes[i]!.code),
              };
            }),
          )
          .execute();
        await tx
          .updateTable('assigned_orders')
          .set({ order_status: OUT_FOR_DELIVERY })
          .where(
            'order_id',
            'in',
            taking.map((h) => h.order_id),
          )
          .execute();
        await tx
          .updateTable('drivers')
          .set({ status: DRIVER_IN_JOURNEY, updated_at: new Date() })
          .where('id', '=', driver.id)
          .execute();
        const changes: OrderChange[] = taking.map((h) => ({
          journeyId: id,
          orderId: h.order_id,
          companyId: orders.get(h.order_id)!.companyId,
          status: OUT_FOR_DELIVERY,
        }));
        await recordChanges(tx, changes);
        return { id, codes, changes };
      });
      if (!result) throw badRequest(MSG.tripNoOrders, 'trip', 'NO_ORDERS');
      const trip = (
        await records(db, [
          await db.selectFrom('journeys').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow(),
        ])
      )[0]!;
      return { trip, codes: result.codes, changes: result.changes };
    },

    /** Pauses (`hold`) or goes on with the driver's trip; asking for what it is already is no error. */
  };
}

/** The driver pauses, goes on and ends its trip. */
function tripDriving(db: Kysely<HubDB>, recordChanges: ChangesRecorder) {
  return {
    async pause(driverId: string, tripId: string, hold: boolean) {
      return db.transaction().execute(async (tx) => {
        const j = await driversTrip(tx, driverId, tripId);
        openTrip(j);
        const status = hold ? TRIP_STATUS.ON_HOLD : TRIP_STATUS.IN_PROGRESS;
        if (j.status !== status)
          await tx.updateTable('journeys').set({ status, updated_at: new Date() }).where('id', '=', j.id).execute();
        return j.cluster_id;
      });
    },

    /**
     * Ends the driver's trip: what is still out for delivery was not attempted. Every order of
     * the trip leaves the driver's list (those not delivered wait at the cluster again) and the
     * driver is idle. Ending an ended trip changes nothing.
     */
    async end(driverId: string, tripId: string) {
      return db.transaction().execute(async (tx) => {
        await tx.selectFrom('drivers').select('id').where('id', '=', driverId).forUpdate().executeTakeFirst();
        const j = await driversTrip(tx, driverId, tripId);
        if (j.status === TRIP_STATUS.COMPLETED) return { clusterId: j.cluster_id, changes: [] as OrderChange[] };
        const out = await tx
          .updateTable('journey_orders')
          .set({ status: UNATTEMPTED, closed_at: new Date() })
          .where('journey_id', '=', j.id)
          .where('status', '=', OUT_FOR_DELIVERY)
          .returning(['order_id', 'company_id'])
          .execute();
        const onTrip = await tx
          .selectFrom('journey_orders')
          .select('order_id')
          .where('journey_id', '=', j.id)
          .execute();
        if (onTrip.length)
          await tx
            .deleteFrom('assigned_orders')
            .where('driver_id', '=', driverId)
            .where(
              'order_id',
              'in',
              onTrip.map((o) => o.order_id),
            )
            .execute();
        await tx
          .updateTable('journeys')
          .set({ status: TRIP_STATUS.COMPLETED, ended_at: new Date(), updated_at: new Date() })
          .where('id', '=', j.id)
          .execute();
        const left = await tx
          .selectFrom('assigned_orders')
          .select(sql<number>`count(*)`.as('n'))
          .where('driver_id', '=', driverId)
          .executeTakeFirstOrThrow();
        await tx
          .updateTable('drivers')
          .set({ status: Number(left.n) ? 2 : DRIVER_IDLE, updated_at: new Date() })
          .where('id', '=', driverId)
          .execute();
        const changes = out.map((o) => ({
          journeyId: j.id,
          orderId: o.order_id,
          companyId: o.company_id,
          status: UNATTEMPTED,
        }));
        await recordChanges(tx, changes);
        return { clusterId: j.cluster_id, changes };
      });
    },

    /**
     * Checks the buyer's code in one statement that counts a wrong one as it compares, so a wrong
     * code counts even when the delivery is refused and parallel guesses cannot share a try.
     */
  };
}

/** Orders handed over, or not, on a trip; the buyer's code and the cash checked. */
function tripDeliveries(db: Kysely<HubDB>, recordChanges: ChangesRecorder) {
  return {
    async checkCode(driverId: string, tripId: string, orderId: string, code: string) {
      const hash = codeHash(tripId, orderId, code);
      // Only a wrong code uses up a try: a right one refused for its cash may be given again.
      const claimed = await db
        .updateTable('journey_orders')
        .set({ otp_attempts: sql<number>`otp_attempts + case when otp_hash = ${hash} then 0 else 1 end` })
        .where('journey_id', '=', tripId)
        .where('order_id', '=', orderId)
        .where('status', '=', OUT_FOR_DELIVERY)
        .where('otp_attempts', '<', CODE_ATTEMPTS)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('journeys')
              .select('id')
              .where('id', '=', tripId)
              .where('driver_id', '=', driverId)
              .where('status', '=', TRIP_STATUS.IN_PROGRESS),
          ),
        )
        .returning(['otp_hash', 'otp_attempts'])
        .executeTakeFirst();
      // Not out, not the driver's, or on hold: the delivery itself says which.
      if (!claimed) return 'unclaimed' as const;
      if (claimed.otp_hash === hash) return 'right' as const;
      if (claimed.otp_attempts >= CODE_ATTEMPTS) throw tooMany(MSG.deliveryCodeLocked, 'otp');
      throw badRequest(MSG.deliveryCodeWrong, 'otp', 'INVALID');
    },

    /**
     * Hands an order over: the code was checked (`checkCode`), the cash is what the order asks,
     * the photo is stored under `proofKey`. Delivered already (a retry after a lost answer), it
     * answers the trip as it is.
     */
    async deliver(
      driverId: string,
      tripId: string,
      orderId: string,
      input: { codCollected: number; codeRight: boolean; proofKey: string | null },
    ) {
      return db.transaction().execute(async (tx) => {
        const j = await driversTrip(tx, driverId, tripId);
        const o = await outOrder(tx, j, orderId, DELIVERED);
        if (o.status === DELIVERED) return { clusterId: j.cluster_id, change: null };
        refuseClosed(o);
        if (!input.codeRight) {
          if (o.otp_attempts >= CODE_ATTEMPTS) throw tooMany(MSG.deliveryCodeLocked, 'otp');
          throw badRequest(MSG.deliveryCodeWrong, 'otp', 'INVALID');
        }
        const due = Number(o.cod_amount_paise);
        if (due === 0 && input.codCollected !== 0) throw badRequest(MSG.codPrepaid, 'codCollected');
        if (input.codCollected !== due)
          throw badRequest(
            fill(MSG.codCollectMismatch, { amount: formatPaise(due), entered: formatPaise(input.codCollected) }),
            'codCollected',
          );
        const change = await close(recordChanges, tx, o, {
          status: DELIVERED,
          cod_collected_paise: input.codCollected,
          proof_key: input.proofKey,
        });
        return { clusterId: j.cluster_id, change };
      });
    },

    /** The driver could not deliver (`reason`), or did not try (no reason). */
    async notDelivered(driverId: string, tripId: string, orderId: string, reason: string | null) {
      return db.transaction().execute(async (tx) => {
        const j = await driversTrip(tx, driverId, tripId);
        const status = reason ? UNDELIVERED : UNATTEMPTED;
        const o = await outOrder(tx, j, orderId, status);
        if (o.status === status) return { clusterId: j.cluster_id, change: null };
        refuseClosed(o);
        const change = await close(recordChanges, tx, o, { status, undelivered_reason: reason });
        return { clusterId: j.cluster_id, change };
      });
    },

    /** A fresh code for the buyer, within the texts one order's code may take. */
    async newCode(driverId: string, tripId: string, orderId: string) {
      return db.transaction().execute(async (tx) => {
        const j = await driversTrip(tx, driverId, tripId);
        const o = await outOrder(tx, j, orderId);
        refuseClosed(o);
        if (o.otp_sends >= CODE_SENDS)
          throw tooMany(fill(MSG.deliveryCodeResendLimited, { count: plural(o.otp_sends, 'time') }), 'order');
        const code = newDeliveryCode();
        await tx
          .updateTable('journey_orders')
          .set({ otp_hash: codeHash(tripId, orderId, code), otp_attempts: 0, otp_sends: o.otp_sends + 1 })
          .where('journey_id', '=', tripId)
          .where('order_id', '=', orderId)
          .execute();
        return code;
      });
    },

    /**
     * Keeps the phone's positions (once each, within the trip's time, at most a trip's worth)
     * and works the trip's distance out again from all of them. Positions sent after the trip
     * ended are kept when they were taken during it: a phone offline till the end sends late.
     */
  };
}

/** The phone's positions and the distance they make. */
function tripPositions(db: Kysely<HubDB>) {
  return {
    async record(
      driverId: string,
      tripId: string,
      positions: readonly { lat: number; lng: number; at: Date; accuracy?: number | null | undefined }[],
    ) {
      const j = await db
        .selectFrom('journeys')
        .selectAll()
        .where('id', '=', tripId)
        .where('driver_id', '=', driverId)
        .executeTakeFirst();
      if (!j) throw notFound();
      const until = j.ended_at ?? new Date(Date.now() + 60_000);
      const taken = positions.filter(
        (p) => p.at.getTime() >= j.created_at.getTime() - 60_000 && p.at.getTime() <= until.getTime(),
      );
      return db.transaction().execute(async (tx) => {
        await tx.selectFrom('journeys').select('id').where('id', '=', j.id).forUpdate().execute();
        const held = await tx
          .selectFrom('journey_positions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('journey_id', '=', j.id)
          .executeTakeFirstOrThrow();
        const room = Math.max(0, POSITIONS_PER_TRIP - Number(held.n));
        const fresh = taken.slice(0, room);
        let recorded = 0;
        if (fresh.length) {
          const inserted = await tx
            .insertInto('journey_positions')
            .values(
              fresh.map((p) => ({
                journey_id: j.id,
                at: p.at,
                lat: p.lat,
                lng: p.lng,
                accuracy_m: p.accuracy ?? null,
              })),
            )
            .onConflict((oc) => oc.columns(['journey_id', 'at']).doNothing())
            .returning('at')
            .execute();
          recorded = inserted.length;
        }
        if (recorded) {
          const all = await tx
            .selectFrom('journey_positions')
            .select(['lat', 'lng', 'accuracy_m'])
            .where('journey_id', '=', j.id)
            .orderBy('at')
            .execute();
          await tx
            .updateTable('journeys')
            .set({ distance_km: distanceAlong(all), updated_at: new Date() })
            .where('id', '=', j.id)
            .execute();
        }
        return { recorded, clusterId: j.cluster_id };
      });
    },

    /** A delivery photo's stored key, for a caller allowed to see its trip. */
  };
}

/**
 * Trips: started by a driver with all it holds, its orders closed one by one, ended by it.
 * Every change to an order is recorded with `recordChanges` in its own transaction.
 */
export function tripService(db: Kysely<HubDB>, recordChanges: ChangesRecorder) {
  return {
    ...tripReads(db),
    ...tripFacts(db),
    ...tripStarts(db, recordChanges),
    ...tripDriving(db, recordChanges),
    ...tripDeliveries(db, recordChanges),
    ...tripPositions(db),
  };
}

export type TripService = ReturnType<typeof tripService>;
