import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  BULK_SHIPPING_ADJUSTMENTS,
  MSG,
  PLATFORM_RATE_CARD,
  fill,
  formatPaise,
  priceOf,
  zoneOf,
} from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { signedIn, twoWarehouseSeller, type Session } from '../support/client.js';
import { BUYER, bulkSheet, uploadSheet } from '../support/sheets.js';
import { STATUS_UPDATE } from '../support/ndr.js';
import { connectCourier } from '../support/couriers.js';
import { rechargeWallet } from '../support/wallet.js';

/*
 * Freight for a shipment booked with a courier: the price "Ship with" quoted is debited when the
 * courier assigns the AWB, under the courier's name and AWB, held to the wallet's floor, given
 * back once if the order is cancelled before pickup, and not charged again on delivery.
 */

const INTERNAL_KEY = process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key';
const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shopOrderId items { id } } } userErrors { field message code } } }`;
const RATES = `query($id: ID!) { node(id: $id) { ... on Order { deliveryRates { quotes { deliveryPartner { id } serviceable totalPaise chargeableGrams } userErrors { message } } } } }`;
const SHIP = `mutation($i: OrderShipInput!) { orderShip(input: $i) { order { id status { code } deliveryAwb } userErrors { field message code } } }`;
const ORDER = `query($id: ID!) { node(id: $id) { ... on Order { status { code } deliveryAwb weight } } }`;
const WEIGHT = `mutation($i: OrderWeightUpdateInput!) { orderWeightUpdate(input: $i) { userErrors { field message code } } }`;
const QUANTITY = `mutation($i: OrderItemsQuantityUpdateInput!) { orderItemsQuantityUpdate(input: $i) { userErrors { field message code } } }`;
const CANCEL = `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { userErrors { message } } }`;
const FREIGHT = `{ walletTransactions(first: 100, code: "206") { totalCount edges { node { type amount code codeLabel description reference createdBy } } } }`;
const LIGHTNING = `{ walletTransactions(first: 100, code: "201") { edges { node { description reference } } } }`;
const WALLET = `{ wallet { balance floor } }`;

const run = Math.random().toString(36).slice(2, 7).toUpperCase();
const localId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

let seller: Session;
let companyId: string;
let companyGid: string;
let warehouse: string;
let own: string;
let bare: string;

interface Freight {
  type: 'DEBIT' | 'CREDIT';
  amount: number;
  code: string;
  codeLabel: string;
  description: string;
  reference: string | null;
  createdBy: string | null;
}

const freight = async (): Promise<Freight[]> =>
  (await seller.gql(FREIGHT)).walletTransactions.edges.map((e: { node: Freight }) => e.node);
const balance = async (): Promise<number> => (await seller.gql(WALLET)).wallet.balance;

let counter = 0;
async function newOrder(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const data = await seller.gql(CREATE, {
    i: {
      warehouse,
      paymentMode: 'PREPAID',
      ...BUYER,
      weight: 1.2,
      items: [{ title: 'Loose tea', sku: `FRT-${run}-${counter}`, quantity: 1, unitPrice: 80_000 }],
      ...overrides,
    },
  });
  expect(data.orderCreate.userErrors).toEqual([]);
  return data.orderCreate.orderEdge.node as { id: string; shopOrderId: string; items: { id: string }[] };
}

const quoteOf = async (orderId: string, partner: string) => {
  const rates = (await seller.gql(RATES, { id: orderId })).node.deliveryRates;
  expect(rates.userErrors).toEqual([]);
  return rates.quotes.find((q: { deliveryPartner: { id: string } }) => q.deliveryPartner.id === partner) as {
    serviceable: boolean;
    totalPaise: number;
    chargeableGrams: number;
  };
};

const ship = (orderId: string, partner: string, attempt = 'first') =>
  seller.raw(SHIP, {
    i: { id: orderId, deliveryPartner: partner, idempotencyKey: `${localId(orderId)}-${localId(partner)}-${attempt}` },
  });

const sandboxShipments = async (reference: string) =>
  (
    (await (await fetch(`${inject('sandboxUrl')}/_sandbox/couriers/shipments?reference=${reference}`)).json()) as {
      shipments: { awb: string; cancelled: boolean }[];
    }
  ).shipments;

/** A call to the invoices service as OMS makes it. */
const internalPost = (path: string, body: unknown) =>
  fetch(new URL(path, inject('serviceUrls').invoices), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-key': INTERNAL_KEY },
    body: JSON.stringify(body),
  });

/** Polls (bounded) until `check` holds: the outbox delivers a cancel's or delivery's charges after the request. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !check(value); i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  seller = await twoWarehouseSeller(`Freight Tea ${run}`);
  const prefs = await seller.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  expect(prefs.companyPreferencesUpdate.userErrors).toEqual([]);
  const { viewer } = await seller.gql(
    `{ viewer { company { id warehouses(first: 5) { edges { node { id warehouseId } } } } } }`,
  );
  companyGid = viewer.company.id;
  companyId = localId(companyGid);
  warehouse = viewer.company.warehouses.edges.find((e: any) => e.node.warehouseId === 'WH-DEL-001').node.id;
  own = await connectCourier(seller, {
    courier: 'DELHIVERY',
    name: 'Delhivery Surface',
    priority: 1,
    basePaise: 3000,
    additionalPaise: 2000,
  });
  // Connected without a rate card of the seller's: priced on the platform's.
  bare = await connectCourier(seller, { courier: 'BLUEDART', name: 'Blue Dart Air', priority: 2 });
  await rechargeWallet(seller, 200_000);
});

describe('freight at booking', () => {
  it('debits the freight the quote showed when the courier assigns the AWB, under the courier and its AWB', async () => {
    const before = await balance();
    const order = await newOrder();
    const quote = await quoteOf(order.id, own);
    // Delhi to Bengaluru is metro to metro (base + 1000); 1.2 kg is three 500 g slabs.
    expect(quote.totalPaise).toBe(4000 + 2 * 2000);

    const shipped = (await ship(order.id, own)).data!.orderShip;
    expect(shipped.userErrors).toEqual([]);
    const awb = shipped.order.deliveryAwb as string;
    expect(awb).toMatch(/^DL\d{10}$/);

    expect(await freight()).toEqual([
      {
        type: 'DEBIT',
        amount: quote.totalPaise,
        code: '206',
        codeLabel: 'Courier freight charges',
        description: `Freight with Delhivery (Delhivery Surface) for AWB ${awb}: order ${order.shopOrderId}, 1.5 kg`,
        reference: awb,
        createdBy: expect.any(String),
      },
    ]);
    expect(await balance()).toBe(before - quote.totalPaise);

    // Asked again (a retry), it answers the same booking and debits nothing more.
    const again = (await ship(order.id, own, 'again')).data!.orderShip;
    expect(again.userErrors).toEqual([]);
    expect(again.order.deliveryAwb).toBe(awb);
    expect((await freight()).filter((f) => f.type === 'DEBIT')).toHaveLength(1);
    expect(await balance()).toBe(before - quote.totalPaise);
  });

  it("prices a partner without the seller's rate card on the platform's card, never free", async () => {
    const before = await balance();
    const order = await newOrder({ paymentMode: 'COD', weight: 2.3 });
    const expected = priceOf(PLATFORM_RATE_CARD, zoneOf(lookupPincode('110020')!, lookupPincode('560025')!), {
      weightKg: 2.3,
      dimensions: null,
      cod: true,
      orderValuePaise: 80_000,
    }).totalPaise;
    expect(expected).toBeGreaterThan(0);
    const quote = await quoteOf(order.id, bare);
    expect(quote).toMatchObject({ serviceable: true, totalPaise: expected });

    const shipped = (await ship(order.id, bare)).data!.orderShip;
    expect(shipped.userErrors).toEqual([]);
    const debit = (await freight()).find((f) => f.reference === shipped.order.deliveryAwb);
    expect(debit).toMatchObject({ type: 'DEBIT', amount: expected });
    expect(debit!.description).toContain('Freight with Blue Dart (Blue Dart Air)');
    expect(await balance()).toBe(before - expected);
  });

  it('refuses a booking the wallet cannot pay for before the courier is called, booking and debiting nothing', async () => {
    const order = await newOrder();
    const quote = await quoteOf(order.id, own);
    const before = await balance();
    const debits = (await freight()).length;
    // One paisa short of the freight above the floor.
    await rechargeWallet(seller, 0, before - quote.totalPaise + 1);

    const refused = await ship(order.id, own);
    expect(refused.data!.orderShip).toEqual({
      order: null,
      userErrors: [
        {
          field: null,
          message: fill(MSG.freightNeedsRecharge, {
            amount: formatPaise(quote.totalPaise),
            available: formatPaise(quote.totalPaise - 1),
          }),
          code: 'INSUFFICIENT_BALANCE',
        },
      ],
    });
    expect(await sandboxShipments(localId(order.id))).toEqual([]);
    expect((await seller.gql(ORDER, { id: order.id })).node).toMatchObject({
      status: { code: 'PLACED' },
      deliveryAwb: null,
    });
    expect(await freight()).toHaveLength(debits);
    expect(await balance()).toBe(before);
    // Nothing was booked, so the order can still change.
    expect((await seller.gql(WEIGHT, { i: { id: order.id, weight: 1.4 } })).orderWeightUpdate.userErrors).toEqual([]);

    await rechargeWallet(seller, 0, 0);
    const shipped = (await ship(order.id, own, 'after-recharge')).data!.orderShip;
    expect(shipped.userErrors).toEqual([]);
  });

  it('locks weight and quantities once the courier has assigned the AWB', async () => {
    const order = await newOrder({ items: [{ title: 'Tea', sku: `LOCK-${run}`, quantity: 2, unitPrice: 40_000 }] });
    const shipped = (await ship(order.id, own)).data!.orderShip;
    expect(shipped.userErrors).toEqual([]);
    const locked = {
      field: null,
      message: fill(MSG.orderContentsBooked, { partner: 'Delhivery Surface', awb: shipped.order.deliveryAwb }),
      code: 'NOT_ALLOWED',
    };
    expect((await seller.gql(WEIGHT, { i: { id: order.id, weight: 5 } })).orderWeightUpdate.userErrors).toEqual([
      locked,
    ]);
    const quantity = await seller.gql(QUANTITY, {
      i: { id: order.id, items: [{ item: order.items[0]!.id, quantity: 3 }] },
    });
    expect(quantity.orderItemsQuantityUpdate.userErrors).toEqual([locked]);
    expect((await seller.gql(ORDER, { id: order.id })).node.weight).toBe(1.2);
  });

  it('gives the freight back once when the order is cancelled before pickup', async () => {
    const before = await balance();
    const order = await newOrder();
    const shipped = (await ship(order.id, own)).data!.orderShip;
    expect(shipped.userErrors).toEqual([]);
    const awb = shipped.order.deliveryAwb as string;
    const debit = (await freight()).find((f) => f.reference === awb)!;
    expect(await balance()).toBe(before - debit.amount);

    expect((await seller.gql(CANCEL, { i: { id: order.id } })).orderCancel.userErrors).toEqual([]);
    const credited = await eventually(freight, (all) => all.some((f) => f.type === 'CREDIT' && f.reference === awb));
    expect(credited.filter((f) => f.reference === awb && f.type === 'CREDIT')).toEqual([
      {
        type: 'CREDIT',
        amount: debit.amount,
        code: '206',
        codeLabel: 'Courier freight charges',
        description: `Freight refunded for AWB ${awb}: order ${order.shopOrderId} cancelled before pickup`,
        reference: awb,
        createdBy: null,
      },
    ]);

    // The cancel heard again, and the booking's own refund, give back nothing more.
    const post = internalPost;
    const refund = { companyId, orderId: localId(order.id), shopOrderId: order.shopOrderId };
    expect((await post('/charges/freight/refund', refund)).status).toBe(200);
    const event = {
      ...refund,
      eventId: 'again',
      awb: null,
      status: 'CANCELLED',
      paymentMode: 'PREPAID',
      orderValuePaise: 80_000,
      weightKg: 1.2,
      dimensions: null,
      occurredAt: new Date().toISOString(),
    };
    expect((await post('/charges/orders/events', event)).status).toBe(200);
    expect((await freight()).filter((f) => f.reference === awb && f.type === 'CREDIT')).toHaveLength(1);
    expect(await balance()).toBe(before);
  });

  it('does not charge shipping again when a courier-shipped order is delivered; an order of the own fleet still is', async () => {
    const admin = await signedIn('admin@demo.in');
    const prices = await admin.gql(
      `mutation($i: PricingPreferencesUpdateInput!) { pricingPreferencesUpdate(input: $i) { userErrors { message } } }`,
      {
        i: {
          company: companyGid,
          lightningBaseCharges: 2_000,
          lightningPriceUpto2Kgs: 3_000,
          lightningPriceAfter2Kgs: 1_500,
          codHandlingCharges: 2_500,
        },
      },
    );
    expect(prices.pricingPreferencesUpdate.userErrors).toEqual([]);
    const booked = await newOrder({ paymentMode: 'COD' });
    const shipped = (await ship(booked.id, own)).data!.orderShip;
    expect(shipped.userErrors).toEqual([]);
    const fleet = await newOrder({ paymentMode: 'COD' });

    // Delivered: the events OMS's outbox sends once the courier's or the fleet's scan says so.
    for (const [order, awb] of [
      [booked, shipped.order.deliveryAwb],
      [fleet, `FLEET${run}`],
    ] as const) {
      const res = await internalPost('/charges/orders/events', {
        eventId: `delivered-${order.id}`,
        companyId,
        orderId: localId(order.id),
        shopOrderId: order.shopOrderId,
        awb,
        status: 'DELIVERED',
        paymentMode: 'COD',
        orderValuePaise: 80_000,
        weightKg: 1.2,
        dimensions: null,
        occurredAt: new Date().toISOString(),
      });
      expect(res.status).toBe(200);
    }
    const charges = (await seller.gql(LIGHTNING)).walletTransactions.edges.map(
      (e: { node: { description: string; reference: string } }) => e.node,
    );
    const of = (awb: string) =>
      charges
        .filter((c: { reference: string }) => c.reference === awb)
        .map((c: { description: string }) => c.description)
        .sort();
    expect(of(shipped.order.deliveryAwb)).toEqual([`COD handling charges for AWB ${shipped.order.deliveryAwb}`]);
    expect(of(`FLEET${run}`)).toEqual([
      `COD handling charges for AWB FLEET${run}`,
      `Shipping charges for AWB FLEET${run} (1.5 kg)`,
    ]);
  });
});

describe('freight at booking, at once', () => {
  it('books one shipment and debits once when one order is shipped ten times at once', async () => {
    const order = await newOrder();
    const debits = (await freight()).length;
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => ship(order.id, own, `p${i}`)));
    const awbs = new Set(results.map((r) => r.data?.orderShip?.order?.deliveryAwb).filter(Boolean));
    expect(awbs.size).toBe(1);
    for (const r of results)
      for (const e of r.data?.orderShip?.userErrors ?? []) expect(e.message).toBe(MSG.orderBeingShipped);
    expect(await sandboxShipments(localId(order.id))).toHaveLength(1);
    const now = await freight();
    expect(now).toHaveLength(debits + 1);
    expect(now.filter((f) => f.reference === [...awbs][0])).toHaveLength(1);
  });

  it('never takes the wallet below its floor when orders are shipped at once: the debits are the booked orders', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => newOrder()));
    const price = (await quoteOf(orders[0]!.id, own)).totalPaise;
    const before = await balance();
    // Room for two shipments and a half above the floor.
    const floor = before - 2 * price - price / 2;
    await rechargeWallet(seller, 0, floor);
    const debits = (await freight()).length;

    const results = await Promise.all(orders.map((o) => ship(o.id, own)));
    const booked = results.filter((r) => r.data?.orderShip?.order?.deliveryAwb);
    expect(booked).toHaveLength(2);
    for (const r of results.filter((x) => !x.data?.orderShip?.order))
      expect(r.data!.orderShip.userErrors[0]).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });

    const after = await balance();
    expect(after).toBe(before - 2 * price);
    expect(after).toBeGreaterThanOrEqual(floor);
    const now = await freight();
    expect(now).toHaveLength(debits + 2);
    const bookedAwbs = booked.map((r) => r.data!.orderShip.order.deliveryAwb as string).sort();
    expect(
      now
        .slice(0, 2)
        .map((f) => f.reference)
        .sort(),
    ).toEqual(bookedAwbs);
    // Whatever the courier booked for the refused orders was cancelled with it.
    for (const o of orders) {
      const row = (await seller.gql(ORDER, { id: o.id })).node;
      if (row.deliveryAwb) continue;
      for (const s of await sandboxShipments(localId(o.id))) expect(s.cancelled).toBe(true);
    }
    await rechargeWallet(seller, 0, 0);
  });
});

describe('weight reconciliation of a courier-booked shipment', () => {
  it("adjusts the freight debited by the courier's measured weight, priced on the booked card, under the courier's AWB", async () => {
    const admin = await signedIn('admin@demo.in');
    const order = await newOrder({ weight: 0.4 });
    const booked = await quoteOf(order.id, own);
    const shipped = (await ship(order.id, own)).data!.orderShip;
    expect(shipped.userErrors).toEqual([]);
    const awb = shipped.order.deliveryAwb as string;
    // Picked up: a courier-booked order's status is the courier's, or an admin's.
    const moved = await admin.gql(STATUS_UPDATE, { i: { id: order.id, status: 'SHIPPED' } });
    expect(moved.orderStatusUpdate.userErrors).toEqual([]);
    const before = await balance();

    // The courier weighed it at 2.1 kg: five 500 g slabs on the seller's own card, metro to metro.
    const file = await uploadSheet(admin, await bulkSheet(BULK_SHIPPING_ADJUSTMENTS, [{ awb, measuredWeight: 2.1 }]));
    const saved = (
      await admin.gql(
        `mutation($i: BulkUploadSaveInput!) { shippingAdjustmentsBulkUploadSave(input: $i) { task { id } userErrors { message } } }`,
        { i: { file, edits: [], idempotencyKey: `adj-${run}` } },
      )
    ).shippingAdjustmentsBulkUploadSave;
    expect(saved.userErrors).toEqual([]);
    const discrepancy = await eventually(
      async () =>
        (
          await admin.gql(
            `query($awb: String) { weightDiscrepancies(first: 5, awb: $awb) { edges { node { awb previousCharge measuredCharge difference } } } }`,
            { awb },
          )
        ).weightDiscrepancies.edges.map((e: { node: unknown }) => e.node),
      (rows) => rows.length > 0,
    );
    const measured = 4000 + 4 * 2000;
    expect(discrepancy).toEqual([
      { awb, previousCharge: booked.totalPaise, measuredCharge: measured, difference: measured - booked.totalPaise },
    ]);
    const adjusted = await eventually(balance, (b) => b !== before);
    expect(before - adjusted).toBe(measured - booked.totalPaise);
  });
});
