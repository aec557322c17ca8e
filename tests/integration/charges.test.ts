import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderBillingEvent } from '@parcelo/common';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { Session, signedIn, twoWarehouseSeller } from '../support/client.js';
import { STATUS_UPDATE } from '../support/ndr.js';
import { BUYER } from '../support/sheets.js';

/*
 * Charges a brand earns as its orders are delivered or come back and its buyers are texted:
 * priced from the rate card an admin set, taken from the wallet once each however often the
 * event that earned them arrives.
 */

const INTERNAL_KEY = process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key';
const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shopOrderId awb } } userErrors { field message code } } }`;

/** ₹20 base, ₹30 up to 2 kg, ₹15 per kg after; COD ₹25 or 2 %; RTO ₹35; SMS 25 paise; WhatsApp 80 paise. */
const RATE_CARD = {
  lightningBaseCharges: 2_000,
  lightningPriceUpto2Kgs: 3_000,
  lightningPriceAfter2Kgs: 1_500,
  codHandlingCharges: 2_500,
  wlCODHandlingCharges: 200,
  RTOProcessingCharges: 3_500,
  smsCharges: 25,
  whatsAppMessageCharges: 80,
};

const localId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;
const tokenOf = (s: Session) => s.cookie!.slice('session='.length);

async function rest<T>(
  service: 'ums' | 'invoices',
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  as: Session | 'internal',
  body?: unknown,
): Promise<{ http: number; status: boolean; data: T; message: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as === 'internal') headers['x-internal-key'] = INTERNAL_KEY;
  else headers.authorization = `Bearer ${tokenOf(as)}`;
  const res = await fetch(new URL(path, inject('serviceUrls')[service]), {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { http: res.status, ...((await res.json()) as { status: boolean; data: T; message: string }) };
}

interface Brand {
  session: Session;
  companyId: string;
  warehouse: string;
  run: string;
}

/** A brand of its own (so its wallet holds only this test's charges) with the test rate card. */
async function newBrand(admin: Session, name: string, rateCard: Record<string, number> = RATE_CARD): Promise<Brand> {
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();
  const session = await twoWarehouseSeller(`${name} ${run}`);
  const prefs = await session.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  expect(prefs.companyPreferencesUpdate.userErrors).toEqual([]);
  const { viewer } = await session.gql(
    `{ viewer { company { id warehouses(first: 5) { edges { node { id warehouseId } } } } } }`,
  );
  const companyId = localId(viewer.company.id);
  const set = await admin.gql(
    `mutation($i: PricingPreferencesUpdateInput!) { pricingPreferencesUpdate(input: $i) { userErrors { field message } } }`,
    { i: { company: viewer.company.id, ...rateCard } },
  );
  expect(set.pricingPreferencesUpdate.userErrors).toEqual([]);
  return {
    session,
    companyId,
    run,
    warehouse: viewer.company.warehouses.edges.find((e: any) => e.node.warehouseId === 'WH-DEL-001').node.id,
  };
}

let counter = 0;
async function newOrder(brand: Brand, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const data = await brand.session.gql(CREATE, {
    i: {
      warehouse: brand.warehouse,
      paymentMode: 'COD',
      customerPhone: '9812345678',
      customerEmail: 'ravi.kumar@example.in',
      weight: 1.2,
      shippingAddress: BUYER.shippingAddress,
      items: [{ title: 'Assam tea', sku: `ASSAM-${brand.run}-${counter}`, quantity: 2, unitPrice: 100_000 }],
      ...overrides,
    },
  });
  expect(data.orderCreate.userErrors).toEqual([]);
  return data.orderCreate.orderEdge.node as { id: string; shopOrderId: string; awb: string };
}

async function move(session: Session, orderId: string, ...statuses: string[]) {
  for (const status of statuses) {
    const r = (await session.gql(STATUS_UPDATE, { i: { id: orderId, status } })).orderStatusUpdate;
    expect(r.userErrors).toEqual([]);
  }
}

const balanceOf = async (brand: Brand) => {
  const r = await rest<{ wallet: { balancePaise: number } }>('invoices', 'GET', '/wallet', brand.session);
  expect(r.http, r.message).toBe(200);
  return r.data.wallet.balancePaise;
};

/** The balance once the outboxes have delivered what earns money (they retry, so it may take a moment). */
async function settledBalance(brand: Brand, expected: number): Promise<number> {
  let balance = await balanceOf(brand);
  for (let i = 0; i < 100 && balance !== expected; i++) {
    await new Promise((r) => setTimeout(r, 100));
    balance = await balanceOf(brand);
  }
  return balance;
}

interface Posting {
  duplicate: boolean;
  transaction: { amountPaise: number; code: string; description: string; reference: string; type: string };
}

/** An OMS billing event for an order, as OMS's outbox sends it. */
const billingEvent = (
  brand: Brand,
  order: { id: string; shopOrderId: string; awb: string },
  over: Partial<OrderBillingEvent> = {},
): OrderBillingEvent => ({
  eventId: `replay-${order.id}`,
  companyId: brand.companyId,
  orderId: localId(order.id),
  shopOrderId: order.shopOrderId,
  awb: order.awb,
  status: 'DELIVERED',
  paymentMode: 'COD',
  orderValuePaise: 200_000,
  weightKg: 1.2,
  dimensions: null,
  occurredAt: new Date().toISOString(),
  ...over,
});

const replay = (event: OrderBillingEvent) =>
  rest<{ postings: Posting[] }>('invoices', 'POST', '/charges/orders/events', 'internal', event);

let admin: Session;

beforeAll(async () => {
  admin = await signedIn('admin@demo.in');
});

describe('charges', () => {
  it('a delivered COD order is charged shipping on its chargeable weight and COD handling, once however often told', async () => {
    const brand = await newBrand(admin, 'Charged Tea');
    const order = await newOrder(brand);
    await move(brand.session, order.id, 'SHIPPED', 'OUT_FOR_DELIVERY');
    // Nothing is earned before delivery.
    expect(await balanceOf(brand)).toBe(0);
    await move(brand.session, order.id, 'DELIVERED');
    // 1.2 kg → 1.5 kg chargeable: ₹20 + ₹30 = ₹50; COD: 2 % of ₹2,000 = ₹40 (above the ₹25 minimum).
    expect(await settledBalance(brand, -9_000)).toBe(-9_000);

    // OMS's outbox may send the event again (a lost answer): the same charges, nothing new.
    const again = await Promise.all([1, 2, 3].map(() => replay(billingEvent(brand, order))));
    for (const r of again) {
      expect(r.http, r.message).toBe(200);
      expect(r.data.postings.map((p) => [p.duplicate, p.transaction.amountPaise, p.transaction.code])).toEqual([
        [true, 5_000, '201'],
        [true, 4_000, '201'],
      ]);
    }
    expect(again[0]!.data.postings.map((p) => [p.transaction.description, p.transaction.reference])).toEqual([
      [`Shipping charges for AWB ${order.awb} (1.5 kg)`, order.awb],
      [`COD handling charges for AWB ${order.awb}`, order.awb],
    ]);
    expect(await balanceOf(brand)).toBe(-9_000);
  });

  it('an order back at origin is charged RTO processing and its forward shipping on its volumetric weight, no COD handling', async () => {
    const brand = await newBrand(admin, 'Returned Tea');
    // 40×30×20 cm weighs 4.8 kg by volume, more than its 2.3 kg: 5 kg chargeable, so
    // ₹20 + ₹30 + three started kg above 2 kg at ₹15 = ₹95; RTO processing ₹35.
    const dimensions = { length: 40, breadth: 30, height: 20 };
    const order = await newOrder(brand, { weight: 2.3, dimensions });
    await move(brand.session, order.id, 'SHIPPED', 'RTO_IN_TRANSIT', 'RTO_DELIVERED');
    expect(await settledBalance(brand, -13_000)).toBe(-13_000);
    const r = await replay(billingEvent(brand, order, { status: 'RTO_DELIVERED', weightKg: 2.3, dimensions }));
    expect(r.data.postings.map((p) => [p.duplicate, p.transaction.amountPaise, p.transaction.description])).toEqual([
      [true, 9_500, `Shipping charges for AWB ${order.awb} (5 kg)`],
      [true, 3_500, `RTO processing charges for AWB ${order.awb}`],
    ]);
    expect(await balanceOf(brand)).toBe(-13_000);
  });

  it('charges nothing a rate card prices at 0, and refuses events that are not OMS’s', async () => {
    const brand = await newBrand(admin, 'Free Tea', { smsCharges: 0 });
    const order = await newOrder(brand, { paymentMode: 'PREPAID' });
    await move(brand.session, order.id, 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED');
    const r = await replay(billingEvent(brand, order, { paymentMode: 'PREPAID' }));
    expect(r.data.postings).toEqual([]);
    expect(await balanceOf(brand)).toBe(0);

    // A seller cannot post charges, nor anyone without the internal key; bad input is a 400.
    expect(
      (await rest('invoices', 'POST', '/charges/orders/events', brand.session, billingEvent(brand, order))).http,
    ).toBe(403);
    const bad = await replay({ ...billingEvent(brand, order), orderValuePaise: -5, companyId: 'nope' });
    expect(bad.http).toBe(400);
    const badText = await rest('invoices', 'POST', '/charges/notifications/events', 'internal', {
      notificationId: localId(order.id),
      companyId: brand.companyId,
      channel: 'email',
    });
    expect(badText.http).toBe(400);
  });

  it('an SMS sent to a buyer for the brand is charged at the SMS price once', async () => {
    const brand = await newBrand(admin, 'Texting Tea');
    const order = await newOrder(brand, { paymentMode: 'PREPAID' });
    await move(brand.session, order.id, 'SHIPPED');
    // Undelivered: the buyer is texted a link to say what to do.
    const r = (
      await brand.session.gql(STATUS_UPDATE, {
        i: { id: order.id, status: 'UNDELIVERED', undeliveredReason: 'NO_RESPONSE_FROM_CUSTOMER', city: 'Bengaluru' },
      })
    ).orderStatusUpdate;
    expect(r.userErrors).toEqual([]);
    expect(await settledBalance(brand, -25)).toBe(-25);
    // The message's charge keyed by the message: NMS's retry after a lost answer takes nothing more.
    const { notifications } = (
      await (
        await fetch(`${inject('serviceUrls').nms}/notifications/outbox?to=9812345678&template=NDR_MSG&limit=20`, {
          headers: { 'x-internal-key': INTERNAL_KEY },
        })
      ).json()
    ).data as { notifications: { id: string; channel: string; params: { awb: string } }[] };
    const sms = notifications.find((n) => n.params.awb === order.awb)!;
    expect(sms.channel).toBe('sms');
    const twice = await rest<{ postings: Posting[] }>('invoices', 'POST', '/charges/notifications/events', 'internal', {
      notificationId: sms.id,
      companyId: brand.companyId,
      channel: 'sms',
      reference: order.awb,
    });
    expect(twice.data.postings).toMatchObject([
      { duplicate: true, transaction: { amountPaise: 25, code: '203', type: 'DEBIT', description: 'SMS charges' } },
    ]);
    expect(await balanceOf(brand)).toBe(-25);
  });

  it('many orders delivered at once are each charged once, and the balance is their sum', async () => {
    const brand = await newBrand(admin, 'Busy Tea');
    const orders = await Promise.all(Array.from({ length: 8 }, () => newOrder(brand)));
    await Promise.all(orders.map((o) => move(brand.session, o.id, 'SHIPPED', 'OUT_FOR_DELIVERY')));
    await Promise.all(orders.map((o) => move(brand.session, o.id, 'DELIVERED')));
    expect(await settledBalance(brand, -8 * 9_000)).toBe(-8 * 9_000);
    // Every event told again, twice at once: nothing more is taken.
    const replays = await Promise.all([...orders, ...orders].map((o) => replay(billingEvent(brand, o))));
    expect(replays.flatMap((r) => r.data.postings).every((p) => p.duplicate)).toBe(true);
    expect(await balanceOf(brand)).toBe(-8 * 9_000);
    // The ledger: one shipping and one COD debit per order, each balance the running sum of those before it.
    const { walletTransactions } = await brand.session.gql(
      `{ walletTransactions(first: 300) { totalCount edges { node { type amount balance code } } } }`,
    );
    const entries = [...walletTransactions.edges].reverse().map((e: any) => e.node);
    expect(walletTransactions.totalCount).toBe(16);
    expect(entries.filter((e: any) => e.amount === 5_000)).toHaveLength(8);
    expect(entries.filter((e: any) => e.amount === 4_000)).toHaveLength(8);
    let running = 0;
    for (const e of entries) {
      expect(e).toMatchObject({ type: 'DEBIT', code: '201' });
      running -= e.amount;
      expect(e.balance).toBe(running);
    }
    expect(running).toBe(await balanceOf(brand));
  });
});

// A stack of its own whose billing can be taken away: on embedded PGlite only, as on
// PostgreSQL it would share its job queues (and so its retries) with the suite's stack.
describe.skipIf(Boolean(process.env.DATABASE_URL))('charges while billing is down', () => {
  const CHAI = '00000000-0000-4000-8000-00000000c001';
  let stack: RunningServices;
  const internal = { 'content-type': 'application/json', 'x-internal-key': INTERNAL_KEY };
  const chargesOf = async (key: string) =>
    (
      await stack.database.executeSql(
        'select amount_paise, code from invoices.wallet_transactions where company_id = $1 and idempotency_key = $2',
        [CHAI, key],
      )
    ).rows.map((r: { amount_paise: number | string; code: string }) => [Number(r.amount_paise), r.code]);
  const outbox = async (to: string) =>
    (
      (await (
        await fetch(`${stack.urls.nms}/notifications/outbox?to=${to}&limit=5`, { headers: internal })
      ).json()) as { data: { notifications: { id: string; status: string }[] } }
    ).data.notifications;

  beforeAll(async () => {
    stack = await startServices({ port: () => 0, seed: true, databaseOptions: { dataDir: 'memory://' } });
    await stack.database.executeSql(
      // The demo brand may have a rate card of its own already: its SMS price is set to 40 paise.
      'insert into ums.pricing_preferences (company_id, sms_charges) values ($1, 40) on conflict (company_id) do update set sms_charges = 40',
      [CHAI],
    );
  }, 120_000);
  // As long as its start may take: closing drains each service's jobs (up to 20 s) on a machine the whole suite keeps busy.
  afterAll(() => stack?.close(), 120_000);

  it('a text is still sent, and charged once when billing is back', async () => {
    const invoices = stack.urls.invoices;
    // Nothing listens here: every charge fails until billing is back.
    stack.urls.invoices = 'http://127.0.0.1:9';
    const to = '9876501234';
    const sent = await fetch(`${stack.urls.nms}/notifications/send`, {
      method: 'POST',
      headers: internal,
      body: JSON.stringify({
        channel: 'sms',
        to,
        template: 'ORDER_MESSAGE',
        params: { text: 'Your Masala Chai is on its way' },
        companyId: CHAI,
      }),
    });
    expect(sent.status).toBe(200);
    let message = (await outbox(to))[0];
    for (let i = 0; i < 100 && message?.status !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      message = (await outbox(to))[0];
    }
    expect(message?.status).toBe('sent');
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await chargesOf(`sms:${message!.id}`)).toEqual([]);

    stack.urls.invoices = invoices;
    let charged = await chargesOf(`sms:${message!.id}`);
    for (let i = 0; i < 300 && !charged.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      charged = await chargesOf(`sms:${message!.id}`);
    }
    expect(charged).toEqual([[40, '203']]);
    expect((await outbox(to))[0]!.status).toBe('sent');
  }, 60_000);
});
