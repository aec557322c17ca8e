import { MSG, fill } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { Session, latestOtp, uniqueEmail, uniquePhone } from '../support/client.js';
import { lightningWorld, type LightningWorld } from '../support/lightning.js';

const CLUSTER_ORDERS = `query($id: ID!) { node(id: $id) { ... on Cluster { orders { id awb paymentMethod totalPrice weightKg
  deliveryPincode status driver { id name } } } } }`;
const ASSIGNED = `query($id: ID!) { node(id: $id) { ... on Driver { status statusCode assignedOrders { id awb paymentMethod
  totalPrice orderStatus orderStatusLabel canUnassign } } } }`;
const ASSIGN = `mutation($i: DriverOrdersAssignInput!) { driverOrdersAssign(input: $i) {
  driver { id status assignedOrders { awb } } userErrors { field message code } } }`;
const UNASSIGN = `mutation($i: OrderUnassignInput!) { orderUnassign(input: $i) {
  driver { id status heldOrders heldKg assignedOrders { awb } } userErrors { field message code } } }`;

const HELD = `query($c: ID!) { drivers(first: 10, cluster: $c) { edges { node { id heldOrders heldKg } } } }`;

const world = () => lightningWorld();

describe('Lightning orders given to drivers', () => {
  let w: LightningWorld;
  beforeAll(async () => {
    w = await world();
  }, 60_000);

  it("lists the cluster's waiting orders, gives three to a bike and refuses a fourth, an outside order and a taken one", async () => {
    const waiting = (await w.admin.gql(CLUSTER_ORDERS, { id: w.cluster })).node.orders;
    // The Connaught Place order is not the cluster's.
    expect(waiting.map((o: { id: string }) => o.id)).toEqual(w.orders.slice(0, 5).map((o) => o.id));
    expect(waiting[0]).toMatchObject({ paymentMethod: 'COD', totalPrice: 25_000, weightKg: 2, driver: null });

    const [first, second] = w.drivers as [string, string];
    const given = (await w.admin.gql(ASSIGN, { i: { driver: first, orders: w.orders.slice(0, 3).map((o) => o.id) } }))
      .driverOrdersAssign;
    expect(given.userErrors).toEqual([]);
    expect(given.driver.status).toBe('ORDERS_ASSIGNED');
    expect(given.driver.assignedOrders.map((o: { awb: string }) => o.awb)).toEqual(
      w.orders.slice(0, 3).map((o) => o.awb),
    );

    const full = (await w.admin.gql(ASSIGN, { i: { driver: first, orders: [w.orders[3]!.id] } })).driverOrdersAssign;
    expect(full.userErrors[0].message).toBe(
      fill(MSG.driverOrdersFull, { driver: 'Ajay Bike', orders: 3, assigned: '3 orders' }),
    );
    const outside = (await w.admin.gql(ASSIGN, { i: { driver: second, orders: [w.orders[5]!.id] } }))
      .driverOrdersAssign;
    expect(outside.userErrors[0].message).toMatch(/is not waiting at/);
    const taken = (await w.admin.gql(ASSIGN, { i: { driver: second, orders: [w.orders[0]!.id] } })).driverOrdersAssign;
    expect(taken.userErrors[0]).toMatchObject({
      message: fill(MSG.orderAssignedElsewhere, { awb: w.orders[0]!.awb, driver: 'Ajay Bike' }),
      code: 'TAKEN',
    });

    const after = (await w.admin.gql(CLUSTER_ORDERS, { id: w.cluster })).node.orders;
    expect(after.filter((o: { driver: unknown }) => o.driver).map((o: { id: string }) => o.id)).toEqual(
      w.orders.slice(0, 3).map((o) => o.id),
    );
    // The drivers' list counts what each holds, for the whole page in one read.
    const held = new Map(
      (await w.admin.gql(HELD, { c: w.cluster })).drivers.edges.map(
        (e: { node: { id: string; heldOrders: number; heldKg: number } }) => [e.node.id, e.node],
      ),
    );
    const kg = waiting.slice(0, 3).reduce((sum: number, o: { weightKg: number }) => sum + o.weightKg, 0);
    expect(kg).toBeGreaterThan(0);
    expect(held.get(first)).toMatchObject({ heldOrders: 3, heldKg: kg });
    expect(held.get(second)).toMatchObject({ heldOrders: 0, heldKg: 0 });
    const listed = (await w.admin.gql(ASSIGNED, { id: first })).node;
    expect(listed.statusCode).toBe(2);
    expect(listed.assignedOrders[0]).toMatchObject({
      paymentMethod: 'COD',
      totalPrice: 25_000,
      orderStatus: 4,
      canUnassign: true,
    });
  });

  it('takes an order back, and the driver is idle once it holds none', async () => {
    const [, second] = w.drivers as [string, string];
    const given = (await w.admin.gql(ASSIGN, { i: { driver: second, orders: [w.orders[3]!.id] } })).driverOrdersAssign;
    expect(given.userErrors).toEqual([]);
    const back = (await w.admin.gql(UNASSIGN, { i: { driver: second, awb: w.orders[3]!.awb } })).orderUnassign;
    expect(back.userErrors).toEqual([]);
    expect(back.driver).toMatchObject({ status: 'IDLE', heldOrders: 0, heldKg: 0, assignedOrders: [] });
    const again = (await w.admin.gql(UNASSIGN, { i: { driver: second, awb: w.orders[3]!.awb } })).orderUnassign;
    expect(again.userErrors[0].message).toBe(MSG.orderNotFound);
  });

  it('gives one order to one driver only when two admins send it to both at once', async () => {
    const [first, second] = w.drivers as [string, string];
    const order = w.orders[4]!;
    await w.admin.gql(UNASSIGN, { i: { driver: first, awb: w.orders[2]!.awb } });
    const answers = await Promise.all(
      [first, second, first, second].map((driver) => w.admin.gql(ASSIGN, { i: { driver, orders: [order.id] } })),
    );
    const holders = new Set<string>();
    for (const d of [first, second]) {
      const held = (await w.admin.gql(ASSIGNED, { id: d })).node.assignedOrders.map((o: { awb: string }) => o.awb);
      if (held.includes(order.awb)) holders.add(d);
    }
    expect(holders.size).toBe(1);
    const refusals = answers.filter((a) => a.driverOrdersAssign.userErrors.length);
    expect(refusals.length).toBeGreaterThan(0);
    for (const r of refusals) {
      expect(r.driverOrdersAssign.userErrors[0].code).toBe('TAKEN');
      expect([MSG.orderAssignedJustNow, expect.stringMatching(/is already assigned to/)]).toContainEqual(
        r.driverOrdersAssign.userErrors[0].message,
      );
    }
  });

  it("keeps another seller's and a seller's own eyes off the assignment routes", async () => {
    const refused = await w.seller.raw(ASSIGN, { i: { driver: w.drivers[0], orders: [w.orders[0]!.id] } });
    expect(JSON.stringify(refused.errors)).toMatch(/FORBIDDEN/);
    const peek = await w.seller.raw(CLUSTER_ORDERS, { id: w.cluster });
    expect(JSON.stringify(peek.errors)).toMatch(/FORBIDDEN|NOT_FOUND/);
  });

  it("shows the cluster's owner its waiting orders as the hub has them, and not the orders themselves", async () => {
    const email = uniqueEmail('owner');
    const made = await w.admin.gql(
      `mutation($i: ClusterOwnerCreateInput!) { clusterOwnerCreate(input: $i) { userErrors { message } } }`,
      { i: { name: 'Nisha Owner', phone: uniquePhone(), email, password: 'Owner@12345', clusters: [w.cluster] } },
    );
    expect(made.clusterOwnerCreate.userErrors).toEqual([]);
    const owner = await new Session().signIn(email, 'Owner@12345');
    const seen = await owner.raw(
      `query($id: ID!) { node(id: $id) { ... on Cluster { orders { awb totalPrice order { id } } } } }`,
      { id: w.cluster },
    );
    expect(seen.errors).toBeUndefined();
    const orders = (seen.data as { node: { orders: { awb: string; order: unknown }[] } }).node.orders;
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => o.order === null && o.awb)).toBe(true);
    // Giving orders away is the admins' alone.
    const refused = await owner.raw(ASSIGN, { i: { driver: w.drivers[1], orders: [w.orders[4]!.id] } });
    expect(JSON.stringify(refused.errors)).toMatch(/FORBIDDEN/);
  });

  it("plans routes for the cluster's drivers within their vehicles, assigns nothing, and confirmed keeps the route's order", async () => {
    const own = await world();
    const PLAN = `mutation($i: ClusterRoutesPlanInput!) { clusterRoutesPlan(input: $i) { plan {
      depot { lat lng } totalKm constructionKm
      routes { driver { id } orders kg distanceKm stops { id awb pincode lat lng weightKg } }
      unplanned { id awb reason } } userErrors { message } } }`;
    const { plan, userErrors } = (await own.admin.gql(PLAN, { i: { cluster: own.cluster } })).clusterRoutesPlan;
    expect(userErrors).toEqual([]);
    expect(plan.unplanned).toEqual([]);
    expect(plan.routes).toHaveLength(2);
    const planned = plan.routes.flatMap((r: { stops: { id: string }[] }) => r.stops.map((s) => s.id));
    expect([...planned].sort()).toEqual(
      own.orders
        .slice(0, 5)
        .map((o) => o.id)
        .sort(),
    );
    for (const route of plan.routes) {
      expect(route.orders).toBeLessThanOrEqual(3);
      expect(route.kg).toBeLessThanOrEqual(40);
      // Stops are placed at their pincode's centre: a route within the warehouse's own pincode is 0 km.
      expect(route.distanceKm).toBeGreaterThanOrEqual(0);
      expect(own.drivers).toContain(route.driver.id);
    }
    expect(plan.totalKm).toBeCloseTo(
      plan.routes.reduce((sum: number, r: { distanceKm: number }) => sum + r.distanceKm, 0),
      1,
    );
    expect(plan.totalKm).toBeGreaterThan(0);
    expect(plan.totalKm).toBeLessThanOrEqual(plan.constructionKm);
    // A proposal only: every order still waits.
    const waiting = (await own.admin.gql(CLUSTER_ORDERS, { id: own.cluster })).node.orders;
    expect(waiting.every((o: { driver: unknown }) => o.driver === null)).toBe(true);

    const route = plan.routes[0];
    const confirmed = (
      await own.admin.gql(ASSIGN, {
        i: { driver: route.driver.id, orders: route.stops.map((s: { id: string }) => s.id) },
      })
    ).driverOrdersAssign;
    expect(confirmed.driver.assignedOrders.map((o: { awb: string }) => o.awb)).toEqual(
      route.stops.map((s: { awb: string }) => s.awb),
    );
    // Planned again, the confirmed orders are no longer proposed and the driver has no room left.
    const again = (await own.admin.gql(PLAN, { i: { cluster: own.cluster } })).clusterRoutesPlan.plan;
    const rest = again.routes.flatMap((r: { stops: { id: string }[] }) => r.stops.map((s) => s.id));
    expect(rest.some((id: string) => planned.slice(0, route.stops.length).includes(id))).toBe(false);
  }, 60_000);

  it('shows a driver, signed in by phone, its own route: whom to deliver to, where and what to collect', async () => {
    const own = await lightningWorld({ drivers: [{ name: 'Kiran Bike', capacityOrders: 5 }] });
    const phone = (
      await own.admin.gql(`query($id: ID!) { node(id: $id) { ... on Driver { phone } } }`, { id: own.drivers[0] })
    ).node.phone as string;
    const given = (
      await own.admin.gql(ASSIGN, { i: { driver: own.drivers[0], orders: [own.orders[2]!.id, own.orders[0]!.id] } })
    ).driverOrdersAssign;
    expect(given.userErrors).toEqual([]);

    const driver = new Session();
    await driver.gql(`mutation($i: DriverCodeSendInput!) { driverCodeSend(input: $i) { sentTo } }`, { i: { phone } });
    const signedIn = (
      await driver.gql(`mutation($i: DriverSignInInput!) { driverSignIn(input: $i) { userErrors { message } } }`, {
        i: { phone, otp: await latestOtp(phone) },
      })
    ).driverSignIn;
    expect(signedIn.userErrors).toEqual([]);
    const ME = `{ driverMe { id name status cluster { id } assignedOrders { awb } route { id stop awb customerName customerPhone
      address { addressLine1 city pincode } paymentMethod codAmount weightKg orderStatus orderStatusLabel point { lat lng } } } }`;
    const me = (await driver.gql(ME)).driverMe;
    expect(me).toMatchObject({
      id: own.drivers[0],
      name: 'Kiran Bike',
      status: 'ORDERS_ASSIGNED',
      cluster: null,
      assignedOrders: null,
    });
    expect(me.route.map((s: { awb: string; stop: number }) => [s.stop, s.awb])).toEqual([
      [1, own.orders[2]!.awb],
      [2, own.orders[0]!.awb],
    ]);
    expect(me.route[0]).toMatchObject({
      customerName: 'Ritu Bansal',
      address: { city: 'New Delhi', pincode: '110019' },
      paymentMethod: 'COD',
      codAmount: 25_000,
      weightKg: 2,
      orderStatus: 4,
      orderStatusLabel: 'Assigned',
    });
    expect(me.route[0].point.lat).toBeGreaterThan(28);
    // A driver reads itself through driverMe only: the admin's lookups of drivers are not for it.
    const lookup = await driver.raw(`query($id: ID!) { node(id: $id) { ... on Driver { route { awb } } } }`, {
      id: own.drivers[0],
    });
    expect(JSON.stringify(lookup.errors)).toMatch(/FORBIDDEN/);
    expect((await own.admin.gql(`{ driverMe { id } }`)).driverMe).toBeNull();
    const adminView = await own.admin.gql(`query($id: ID!) { node(id: $id) { ... on Driver { route { awb } } } }`, {
      id: own.drivers[0],
    });
    expect(adminView.node.route).toBeNull();
  }, 60_000);

  it("gives a warehouse user its micro warehouse's clusters and drivers only", async () => {
    const CREATE = `mutation($i: WarehouseUserCreateInput!) { warehouseUserCreate(input: $i) {
      warehouseUser { name email warehouse { id } } userErrors { field message } } }`;
    const email = uniqueEmail('whuser');
    const input = { name: 'Farhan Ali', phone: uniquePhone(), email, password: 'Wh@user12345', warehouse: w.warehouse };
    const made = (await w.admin.gql(CREATE, { i: input })).warehouseUserCreate;
    expect(made).toMatchObject({
      userErrors: [],
      warehouseUser: { name: 'Farhan Ali', email, warehouse: { id: w.warehouse } },
    });
    const blank = (
      await w.admin.gql(CREATE, { i: { ...input, email: uniqueEmail('x'), phone: uniquePhone(), name: '' } })
    ).warehouseUserCreate;
    expect(blank.userErrors[0].field).toBe('name');

    const user = await new Session().signIn(email, 'Wh@user12345');
    expect((await user.gql(`{ viewer { userType adminApp } }`)).viewer).toEqual({
      userType: 'WAREHOUSE_USER',
      adminApp: true,
    });
    const clusters = (await user.gql(`{ clusters(first: 50) { edges { node { id } } } }`)).clusters.edges;
    expect(clusters.map((e: { node: { id: string } }) => e.node.id)).toEqual([w.cluster]);
    const drivers = (await user.gql(`{ drivers(first: 50) { edges { node { id } } } }`)).drivers.edges;
    expect(drivers.map((e: { node: { id: string } }) => e.node.id).sort()).toEqual([...w.drivers].sort());
    const refused = await user.raw(ASSIGN, { i: { driver: w.drivers[1], orders: [w.orders[4]!.id] } });
    expect(JSON.stringify(refused.errors)).toMatch(/FORBIDDEN/);
  });
});
