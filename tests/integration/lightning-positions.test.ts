import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../support/client.js';
import { lightningWorld, signedInDriver, type LightningWorld } from '../support/lightning.js';

const ASSIGN = `mutation($i: DriverOrdersAssignInput!) { driverOrdersAssign(input: $i) { userErrors { message } } }`;
const START = `mutation($i: TripStartInput!) { tripStart(input: $i) { trip { id } userErrors { message } } }`;
const POSITIONS = `mutation($i: TripPositionsRecordInput!) { tripPositionsRecord(input: $i) { recorded
  userErrors { field message } } }`;
const END = `mutation($i: TripEndInput!) { tripEnd(input: $i) { userErrors { message } } }`;
const LAST = `query($c: ID!) { drivers(first: 10, cluster: $c) { edges { node { id lastPosition { lat lng at } } } } }`;
const NODE_LAST = `query($id: ID!) { node(id: $id) { ... on Driver { lastPosition { lat lng at } } } }`;

type Position = { lat: number; lng: number; at: string } | null;

describe("Lightning drivers' last positions", () => {
  let w: LightningWorld;
  let driver: Session;
  const lastPositions = async () =>
    new Map<string, Position>(
      (await w.admin.gql(LAST, { c: w.cluster })).drivers.edges.map(
        (e: { node: { id: string; lastPosition: Position } }) => [e.node.id, e.node.lastPosition],
      ),
    );

  beforeAll(async () => {
    w = await lightningWorld();
    const given = await w.admin.gql(ASSIGN, {
      i: { driver: w.drivers[0], orders: w.orders.slice(0, 2).map((o) => o.id) },
    });
    expect(given.driverOrdersAssign.userErrors).toEqual([]);
    driver = await signedInDriver(w.driverPhones[0]!);
  }, 90_000);

  it('shows where a driver on a trip was last seen, for the whole list in one read, and none once it ends', async () => {
    const [first, second] = w.drivers as [string, string];
    expect(await lastPositions()).toEqual(
      new Map([
        [first, null],
        [second, null],
      ]),
    );

    const started = (await driver.gql(START, { i: { idempotencyKey: `positions-${Date.now()}` } })).tripStart;
    expect(started.userErrors).toEqual([]);
    const trip = started.trip.id as string;
    // On a trip, before its phone sent anything.
    expect((await lastPositions()).get(first)).toBeNull();

    const now = Date.now();
    // Okhla, then Nehru Place five seconds later: sent newest first, the newest still wins.
    const positions = [
      { lat: 28.5494, lng: 77.2516, at: new Date(now + 5_000).toISOString(), accuracy: 8 },
      { lat: 28.5355, lng: 77.2713, at: new Date(now).toISOString(), accuracy: 12 },
    ];
    const sent = (await driver.gql(POSITIONS, { i: { trip, positions } })).tripPositionsRecord;
    expect(sent.userErrors).toEqual([]);
    expect(sent.recorded).toBe(2);

    const seen = await lastPositions();
    const last = seen.get(first)!;
    expect(last).toMatchObject({ lat: 28.5494, lng: 77.2516 });
    expect(new Date(last.at).getTime()).toBe(now + 5_000);
    expect(seen.get(second)).toBeNull();
    // A driver read on its own (the loader's read, as a route plan's driver is) says the same.
    expect((await w.admin.gql(NODE_LAST, { id: first })).node.lastPosition).toEqual(last);

    const ended = (await driver.gql(END, { i: { trip } })).tripEnd;
    expect(ended.userErrors).toEqual([]);
    expect(await lastPositions()).toEqual(
      new Map([
        [first, null],
        [second, null],
      ]),
    );
  });
});
