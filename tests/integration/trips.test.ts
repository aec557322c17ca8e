import { MSG, fill, formatPaise, haversineKm } from '@parcelo/common';

type Point = { lat: number; lng: number };
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { signedIn, type Session } from '../support/client.js';
import { deliveryCode, lightningWorld, signedInDriver, type LightningWorld } from '../support/lightning.js';

const ASSIGN = `mutation($i: DriverOrdersAssignInput!) { driverOrdersAssign(input: $i) { userErrors { message } } }`;
const TRIP = `id status statusCode cod codCollected distanceKm driverName
  stats { totalOrders delivered undelivered unattempted pending amountCollected amountExpected }
  orders { orderId awb status statusLabel codAmount codCollected undeliveredReason hasProof proofUrl }`;
const START = `mutation($i: TripStartInput!) { tripStart(input: $i) { trip { ${TRIP} } driver { status }
  userErrors { field message code } } }`;
const DELIVER = `mutation($i: TripOrderDeliverInput!) { tripOrderDeliver(input: $i) { trip { ${TRIP} }
  userErrors { field message code } } }`;
const UNDELIVER = `mutation($i: TripOrderUndeliverInput!) { tripOrderUndeliver(input: $i) { trip { ${TRIP} }
  userErrors { field message code } } }`;
const HOLD = `mutation($i: TripHoldInput!) { tripHold(input: $i) { trip { status } userErrors { message } } }`;
const RESUME = `mutation($i: TripResumeInput!) { tripResume(input: $i) { trip { status } userErrors { message } } }`;
const END = `mutation($i: TripEndInput!) { tripEnd(input: $i) { trip { ${TRIP} } driver { status }
  userErrors { message } } }`;
const POSITIONS = `mutation($i: TripPositionsRecordInput!) { tripPositionsRecord(input: $i) { recorded
  trip { distanceKm } userErrors { field message } } }`;
const TRIPS = `query($d: ID, $s: TripStatus) { trips(first: 20, driver: $d, status: $s) { totalCount
  edges { node { ${TRIP} trail { lat lng } driver { name } cluster { name } } } } }`;
const ASSIGNED = `query($id: ID!) { node(id: $id) { ... on Driver { status totalOrders
  assignedOrders { awb orderStatus canUnassign } currentTrip { id } } } }`;
const UNASSIGN = `mutation($i: OrderUnassignInput!) { orderUnassign(input: $i) { userErrors { message } } }`;
const ORDER_STATUS = `query($id: ID!) { node(id: $id) { ... on Order { status { code } trail { status { code } description } } } }`;

/** A 1×1 PNG: the smallest photo a phone could send. */
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** 25 orders of ₹250 COD each in the world: what one order's driver collects. */
const COD = 25_000;

/** The seller's Lightning webhook: the sandbox's receiver answers for any public name. */
const hookHost = `lightning-${Math.random().toString(36).slice(2, 8)}.parcelo-it.example.in`;

/** What the seller's webhook was sent about `orderId`: each event's delivery status number. */
async function hooked(orderId: string): Promise<number[]> {
  const res = await fetch(`${inject('sandboxUrl')}/_sandbox/receiver/requests?host=${encodeURIComponent(hookHost)}`);
  const { requests } = (await res.json()) as { requests: { body: string }[] };
  return requests
    .map((r) => JSON.parse(r.body) as { event: string; data: { orderId: string; orderStatus: number } })
    .filter((e) => e.event === 'lightningStatus/update' && e.data.orderId === orderId)
    .map((e) => e.data.orderStatus);
}

describe('Lightning trips', () => {
  let w: LightningWorld;
  let driver: Session;
  let tripId: string;
  const orderStatus = async (id: string) => (await w.seller.gql(ORDER_STATUS, { id })).node;

  beforeAll(async () => {
    w = await lightningWorld();
    // The brand's Lightning rates: ₹20 a parcel and ₹30 for its first 2 kg.
    const company = (await w.seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const rates = await w.admin.gql(
      `mutation($i: PricingPreferencesUpdateInput!) { pricingPreferencesUpdate(input: $i) { userErrors { message } } }`,
      { i: { company, lightningBaseCharges: 2_000, lightningPriceUpto2Kgs: 3_000, lightningPriceAfter2Kgs: 1_500 } },
    );
    expect(rates.pricingPreferencesUpdate.userErrors).toEqual([]);
    const given = await w.admin.gql(ASSIGN, {
      i: { driver: w.drivers[0], orders: w.orders.slice(0, 3).map((o) => o.id) },
    });
    expect(given.driverOrdersAssign.userErrors).toEqual([]);
    driver = await signedInDriver(w.driverPhones[0]!);
    const hook = (
      await w.seller.gql(`mutation($i: WebhookCreateInput!) { webhookCreate(input: $i) { userErrors { message } } }`, {
        i: { webhookUrl: `https://${hookHost}/lightning`, eventType: 'LIGHTNING_STATUS_UPDATE' },
      })
    ).webhookCreate;
    expect(hook.userErrors).toEqual([]);
  }, 90_000);

  it('starts one trip with everything the driver holds, however often the phone sends it', async () => {
    const key = `trip-start-${Date.now()}`;
    const [a, b] = await Promise.all([
      driver.gql(START, { i: { idempotencyKey: key } }),
      driver.gql(START, { i: { idempotencyKey: key } }),
    ]);
    expect(a.tripStart.userErrors).toEqual([]);
    expect(b.tripStart.userErrors).toEqual([]);
    expect(a.tripStart.trip.id).toBe(b.tripStart.trip.id);
    tripId = a.tripStart.trip.id;
    expect(a.tripStart.driver.status).toBe('IN_JOURNEY');
    expect(a.tripStart.trip).toMatchObject({
      status: 'IN_PROGRESS',
      statusCode: 1,
      cod: 3 * COD,
      codCollected: 0,
      stats: { totalOrders: 3, delivered: 0, pending: 3, amountExpected: 3 * COD, amountCollected: 0 },
    });
    expect(a.tripStart.trip.orders.map((o: { awb: string }) => o.awb)).toEqual(w.orders.slice(0, 3).map((o) => o.awb));
    expect(a.tripStart.trip.orders.every((o: { status: number }) => o.status === 5)).toBe(true);

    // A new key is a second start: refused while the trip is open.
    const again = (await driver.gql(START, { i: { idempotencyKey: `${key}-2` } })).tripStart;
    expect(again.userErrors[0].message).toBe(MSG.tripAlreadyOpen);

    // OMS hears of it: shipped, then out for delivery, in the order's trail.
    await vi.waitFor(async () => expect((await orderStatus(w.orders[0]!.id)).status.code).toBe('OUT_FOR_DELIVERY'), {
      timeout: 10_000,
      interval: 200,
    });
    const trail = (await orderStatus(w.orders[0]!.id)).trail.map((t: { description: string }) => t.description);
    expect(trail).toContain(`Out for delivery with ${w.driverNames[0]}`);

    // The admins' list shows the orders out, and keeps them with the driver.
    const held = (await w.admin.gql(ASSIGNED, { id: w.drivers[0] })).node;
    expect(held.currentTrip.id).toBe(tripId);
    expect(held.assignedOrders.every((o: { orderStatus: number }) => o.orderStatus === 5)).toBe(true);
    const back = (await w.admin.gql(UNASSIGN, { i: { driver: w.drivers[0], awb: w.orders[0]!.awb } })).orderUnassign;
    expect(back.userErrors[0].message).toBe(
      fill(MSG.unassignOutForDelivery, { awb: w.orders[0]!.awb, driver: w.driverNames[0]! }),
    );
  });

  it("delivers with the buyer's code, the exact cash and a photo, once however often it is tapped", async () => {
    const order = w.orders[0]!;
    const base = { trip: tripId, order: order.id, codCollected: COD };
    const wrong = (await driver.gql(DELIVER, { i: { ...base, otp: '0000' } })).tripOrderDeliver;
    const code = await deliveryCode(order.awb);
    // One in ten thousand: the test's wrong code is the real one.
    if (code !== '0000') expect(wrong.userErrors[0]).toMatchObject({ field: 'otp', message: MSG.deliveryCodeWrong });
    const short = (await driver.gql(DELIVER, { i: { ...base, otp: code, codCollected: COD - 100 } })).tripOrderDeliver;
    expect(short.userErrors[0]).toMatchObject({
      field: 'codCollected',
      message: fill(MSG.codCollectMismatch, { amount: formatPaise(COD), entered: formatPaise(COD - 100) }),
    });
    const notPhoto = (
      await driver.gql(DELIVER, {
        i: { ...base, otp: code, photo: `data:image/png;base64,${Buffer.from('<html>').toString('base64')}` },
      })
    ).tripOrderDeliver;
    expect(notPhoto.userErrors[0]).toMatchObject({ field: 'photo', message: MSG.deliveryPhotoInvalid });

    const taps = await Promise.all(
      [1, 2, 3].map(() => driver.gql(DELIVER, { i: { ...base, otp: code, photo: PHOTO } })),
    );
    for (const t of taps) expect(t.tripOrderDeliver.userErrors).toEqual([]);
    const trip = taps[0]!.tripOrderDeliver.trip;
    expect(trip.stats).toMatchObject({ delivered: 1, pending: 2, amountCollected: COD, amountExpected: 3 * COD });
    expect(trip.orders[0]).toMatchObject({ status: 7, statusLabel: 'Delivered', codCollected: COD, hasProof: true });
    // The phone never gets a link to the photo; the admins do, and it opens.
    expect(trip.orders[0].proofUrl).toBeNull();
    const listed = (await w.admin.gql(TRIPS, { d: w.drivers[0] })).trips.edges[0].node;
    expect(listed.orders[0].proofUrl).toMatch(/delivery_pod/);
    const photo = await fetch(new URL(listed.orders[0].proofUrl, w.admin.url));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');

    await vi.waitFor(async () => expect((await orderStatus(order.id)).status.code).toBe('DELIVERED'), {
      timeout: 10_000,
      interval: 200,
    });
    // The seller's Lightning webhook heard it go out and be delivered, once each however often tapped.
    const orderLocal = Buffer.from(order.id, 'base64').toString('utf8').split(':')[1]!;
    await vi.waitFor(async () => expect((await hooked(orderLocal)).sort()).toEqual([5, 7]), {
      timeout: 10_000,
      interval: 200,
    });
    // Delivered once: the seller's wallet is charged Lightning shipping (201) for it once.
    await vi.waitFor(
      async () => {
        const { walletTransactions } = await w.seller.gql(
          `{ walletTransactions(first: 100) { edges { node { code amount description } } } }`,
        );
        const shipping = walletTransactions.edges.filter(
          (e: { node: { code: string; description: string } }) =>
            e.node.code === '201' &&
            e.node.description.startsWith('Shipping') &&
            e.node.description.includes(order.awb),
        );
        expect(shipping.map((e: { node: { amount: number } }) => e.node.amount)).toEqual([5_000]);
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('holds the trip, refuses deliveries on hold, and marks an order undelivered with why', async () => {
    expect((await driver.gql(HOLD, { i: { trip: tripId } })).tripHold.trip.status).toBe('ON_HOLD');
    const onHold = (
      await driver.gql(UNDELIVER, { i: { trip: tripId, order: w.orders[1]!.id, reason: 'ROUTE_OBSTACLES' } })
    ).tripOrderUndeliver;
    expect(onHold.userErrors[0].message).toBe(MSG.tripOnHold);
    expect((await driver.gql(RESUME, { i: { trip: tripId } })).tripResume.trip.status).toBe('IN_PROGRESS');
    const marked = (
      await driver.gql(UNDELIVER, { i: { trip: tripId, order: w.orders[1]!.id, reason: 'NO_RESPONSE_FROM_CUSTOMER' } })
    ).tripOrderUndeliver;
    expect(marked.userErrors).toEqual([]);
    expect(marked.trip.orders[1]).toMatchObject({ status: 6, undeliveredReason: 'NO_RESPONSE_FROM_CUSTOMER' });
    const delivered = (
      await driver.gql(DELIVER, {
        i: { trip: tripId, order: w.orders[1]!.id, otp: await deliveryCode(w.orders[1]!.awb), codCollected: COD },
      })
    ).tripOrderDeliver;
    expect(delivered.userErrors[0].message).toBe(
      fill(MSG.tripOrderClosed, { awb: w.orders[1]!.awb, status: 'Undelivered' }),
    );
    await vi.waitFor(async () => expect((await orderStatus(w.orders[1]!.id)).status.code).toBe('UNDELIVERED'), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it("measures the trip's distance from the phone's positions, each kept once", async () => {
    const start = Date.now();
    // Okhla to Nehru Place and on to Kalkaji: about 2.5 km and 1.3 km.
    const positions = [
      { lat: 28.5355, lng: 77.2713, at: new Date(start).toISOString(), accuracy: 12 },
      { lat: 28.5494, lng: 77.2516, at: new Date(start + 30_000).toISOString(), accuracy: 8 },
      // A rough fix far away stays out of the distance.
      { lat: 28.7, lng: 77.1, at: new Date(start + 45_000).toISOString(), accuracy: 900 },
      { lat: 28.5399, lng: 77.2592, at: new Date(start + 60_000).toISOString(), accuracy: 10 },
    ];
    const sent = (await driver.gql(POSITIONS, { i: { trip: tripId, positions } })).tripPositionsRecord;
    expect(sent.userErrors).toEqual([]);
    expect(sent.recorded).toBe(4);
    const [a, b, , c] = positions as unknown as [Point, Point, Point, Point];
    expect(sent.trip.distanceKm).toBeCloseTo(haversineKm(a, b) + haversineKm(b, c), 2);
    const resent = (await driver.gql(POSITIONS, { i: { trip: tripId, positions } })).tripPositionsRecord;
    expect(resent.recorded).toBe(0);
    expect(resent.trip.distanceKm).toBe(sent.trip.distanceKm);
    const bad = (
      await driver.gql(POSITIONS, { i: { trip: tripId, positions: [{ lat: 200, lng: 77, at: positions[0]!.at }] } })
    ).tripPositionsRecord;
    expect(bad.userErrors[0].message).toBeTruthy();
    const ancient = (
      await driver.gql(POSITIONS, {
        i: { trip: tripId, positions: [{ lat: 28.5, lng: 77.2, at: '1950-01-01T00:00:00Z' }] },
      })
    ).tripPositionsRecord;
    expect(ancient.userErrors[0].message).toBe(MSG.instantInvalid);
  });

  it('ends the trip: what was not tried goes back to the cluster, the driver is idle, the table has it', async () => {
    const ended = (await driver.gql(END, { i: { trip: tripId } })).tripEnd;
    expect(ended.userErrors).toEqual([]);
    expect(ended.driver.status).toBe('IDLE');
    expect(ended.trip).toMatchObject({
      status: 'COMPLETED',
      stats: { totalOrders: 3, delivered: 1, undelivered: 1, unattempted: 1, pending: 0, amountCollected: COD },
    });
    const again = (await driver.gql(END, { i: { trip: tripId } })).tripEnd;
    expect(again.userErrors).toEqual([]);

    const held = (await w.admin.gql(ASSIGNED, { id: w.drivers[0] })).node;
    expect(held).toMatchObject({ status: 'IDLE', assignedOrders: [], currentTrip: null, totalOrders: 3 });
    const listed = (await w.admin.gql(TRIPS, { d: w.drivers[0], s: 'COMPLETED' })).trips;
    expect(listed.totalCount).toBe(1);
    expect(listed.edges[0].node).toMatchObject({
      driverName: w.driverNames[0],
      driver: { name: w.driverNames[0] },
      cluster: { name: 'C1' },
    });
    expect(listed.edges[0].node.trail).toHaveLength(4);

    // Not attempted: back at the warehouse without asking the buyer anything.
    await vi.waitFor(async () => expect((await orderStatus(w.orders[2]!.id)).status.code).toBe('UNDELIVERED'), {
      timeout: 10_000,
      interval: 200,
    });
    const trail = (await orderStatus(w.orders[2]!.id)).trail.map((t: { description: string }) => t.description);
    expect(trail.some((d: string) => d.startsWith('Not attempted'))).toBe(true);

    // Both come back to the cluster and go out again on the next trip.
    const given = await w.admin.gql(ASSIGN, {
      i: { driver: w.drivers[0], orders: [w.orders[1]!.id, w.orders[2]!.id] },
    });
    expect(given.driverOrdersAssign.userErrors).toEqual([]);
    const second = (await driver.gql(START, { i: { idempotencyKey: `second-${Date.now()}` } })).tripStart;
    expect(second.userErrors).toEqual([]);
    expect(second.trip.stats.totalOrders).toBe(2);
    await vi.waitFor(async () => expect((await orderStatus(w.orders[1]!.id)).status.code).toBe('OUT_FOR_DELIVERY'), {
      timeout: 10_000,
      interval: 200,
    });
    await driver.gql(END, { i: { trip: second.trip.id } });
  });

  it("downloads the driver's trips as CSV, in rupees and kilometres", async () => {
    const csv = await fetch(new URL(`/files/trips.csv?driver=${encodeURIComponent(w.drivers[0]!)}`, w.admin.url), {
      headers: { cookie: w.admin.cookie! },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain('Amount Collected (₹)');
    // Both trips, newest first: the second took out two orders, the first three.
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('Completed');
    expect(lines[2]).toContain('250.00');
    const seller = await fetch(new URL('/files/trips.csv', w.seller.url), { headers: { cookie: w.seller.cookie! } });
    expect(seller.status).toBe(403);
  });

  it("keeps trips to the Lightning area's people and a driver to its own trip", async () => {
    const peek = await w.seller.raw(TRIPS, {});
    expect(JSON.stringify(peek.errors)).toMatch(/FORBIDDEN/);
    // The demo's cluster owner runs other clusters: this world's trips are not there for it.
    const owner = await signedIn('owner@demo.in');
    expect((await owner.gql(TRIPS, { d: w.drivers[0] })).trips.totalCount).toBe(0);
    const theirTrip = await owner.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: tripId });
    expect(JSON.stringify(theirTrip.errors)).toMatch(/NOT_FOUND/);
    const other = await signedInDriver(w.driverPhones[1]!);
    const theirs = await other.raw(HOLD, { i: { trip: tripId } });
    expect(JSON.stringify(theirs.errors)).toMatch(/NOT_FOUND/);
    const noOrders = (await other.gql(START, { i: { idempotencyKey: `none-${Date.now()}` } })).tripStart;
    expect(noOrders.userErrors[0].message).toBe(MSG.tripNoOrders);
  });
});
