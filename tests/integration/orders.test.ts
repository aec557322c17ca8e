import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, ZONES, gstinCheckChar } from '@parcelo/common';
import {
  Session,
  attachedOperator,
  signedIn,
  uniqueEmail,
  uniquePhone,
  twoWarehouseSeller,
  verifiedSeller,
} from '../support/client.js';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { deliveredOrders, listedSku } from '../support/stock.js';
import { rechargeWallet } from '../support/wallet.js';

const ORDER_FIELDS = `id shopOrderId createdAt status { code label tone } paymentMode shopType totalAmount weight volumetricWeight chargeableWeight
  customer { name phone email } shippingAddress { firstName pincode state } pickupPincode warehouse { id name } items { id sku quantity unitPrice }
  trail { status { code } description createdAt }`;
const ORDERS = `query($first: Int, $after: String, $search: OrderSearch, $status: [String!], $createdAt: DateRange) {
  orders(first: $first, after: $after, search: $search, status: $status, createdAt: $createdAt) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ORDER_FIELDS} awb deliveryAwb b2b customer { phone } } }
  }
}`;
const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { cursor node { ${ORDER_FIELDS} } } userErrors { field message code } } }`;
const WAREHOUSES = `{ warehouses(first: 10) { edges { node { id warehouseId } } } }`;

const run = Math.random().toString(36).slice(2, 8).toUpperCase();

/**
 * A seller of its own (at Okhla and Bhiwandi) whose order history the list tests read, and no
 * other test changes: the orders `listHistory` places, every one of them made today.
 */
let lister: Session;
/** The lister's orders by number: the warehouse each was placed at, where the test chose it. */
const history = new Map<string, string | null>();
/** The ids of the lister's delivered orders. */
let delivered: string[];
/** When the lister's first order was placed: nothing of its history is older. */
let historyStart: string;
/** A seller of its own at Okhla and Bhiwandi, for the orders the tests place. */
let seller: Session;
/** An operator of its own at the same two warehouses. */
let hub: Session;
let sellerWarehouse: string;
let hubWarehouses: Record<string, string>;
let bengaluru: string;

beforeAll(async () => {
  const admin = await signedIn('admin@demo.in');
  [lister, seller, hub] = await Promise.all([
    twoWarehouseSeller(`Order History Tea Co ${run}`),
    twoWarehouseSeller('Order Makers Tea Co'),
    attachedOperator(admin, ['WH-DEL-001', 'WH-BOM-001']),
  ]);
  for (const sku of ['CHAI-MSL-250', 'CHAI-CTC-500']) await listedSku(seller, sku);
  hubWarehouses = Object.fromEntries(
    (await hub.gql(WAREHOUSES)).warehouses.edges.map((e: { node: { id: string; warehouseId: string } }) => [
      e.node.warehouseId,
      e.node.id,
    ]),
  );
  sellerWarehouse = hubWarehouses['WH-DEL-001']!;
  bengaluru = (await admin.gql(`{ warehouses(first: 1, search: "WH-BLR-001") { edges { node { id } } } }`)).warehouses
    .edges[0].node.id;
  await listHistory();
  // A sheet of 150 orders, and a dozen more by hand, walked along: allow a busy machine its time.
}, 180_000);

const orderInput = (warehouse: string, overrides: Record<string, unknown> = {}) => ({
  warehouse,
  paymentMode: 'COD',
  customerEmail: uniqueEmail('buyer'),
  customerPhone: '9876501234',
  shippingAddress: {
    firstName: 'Anita',
    lastName: 'Desai',
    addressLine1: '12 Carter Road',
    addressLine2: 'Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
  },
  items: [
    { title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 2, unitPrice: 24_900 },
    { title: 'Assam CTC 500g', sku: 'CHAI-CTC-500', quantity: 1, unitPrice: 29_900 },
  ],
  weight: 0.8,
  dimensions: { length: 30, breadth: 20, height: 10 },
  ...overrides,
});

async function create(session: Session, input: Record<string, unknown>) {
  const data = await session.gql(CREATE, { i: input });
  expect(data.orderCreate.userErrors).toEqual([]);
  return data.orderCreate.orderEdge.node;
}

const findById = async (session: Session, shopOrderId: string) =>
  (await session.gql(ORDERS, { search: { by: 'ORDER_ID', value: shopOrderId } })).orders;

const TASK = `query($id: ID!) { node(id: $id) { ... on Task { status succeeded failed } } }`;
const WAREHOUSE_NAMES: Record<string, string> = { 'WH-DEL-001': 'Okhla Micro-WH', 'WH-BOM-001': 'Bhiwandi Central' };
const PLACES = [
  { city: 'Bengaluru', state: 'Karnataka', pincode: '560025' },
  { city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
  { city: 'New Delhi', state: 'Delhi', pincode: '110001' },
];
/** A buyer several of the sheet's orders share, for the search by phone. */
const REPEAT_BUYER = uniquePhone();
/** The two delivery partners the lister ships with, and how many of its orders wait for each. */
const PARTNERS = [
  { courier: 'DELHIVERY', name: 'Delhivery Surface', priority: 1, waiting: 2 },
  { courier: 'BLUEDART', name: 'Blue Dart Air', priority: 2, waiting: 1 },
];

/**
 * The lister's history: a bulk sheet of 150 orders at both warehouses, of mixed buyers, states,
 * payment modes and products (placed in one go, so many share a creation instant); two B2B
 * orders; three delivered; and three shipped with its two delivery partners, awaiting pickup.
 */
async function listHistory() {
  for (const sku of ['CHAI-MSL-250', 'CHAI-CTC-500', 'CHAI-GFT-BOX']) await listedSku(lister, sku);
  historyStart = new Date().toISOString();
  const rows = Array.from({ length: 150 }, (_, n) => {
    const warehouseCode = n % 5 === 0 ? 'WH-BOM-001' : 'WH-DEL-001';
    history.set(`OL-${run}-${n}`, WAREHOUSE_NAMES[warehouseCode]!);
    return sheetRow(`OL-${run}-${n}`, {
      ...PLACES[n % PLACES.length]!,
      firstName: n % 4 === 0 ? 'Aarav' : 'Ravi',
      phone: n % 10 === 3 ? REPEAT_BUYER : uniquePhone(),
      paymentMode: n % 2 ? 'Prepaid' : 'COD',
      ...(n % 7 === 0 ? { sku: 'CHAI-GFT-BOX', title: 'Chai gift box' } : {}),
      warehouseCode,
    });
  });
  const file = await uploadSheet(lister, await ordersSheet(rows), 'history.xlsx');
  const saved = (
    await lister.gql(
      `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id } userErrors { message } } }`,
      { i: { file, edits: [] } },
    )
  ).ordersBulkUploadSave;
  expect(saved.userErrors).toEqual([]);
  const task = await vi.waitFor(
    async () => {
      const { node } = await lister.gql(TASK, { id: saved.task.id });
      if (node.status === 'IN_PROGRESS') throw new Error('The sheet is still being placed');
      return node;
    },
    { timeout: 120_000, interval: 250 },
  );
  expect(task).toEqual({ status: 'COMPLETED', succeeded: 150, failed: 0 });

  const okhla = (await lister.gql(WAREHOUSES)).warehouses.edges.find(
    (e: { node: { warehouseId: string } }) => e.node.warehouseId === 'WH-DEL-001',
  ).node.id;
  const buyerGstin = `29AABCC1234D1Z${gstinCheckChar('29AABCC1234D1Z')}`;
  for (let i = 0; i < 2; i++) {
    const b2b = await create(lister, orderInput(okhla, { buyerGstin, paymentMode: 'PREPAID' }));
    history.set(b2b.shopOrderId, 'Okhla Micro-WH');
  }
  // Placed at whichever of its warehouses the helper picks.
  const done = await deliveredOrders(lister, 3);
  for (const o of done) history.set(o.shopOrderId, null);
  delivered = done.map((o) => o.id);

  // Freight is debited when a courier assigns the AWB.
  await rechargeWallet(lister, 5_000_000);
  for (const p of PARTNERS) {
    const connected = (
      await lister.gql(
        `mutation($i: DeliveryPartnerConnectInput!) { deliveryPartnerConnect(input: $i) { deliveryPartner { id } userErrors { message } } }`,
        {
          i: {
            courier: p.courier,
            name: p.name,
            apiKey: `${p.courier.toLowerCase()}-key-${run}`,
            priority: p.priority,
          },
        },
      )
    ).deliveryPartnerConnect;
    expect(connected.userErrors).toEqual([]);
    const id = connected.deliveryPartner.id;
    const zones = ZONES.map((zone, i) => ({ zone, basePaise: 3000 + i * 500, additionalPaise: 2000, days: 3 + i }));
    const card = await lister.gql(
      `mutation($i: DeliveryPartnerRateCardUpdateInput!) { deliveryPartnerRateCardUpdate(input: $i) { userErrors { message } } }`,
      { i: { id, slabGrams: 500, codFixedPaise: 3000, codBasisPoints: 150, zones } },
    );
    expect(card.deliveryPartnerRateCardUpdate.userErrors).toEqual([]);
    const pins = await lister.gql(
      `mutation($i: DeliveryPartnerPincodesUploadInput!) { deliveryPartnerPincodesUpload(input: $i) { userErrors { message } } }`,
      { i: { id, allPincodes: { forward: true, reverse: true, cod: true } } },
    );
    expect(pins.deliveryPartnerPincodesUpload.userErrors).toEqual([]);
    for (let i = 0; i < p.waiting; i++) {
      const order = await create(lister, orderInput(okhla));
      history.set(order.shopOrderId, 'Okhla Micro-WH');
      const shipped = await lister.gql(
        `mutation($i: OrderShipInput!) { orderShip(input: $i) { order { status { code } } userErrors { message } } }`,
        { i: { id: order.id, deliveryPartner: id } },
      );
      expect(shipped.orderShip).toEqual({ order: { status: { code: 'READY_TO_SHIP' } }, userErrors: [] });
    }
  }
}

type ListedOrder = {
  id: string;
  shopOrderId: string;
  createdAt: string;
  status: { code: string };
  awb: string;
  deliveryAwb: string | null;
  b2b: boolean;
  customer: { name: string; phone: string };
  shippingAddress: { state: string; pincode: string };
  pickupPincode: string;
  paymentMode: string;
  shopType: string;
  items: { sku: string }[];
  warehouse: { name: string } | null;
};

/** The numbers of a page's orders, sorted. */
const numbers = (page: { orders: { edges: { node: { shopOrderId: string } }[] } }) =>
  page.orders.edges.map((e) => e.node.shopOrderId).sort();

describe('the orders list', () => {
  it('shows a seller its own orders, newest first, in keyset pages without repeats', async () => {
    const seen = new Set<string>();
    const sizes: number[] = [];
    let after: string | null = null;
    let newest = Infinity;
    for (;;) {
      type Page = {
        orders: {
          totalCount: number;
          edges: { node: ListedOrder }[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      };
      const data: Page = await lister.gql(ORDERS, { first: 50, after, createdAt: { preset: 'LAST_1_YEAR' } });
      expect(data.orders.totalCount).toBe(history.size);
      sizes.push(data.orders.edges.length);
      for (const { node } of data.orders.edges) {
        expect(seen.has(node.shopOrderId), node.shopOrderId).toBe(false);
        seen.add(node.shopOrderId);
        expect(history.has(node.shopOrderId), node.shopOrderId).toBe(true);
        const at = history.get(node.shopOrderId);
        if (at) expect(node.warehouse?.name, node.shopOrderId).toBe(at);
        else expect(Object.values(WAREHOUSE_NAMES)).toContain(node.warehouse?.name);
        const created = Date.parse(node.createdAt);
        expect(created).toBeLessThanOrEqual(newest);
        newest = created;
      }
      if (!data.orders.pageInfo.hasNextPage) break;
      after = data.orders.pageInfo.endCursor;
    }
    // Three full pages, then the rest: every order once.
    expect(sizes).toEqual([50, 50, 50, history.size - 150]);
    expect([...seen].sort()).toEqual([...history.keys()].sort());
  });

  it('makes as many upstream requests for a page of 300 as for a page of 10, and at most 4', async () => {
    const counts: number[] = [];
    for (const first of [10, 50, 300]) {
      const page = await lister.gql(ORDERS, { first });
      expect(page.orders.edges).toHaveLength(Math.min(first, history.size));
      expect(
        page.orders.edges.every((e: { node: { warehouse: { name: string } | null } }) => e.node.warehouse?.name),
      ).toBe(true);
      counts.push(lister.upstreamRequests!);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(4);
  });

  it('filters by status and date preset', async () => {
    const found = await lister.gql(ORDERS, {
      first: 20,
      status: ['DELIVERED', '7'],
      createdAt: { preset: 'LAST_3_MONTHS' },
    });
    expect(found.orders.totalCount).toBe(delivered.length);
    expect(found.orders.edges.map((e: { node: { id: string } }) => e.node.id).sort()).toEqual([...delivered].sort());
    for (const e of found.orders.edges)
      expect(e.node.status).toEqual({ code: 'DELIVERED', label: 'Delivered', tone: 'PROGRESS' });
    // Every order of the history was placed today: a year, the default month and a range from
    // its start find them all, and a range that ended before it none.
    const count = async (createdAt?: object) =>
      (await lister.gql(ORDERS, { first: 1, ...(createdAt ? { createdAt } : {}) })).orders.totalCount;
    expect(await count({ preset: 'LAST_1_YEAR' })).toBe(history.size);
    expect(await count()).toBe(history.size);
    expect(await count({ from: historyStart })).toBe(history.size);
    expect(await count({ from: '2000-01-01T00:00:00Z', to: historyStart })).toBe(0);
  });

  it('searches by each kind of option', async () => {
    const year = { preset: 'LAST_1_YEAR' };
    const all = (await lister.gql(ORDERS, { first: 300, createdAt: year })).orders.edges.map(
      (e: { node: ListedOrder }) => e.node,
    ) as ListedOrder[];
    expect(all).toHaveLength(history.size);
    const o = all.find((n) => delivered.includes(n.id))!;
    // Each search finds exactly the orders of the history that match it, and some do.
    const check = async (by: string, value: string, test: (n: ListedOrder) => boolean) => {
      const expected = all.filter(test).map((n) => n.shopOrderId);
      expect(expected.length, `${by}=${value}`).toBeGreaterThan(0);
      const data = await lister.gql(ORDERS, { first: 300, search: { by, value }, createdAt: year });
      expect(data.orders.totalCount, `${by}=${value}`).toBe(expected.length);
      expect(numbers(data), `${by}=${value}`).toEqual(expected.sort());
    };
    await check('ORDER_ID', o.shopOrderId, (n) => n.shopOrderId.startsWith(o.shopOrderId));
    // A number's prefix finds every order it begins: OL-…-1, -10 to -19 and -100 to -149.
    await check('ORDER_ID', `ol-${run.toLowerCase()}-1`, (n) => n.shopOrderId.startsWith(`OL-${run}-1`));
    await check('AWB', o.awb, (n) => n.awb.startsWith(o.awb) || !!n.deliveryAwb?.startsWith(o.awb));
    await check('CUSTOMER_PHONE', o.customer.phone, (n) => n.customer.phone.startsWith(o.customer.phone));
    await check('CUSTOMER_PHONE', REPEAT_BUYER, (n) => n.customer.phone === REPEAT_BUYER);
    await check('DELIVERY_STATE', 'karnataka', (n) => n.shippingAddress.state === 'Karnataka');
    await check('DELIVERY_PINCODE', '400050', (n) => n.shippingAddress.pincode === '400050');
    await check('PICKUP_PINCODE', '110020', (n) => n.pickupPincode === '110020');
    await check('PICKUP_PINCODE', '421302', (n) => n.pickupPincode === '421302');
    await check('SKU', 'chai-gft-box', (n) => n.items.some((i) => i.sku === 'CHAI-GFT-BOX'));
    await check('PAYMENT_MODE', 'prepaid', (n) => n.paymentMode === 'PREPAID');
    await check('PAYMENT_MODE', 'COD', (n) => n.paymentMode === 'COD');
    await check('SHOP_TYPE', 'manual', (n) => n.shopType === 'MANUAL');
    await check('CUSTOMER_NAME', 'aar', (n) => n.customer.name.toLowerCase().startsWith('aar'));
    // The flag splits the history: the two orders with a buyer's GSTIN, and the rest.
    await check('B2B', '1', (n) => n.b2b);
    await check('B2B', '0', (n) => !n.b2b);
    expect(all.filter((n) => n.b2b)).toHaveLength(2);
    // The history has no store's orders: a search for one finds none.
    const amazon = await lister.gql(ORDERS, {
      first: 5,
      search: { by: 'SHOP_TYPE', value: 'amazon' },
      createdAt: year,
    });
    expect(amazon.orders.totalCount).toBe(0);
  });

  it('rejects a bad search value with the rule message', async () => {
    const res = await lister.raw(ORDERS, { search: { by: 'PAYMENT_MODE', value: 'cash' } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Accepts only COD, Prepaid',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const flag = await lister.raw(ORDERS, { search: { by: 'D2R', value: 'yes' } });
    expect(flag.errors?.[0]?.message).toBe('Accepts only 0, 1');
  });
});

describe('awaiting pickup', () => {
  it('counts ready orders per connected delivery partner, as the orders list filtered by that partner finds them', async () => {
    const data = await lister.gql(`{ awaitingPickup { courier count deliveryPartner { name } } }`);
    // Most first.
    expect(data.awaitingPickup.map((c: { courier: string; count: number }) => [c.courier, c.count])).toEqual(
      PARTNERS.map((p) => [p.name, p.waiting]),
    );
    for (const row of data.awaitingPickup) {
      expect(row.deliveryPartner.name).toBe(row.courier);
      const ready = await lister.gql(ORDERS, {
        first: 1,
        status: ['READY_TO_SHIP', 'packed'],
        search: { by: 'DELIVERY_PARTNER', value: row.courier },
        createdAt: { from: '2000-01-01T00:00:00Z' },
      });
      expect(ready.orders.totalCount).toBe(row.count);
    }
  });
});

describe('creating an order', () => {
  it('creates a manual order at the seller warehouse, found by its id today', async () => {
    const order = await create(seller, orderInput(sellerWarehouse));
    expect(order).toMatchObject({
      status: { code: 'PLACED', label: 'Placed', tone: 'PROGRESS' },
      paymentMode: 'COD',
      shopType: 'MANUAL',
      totalAmount: 79_700,
      weight: 0.8,
      volumetricWeight: 1.2,
      chargeableWeight: 1.2,
      customer: { name: 'Anita Desai', phone: '9876501234' },
      pickupPincode: '110020',
      warehouse: { id: sellerWarehouse },
      trail: [{ status: { code: 'PLACED' } }],
    });
    const found = await seller.gql(ORDERS, {
      search: { by: 'ORDER_ID', value: order.shopOrderId },
      createdAt: { preset: 'TODAY' },
    });
    expect(found.orders.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([order.id]);
  });

  it.each([
    [
      { shippingAddress: { ...orderInput('').shippingAddress, pincode: '4000' } },
      'shippingAddress.pincode',
      MSG.invalidPincode,
    ],
    [
      { shippingAddress: { ...orderInput('').shippingAddress, firstName: '' } },
      'shippingAddress.firstName',
      'first name is required',
    ],
    [
      { shippingAddress: { ...orderInput('').shippingAddress, addressLine2: ' ' } },
      'shippingAddress.addressLine2',
      'Required',
    ],
    [{ customerPhone: '12345' }, 'customerPhone', MSG.phoneInvalid],
    [{ customerEmail: 'nope' }, 'customerEmail', MSG.emailInvalid],
    [{ items: [] }, 'items', MSG.itemsRequired],
    [
      { items: [{ title: 'Tea', sku: 'CHAI (250)', quantity: 1, unitPrice: 1000 }] },
      'items.0.sku',
      'Please provide valid SKU',
    ],
    [{ items: [{ title: 'Tea', sku: 'CHAI-1', quantity: 0, unitPrice: 1000 }] }, 'items.0.quantity', MSG.quantityMin],
    [{ weight: 0 }, 'weight', MSG.weightPositive],
  ])('rejects %j with its message and creates nothing', async (override, field, message) => {
    const shopOrderId = `BAD-${Math.random().toString(36).slice(2, 10)}`;
    const data = await seller.gql(CREATE, { i: { ...orderInput(sellerWarehouse), ...override, shopOrderId } });
    expect(data.orderCreate.orderEdge).toBeNull();
    expect(data.orderCreate.userErrors).toEqual([expect.objectContaining({ field, message })]);
    expect((await findById(seller, shopOrderId)).totalCount).toBe(0);
  });

  it("refuses a warehouse that is not the seller's", async () => {
    const data = await seller.gql(CREATE, { i: orderInput(bengaluru) });
    expect(data.orderCreate.userErrors).toEqual([
      { field: 'warehouse', message: MSG.selectWarehouse, code: 'INVALID' },
    ]);
  });

  it('refuses a repeated order id', async () => {
    const shopOrderId = `DUP-${Math.random().toString(36).slice(2, 10)}`;
    await create(seller, orderInput(sellerWarehouse, { shopOrderId }));
    const again = await seller.gql(CREATE, { i: orderInput(sellerWarehouse, { shopOrderId }) });
    expect(again.orderCreate.userErrors).toEqual([{ field: 'shopOrderId', message: MSG.orderIdTaken, code: 'TAKEN' }]);
  });
});

describe('changing an order', () => {
  const WEIGHT = `mutation($i: OrderWeightUpdateInput!) { orderWeightUpdate(input: $i) { order { weight chargeableWeight } userErrors { field message code } } }`;
  const QTY = `mutation($i: OrderItemsQuantityUpdateInput!) { orderItemsQuantityUpdate(input: $i) { order { totalAmount items { quantity } } userErrors { field message code } } }`;
  const REASSIGN = `mutation($i: OrderWarehouseReassignInput!) { orderWarehouseReassign(input: $i) { order { pickupPincode warehouse { id } trail { description } } userErrors { field message code } } }`;
  const CANCEL = `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { order { status { code tone } trail { status { code } } } userErrors { field message code } } }`;

  it('updates the weight, and refuses a bad one', async () => {
    const order = await create(seller, orderInput(sellerWarehouse));
    const done = await seller.gql(WEIGHT, { i: { id: order.id, weight: 2.5 } });
    expect(done.orderWeightUpdate).toEqual({ order: { weight: 2.5, chargeableWeight: 2.5 }, userErrors: [] });
    const bad = await seller.gql(WEIGHT, { i: { id: order.id, weight: -1 } });
    expect(bad.orderWeightUpdate.userErrors).toEqual([
      { field: 'weight', message: MSG.weightPositive, code: 'INVALID' },
    ]);
  });

  it('updates item quantities (at least 1) and the total', async () => {
    const order = await create(seller, orderInput(sellerWarehouse));
    const [first] = order.items;
    const zero = await seller.gql(QTY, { i: { id: order.id, items: [{ item: first.id, quantity: 0 }] } });
    expect(zero.orderItemsQuantityUpdate.userErrors).toEqual([
      { field: 'items.0.quantity', message: MSG.quantityMin, code: 'INVALID' },
    ]);
    const done = await seller.gql(QTY, { i: { id: order.id, items: [{ item: first.id, quantity: 5 }] } });
    expect(done.orderItemsQuantityUpdate).toEqual({
      order: { totalAmount: 5 * 24_900 + 29_900, items: [{ quantity: 5 }, { quantity: 1 }] },
      userErrors: [],
    });
  });

  it('reassigns the pickup warehouse within the company only', async () => {
    // A seller at both of the operator's warehouses; the operator moves its order between them.
    const twoCities = await twoWarehouseSeller();
    const company = (await twoCities.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    for (const sku of ['CHAI-MSL-250', 'CHAI-CTC-500']) await listedSku(twoCities, sku);
    const order = await create(hub, orderInput(hubWarehouses['WH-DEL-001']!, { company }));
    const same = await hub.gql(REASSIGN, { i: { id: order.id, warehouse: hubWarehouses['WH-DEL-001'] } });
    expect(same.orderWarehouseReassign.userErrors).toEqual([
      { field: 'warehouse', message: MSG.sameWarehouse, code: 'INVALID' },
    ]);
    const foreign = await hub.gql(REASSIGN, { i: { id: order.id, warehouse: bengaluru } });
    expect(foreign.orderWarehouseReassign.userErrors).toEqual([
      { field: 'warehouse', message: MSG.selectWarehouse, code: 'INVALID' },
    ]);
    const done = await hub.gql(REASSIGN, { i: { id: order.id, warehouse: hubWarehouses['WH-BOM-001'] } });
    expect(done.orderWarehouseReassign.userErrors).toEqual([]);
    expect(done.orderWarehouseReassign.order).toMatchObject({
      pickupPincode: '421302',
      warehouse: { id: hubWarehouses['WH-BOM-001'] },
    });
    expect(done.orderWarehouseReassign.order.trail[0].description).toBe('Pickup moved to Bhiwandi Central');
  });

  it('cancels once, and locks the order after', async () => {
    const order = await create(seller, orderInput(sellerWarehouse));
    const done = await seller.gql(CANCEL, { i: { id: order.id } });
    expect(done.orderCancel.order.status).toEqual({ code: 'CANCELLED', tone: 'FAILURE' });
    expect(done.orderCancel.order.trail[0].status.code).toBe('CANCELLED');
    const again = await seller.gql(CANCEL, { i: { id: order.id } });
    expect(again.orderCancel.userErrors).toEqual([
      { field: null, message: MSG.orderAlreadyCancelled, code: 'NOT_ALLOWED' },
    ]);
    const weight = await seller.gql(WEIGHT, { i: { id: order.id, weight: 3 } });
    expect(weight.orderWeightUpdate.userErrors).toEqual([
      { field: null, message: MSG.orderNotEditable, code: 'NOT_ALLOWED' },
    ]);
  });

  it("keeps another company's order NOT_FOUND and unchanged", async () => {
    const order = await create(seller, orderInput(sellerWarehouse));
    const other = await verifiedSeller('Order Outsiders');
    expect(
      (await other.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: order.id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    for (const [query, input] of [
      [WEIGHT, { id: order.id, weight: 9 }],
      [CANCEL, { id: order.id }],
      [REASSIGN, { id: order.id, warehouse: sellerWarehouse }],
    ] as const) {
      expect((await other.raw(query, { i: input })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const still = await seller.gql(`query($id: ID!) { node(id: $id) { ... on Order { weight status { code } } } }`, {
      id: order.id,
    });
    expect(still.node).toEqual({ weight: 0.8, status: { code: 'PLACED' } });
    expect((await other.gql(ORDERS, { search: { by: 'ORDER_ID', value: order.shopOrderId } })).orders.totalCount).toBe(
      0,
    );
  });
});
