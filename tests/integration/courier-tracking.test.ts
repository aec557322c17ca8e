import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MSG, PLATFORM_RATE_CARD, fill, priceOf } from '@parcelo/common';
import { Session, signedIn, uniquePhone, sellerAt } from '../support/client.js';
import { STATUS_UPDATE, markDelivered, ndrToken, placeOrderFor } from '../support/ndr.js';
import { rechargeWallet } from '../support/wallet.js';

const run = Math.random().toString(36).slice(2, 7).toUpperCase();
/** This file's webhook receiver: the sandbox answers for any public name. */
const SKU = `LOOSE-${run}`;
const HOOK_HOST = `couriers-${run.toLowerCase()}.parcelo-it.example.in`;

const PARTNERS = `{ viewer { company { deliveryPartners(first: 50) { totalCount edges { node { id name contract active priority credentialsHint allPincodes rateCard { slabGrams } courier { code } } } } } } }`;
const RATES = `query($id: ID!) { node(id: $id) { ... on Order { statusFromCourier deliveryRates { quotes { deliveryPartner { id name contract } serviceable zone totalPaise } userErrors { message } } } } }`;
const SHIP = `mutation($i: OrderShipInput!) { orderShip(input: $i) { order { id status { code } deliveryAwb deliveryPartner statusFromCourier } userErrors { field message code } } }`;
const ORDER = `query($id: ID!) { node(id: $id) { ... on Order { status { code } trail { status { code } description city } } } }`;
const CONNECT = `mutation($i: DeliveryPartnerConnectInput!) { deliveryPartnerConnect(input: $i) { deliveryPartner { id name contract credentialsHint } userErrors { field message code } } }`;
const UPDATE = `mutation($i: DeliveryPartnerUpdateInput!) { deliveryPartnerUpdate(input: $i) { deliveryPartner { active priority } userErrors { field message code } } }`;
const DISCONNECT = `mutation($i: DeliveryPartnerDisconnectInput!) { deliveryPartnerDisconnect(input: $i) { disconnectedId userErrors { field message code } } }`;
const PINCODES = `mutation($i: DeliveryPartnerPincodesUploadInput!) { deliveryPartnerPincodesUpload(input: $i) { userErrors { field message code } } }`;
const REMITTANCES = `{ codRemittances(first: 50) { edges { node { shopOrderId status codAmount } } } }`;
const REQUESTS = `query($s: CustomerRequestSearch) { customerRequests(first: 10, search: $s) { edges { node { orderNumber } } } }`;

let seller: Session;
let admin: Session;

type Order = { id: string; shopOrderId: string; awb: string };

/** A sandbox control: what tests and the demo use to move a courier's parcels. */
async function courierControl(path: string, body: unknown) {
  const res = await fetch(`${inject('sandboxUrl')}/_sandbox/couriers/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

/** A COD order for a buyer of its own, booked with the cheapest Parcelo contract. */
async function shippedOrder(phone = uniquePhone()): Promise<Order & { deliveryAwb: string; partner: string }> {
  const order = await placeOrderFor(seller, phone, undefined, SKU);
  const { quotes } = (await seller.gql(RATES, { id: order.id })).node.deliveryRates;
  const quote = quotes.find((q: any) => q.serviceable && q.deliveryPartner.contract === 'PARCELO');
  const shipped = (await seller.gql(SHIP, { i: { id: order.id, deliveryPartner: quote.deliveryPartner.id } }))
    .orderShip;
  expect(shipped.userErrors).toEqual([]);
  return { ...order, deliveryAwb: shipped.order.deliveryAwb, partner: shipped.order.deliveryPartner };
}

/** The order once its status is `code`: the courier's scans are read in the background. */
const reaches = (id: string, code: string) =>
  vi.waitFor(
    async () => {
      const { node } = await seller.gql(ORDER, { id });
      expect(node.status.code).toBe(code);
      return node as {
        status: { code: string };
        trail: { status: { code: string }; description: string; city: string }[];
      };
    },
    { timeout: 20_000, interval: 200 },
  );

/** The status webhooks the seller's receiver got for an order, oldest first. */
async function hooked(shopOrderId: string): Promise<string[]> {
  const res = await fetch(`${inject('sandboxUrl')}/_sandbox/receiver/requests?host=${HOOK_HOST}`);
  const { requests } = (await res.json()) as { requests: { body: string }[] };
  return requests
    .map((r) => JSON.parse(r.body) as { data: { shopOrderId: string; status: string } })
    .filter((e) => e.data.shopOrderId === shopOrderId)
    .map((e) => e.data.status);
}

beforeAll(async () => {
  [seller, admin] = await Promise.all([
    sellerAt(`Courier Track Tea ${run}`, ['WH-DEL-001']),
    signedIn('admin@demo.in'),
  ]);
  // Its orders are of loose tea it keeps no stock of here: shipping is what is under test.
  const prefs = await seller.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  expect(prefs.companyPreferencesUpdate.userErrors).toEqual([]);
  // Freight is debited as a courier assigns each AWB.
  await rechargeWallet(seller, 5_000_00);
  const hook = await seller.gql(
    `mutation($i: WebhookCreateInput!) { webhookCreate(input: $i) { userErrors { message } } }`,
    { i: { webhookUrl: `https://${HOOK_HOST}/parcelo`, eventType: 'OMS_STATUS_UPDATE' } },
  );
  expect(hook.webhookCreate.userErrors).toEqual([]);
});

describe("Parcelo's courier contracts", () => {
  it('lets a brand-new seller ship with them without connecting anything, priced by the default card', async () => {
    const listed = (await seller.gql(PARTNERS)).viewer.company.deliveryPartners;
    expect(listed.totalCount).toBe(4);
    expect(listed.edges.map((e: any) => [e.node.name, e.node.courier.code])).toEqual([
      ['Parcelo · Delhivery', 'DELHIVERY'],
      ['Parcelo · Blue Dart', 'BLUEDART'],
      ['Parcelo · Xpressbees', 'XPRESSBEES'],
      ['Parcelo · DTDC', 'DTDC'],
    ]);
    for (const { node } of listed.edges)
      expect(node).toMatchObject({
        contract: 'PARCELO',
        active: true,
        credentialsHint: '',
        allPincodes: true,
        rateCard: null,
      });

    const order = await placeOrderFor(seller, uniquePhone(), undefined, SKU);
    const rates = (await seller.gql(RATES, { id: order.id })).node;
    expect(rates.statusFromCourier).toBe(false);
    expect(rates.deliveryRates.userErrors).toEqual([]);
    // Okhla to Bengaluru, 0.5 kg COD of ₹450: the platform's card, never a free shipment.
    const price = priceOf(PLATFORM_RATE_CARD, 'METRO_TO_METRO', {
      weightKg: 0.5,
      dimensions: null,
      cod: true,
      orderValuePaise: 45_000,
    });
    expect(price.totalPaise).toBeGreaterThan(0);
    for (const q of rates.deliveryRates.quotes)
      expect(q).toMatchObject({ serviceable: true, zone: 'METRO_TO_METRO', totalPaise: price.totalPaise });

    const delhivery = listed.edges[0].node.id;
    const shipped = (await seller.gql(SHIP, { i: { id: order.id, deliveryPartner: delhivery } })).orderShip;
    expect(shipped.userErrors).toEqual([]);
    expect(shipped.order).toMatchObject({
      status: { code: 'READY_TO_SHIP' },
      deliveryPartner: 'Parcelo · Delhivery',
      statusFromCourier: true,
    });
    expect(shipped.order.deliveryAwb).toMatch(/^DL\d{10}$/);
    const booked = await fetch(`${inject('sandboxUrl')}/_sandbox/couriers/shipments?awb=${shipped.order.deliveryAwb}`);
    expect(((await booked.json()) as { shipments: unknown[] }).shipments).toHaveLength(1);
  });

  it("keeps a contract's key, card and pincodes Parcelo's: the seller switches it and ranks it", async () => {
    const listed = (await seller.gql(PARTNERS)).viewer.company.deliveryPartners.edges;
    const dtdc = listed.find((e: any) => e.node.courier.code === 'DTDC').node.id;
    const fixed = { field: null, message: MSG.parceloContractFixed, code: 'NOT_ALLOWED' };
    expect((await seller.gql(DISCONNECT, { i: { id: dtdc } })).deliveryPartnerDisconnect.userErrors).toEqual([fixed]);
    expect(
      (await seller.gql(PINCODES, { i: { id: dtdc, allPincodes: { forward: true, reverse: false, cod: false } } }))
        .deliveryPartnerPincodesUpload.userErrors,
    ).toEqual([fixed]);
    expect(
      (await seller.gql(UPDATE, { i: { id: dtdc, apiKey: 'my-own-key-123' } })).deliveryPartnerUpdate.userErrors,
    ).toEqual([fixed]);
    const ranked = (await seller.gql(UPDATE, { i: { id: dtdc, priority: 1, active: false } })).deliveryPartnerUpdate;
    expect(ranked).toEqual({ deliveryPartner: { active: false, priority: 1 }, userErrors: [] });
    expect((await seller.gql(UPDATE, { i: { id: dtdc, active: true } })).deliveryPartnerUpdate.userErrors).toEqual([]);
  });

  it("checks a seller's own courier key as it is connected, and refuses a bad one", async () => {
    const bad = (
      await seller.gql(CONNECT, {
        i: { courier: 'XPRESSBEES', name: `Own Xpressbees ${run}`, apiKey: 'invalid-key-123' },
      })
    ).deliveryPartnerConnect;
    expect(bad).toEqual({
      deliveryPartner: null,
      userErrors: [
        { field: 'apiKey', message: fill(MSG.courierKeyRefused, { courier: 'Xpressbees' }), code: 'INVALID' },
      ],
    });
    expect((await seller.gql(PARTNERS)).viewer.company.deliveryPartners.totalCount).toBe(4);
    const good = (
      await seller.gql(CONNECT, { i: { courier: 'XPRESSBEES', name: `Own Xpressbees ${run}`, apiKey: 'xb-key-12345' } })
    ).deliveryPartnerConnect;
    expect(good.userErrors).toEqual([]);
    expect(good.deliveryPartner).toMatchObject({ contract: 'OWN', credentialsHint: '…2345' });
    // A new key is checked too.
    const changed = (await seller.gql(UPDATE, { i: { id: good.deliveryPartner.id, apiKey: 'invalid-again' } }))
      .deliveryPartnerUpdate;
    expect(changed.userErrors).toEqual([
      { field: 'apiKey', message: fill(MSG.courierKeyRefused, { courier: 'Xpressbees' }), code: 'INVALID' },
    ]);
    expect(
      (await seller.gql(DISCONNECT, { i: { id: good.deliveryPartner.id } })).deliveryPartnerDisconnect.userErrors,
    ).toEqual([]);
  });
});

describe("statuses from the courier's tracking", () => {
  it('moves a booked order to Delivered scan by scan, with its trail, webhooks and COD remittance', async () => {
    const order = await shippedOrder();
    await courierControl('advance', { awb: order.deliveryAwb, steps: 'all' });
    const delivered = await reaches(order.id, 'DELIVERED');
    // Where each scan was, as the pincode directory names the city.
    expect(delivered.trail.slice(0, 4).map((t) => [t.status.code, t.description, t.city])).toEqual([
      ['DELIVERED', 'Delivered to consignee', 'Bangalore'],
      ['OUT_FOR_DELIVERY', 'Out for delivery', 'Bangalore'],
      ['IN_TRANSIT', 'Arrived at hub', 'New Delhi'],
      ['PICKED_UP', 'Shipment picked up', 'New Delhi'],
    ]);
    await vi.waitFor(
      async () =>
        expect(await hooked(order.shopOrderId)).toEqual([
          'READY_TO_SHIP',
          'PICKED_UP',
          'IN_TRANSIT',
          'OUT_FOR_DELIVERY',
          'DELIVERED',
        ]),
      { timeout: 20_000, interval: 250 },
    );
    await vi.waitFor(
      async () => {
        const rows = (await seller.gql(REMITTANCES)).codRemittances.edges.map((e: any) => e.node);
        expect(rows).toContainEqual(expect.objectContaining({ shopOrderId: order.shopOrderId, codAmount: 45_000 }));
      },
      { timeout: 20_000, interval: 250 },
    );
  });

  it('raises an NDR with the reason when the courier cannot deliver', async () => {
    const phone = uniquePhone();
    const order = await shippedOrder(phone);
    await courierControl('scenario', {
      awb: order.deliveryAwb,
      scenario: 'UNDELIVERED',
      ndrReason: 'ADDRESS_INCOMPLETE',
    });
    await courierControl('advance', { awb: order.deliveryAwb, steps: 'all' });
    const undelivered = await reaches(order.id, 'UNDELIVERED');
    expect(undelivered.trail[0]).toMatchObject({
      description: 'Delivery attempted: Wrong Or Incomplete Address',
      city: 'Bangalore',
    });
    expect((await ndrToken(phone)).length).toBeGreaterThanOrEqual(32);
    const requests = (await seller.gql(REQUESTS, { s: { by: 'PHONE', value: phone } })).customerRequests.edges;
    expect(requests.map((e: any) => e.node.orderNumber)).toEqual([order.shopOrderId]);
  });

  it('returns an order to origin when the courier does (RTO)', async () => {
    const order = await shippedOrder();
    await courierControl('scenario', { awb: order.deliveryAwb, scenario: 'RTO', ndrReason: 'CUSTOMER_REFUSED' });
    await courierControl('advance', { awb: order.deliveryAwb, steps: 'all' });
    const back = await reaches(order.id, 'RTO_DELIVERED');
    expect(back.trail.slice(0, 3).map((t) => t.status.code)).toEqual([
      'RTO_DELIVERED',
      'RTO_IN_TRANSIT',
      'UNDELIVERED',
    ]);
    expect(back.trail[2]!.description).toBe('Delivery attempted: Refused by customer');
  });

  it('moves an order once for a scan the courier sends twice', async () => {
    const order = await shippedOrder();
    await courierControl('advance', { awb: order.deliveryAwb, steps: 3 });
    await reaches(order.id, 'OUT_FOR_DELIVERY');
    const scan = { awb: order.deliveryAwb, code: 'DELIVERED', eventId: `dup-${run}`, location: 'Bengaluru' };
    await courierControl('events', scan);
    await courierControl('events', scan);
    const delivered = await reaches(order.id, 'DELIVERED');
    expect(delivered.trail.filter((t) => t.status.code === 'DELIVERED')).toHaveLength(1);
    await vi.waitFor(async () => expect((await hooked(order.shopOrderId)).at(-1)).toBe('DELIVERED'), {
      timeout: 20_000,
      interval: 250,
    });
    expect((await hooked(order.shopOrderId)).filter((s) => s === 'DELIVERED')).toHaveLength(1);
  });

  it("refuses the seller's own moves on a courier's order, and lets an admin correct it", async () => {
    const order = await shippedOrder();
    const refused = (await seller.gql(STATUS_UPDATE, { i: { id: order.id, status: 'PICKED_UP' } })).orderStatusUpdate;
    expect(refused).toEqual({
      order: null,
      userErrors: [
        { field: 'status', message: fill(MSG.statusFromCourier, { partner: order.partner }), code: 'NOT_ALLOWED' },
      ],
    });
    const corrected = (await admin.gql(STATUS_UPDATE, { i: { id: order.id, status: 'PICKED_UP' } })).orderStatusUpdate;
    expect(corrected.userErrors).toEqual([]);
    expect(corrected.order.status.code).toBe('PICKED_UP');
    // An order the seller ships itself is still its own to move.
    const own = await placeOrderFor(seller, uniquePhone(), undefined, SKU);
    await markDelivered(seller, own.id);
    expect((await seller.gql(ORDER, { id: own.id })).node.status.code).toBe('DELIVERED');
  });
});
