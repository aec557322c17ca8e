import { expect, inject } from 'vitest';
import { Session, completeInvoicing, latestOtp, orderInput, signedIn, uniquePhone, verifiedSeller } from './client.js';
import { listedSku } from './stock.js';

const unique = () => Math.random().toString(36).slice(2, 8);

/** A micro warehouse of the test's own in south Delhi, so its clusters' names (C1 to C6) are free. */
export async function microWarehouse(admin: Session, pincode = '110020'): Promise<{ id: string; name: string }> {
  const res = (
    await admin.gql(
      `mutation($i: WarehouseCreateInput!) { warehouseCreate(input: $i) { warehouseEdge { node { id name } } userErrors { message } } }`,
      {
        i: {
          name: `Lightning Micro ${unique()}`,
          warehouseType: 'MICRO',
          firstName: 'Harish',
          addressLine1: 'A-9, Kalkaji Extension',
          addressLine2: 'Near Nehru Place',
          pincode,
          phone: '9811033344',
        },
      },
    )
  ).warehouseCreate;
  expect(res.userErrors).toEqual([]);
  return res.warehouseEdge.node;
}

/** A South Delhi buyer at `pincode`. */
export const delhiBuyer = (pincode: string) => ({
  firstName: 'Ritu',
  lastName: 'Bansal',
  addressLine1: 'C-14, Greater Kailash I',
  addressLine2: 'Near M Block Market',
  city: 'New Delhi',
  state: 'Delhi',
  pincode,
});

export interface LightningWorld {
  admin: Session;
  seller: Session;
  warehouse: string;
  cluster: string;
  /** The bikes' ids, in the order asked for. */
  drivers: string[];
  driverNames: string[];
  /** The drivers' phones, to sign in with. */
  driverPhones: string[];
  /** In the order placed: the first to the cluster's pincodes, the last outside them when asked for. */
  orders: { id: string; awb: string }[];
}

export interface WorldOptions {
  clusterName?: string;
  /** The bikes: each carries its orders and 40 kg. */
  drivers?: { name: string; capacityOrders: number }[];
  /** Pincodes of the COD orders placed, in order. */
  orderPincodes?: string[];
}

/**
 * A Lightning world of a test's own: a micro warehouse with a cluster over 110019 and 110048, a
 * seller stocked there, bikes in the cluster and COD orders of 2 kg to the pincodes given
 * (110001 is outside the cluster).
 */
export async function lightningWorld(options: WorldOptions = {}): Promise<LightningWorld> {
  const {
    clusterName = 'C1',
    drivers: bikes = [
      { name: 'Ajay Bike', capacityOrders: 3 },
      { name: 'Vijay Bike', capacityOrders: 3 },
    ],
    orderPincodes = ['110019', '110048', '110019', '110048', '110019', '110001'],
  } = options;
  const admin = await signedIn('admin@demo.in');
  const warehouse = (await microWarehouse(admin, '110019')).id;
  const seller = await verifiedSeller(`Lightning Spice Co ${unique()}`);
  const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  const attached = await admin.gql(
    `mutation($i: CompanyWarehouseAttachInput!) { companyWarehouseAttach(input: $i) { userErrors { message } } }`,
    { i: { company, warehouse, warehouseType: 'MICRO', gstNumber: '07AABCT1234D1ZW' } },
  );
  expect(attached.companyWarehouseAttach.userErrors).toEqual([]);
  await completeInvoicing(seller, { legalName: 'Lightning Spice Co' });
  const sku = await listedSku(seller, `LTS-${unique()}`.toUpperCase());
  const cluster = (
    await admin.gql(
      `mutation($i: ClusterCreateInput!) { clusterCreate(input: $i) { clusterEdge { node { id } } userErrors { message } } }`,
      {
        i: {
          name: clusterName,
          warehouse,
          pocName: 'Harish Gupta',
          pocPhone: '9811033344',
          addressLine1: 'A-9, Kalkaji Extension',
          addressLine2: 'Near Nehru Place',
          pincode: '110019',
          pincodes: ['110019', '110048'],
        },
      },
    )
  ).clusterCreate.clusterEdge.node.id as string;
  const drivers: string[] = [];
  const driverPhones: string[] = [];
  for (const { name, capacityOrders } of bikes) {
    const phone = uniquePhone();
    driverPhones.push(phone);
    const created = await admin.gql(
      `mutation($i: DriverCreateInput!) { driverCreate(input: $i) { driverEdge { node { id } } userErrors { message } } }`,
      { i: { name, phone, vehicleType: 'Bike', capacityOrders, capacityKg: 40, cluster } },
    );
    expect(created.driverCreate.userErrors).toEqual([]);
    drivers.push(created.driverCreate.driverEdge.node.id);
  }
  const orders: { id: string; awb: string }[] = [];
  for (const pincode of orderPincodes) {
    const placed = await seller.gql(
      `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id awb } } userErrors { message } } }`,
      { i: orderInput(warehouse, sku, 1, { paymentMode: 'COD', shippingAddress: delhiBuyer(pincode), weight: 2 }) },
    );
    expect(placed.orderCreate.userErrors).toEqual([]);
    orders.push(placed.orderCreate.orderEdge.node);
  }
  return { admin, seller, warehouse, cluster, drivers, driverNames: bikes.map((b) => b.name), driverPhones, orders };
}

/** A driver signed in on its phone with the code texted to it. */
export async function signedInDriver(phone: string): Promise<Session> {
  const driver = new Session();
  await driver.gql(`mutation($i: DriverCodeSendInput!) { driverCodeSend(input: $i) { sentTo } }`, { i: { phone } });
  const signed = (
    await driver.gql(`mutation($i: DriverSignInInput!) { driverSignIn(input: $i) { userErrors { message } } }`, {
      i: { phone, otp: await latestOtp(phone) },
    })
  ).driverSignIn;
  expect(signed.userErrors).toEqual([]);
  return driver;
}

/** The delivery code last texted to the buyer of `awb`. */
export async function deliveryCode(awb: string): Promise<string> {
  const nms = inject('serviceUrls').nms;
  const res = await fetch(`${nms}/notifications/outbox?template=DELIVERY_OTP&limit=200`, {
    headers: { 'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key' },
  });
  const body = (await res.json()) as { data: { notifications: { params: { otp: string; awb?: string } }[] } };
  const sent = body.data.notifications.find((n) => n.params.awb === awb);
  if (!sent) throw new Error(`No delivery code texted for ${awb}`);
  return sent.params.otp;
}
