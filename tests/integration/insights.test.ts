import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG, ZONES, addDays, istToday } from '@parcelo/common';
import type { ServiceUrls } from '@parcelo/common/config';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import {
  Session,
  attachedOperator,
  oneWarehouseSeller,
  signUpOperator,
  signedIn,
  twoWarehouseSeller,
} from '../support/client.js';
import { STATUS_UPDATE, placeOrderFor } from '../support/ndr.js';
import { listedSku } from '../support/stock.js';
import { rechargeWallet } from '../support/wallet.js';

/*
 * The seller's dashboard, through GraphQL, against a company of its own whose orders were
 * placed and moved through the API: every figure as worked out by hand, for the whole company,
 * one warehouse and other ranges; nobody else's orders in it; bad input refused in words; one
 * failed figure blanking only its own fields; the figures fetched side by side.
 */

const INSIGHTS = `query($company: ID, $range: InsightsRange, $warehouse: ID) {
  insights(company: $company, range: $range, warehouse: $warehouse) {
    from to previousFrom previousTo
    orders { current previous change }
    revenue { current previous change }
    todayOrders { current previous change }
    todayRevenue { current previous change }
    undeliveredOrders { current previous change }
    cancelledOrders { current previous change }
    averageTat { current previous change delivered }
    trend { day orders revenue }
    rtoTopReasons { reason label orders }
    courierSplit { name orders delivered returned deliveryRate }
    warehouseSplit { warehouse { id name } orders revenue share }
    topProducts { byUnits { sku title units revenue } byRevenue { sku title units revenue } }
    stateWise { state orders revenue share }
  }
}`;

const ORDERS = `query($createdAt: DateRange, $warehouse: ID, $search: OrderSearch) {
  orders(first: 50, createdAt: $createdAt, warehouse: $warehouse, search: $search) { totalCount edges { node { id } } }
}`;
const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } userErrors { field message code } } }`;
const CONNECT = `mutation($i: DeliveryPartnerConnectInput!) { deliveryPartnerConnect(input: $i) { deliveryPartner { id } userErrors { field message code } } }`;
const RATE_CARD = `mutation($i: DeliveryPartnerRateCardUpdateInput!) { deliveryPartnerRateCardUpdate(input: $i) { userErrors { field message code } } }`;
const PINCODES = `mutation($i: DeliveryPartnerPincodesUploadInput!) { deliveryPartnerPincodesUpload(input: $i) { userErrors { field message code } } }`;
const SHIP = `mutation($i: OrderShipInput!) { orderShip(input: $i) { order { deliveryPartner } userErrors { field message code } } }`;
const CANCEL = `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { userErrors { field message code } } }`;

const run = Math.random().toString(36).slice(2, 7).toUpperCase();
const SKU = { A: `INS-${run}-A`, B: `INS-${run}-B`, C: `INS-${run}-C` };
const TITLE = { A: 'Assam CTC 250 g', B: 'Brass tea strainer', C: 'Ceramic kettle' };
const PARTNER = `Delhivery Surface ${run}`;

const ADDRESS = {
  KA: { city: 'Bengaluru', state: 'Karnataka', pincode: '560025' },
  MH: { city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
  DL: { city: 'Delhi', state: 'Delhi', pincode: '110001' },
};

type Item = [keyof typeof SKU, number, number];

/**
 * The data set. D is Okhla (Delhi), M Bhiwandi (Mumbai); amounts in rupees.
 *
 * | # | at | to | items | total | moves | ends | courier |
 * | 1 | D | KA | A 2×500 | 1000 | shipped with the partner, delivered | DELIVERED | partner |
 * | 2 | D | KA | A 1×500, B 3×200 | 1100 | partner, undelivered (no response), back | RTO_DELIVERED | partner |
 * | 3 | M | MH | B 6×200 | 1200 | undelivered (wrong address) | UNDELIVERED | none |
 * | 4 | M | MH | C 1×3000 | 3000 | cancelled | CANCELLED | none |
 * | 5 | D | DL | C 2×2500 | 5000 | none | PLACED | none |
 * | 6 | M | KA | A 4×450 | 1800 | undelivered (wrong address), again (refused), returning | RTO_IN_TRANSIT | none |
 * | 7 | D | MH | B 1×200 | 200 | partner, returning without a reason | RTO_IN_TRANSIT | partner |
 * | 8 | M | DL | A 1×500 | 500 | partner, delivered | DELIVERED | partner |
 * | 9 | M | KA | A 1×500 | 500 | undelivered (refused), returning | RTO_IN_TRANSIT | none |
 */
const DATA_SET: {
  at: 'D' | 'M';
  to: keyof typeof ADDRESS;
  items: Item[];
  ship?: true;
  moves: (string | [string, string])[];
  cancel?: true;
}[] = [
  { at: 'D', to: 'KA', items: [['A', 2, 50_000]], ship: true, moves: ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'] },
  {
    at: 'D',
    to: 'KA',
    items: [
      ['A', 1, 50_000],
      ['B', 3, 20_000],
    ],
    ship: true,
    moves: ['SHIPPED', ['UNDELIVERED', 'NO_RESPONSE_FROM_CUSTOMER'], 'RTO_IN_TRANSIT', 'RTO_DELIVERED'],
  },
  { at: 'M', to: 'MH', items: [['B', 6, 20_000]], moves: ['SHIPPED', ['UNDELIVERED', 'WRONG_OR_INCOMPLETE_ADDRESS']] },
  { at: 'M', to: 'MH', items: [['C', 1, 300_000]], moves: [], cancel: true },
  { at: 'D', to: 'DL', items: [['C', 2, 250_000]], moves: [] },
  {
    at: 'M',
    to: 'KA',
    items: [['A', 4, 45_000]],
    moves: [
      'SHIPPED',
      ['UNDELIVERED', 'WRONG_OR_INCOMPLETE_ADDRESS'],
      'OUT_FOR_DELIVERY',
      ['UNDELIVERED', 'REFUSED_BY_CUSTOMER'],
      'RTO_IN_TRANSIT',
    ],
  },
  { at: 'D', to: 'MH', items: [['B', 1, 20_000]], ship: true, moves: ['SHIPPED', 'RTO_IN_TRANSIT'] },
  { at: 'M', to: 'DL', items: [['A', 1, 50_000]], ship: true, moves: ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'] },
  {
    at: 'M',
    to: 'KA',
    items: [['A', 1, 50_000]],
    moves: ['SHIPPED', ['UNDELIVERED', 'REFUSED_BY_CUSTOMER'], 'RTO_IN_TRANSIT'],
  },
];

let seller: Session;
let admin: Session;
/** Another company of its own, at Okhla only: its orders must never count in the company's figures. */
let neighbour: Session;
let neighbourSku: string;
let company: string;
let warehouses: { D: string; M: string };
let started: number;
let placedBy: number;
let today: string;
/** The neighbour's Bhiwandi dashboard before the company's orders arrived there. */
let neighbourAtBhiwandiBefore: unknown;

async function insightsOf(session: Session, vars: Record<string, unknown> = {}) {
  const body = await session.raw(INSIGHTS, vars);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.insights;
}

async function placeDataSet() {
  const partner = (
    await seller.gql(CONNECT, {
      i: { courier: 'DELHIVERY', name: PARTNER, apiKey: 'dlv-secret-key-12345', priority: 1 },
    })
  ).deliveryPartnerConnect;
  expect(partner.userErrors).toEqual([]);
  const partnerId = partner.deliveryPartner.id;
  const card = await seller.gql(RATE_CARD, {
    i: {
      id: partnerId,
      slabGrams: 500,
      codFixedPaise: 3000,
      codBasisPoints: 150,
      zones: ZONES.map((zone, i) => ({ zone, basePaise: 3000 + i * 500, additionalPaise: 2000, days: 3 + i })),
    },
  });
  expect(card.deliveryPartnerRateCardUpdate.userErrors).toEqual([]);
  const pins = await seller.gql(PINCODES, {
    i: { id: partnerId, allPincodes: { forward: true, reverse: true, cod: true } },
  });
  expect(pins.deliveryPartnerPincodesUpload.userErrors).toEqual([]);

  for (const [n, o] of DATA_SET.entries()) {
    const created = await seller.gql(CREATE, {
      i: {
        warehouse: warehouses[o.at],
        paymentMode: 'COD',
        customerPhone: '9812345678',
        customerEmail: 'meera.iyer@example.in',
        weight: 0.8,
        shippingAddress: {
          firstName: 'Meera',
          lastName: `Iyer ${n + 1}`,
          addressLine1: '7 Station Road',
          addressLine2: 'Near the market',
          ...ADDRESS[o.to],
        },
        items: o.items.map(([sku, quantity, unitPrice]) => ({ sku: SKU[sku], title: TITLE[sku], quantity, unitPrice })),
      },
    });
    expect(created.orderCreate.userErrors).toEqual([]);
    const id = created.orderCreate.orderEdge.node.id as string;
    if (o.ship) {
      const shipped = (await seller.gql(SHIP, { i: { id, deliveryPartner: partnerId } })).orderShip;
      expect(shipped.userErrors).toEqual([]);
      expect(shipped.order.deliveryPartner).toBe(PARTNER);
    }
    for (const move of o.moves) {
      const [status, undeliveredReason] = typeof move === 'string' ? [move, undefined] : move;
      // A courier's order moves by its tracking, not the seller's hand: an admin stands in for the courier.
      const moved = await (o.ship ? admin : seller).gql(STATUS_UPDATE, {
        i: { id, status, ...(undeliveredReason ? { undeliveredReason, city: ADDRESS[o.to].city } : {}) },
      });
      expect(moved.orderStatusUpdate.userErrors, `order ${n + 1} to ${status}`).toEqual([]);
    }
    if (o.cancel) expect((await seller.gql(CANCEL, { i: { id } })).orderCancel.userErrors).toEqual([]);
  }
}

beforeAll(async () => {
  started = Date.now();
  [seller, admin, neighbour] = await Promise.all([
    twoWarehouseSeller(`Insights Tea ${run}`),
    signedIn('admin@demo.in'),
    oneWarehouseSeller(`Insights Neighbour Spices ${run}`, 'WH-DEL-001'),
  ]);
  neighbourSku = await listedSku(neighbour, `NBR-${run}`);
  await placeOrderFor(neighbour, '9812300016', undefined, neighbourSku);
  const prefs = await seller.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  expect(prefs.companyPreferencesUpdate.userErrors).toEqual([]);
  const { viewer } = await seller.gql(
    `{ viewer { company { id warehouses(first: 5) { edges { node { id warehouseId } } } } } }`,
  );
  company = viewer.company.id;
  // Freight is debited when a courier assigns the AWB.
  await rechargeWallet(seller, 5_000_000);
  const byCode = (code: string) =>
    viewer.company.warehouses.edges.find((e: { node: { warehouseId: string } }) => e.node.warehouseId === code).node
      .id as string;
  warehouses = { D: byCode('WH-DEL-001'), M: byCode('WH-BOM-001') };
  neighbourAtBhiwandiBefore = await insightsOf(neighbour, { warehouse: warehouses.M });
  await placeDataSet();
  placedBy = Date.now();
  today = istToday();
}, 120_000);

/** Today's figures of the whole company, worked out by hand from the data set. */
const TODAY_ALL = {
  orders: { current: 9, previous: 0, change: null },
  revenue: { current: 1_130_000, previous: 0, change: null },
  todayOrders: { current: 9, previous: 0, change: null },
  todayRevenue: { current: 1_130_000, previous: 0, change: null },
  undeliveredOrders: { current: 1, previous: 0, change: null },
  cancelledOrders: { current: 1, previous: 0, change: null },
  rtoTopReasons: [
    { reason: 'REFUSED_BY_CUSTOMER', label: 'Refused by customer', orders: 2 },
    { reason: 'NO_RESPONSE_FROM_CUSTOMER', label: 'No Response from Customer', orders: 1 },
    { reason: 'OTHER', label: 'Other', orders: 1 },
  ],
  courierSplit: [
    { name: 'Not assigned', orders: 5, delivered: 0, returned: 2, deliveryRate: 0 },
    { name: PARTNER, orders: 4, delivered: 2, returned: 2, deliveryRate: 50 },
  ],
  topProducts: {
    byUnits: [
      { sku: SKU.B, title: TITLE.B, units: 10, revenue: 200_000 },
      { sku: SKU.A, title: TITLE.A, units: 9, revenue: 430_000 },
      { sku: SKU.C, title: TITLE.C, units: 2, revenue: 500_000 },
    ],
    byRevenue: [
      { sku: SKU.C, title: TITLE.C, units: 2, revenue: 500_000 },
      { sku: SKU.A, title: TITLE.A, units: 9, revenue: 430_000 },
      { sku: SKU.B, title: TITLE.B, units: 10, revenue: 200_000 },
    ],
  },
  stateWise: [
    { state: 'Karnataka', orders: 4, revenue: 440_000, share: 44.44 },
    { state: 'Maharashtra', orders: 3, revenue: 140_000, share: 33.33 },
    { state: 'Delhi', orders: 2, revenue: 550_000, share: 22.22 },
  ],
};

const warehouseSplitAll = () => [
  { warehouse: { id: warehouses.M, name: expect.any(String) }, orders: 5, revenue: 400_000, share: 55.56 },
  { warehouse: { id: warehouses.D, name: expect.any(String) }, orders: 4, revenue: 730_000, share: 44.44 },
];

/** The turnaround of the two delivered orders: placed and delivered within the test. */
function expectTat(tat: { current: number | null; previous: number | null; change: number | null; delivered: number }) {
  expect(tat.delivered).toBe(2);
  expect(tat.current).toBeGreaterThanOrEqual(0);
  expect(tat.current).toBeLessThanOrEqual(Math.ceil((placedBy - started) / 1000));
  expect(tat.previous).toBeNull();
  expect(tat.change).toBeNull();
}

describe('insights', () => {
  it('adds up the company’s orders of today as worked out by hand', async () => {
    const range = { from: today, to: today };
    const got = await insightsOf(seller, { range });
    expect(got).toMatchObject({
      from: today,
      to: today,
      previousFrom: addDays(today, -1),
      previousTo: addDays(today, -1),
      ...TODAY_ALL,
      trend: [{ day: today, orders: 9, revenue: 1_130_000 }],
      warehouseSplit: warehouseSplitAll(),
    });
    expectTat(got.averageTat);
    // The preset says the same.
    expect(await insightsOf(seller, { range: { preset: 'TODAY' } })).toEqual(got);
  });

  it('agrees with the orders list for the same days and warehouse', async () => {
    const createdAt = {
      from: new Date(`${today}T00:00:00+05:30`).toISOString(),
      to: new Date(`${addDays(today, 1)}T00:00:00+05:30`).toISOString(),
    };
    const all = await seller.gql(ORDERS, { createdAt });
    expect(all.orders.totalCount).toBe(9);
    // The warehouse filter is counted apart from the unfiltered list (its count is cached by filter).
    expect((await seller.gql(ORDERS, { createdAt, warehouse: warehouses.M })).orders.totalCount).toBe(5);
    expect((await seller.gql(ORDERS, { createdAt, warehouse: warehouses.D })).orders.totalCount).toBe(4);
    const karnatakaAtM = await seller.gql(ORDERS, {
      createdAt,
      warehouse: warehouses.M,
      search: { by: 'DELIVERY_STATE', value: 'Karnataka' },
    });
    expect(karnatakaAtM.orders.totalCount).toBe(2);
    expect((await seller.gql(ORDERS, { createdAt })).orders.totalCount).toBe(9);
    const bad = await seller.raw(ORDERS, { createdAt, warehouse: 'not-an-id' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps to one warehouse when asked', async () => {
    const got = await insightsOf(seller, { range: { from: today, to: today }, warehouse: warehouses.M });
    expect(got).toMatchObject({
      orders: { current: 5, previous: 0, change: null },
      revenue: { current: 400_000, previous: 0, change: null },
      todayOrders: { current: 5, previous: 0, change: null },
      todayRevenue: { current: 400_000, previous: 0, change: null },
      undeliveredOrders: { current: 1, previous: 0, change: null },
      cancelledOrders: { current: 1, previous: 0, change: null },
      averageTat: { previous: null, change: null, delivered: 1 },
      trend: [{ day: today, orders: 5, revenue: 400_000 }],
      rtoTopReasons: [{ reason: 'REFUSED_BY_CUSTOMER', label: 'Refused by customer', orders: 2 }],
      courierSplit: [
        { name: 'Not assigned', orders: 4, delivered: 0, returned: 2, deliveryRate: 0 },
        { name: PARTNER, orders: 1, delivered: 1, returned: 0, deliveryRate: 100 },
      ],
      warehouseSplit: [{ warehouse: { id: warehouses.M }, orders: 5, revenue: 400_000, share: 100 }],
      topProducts: {
        byUnits: [
          { sku: SKU.A, title: TITLE.A, units: 6, revenue: 280_000 },
          { sku: SKU.B, title: TITLE.B, units: 6, revenue: 120_000 },
        ],
        byRevenue: [
          { sku: SKU.A, title: TITLE.A, units: 6, revenue: 280_000 },
          { sku: SKU.B, title: TITLE.B, units: 6, revenue: 120_000 },
        ],
      },
      stateWise: [
        { state: 'Karnataka', orders: 2, revenue: 230_000, share: 40 },
        { state: 'Maharashtra', orders: 2, revenue: 120_000, share: 40 },
        { state: 'Delhi', orders: 1, revenue: 50_000, share: 20 },
      ],
    });
  });

  it('counts only the days of the range, comparing with the period before', async () => {
    const tomorrow = addDays(today, 1);
    // Tomorrow has nothing yet, and the day before it is today.
    const ahead = await insightsOf(seller, { range: { from: tomorrow, to: tomorrow } });
    expect(ahead).toMatchObject({
      from: tomorrow,
      to: tomorrow,
      previousFrom: today,
      previousTo: today,
      orders: { current: 0, previous: 9, change: -100 },
      revenue: { current: 0, previous: 1_130_000, change: -100 },
      undeliveredOrders: { current: 0, previous: 1, change: -100 },
      cancelledOrders: { current: 0, previous: 1, change: -100 },
      averageTat: { current: null, change: null, delivered: 0 },
      trend: [{ day: tomorrow, orders: 0, revenue: 0 }],
      rtoTopReasons: [],
      courierSplit: [],
      warehouseSplit: [],
      topProducts: { byUnits: [], byRevenue: [] },
      stateWise: [],
      // Today and yesterday are today's, whatever the range.
      todayOrders: TODAY_ALL.todayOrders,
      todayRevenue: TODAY_ALL.todayRevenue,
    });
    expect(ahead.averageTat.previous).not.toBeNull();

    const past = await insightsOf(seller, { range: { from: addDays(today, -30), to: addDays(today, -1) } });
    expect(past).toMatchObject({
      orders: { current: 0, previous: 0, change: null },
      revenue: { current: 0, previous: 0, change: null },
      todayOrders: TODAY_ALL.todayOrders,
      stateWise: [],
    });
    expect(past.trend).toHaveLength(30);
    expect(past.trend.every((d: { orders: number }) => d.orders === 0)).toBe(true);

    const week = await insightsOf(seller, { range: { from: addDays(today, -6), to: today } });
    expect(week).toMatchObject({
      previousFrom: addDays(today, -13),
      previousTo: addDays(today, -7),
      orders: { current: 9, previous: 0 },
      stateWise: TODAY_ALL.stateWise,
    });
    expect(week.trend).toEqual(
      Array.from({ length: 7 }, (_, i) => ({
        day: addDays(today, i - 6),
        orders: i === 6 ? 9 : 0,
        revenue: i === 6 ? 1_130_000 : 0,
      })),
    );

    // Without a range: the last 30 days.
    const month = await insightsOf(seller);
    expect(month).toMatchObject({ from: addDays(today, -30), to: today, orders: { current: 9 } });
    expect(month.trend).toHaveLength(31);
  });

  it('agrees with the orders list for the last 30 days', async () => {
    // The company's own orders: nobody else places any for it, so today may be in the range.
    const range = { from: addDays(today, -30), to: today };
    const createdAt = {
      from: new Date(`${range.from}T00:00:00+05:30`).toISOString(),
      to: new Date(`${addDays(today, 1)}T00:00:00+05:30`).toISOString(),
    };
    const got = await insightsOf(seller, { range });
    const listed = await seller.gql(ORDERS, { createdAt });
    expect(got.orders.current).toBe(DATA_SET.length);
    expect(got.orders.current).toBe(listed.orders.totalCount);
    expect(got.trend.reduce((sum: number, d: { orders: number }) => sum + d.orders, 0)).toBe(got.orders.current);
    const busiest = got.stateWise[0];
    const inState = await seller.gql(ORDERS, { createdAt, search: { by: 'DELIVERY_STATE', value: busiest.state } });
    expect(busiest.orders).toBe(inState.orders.totalCount);
    expect(got.stateWise.reduce((sum: number, s: { orders: number }) => sum + s.orders, 0)).toBe(got.orders.current);
    expect(got.warehouseSplit.reduce((sum: number, w: { orders: number }) => sum + w.orders, 0)).toBe(
      got.orders.current,
    );
    expect(got.averageTat.delivered).toBeGreaterThan(0);
    // Delivered seconds after they were placed: a time, however short.
    expect(got.averageTat.current).toBeGreaterThanOrEqual(0);
  });

  it('is the same company’s for an admin and for the operator of its warehouses', async () => {
    const own = await insightsOf(seller, { range: { from: today, to: today } });
    expect(await insightsOf(admin, { company, range: { from: today, to: today } })).toEqual(own);
    // An operator of its own whose company runs both of the company's warehouses.
    const operator = await attachedOperator(admin, ['WH-DEL-001', 'WH-BOM-001']);
    expect(await insightsOf(operator, { company, range: { from: today, to: today } })).toEqual(own);
    const atM = await insightsOf(seller, { range: { from: today, to: today }, warehouse: warehouses.M });
    expect(await insightsOf(operator, { company, range: { from: today, to: today }, warehouse: warehouses.M })).toEqual(
      atM,
    );
    // Admins and operators name the company: without one there is nothing to add up.
    for (const who of [admin, operator]) {
      const body = await who.raw(INSIGHTS, {});
      expect(body.data?.insights).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'Company is required',
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      ]);
    }
  });

  it('never counts another company’s orders', async () => {
    const range = { from: today, to: today };
    const before = await insightsOf(seller, { range });
    // The neighbour places an order at Okhla, one of this company's warehouses, meanwhile.
    await placeOrderFor(neighbour, '9812300017', undefined, neighbourSku);
    expect(await insightsOf(seller, { range })).toEqual(before);
    expect(await insightsOf(seller, { range, warehouse: warehouses.D })).toMatchObject({
      orders: { current: 4 },
      revenue: { current: 730_000 },
    });

    // The neighbour works only at Okhla: its Bhiwandi dashboard stays empty while this company's orders arrive there.
    const neighbourAtBhiwandi = await insightsOf(neighbour, { warehouse: warehouses.M });
    expect(neighbourAtBhiwandi).toEqual(neighbourAtBhiwandiBefore);
    expect(neighbourAtBhiwandi.todayOrders.current).toBe(0);
    const neighbourToday = await insightsOf(neighbour, { range });
    expect(neighbourToday.orders.current).toBe(2);
    const skus = [...neighbourToday.topProducts.byUnits, ...neighbourToday.topProducts.byRevenue].map(
      (p: { sku: string }) => p.sku,
    );
    expect(skus.filter((s: string) => s.startsWith(`INS-${run}`))).toEqual([]);

    // A seller naming another company is refused, in one error, both ways.
    const neighbourCompany = (await neighbour.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    for (const [who, other] of [
      [seller, neighbourCompany],
      [neighbour, company],
    ] as const) {
      const body = await who.raw(INSIGHTS, { company: other, range });
      expect(body.data?.insights).toBeNull();
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    }

    // An operator of another warehouse sees nothing of this company's.
    const elsewhere = await operatorElsewhere();
    const seen = await insightsOf(elsewhere, { company, range });
    expect(seen).toMatchObject({
      orders: { current: 0, previous: 0 },
      revenue: { current: 0 },
      todayOrders: { current: 0 },
      undeliveredOrders: { current: 0 },
      cancelledOrders: { current: 0 },
      rtoTopReasons: [],
      courierSplit: [],
      warehouseSplit: [],
      topProducts: { byUnits: [], byRevenue: [] },
      stateWise: [],
    });
    // Naming one of this company's warehouses does not widen its reach.
    const named = await insightsOf(elsewhere, { company, range, warehouse: warehouses.M });
    expect(named.orders.current).toBe(0);
  });

  it('refuses a bad range or id in words, never with a fault', async () => {
    const cases: [Record<string, unknown>, string | null][] = [
      [{ from: '2026-02-30', to: '2026-03-01' }, MSG.insightsRangeInvalid],
      [{ from: today, to: addDays(today, -1) }, MSG.insightsRangeOrder],
      [{ from: addDays(today, -400), to: today }, MSG.insightsRangeTooLong],
      [{ from: '1999-12-31', to: '2000-01-05' }, MSG.insightsRangeInvalid],
      [{ from: addDays(today, 2), to: addDays(today, 2) }, MSG.insightsRangeInvalid],
      [{ from: today }, MSG.insightsRangeInvalid],
      [{ to: today }, MSG.insightsRangeInvalid],
      [{ from: 'x'.repeat(20_000), to: today }, MSG.insightsRangeInvalid],
      [{ from: '2026-01-01\u0000', to: today }, MSG.insightsRangeInvalid],
      [{ from: '\ud800', to: '9999-99-99' }, MSG.insightsRangeInvalid],
      [{ from: "'; drop table orders; --", to: today }, MSG.insightsRangeInvalid],
    ];
    for (const [range, message] of cases) {
      const body = await seller.raw(INSIGHTS, { range });
      expect(seller.status, JSON.stringify(range).slice(0, 80)).toBeLessThan(500);
      expect(body.data?.insights ?? null).toBeNull();
      expect(body.errors, JSON.stringify(range).slice(0, 80)).toEqual([
        expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      ]);
    }
    const forged = [
      { company: 'not-an-id' },
      { warehouse: Buffer.from(`Warehouse:${'9'.repeat(90)}`).toString('base64') },
      { warehouse: Buffer.from('Order:1').toString('base64') },
      { company: Buffer.from(`Company:${'x'.repeat(100)}`).toString('base64') },
    ];
    for (const vars of forged) {
      const body = await admin.raw(INSIGHTS, { company, ...vars });
      expect(admin.status).toBeLessThan(500);
      const codes = new Set(body.errors?.map((e) => e.extensions?.code));
      expect([...codes], JSON.stringify(vars)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('is refused in the same words by OMS itself', async () => {
    const token = seller.cookie!.slice('session='.length);
    const oms = inject('serviceUrls').oms;
    const get = async (path: string) => {
      const res = await fetch(`${oms}${path}`, { headers: { authorization: `Bearer ${token}` } });
      return { http: res.status, ...((await res.json()) as { status: boolean; message: string; data: unknown }) };
    };
    const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
    expect(await get(`/insights/orders?${q({ from: today, to: addDays(today, -3) })}`)).toMatchObject({
      http: 400,
      status: false,
      message: MSG.insightsRangeOrder,
    });
    expect(await get(`/insights/revenue?${q({ from: 'x'.repeat(5000), to: today })}`)).toMatchObject({
      http: 400,
      message: MSG.insightsRangeInvalid,
    });
    expect(await get(`/insights/courier?${q({ to: today })}`)).toMatchObject({
      http: 400,
      message: MSG.insightsRangeInvalid,
    });
    for (const limit of ['0', '51', '1e9', 'ten'])
      expect((await get(`/insights/top-products?${q({ from: today, to: today, limit })}`)).http).toBe(400);
    expect((await get(`/insights/state-wise?${q({ from: today, to: today, warehouseId: 'nope' })}`)).http).toBe(400);
    const top = await get(`/insights/top-products?${q({ from: today, to: today, limit: '1' })}`);
    expect(top).toMatchObject({
      http: 200,
      data: {
        byUnits: [{ sku: SKU.B, title: TITLE.B, units: 10, amountPaise: 200_000 }],
        byRevenue: [{ sku: SKU.C, title: TITLE.C, units: 2, amountPaise: 500_000 }],
      },
    });
    const orders = await get(`/insights/orders?${q({ from: today, to: today })}`);
    expect(orders).toMatchObject({
      http: 200,
      data: {
        current: 9,
        previous: 0,
        today: 9,
        yesterday: 0,
        byDay: [{ day: today, orders: 9, amountPaise: 1_130_000 }],
      },
    });
  });
});

/**
 * A warehouse operator at a warehouse the company does not use (Bengaluru), signed up and
 * attached by an admin.
 */
async function operatorElsewhere(): Promise<Session> {
  const operator = await signUpOperator();
  const found = await admin.gql(`{ warehouses(first: 50, search: "WH-BLR-001") { edges { node { id } } } }`);
  const own = (await operator.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  const attached = await admin.gql(
    `mutation($i: CompanyWarehouseAttachInput!) { companyWarehouseAttach(input: $i) { userErrors { message } } }`,
    {
      i: {
        company: own,
        warehouse: found.warehouses.edges[0].node.id,
        warehouseType: 'PSEUDO',
        gstNumber: '29AAKCS4321M1ZX',
      },
    },
  );
  expect(attached.companyWarehouseAttach.userErrors).toEqual([]);
  for (let i = 0; i < 40; i++) {
    if ((await operator.gql(`{ viewer { workplaces { id } } }`)).viewer.workplaces.length) return operator;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The operator never got its warehouse');
}

/**
 * A BFF of its own whose OMS answers through a relay: each dashboard route held back a while
 * (to see whether the nine are asked side by side), and one of them failing on demand.
 */
describe('insights through a slow or failing OMS', () => {
  const HOLD_MS = 300;
  let relay: Server;
  let bff: RunningBff;
  let inFlight = 0;
  let mostAtOnce = 0;
  const asked: string[] = [];
  let failing: string | null = null;

  beforeAll(async () => {
    const oms = inject('serviceUrls').oms;
    relay = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void (async () => {
          const path = req.url ?? '/';
          const dashboard = path.startsWith('/insights/');
          if (dashboard) {
            asked.push(path.split('?')[0]!);
            inFlight += 1;
            mostAtOnce = Math.max(mostAtOnce, inFlight);
            await new Promise((r) => setTimeout(r, HOLD_MS));
            inFlight -= 1;
          }
          if (failing && path.startsWith(failing)) {
            res.writeHead(503, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ status: false, data: null, message: 'Down for maintenance' }));
            return;
          }
          const headers = Object.fromEntries(
            Object.entries(req.headers).filter(
              (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host' && e[0] !== 'content-length',
            ),
          );
          const answer = await fetch(`${oms}${path}`, {
            method: req.method ?? 'GET',
            headers,
            ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
          });
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })();
      });
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
    const { port } = relay.address() as { port: number };
    bff = await startBff({
      urls: { ...(inject('serviceUrls') as ServiceUrls), oms: `http://127.0.0.1:${port}` },
      port: 0,
    });
  });

  afterAll(async () => {
    await bff?.close();
    relay?.close();
  });

  const through = () => {
    const s = new Session(bff.url);
    s.cookie = seller.cookie;
    return s;
  };

  it('asks OMS for the nine figures side by side, and only for those selected', async () => {
    const s = through();
    asked.length = 0;
    mostAtOnce = 0;
    const t0 = Date.now();
    const all = await insightsOf(s, { range: { from: today, to: today } });
    const took = Date.now() - t0;
    expect(all).toMatchObject(TODAY_ALL);
    expect([...asked].sort()).toEqual(
      [
        '/insights/cancelled-orders',
        '/insights/courier',
        '/insights/orders',
        '/insights/revenue',
        '/insights/rto-top-reasons',
        '/insights/state-wise',
        '/insights/top-products',
        '/insights/undelivered-orders',
        '/insights/warehouse-split',
      ].sort(),
    );
    expect(mostAtOnce).toBe(9);
    // Nine calls one after another would take 2.7 s.
    expect(took).toBeLessThan(HOLD_MS * 4);

    // Four fields fed by one figure: one call; an unselected section costs nothing.
    asked.length = 0;
    await s.gql(`{ insights { orders { current } todayOrders { current } averageTat { delivered } trend { day } } }`);
    expect(asked).toEqual(['/insights/orders']);
    asked.length = 0;
    await s.gql(`{ insights { from to previousFrom previousTo } }`);
    expect(asked).toEqual([]);
  });

  it('blanks only the fields of a figure OMS fails to give', async () => {
    const s = through();
    failing = '/insights/orders';
    try {
      const body = await s.raw(INSIGHTS, { range: { from: today, to: today } });
      const insights = body.data.insights;
      for (const field of ['orders', 'todayOrders', 'averageTat', 'trend']) expect(insights[field]).toBeNull();
      expect(insights).toMatchObject({
        from: today,
        revenue: TODAY_ALL.revenue,
        todayRevenue: TODAY_ALL.todayRevenue,
        undeliveredOrders: TODAY_ALL.undeliveredOrders,
        cancelledOrders: TODAY_ALL.cancelledOrders,
        rtoTopReasons: TODAY_ALL.rtoTopReasons,
        courierSplit: TODAY_ALL.courierSplit,
        topProducts: TODAY_ALL.topProducts,
        stateWise: TODAY_ALL.stateWise,
      });
      expect(insights.warehouseSplit).toHaveLength(2);
      expect(
        body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code]).sort((a, b) => a[0]!.localeCompare(b[0]!)),
      ).toEqual([
        ['insights.averageTat', 'UPSTREAM_UNAVAILABLE'],
        ['insights.orders', 'UPSTREAM_UNAVAILABLE'],
        ['insights.todayOrders', 'UPSTREAM_UNAVAILABLE'],
        ['insights.trend', 'UPSTREAM_UNAVAILABLE'],
      ]);
    } finally {
      failing = null;
    }
  });
});
