import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG, ZONES, fill } from '@parcelo/common';
import { allPincodes } from '@parcelo/common/pincodes';
import { Session, attachedOperator, signedIn, twoWarehouseSeller, verifiedSeller } from '../support/client.js';
import { BUYER } from '../support/sheets.js';
import { rechargeWallet } from '../support/wallet.js';

const PARTNER_FIELDS = `id name contract active priority credentialsHint allPincodes courier { code name }
  pincodeCounts { total forward reverse cod } rateCard { slabGrams codFixedPaise codBasisPoints zones { zone basePaise additionalPaise days } }`;
const CONNECT = `mutation($i: DeliveryPartnerConnectInput!) { deliveryPartnerConnect(input: $i) { deliveryPartner { ${PARTNER_FIELDS} } userErrors { field message code } } }`;
const UPDATE = `mutation($i: DeliveryPartnerUpdateInput!) { deliveryPartnerUpdate(input: $i) { deliveryPartner { ${PARTNER_FIELDS} } userErrors { field message code } } }`;
const RATE_CARD = `mutation($i: DeliveryPartnerRateCardUpdateInput!) { deliveryPartnerRateCardUpdate(input: $i) { deliveryPartner { rateCard { slabGrams zones { zone basePaise } } } userErrors { field message code } } }`;
const PINCODES = `mutation($i: DeliveryPartnerPincodesUploadInput!) { deliveryPartnerPincodesUpload(input: $i) { deliveryPartner { allPincodes pincodeCounts { total forward reverse cod } } userErrors { field message code } } }`;
const DISCONNECT = `mutation($i: DeliveryPartnerDisconnectInput!) { deliveryPartnerDisconnect(input: $i) { disconnectedId userErrors { field message code } } }`;
const RATES = `query($i: DeliveryRatesInput!) { deliveryRates(input: $i) { quotes { deliveryPartner { name contract } serviceable reason codAvailable zone chargeableGrams freightPaise codPaise totalPaise days } userErrors { field message code } } }`;
const SHIP = `mutation($i: OrderShipInput!) { orderShip(input: $i) { order { id status { code } awb deliveryAwb deliveryPartner shippingPartner { name } } userErrors { field message code } } }`;
const ORDER_RATES = `query($id: ID!) { node(id: $id) { ... on Order { deliveryRates { quotes { deliveryPartner { name contract } serviceable reason totalPaise } userErrors { message } } } } }`;
const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shopOrderId } } userErrors { field message code } } }`;
const PARTNERS = `{ viewer { company { deliveryPartners(first: 50) { totalCount edges { node { ${PARTNER_FIELDS} } } } } } }`;

const run = Math.random().toString(36).slice(2, 7).toUpperCase();

/** A rate card whose every zone costs `base` for the first 500 g and `extra` for each further 500 g. */
const rateCard = (id: string, base: number, extra: number, days: number) => ({
  id,
  slabGrams: 500,
  codFixedPaise: 3000,
  codBasisPoints: 150,
  zones: ZONES.map((zone, i) => ({ zone, basePaise: base + i * 500, additionalPaise: extra, days: days + i })),
});

let seller: Session;
let other: Session;
let warehouse: string;
let cheap: string;
let dear: string;

async function newOrder(session: Session, overrides: Record<string, unknown> = {}) {
  const data = await session.gql(CREATE, {
    i: {
      warehouse,
      paymentMode: 'COD',
      customerPhone: '9812345678',
      customerEmail: 'ravi.kumar@example.in',
      weight: 0.8,
      dimensions: { length: 20, breadth: 15, height: 10 },
      shippingAddress: BUYER.shippingAddress,
      items: [{ title: 'Loose tea', sku: `LOOSE-${run}`, quantity: 1, unitPrice: 100_000 }],
      ...overrides,
    },
  });
  expect(data.orderCreate.userErrors).toEqual([]);
  return data.orderCreate.orderEdge.node as { id: string; shopOrderId: string };
}

const sandboxShipments = async (reference?: string) =>
  (
    (await (
      await fetch(`${inject('sandboxUrl')}/_sandbox/couriers/shipments${reference ? `?reference=${reference}` : ''}`)
    ).json()) as { shipments: unknown[] }
  ).shipments;

/** The seller's own accounts' quotes: Parcelo's contracts (tested in courier-tracking) quote beside them. */
const own = (quotes: any[]) => quotes.filter((q) => q.deliveryPartner.contract === 'OWN');

const localIdOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

beforeAll(async () => {
  seller = await twoWarehouseSeller(`Courier Test Tea ${run}`);
  other = await verifiedSeller(`Courier Rival Tea ${run}`);
  const prefs = await seller.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  expect(prefs.companyPreferencesUpdate.userErrors).toEqual([]);
  // Freight is debited when a courier assigns the AWB.
  await rechargeWallet(seller, 5_000_000);
  const { viewer } = await seller.gql(
    `{ viewer { company { warehouses(first: 5) { edges { node { id warehouseId } } } } } }`,
  );
  warehouse = viewer.company.warehouses.edges.find((e: any) => e.node.warehouseId === 'WH-DEL-001').node.id;
});

describe('delivery partners', () => {
  it('connects couriers with sealed credentials, and says what is wrong with bad input', async () => {
    // No account of its own yet: only Parcelo's contracts.
    const empty = await seller.gql(PARTNERS);
    expect(empty.viewer.company.deliveryPartners.edges.filter((e: any) => e.node.contract === 'OWN')).toEqual([]);
    expect((await seller.gql(`{ couriers { code name apiHost } }`)).couriers).toContainEqual({
      code: 'BLUEDART',
      name: 'Blue Dart',
      apiHost: 'api.bluedart.example',
    });

    const a = await seller.gql(CONNECT, {
      i: { courier: 'DELHIVERY', name: 'Delhivery Surface', apiKey: 'dlv-secret-key-12345', priority: 1 },
    });
    expect(a.deliveryPartnerConnect.userErrors).toEqual([]);
    expect(a.deliveryPartnerConnect.deliveryPartner).toMatchObject({
      name: 'Delhivery Surface',
      active: true,
      priority: 1,
      credentialsHint: '…2345',
      courier: { code: 'DELHIVERY', name: 'Delhivery' },
      pincodeCounts: { total: 0 },
      rateCard: null,
    });
    cheap = a.deliveryPartnerConnect.deliveryPartner.id;
    const b = await seller.gql(CONNECT, {
      i: { courier: 'BLUEDART', name: 'Blue Dart Air', apiKey: 'bd-secret-key-67890', priority: 2 },
    });
    expect(b.deliveryPartnerConnect.userErrors).toEqual([]);
    dear = b.deliveryPartnerConnect.deliveryPartner.id;

    const taken = await seller.gql(CONNECT, {
      i: { courier: 'DTDC', name: 'blue dart air', apiKey: 'x-secret-key-000' },
    });
    expect(taken.deliveryPartnerConnect.userErrors).toEqual([
      { field: 'name', message: MSG.partnerNameTaken, code: 'TAKEN' },
    ]);
    const badPriority = await seller.gql(CONNECT, {
      i: { courier: 'DTDC', name: 'DTDC', apiKey: 'x-secret-key-000', priority: 100 },
    });
    expect(badPriority.deliveryPartnerConnect.userErrors).toEqual([
      { field: 'priority', message: MSG.priorityRange, code: 'INVALID' },
    ]);
    const badCourier = await seller.gql(CONNECT, { i: { courier: 'FEDEX', name: 'Fed', apiKey: 'k-000000000' } });
    expect(badCourier.deliveryPartnerConnect.userErrors[0]).toMatchObject({
      field: 'courier',
      message: MSG.courierUnknown,
    });

    // The credentials never come back, in any answer.
    const listed = await seller.raw(PARTNERS);
    expect(JSON.stringify(listed)).not.toMatch(/secret-key/);
    expect(JSON.stringify(a)).not.toMatch(/secret-key/);
  });

  it('keeps rate cards and serviceable pincodes, from a CSV or the whole directory', async () => {
    const card = await seller.gql(RATE_CARD, { i: rateCard(cheap, 3000, 2000, 3) });
    expect(card.deliveryPartnerRateCardUpdate.userErrors).toEqual([]);
    expect(card.deliveryPartnerRateCardUpdate.deliveryPartner.rateCard.zones[0]).toEqual({
      zone: 'WITHIN_CITY',
      basePaise: 3000,
    });
    expect(
      (await seller.gql(RATE_CARD, { i: rateCard(dear, 4500, 3000, 1) })).deliveryPartnerRateCardUpdate.userErrors,
    ).toEqual([]);
    const missingZone = await seller.gql(RATE_CARD, {
      i: { ...rateCard(dear, 4500, 3000, 1), zones: rateCard(dear, 4500, 3000, 1).zones.slice(1) },
    });
    expect(missingZone.deliveryPartnerRateCardUpdate.userErrors[0]).toMatchObject({ field: 'zones' });
    const negative = await seller.gql(RATE_CARD, { i: rateCard(dear, -1, 3000, 1) });
    expect(negative.deliveryPartnerRateCardUpdate.userErrors[0]).toMatchObject({
      message: fill(MSG.invalidField, { field: 'Base price' }),
    });

    const all = await seller.gql(PINCODES, {
      i: { id: cheap, allPincodes: { forward: true, reverse: true, cod: true } },
    });
    expect(all.deliveryPartnerPincodesUpload.userErrors).toEqual([]);
    expect(all.deliveryPartnerPincodesUpload.deliveryPartner.allPincodes).toBe(true);
    expect(all.deliveryPartnerPincodesUpload.deliveryPartner.pincodeCounts.total).toBeGreaterThan(15_000);

    // Blue Dart: Delhi and Bengaluru, COD only in Delhi; no Manipur.
    const csv = 'pincode,forward,reverse,cod\n110020,1,1,1\n110001,1,0,1\n560025,1,1,0\n';
    const listed = await seller.gql(PINCODES, { i: { id: dear, csv } });
    expect(listed.deliveryPartnerPincodesUpload).toEqual({
      deliveryPartner: { allPincodes: false, pincodeCounts: { total: 3, forward: 3, reverse: 2, cod: 2 } },
      userErrors: [],
    });
    const badPin = await seller.gql(PINCODES, { i: { id: dear, csv: 'pincode,forward,reverse,cod\n12345,1,1,1\n' } });
    expect(badPin.deliveryPartnerPincodesUpload.userErrors).toEqual([
      { field: 'csv', message: fill(MSG.pincodesCsvRow, { row: 2, problem: MSG.invalidPincode }), code: 'INVALID' },
    ]);
    const badHeader = await seller.gql(PINCODES, { i: { id: dear, csv: 'pin,fwd\n110020,1\n' } });
    expect(badHeader.deliveryPartnerPincodesUpload.userErrors[0]?.message).toBe(MSG.pincodesCsvHeader);
    // A refused upload keeps the list as it was.
    const after = (await seller.gql(PARTNERS)).viewer.company.deliveryPartners.edges.find(
      (e: any) => e.node.id === dear,
    ).node;
    expect(after.pincodeCounts.total).toBe(3);
  });

  it('compares partners cheapest first and says why one cannot carry a shipment', async () => {
    const base = { pickupPincode: '110020', weightKg: 1.2, paymentMode: 'PREPAID' };
    const toBlr = (await seller.gql(RATES, { i: { ...base, deliveryPincode: '560025' } })).deliveryRates;
    expect(toBlr.userErrors).toEqual([]);
    expect(
      own(toBlr.quotes).map((q: any) => [q.deliveryPartner.name, q.serviceable, q.zone, q.chargeableGrams]),
    ).toEqual([
      ['Delhivery Surface', true, 'METRO_TO_METRO', 1500],
      ['Blue Dart Air', true, 'METRO_TO_METRO', 1500],
    ]);
    // METRO_TO_METRO is the third zone: base + 1000, two further slabs.
    expect(toBlr.quotes[0].totalPaise).toBe(3000 + 1000 + 2 * 2000);
    expect(toBlr.quotes[1].totalPaise).toBe(4500 + 1000 + 2 * 3000);

    const codBlr = own(
      (
        await seller.gql(RATES, {
          i: { ...base, deliveryPincode: '560025', paymentMode: 'COD', orderValuePaise: 500_000 },
        })
      ).deliveryRates.quotes,
    );
    expect(codBlr.map((q: any) => [q.deliveryPartner.name, q.serviceable, q.reason])).toEqual([
      ['Delhivery Surface', true, null],
      ['Blue Dart Air', false, fill(MSG.codNotAvailable, { pincode: '560025', partner: 'Blue Dart Air' })],
    ]);
    expect(codBlr[0].codPaise).toBe(7500);

    const manipur = own((await seller.gql(RATES, { i: { ...base, deliveryPincode: '795001' } })).deliveryRates.quotes);
    expect(manipur[0]).toMatchObject({ serviceable: true, zone: 'SPECIAL' });
    expect(manipur[1]).toMatchObject({
      serviceable: false,
      reason: 'Delivery pincode 795001 is not serviceable by Blue Dart Air',
    });

    const bad = (await seller.gql(RATES, { i: { ...base, deliveryPincode: '99999' } })).deliveryRates;
    expect(bad).toEqual({
      quotes: [],
      userErrors: [{ field: 'deliveryPincode', message: MSG.invalidPincode, code: 'INVALID' }],
    });
    const unknown = (await seller.gql(RATES, { i: { ...base, deliveryPincode: '999999' } })).deliveryRates;
    expect(unknown.userErrors[0]).toMatchObject({ field: 'deliveryPincode', message: MSG.invalidPincode });
    const heavy = (await seller.gql(RATES, { i: { ...base, deliveryPincode: '560025', weightKg: 0 } })).deliveryRates;
    expect(heavy.userErrors[0]).toMatchObject({ field: 'weightKg', message: MSG.rateWeightInvalid });
  });

  it('ships an order with the cheaper partner, once, however often it is asked', async () => {
    const order = await newOrder(seller);
    const rates = (await seller.gql(ORDER_RATES, { id: order.id })).node.deliveryRates;
    expect(rates.userErrors).toEqual([]);
    // COD to Bengaluru: Blue Dart has no COD there.
    expect(own(rates.quotes).map((q: any) => [q.deliveryPartner.name, q.serviceable])).toEqual([
      ['Delhivery Surface', true],
      ['Blue Dart Air', false],
    ]);

    const refused = (await seller.gql(SHIP, { i: { id: order.id, deliveryPartner: dear } })).orderShip;
    expect(refused.userErrors).toEqual([
      {
        field: 'deliveryPartner',
        message: fill(MSG.partnerNotServing, {
          partner: 'Blue Dart Air',
          reason: fill(MSG.codNotAvailable, { pincode: '560025', partner: 'Blue Dart Air' }),
        }),
        code: 'NOT_ALLOWED',
      },
    ]);

    const shipped = (
      await seller.gql(SHIP, { i: { id: order.id, deliveryPartner: cheap, idempotencyKey: `s1-${run}` } })
    ).orderShip;
    expect(shipped.userErrors).toEqual([]);
    expect(shipped.order).toMatchObject({
      status: { code: 'READY_TO_SHIP' },
      deliveryPartner: 'Delhivery Surface',
      shippingPartner: { name: 'Delhivery Surface' },
    });
    const awb = shipped.order.deliveryAwb as string;
    expect(awb).toMatch(/^DL\d{10}$/);
    expect(shipped.order.awb).not.toBe(awb);
    // A buyer tracking by either number sees both, each for what it is.
    const TRACK = `query($a: String!) { trackedShipment(awb: $a) { awb courierAwb courier } }`;
    for (const a of [awb, shipped.order.awb])
      expect((await new Session().gql(TRACK, { a })).trackedShipment).toEqual({
        awb: shipped.order.awb,
        courierAwb: awb,
        courier: 'Delhivery Surface',
      });

    // Retried, with another key or none: the same shipment, and the courier was asked once.
    const again = (await seller.gql(SHIP, { i: { id: order.id, deliveryPartner: cheap, idempotencyKey: `s2-${run}` } }))
      .orderShip;
    expect(again.userErrors).toEqual([]);
    expect(again.order.deliveryAwb).toBe(awb);
    expect(await sandboxShipments(localIdOf(order.id))).toHaveLength(1);
    // Another partner for a shipped order is refused.
    const otherPartner = (await seller.gql(SHIP, { i: { id: order.id, deliveryPartner: dear } })).orderShip;
    expect(otherPartner.userErrors[0]).toMatchObject({
      message: fill(MSG.orderAlreadyShipped, { partner: 'Delhivery Surface', awb }),
    });

    // Found by its AWB and by its partner.
    const byAwb = await seller.gql(
      `query($v: String!) { orders(search: { by: AWB, value: $v }) { edges { node { id } } } }`,
      { v: awb },
    );
    expect(byAwb.orders.edges.map((e: any) => e.node.id)).toEqual([order.id]);
    const byPartner = await seller.gql(
      `query($v: String!) { orders(first: 50, search: { by: DELIVERY_PARTNER, value: $v }) { edges { node { id } } } }`,
      { v: 'delhivery surface' },
    );
    expect(byPartner.orders.edges.map((e: any) => e.node.id)).toContain(order.id);

    const pickup = (await seller.gql(`{ awaitingPickup { courier count deliveryPartner { id } } }`)).awaitingPickup;
    expect(pickup).toContainEqual({ courier: 'Delhivery Surface', count: 1, deliveryPartner: { id: cheap } });
    expect(pickup).toContainEqual({ courier: 'Blue Dart Air', count: 0, deliveryPartner: { id: dear } });
  });

  it('says plainly when no active partner serves the pincode, and changes nothing', async () => {
    // Only Blue Dart active: it does not serve Manipur (Parcelo's contracts, which do, switched off too).
    const contracts = (await seller.gql(PARTNERS)).viewer.company.deliveryPartners.edges
      .filter((e: any) => e.node.contract === 'PARCELO')
      .map((e: any) => e.node.id as string);
    for (const id of [cheap, ...contracts]) await seller.gql(UPDATE, { i: { id, active: false } });
    try {
      const order = await newOrder(seller, {
        paymentMode: 'PREPAID',
        shippingAddress: {
          firstName: 'Tomba',
          lastName: 'Singh',
          addressLine1: '3 Paona Bazar',
          addressLine2: 'Thangal Bazar',
          city: 'Imphal',
          state: 'Manipur',
          pincode: '795001',
        },
      });
      const res = (await seller.gql(SHIP, { i: { id: order.id, deliveryPartner: dear } })).orderShip;
      expect(res.userErrors).toEqual([
        { field: 'deliveryPartner', message: fill(MSG.noPartnerServes, { pincode: '795001' }), code: 'NOT_ALLOWED' },
      ]);
      const still = await seller.gql(
        `query($id: ID!) { node(id: $id) { ... on Order { status { code } deliveryAwb deliveryPartner } } }`,
        { id: order.id },
      );
      expect(still.node).toEqual({ status: { code: 'PLACED' }, deliveryAwb: null, deliveryPartner: null });
      expect(await sandboxShipments(localIdOf(order.id))).toHaveLength(0);
    } finally {
      for (const id of [cheap, ...contracts]) {
        const back = await seller.gql(UPDATE, { i: { id, active: true } });
        expect(back.deliveryPartnerUpdate.deliveryPartner.active).toBe(true);
      }
    }
  });

  it('answers a courier that refuses the key, and leaves the order as it was', async () => {
    // A key the courier took when it was connected, and no longer takes (regenerated in its dashboard, say).
    const revokedKey = `xb-key-${run}`;
    const bad = await seller.gql(CONNECT, {
      i: { courier: 'XPRESSBEES', name: `Xpressbees ${run}`, apiKey: revokedKey, priority: 5 },
    });
    await fetch(`${inject('sandboxUrl')}/_sandbox/couriers/keys/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: revokedKey }),
    });
    const id = bad.deliveryPartnerConnect.deliveryPartner.id;
    await seller.gql(RATE_CARD, { i: rateCard(id, 100, 100, 1) });
    await seller.gql(PINCODES, { i: { id, allPincodes: { forward: true, reverse: true, cod: true } } });
    const order = await newOrder(seller);
    const res = (await seller.gql(SHIP, { i: { id: order.id, deliveryPartner: id } })).orderShip;
    expect(res.userErrors).toEqual([
      {
        field: 'deliveryPartner',
        message: fill(MSG.courierRefused, { partner: `Xpressbees ${run}`, reason: 'the API key was not accepted' }),
        code: 'INVALID',
      },
    ]);
    // Once the key is right, the same order ships.
    await seller.gql(UPDATE, { i: { id, apiKey: 'good-key-12345' } });
    const ok = (await seller.gql(SHIP, { i: { id: order.id, deliveryPartner: id } })).orderShip;
    expect(ok.order.deliveryAwb).toMatch(/^XB\d{10}$/);
    const gone = await seller.gql(DISCONNECT, { i: { id } });
    expect(gone.deliveryPartnerDisconnect).toEqual({ disconnectedId: id, userErrors: [] });
  });

  it("keeps another company's partners and orders out of reach", async () => {
    const order = await newOrder(seller);
    const notFound = (res: any) => expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    notFound(await other.raw(UPDATE, { i: { id: cheap, active: false } }));
    notFound(await other.raw(DISCONNECT, { i: { id: cheap } }));
    notFound(await other.raw(RATE_CARD, { i: rateCard(cheap, 1, 1, 1) }));
    notFound(await other.raw(PINCODES, { i: { id: cheap, csv: 'pincode,forward,reverse,cod\n110020,1,1,1\n' } }));
    notFound(await other.raw(SHIP, { i: { id: order.id, deliveryPartner: cheap } }));
    expect((await other.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: cheap })).data?.node).toBeNull();
    // Its own order with another company's partner: not found either.
    const theirs = (await other.gql(`{ orders(first: 1, status: ["PLACED"]) { edges { node { id } } } }`)).orders
      .edges[0]?.node.id;
    if (theirs) notFound(await seller.raw(SHIP, { i: { id: theirs, deliveryPartner: cheap } }));
    notFound(await other.raw(SHIP, { i: { id: order.id, deliveryPartner: cheap } }));
    // Nothing changed.
    const mine = (await seller.gql(PARTNERS)).viewer.company.deliveryPartners.edges.find(
      (e: any) => e.node.id === cheap,
    ).node;
    expect(mine).toMatchObject({ active: true, rateCard: { slabGrams: 500 } });
    const untouched = await seller.gql(`query($id: ID!) { node(id: $id) { ... on Order { deliveryAwb } } }`, {
      id: order.id,
    });
    expect(untouched.node.deliveryAwb).toBeNull();
  });

  it("lets a warehouse operator ship a seller's order at its warehouse with that seller's partner", async () => {
    const order = await newOrder(seller, { paymentMode: 'PREPAID' });
    // An operator of its own at the order's warehouse.
    const operator = await attachedOperator(await signedIn('admin@demo.in'), ['WH-DEL-001']);
    const QUOTES = `query($id: ID!) { node(id: $id) { ... on Order { deliveryRates { quotes { deliveryPartner { id name credentialsHint } serviceable } userErrors { message } } } } }`;
    const rates = (await operator.gql(QUOTES, { id: order.id })).node.deliveryRates;
    expect(rates.userErrors).toEqual([]);
    expect(rates.quotes[0]).toEqual({
      deliveryPartner: { id: cheap, name: 'Delhivery Surface', credentialsHint: '' },
      serviceable: true,
    });
    const shipped = (await operator.gql(SHIP, { i: { id: order.id, deliveryPartner: cheap } })).orderShip;
    expect(shipped.userErrors).toEqual([]);
    expect(shipped.order.shippingPartner).toEqual({ name: 'Delhivery Surface' });
    // Its own company has no partners to list, and the seller's are not its to change.
    expect((await operator.gql(PARTNERS)).viewer.company.deliveryPartners.totalCount).toBe(0);
    const change = await operator.raw(UPDATE, { i: { id: cheap, active: false } });
    expect(change.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('books one shipment when the same order is shipped many times at once', async () => {
    const order = await newOrder(seller);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        seller.raw(SHIP, { i: { id: order.id, deliveryPartner: cheap, idempotencyKey: `p${i}-${run}` } }),
      ),
    );
    const awbs = new Set(
      results.map((r) => r.data?.orderShip?.order?.deliveryAwb).filter((a): a is string => typeof a === 'string'),
    );
    expect(awbs.size).toBe(1);
    for (const r of results) {
      const errors = r.data?.orderShip?.userErrors ?? [];
      for (const e of errors) expect(e.message).toBe(MSG.orderBeingShipped);
    }
    expect(await sandboxShipments(localIdOf(order.id))).toHaveLength(1);
  });

  it('tells the courier when a booked order is cancelled', async () => {
    const order = await newOrder(seller, { paymentMode: 'PREPAID' });
    const shipped = (await seller.gql(SHIP, { i: { id: order.id, deliveryPartner: cheap } })).orderShip;
    expect(shipped.userErrors).toEqual([]);
    const cancelled = await seller.gql(
      `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { order { status { code } } userErrors { message } } }`,
      { i: { id: order.id } },
    );
    expect(cancelled.orderCancel).toEqual({ order: { status: { code: 'CANCELLED' } }, userErrors: [] });
    expect(await sandboxShipments(localIdOf(order.id))).toMatchObject([
      { awb: shipped.order.deliveryAwb, cancelled: true },
    ]);
  });

  it('connects once when the same connect is sent again with its key', async () => {
    const i = {
      courier: 'SHADOWFAX',
      name: `Shadowfax ${run}`,
      apiKey: 'sfx-secret-key-1',
      idempotencyKey: `c-${run}`,
    };
    const first = (await seller.gql(CONNECT, { i })).deliveryPartnerConnect;
    const again = (await seller.gql(CONNECT, { i })).deliveryPartnerConnect;
    expect(again.deliveryPartner.id).toBe(first.deliveryPartner.id);
    const named = (await seller.gql(PARTNERS)).viewer.company.deliveryPartners.edges.filter(
      (e: any) => e.node.name === `Shadowfax ${run}`,
    );
    expect(named).toHaveLength(1);
    expect(
      (await seller.gql(DISCONNECT, { i: { id: first.deliveryPartner.id } })).deliveryPartnerDisconnect.userErrors,
    ).toEqual([]);
  });

  it('takes the whole directory as a CSV in one upload', async () => {
    const pins = allPincodes();
    const csv = ['pincode,forward,reverse,cod', ...pins.map((p, i) => `${p},1,${i % 2},yes`)].join('\n');
    const res = (await seller.gql(PINCODES, { i: { id: dear, csv } })).deliveryPartnerPincodesUpload;
    expect(res.userErrors).toEqual([]);
    expect(res.deliveryPartner.pincodeCounts).toEqual({
      total: pins.length,
      forward: pins.length,
      reverse: Math.floor(pins.length / 2),
      cod: pins.length,
    });
  });
});
