import { MSG, fill } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { Session, latestOtp, signedIn, twoWarehouseSeller, uniqueEmail, uniquePhone } from '../support/client.js';
import { microWarehouse } from '../support/lightning.js';

const unique = () => Math.random().toString(36).slice(2, 8);

const WAREHOUSE = `mutation($i: WarehouseCreateInput!) { warehouseCreate(input: $i) {
  warehouseEdge { node { id name } } userErrors { field message } } }`;
const CLUSTER = `mutation($i: ClusterCreateInput!) { clusterCreate(input: $i) {
  clusterEdge { node { id name code pocName pocPhone pincodes driverCount
    address { addressLine1 addressLine2 city state pincode country } warehouse { id name } } }
  userErrors { field message code } } }`;
const DRIVER = `mutation($i: DriverCreateInput!) { driverCreate(input: $i) {
  driverEdge { node { id name phone active status statusCode vehicleType vehicleLabel capacityOrders capacityKg
    cluster { id name } } }
  userErrors { field message code } } }`;
const DRIVERS = `query($s: String, $by: DriverSearchField, $c: ID, $a: Boolean) {
  drivers(first: 50, search: $s, searchBy: $by, cluster: $c, active: $a) { totalCount edges { node { id name phone active cluster { name } } } } }`;
const CLUSTERS = `{ clusters(first: 50) { totalCount edges { node { id name } } } }`;
const ASSIGN = `mutation($i: DriverClusterAssignInput!) { driverClusterAssign(input: $i) {
  driver { id cluster { id name } } userErrors { field message } } }`;
const UPDATE = `mutation($i: DriverUpdateInput!) { driverUpdate(input: $i) { driver { id active } userErrors { message } } }`;
const OWNER = `mutation($i: ClusterOwnerCreateInput!) { clusterOwnerCreate(input: $i) {
  clusterOwner { id name email clusters { id name } } userErrors { field message code } } }`;

const clusterInput = (warehouse: string, over: Record<string, unknown> = {}) => ({
  name: 'C3',
  warehouse,
  pocName: 'Meena Arora',
  pocPhone: '9810098100',
  addressLine1: '14 Nehru Place',
  addressLine2: 'Near Kalkaji Mandir',
  pincode: '110019',
  pincodes: ['110019', '110020', '110019'],
  ...over,
});

const driverInput = (over: Record<string, unknown> = {}) => ({
  name: `Ramesh Yadav ${unique()}`,
  phone: uniquePhone(),
  vehicleType: 'Bike',
  capacityOrders: 25,
  capacityKg: 40,
  ...over,
});

describe('Lightning clusters, drivers and cluster owners', () => {
  let admin: Session;
  let warehouse: { id: string; name: string };
  beforeAll(async () => {
    admin = await signedIn('admin@demo.in');
    warehouse = await microWarehouse(admin);
  });

  it("creates cluster C3 at a micro warehouse, placed by its pincode; refuses C7 and a second C3 in the product's words", async () => {
    const refused = (await admin.gql(CLUSTER, { i: clusterInput(warehouse.id, { name: 'C7' }) })).clusterCreate;
    expect(refused).toMatchObject({
      clusterEdge: null,
      userErrors: [{ field: 'name', message: MSG.clusterNameNotAllowed }],
    });
    const blanks = await Promise.all(
      [{ pocName: '' }, { pocPhone: '' }, { addressLine1: ' ' }, { pincode: '1100' }].map(
        async (over) => (await admin.gql(CLUSTER, { i: clusterInput(warehouse.id, over) })).clusterCreate.userErrors[0],
      ),
    );
    expect(blanks.map((e: { field: string }) => e.field)).toEqual(['pocName', 'pocPhone', 'addressLine1', 'pincode']);
    expect(blanks[0].message).toBe(MSG.clusterPocNameRequired);
    expect(blanks[2].message).toBe(MSG.required);
    expect(blanks[3].message).toBe(MSG.invalidPincode);

    const key = `cluster-${unique()}`;
    const created = (await admin.gql(CLUSTER, { i: { ...clusterInput(warehouse.id), idempotencyKey: key } }))
      .clusterCreate;
    expect(created.userErrors).toEqual([]);
    expect(created.clusterEdge.node).toMatchObject({
      name: 'C3',
      code: '003',
      pocName: 'Meena Arora',
      pincodes: ['110019', '110020'],
      driverCount: 0,
      address: { pincode: '110019', state: 'Delhi', country: 'India' },
      warehouse: { id: warehouse.id },
    });
    const replay = (await admin.gql(CLUSTER, { i: { ...clusterInput(warehouse.id), idempotencyKey: key } }))
      .clusterCreate;
    expect(replay.clusterEdge.node.id).toBe(created.clusterEdge.node.id);
    const again = (await admin.gql(CLUSTER, { i: clusterInput(warehouse.id, { name: 'c3' }) })).clusterCreate;
    expect(again.userErrors[0]).toMatchObject({
      field: 'name',
      message: fill(MSG.clusterNameTaken, { warehouse: warehouse.name, name: 'C3' }),
    });
  });

  it('creates a cluster once when five admins send it at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => admin.gql(CLUSTER, { i: clusterInput(warehouse.id, { name: 'C4' }) })),
    );
    const created = results.filter((r) => r.clusterCreate.clusterEdge);
    expect(created).toHaveLength(1);
    for (const r of results.filter((r) => !r.clusterCreate.clusterEdge))
      expect(r.clusterCreate.userErrors[0].field).toBe('name');
    const named = (await admin.gql(CLUSTERS)).clusters.edges.filter(
      (e: { node: { name: string; id: string } }) =>
        e.node.name === 'C4' && e.node.id === created[0]!.clusterCreate.clusterEdge.node.id,
    );
    expect(named).toHaveLength(1);
  });

  it('refuses a cluster at a central warehouse or without a warehouse', async () => {
    const central = (
      await admin.gql(WAREHOUSE, {
        i: {
          // Named apart from the demo warehouses, which other files look for by name in the shared database.
          name: `Rahnal Godown ${unique()}`,
          warehouseType: 'CENTRAL',
          firstName: 'Anil',
          addressLine1: 'Gala 7, Rahnal',
          addressLine2: 'Bhiwandi',
          pincode: '421302',
          phone: '9822011223',
        },
      })
    ).warehouseCreate.warehouseEdge.node;
    const atCentral = (await admin.gql(CLUSTER, { i: clusterInput(central.id, { name: 'C1' }) })).clusterCreate;
    expect(atCentral.userErrors[0]).toMatchObject({ field: 'warehouse', message: MSG.clusterWarehouseNotMicro });
    const nowhere = await admin.raw(CLUSTER, { i: clusterInput('', { name: 'C1' }) });
    expect(JSON.stringify(nowhere.errors)).toMatch(/BAD_USER_INPUT/);
    const atWarehouses = await admin.gql(`{ clusters(first: 300) { edges { node { warehouse { id } } } } }`);
    expect(
      atWarehouses.clusters.edges.filter(
        (e: { node: { warehouse: { id: string } } }) => e.node.warehouse.id === central.id,
      ),
    ).toEqual([]);
  });

  it('adds drivers with accounts of their own, finds them by name or phone, switches one off and gives it a cluster', async () => {
    const cluster = (await admin.gql(CLUSTER, { i: clusterInput(warehouse.id, { name: 'C5' }) })).clusterCreate
      .clusterEdge.node;
    const first = driverInput({ name: `Sunil Kumar ${unique()}` });
    const created = (await admin.gql(DRIVER, { i: { ...first, idempotencyKey: `drv-${unique()}` } })).driverCreate;
    expect(created.userErrors).toEqual([]);
    expect(created.driverEdge.node).toMatchObject({
      name: first.name,
      phone: first.phone,
      active: true,
      status: 'IDLE',
      statusCode: 1,
      vehicleType: 'Bike',
      vehicleLabel: 'Bike',
      capacityOrders: 25,
      capacityKg: 40,
      cluster: null,
    });
    const driver = created.driverEdge.node.id as string;

    const samePhone = (await admin.gql(DRIVER, { i: driverInput({ phone: first.phone }) })).driverCreate;
    expect(samePhone.userErrors[0]).toMatchObject({ message: MSG.phoneTaken });
    const badPhone = (await admin.gql(DRIVER, { i: driverInput({ phone: '012345' }) })).driverCreate;
    expect(badPhone.userErrors[0].field).toBe('phone');
    const tooMuch = (await admin.gql(DRIVER, { i: driverInput({ capacityKg: 1_000_000 }) })).driverCreate;
    expect(tooMuch.userErrors[0].field).toBe('capacityKg');

    const byName = (await admin.gql(DRIVERS, { s: first.name.split(' ').pop() })).drivers;
    expect(byName.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([driver]);
    const byPhone = (await admin.gql(DRIVERS, { s: first.phone.slice(0, 8), by: 'PHONE' })).drivers;
    expect(byPhone.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(driver);

    const off = (await admin.gql(UPDATE, { i: { id: driver, active: false } })).driverUpdate;
    expect(off.driver).toEqual({ id: driver, active: false });

    const assigned = (await admin.gql(ASSIGN, { i: { driver, cluster: cluster.id } })).driverClusterAssign;
    expect(assigned.driver.cluster).toEqual({ id: cluster.id, name: 'C5' });
    const inCluster = (await admin.gql(DRIVERS, { c: cluster.id })).drivers;
    expect(inCluster.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([driver]);
    expect((await admin.gql(DRIVERS, { c: cluster.id, a: true })).drivers.totalCount).toBe(0);
  });

  it("gives a cluster owner its own clusters' drivers only, and nothing to a seller", async () => {
    const mine = (await admin.gql(CLUSTER, { i: clusterInput(warehouse.id, { name: 'C1' }) })).clusterCreate.clusterEdge
      .node;
    const other = (await admin.gql(CLUSTER, { i: clusterInput(warehouse.id, { name: 'C2' }) })).clusterCreate
      .clusterEdge.node;
    const inMine = (await admin.gql(DRIVER, { i: driverInput({ cluster: mine.id }) })).driverCreate.driverEdge.node;
    const inOther = (await admin.gql(DRIVER, { i: driverInput({ cluster: other.id }) })).driverCreate.driverEdge.node;

    const email = uniqueEmail('owner');
    const owner = (
      await admin.gql(OWNER, {
        i: { name: 'Kavita Sharma', phone: uniquePhone(), email, password: 'Owner@12345', clusters: [mine.id] },
      })
    ).clusterOwnerCreate;
    expect(owner.userErrors).toEqual([]);
    expect(owner.clusterOwner).toMatchObject({ name: 'Kavita Sharma', email, clusters: [{ id: mine.id, name: 'C1' }] });

    const asOwner = await new Session().signIn(email, 'Owner@12345');
    expect((await asOwner.gql(CLUSTERS)).clusters.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([
      mine.id,
    ]);
    const seen = (await asOwner.gql(DRIVERS, {})).drivers.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(seen).toEqual([inMine.id]);
    const hidden = await asOwner.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: inOther.id });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Only admins change drivers.
    const refused = await asOwner.raw(UPDATE, { i: { id: inMine.id, active: false } });
    expect(JSON.stringify(refused)).toMatch(/FORBIDDEN|access/);

    const seller = await twoWarehouseSeller('Lightning Outsider Teas');
    const sellerView = await seller.raw(CLUSTERS);
    expect(JSON.stringify(sellerView)).toMatch(/FORBIDDEN/);
    const sellerCreate = await seller.raw(CLUSTER, { i: clusterInput(warehouse.id, { name: 'C4' }) });
    expect(JSON.stringify(sellerCreate)).toMatch(/FORBIDDEN/);
  });

  it('signs a driver in with the code texted to its phone, and no one else', async () => {
    const SEND = `mutation($i: DriverCodeSendInput!) { driverCodeSend(input: $i) { sentTo userErrors { field message } } }`;
    const SIGN_IN = `mutation($i: DriverSignInInput!) { driverSignIn(input: $i) {
      viewer { userType adminApp user { name } } userErrors { field message code } } }`;
    const input = driverInput();
    await admin.gql(DRIVER, { i: input });
    const driver = new Session();
    const sent = (await driver.gql(SEND, { i: { phone: input.phone } })).driverCodeSend;
    expect(sent.userErrors).toEqual([]);
    expect(sent.sentTo).toMatch(/^\*+\d{4}$/);
    const code = await latestOtp(input.phone);
    const wrong = (
      await driver.gql(SIGN_IN, { i: { phone: input.phone, otp: code === '000000' ? '111111' : '000000' } })
    ).driverSignIn;
    expect(wrong.userErrors[0]).toMatchObject({ field: 'otp', message: MSG.otpInvalid });
    const signedIn = (await driver.gql(SIGN_IN, { i: { phone: input.phone, otp: code } })).driverSignIn;
    expect(signedIn.userErrors).toEqual([]);
    expect(signedIn.viewer).toMatchObject({ userType: 'DRIVER', adminApp: false, user: { name: input.name } });
    // A driver works on its own phone page: the admin's Lightning lists are not for it.
    expect(JSON.stringify((await driver.raw(CLUSTERS)).errors)).toMatch(/FORBIDDEN/);
    // The code works once.
    const again = (await new Session().gql(SIGN_IN, { i: { phone: input.phone, otp: code } })).driverSignIn;
    expect(again.userErrors[0].field).toBe('otp');

    // A phone that is no driver's is answered alike, and nothing is texted to it.
    const stranger = uniquePhone();
    const strangerSent = (await new Session().gql(SEND, { i: { phone: stranger } })).driverCodeSend;
    expect(strangerSent.sentTo).toMatch(/^\*+\d{4}$/);
    await expect(latestOtp(stranger)).rejects.toThrow(/No OTP/);
    const badPhone = (await new Session().gql(SEND, { i: { phone: '12345' } })).driverCodeSend;
    expect(badPhone.userErrors[0].field).toBe('phone');
  });
});
