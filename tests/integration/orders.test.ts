import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import {
  Session,
  attachedOperator,
  signedIn,
  uniqueEmail,
  twoWarehouseSeller,
  verifiedSeller,
} from '../support/client.js';
import { listedSku } from '../support/stock.js';

const ORDER_FIELDS = `id shopOrderId createdAt status { code label tone } paymentMode shopType totalAmount weight volumetricWeight chargeableWeight
  customer { name phone email } shippingAddress { firstName pincode state } pickupPincode warehouse { id name } items { id sku quantity unitPrice }
  trail { status { code } description createdAt }`;
const ORDERS = `query($first: Int, $after: String, $search: OrderSearch, $status: [String!], $createdAt: DateRange) {
  orders(first: $first, after: $after, search: $search, status: $status, createdAt: $createdAt) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ORDER_FIELDS} awb deliveryAwb customer { phone } } }
  }
}`;
const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { cursor node { ${ORDER_FIELDS} } } userErrors { field message code } } }`;
const WAREHOUSES = `{ warehouses(first: 10) { edges { node { id warehouseId } } } }`;

/** The demo seller, whose history the list tests read and never change. */
let demo: Session;
/** A seller of its own at Okhla and Bhiwandi, for the orders the tests place. */
let seller: Session;
/** An operator of its own at the same two warehouses. */
let hub: Session;
let sellerWarehouse: string;
let hubWarehouses: Record<string, string>;
let bengaluru: string;

beforeAll(async () => {
  const admin = await signedIn('admin@demo.in');
  [demo, seller, hub] = await Promise.all([
    signedIn('seller@demo.in'),
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
});

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

describe('the orders list', () => {
  it('shows a seller its own orders, newest first, in keyset pages without repeats', async () => {
    const seen = new Set<string>();
    let after: string | null = null;
    let newest = Infinity;
    for (let page = 0; page < 3; page++) {
      type Page = {
        orders: {
          edges: { node: { id: string; createdAt: string; warehouse: { name: string } } }[];
          pageInfo: { endCursor: string | null };
        };
      };
      const data: Page = await demo.gql(ORDERS, { first: 50, after, createdAt: { preset: 'LAST_1_YEAR' } });
      expect(data.orders.edges).toHaveLength(50);
      for (const { node } of data.orders.edges) {
        expect(seen.has(node.id)).toBe(false);
        seen.add(node.id);
        expect(node.warehouse.name).toBe('Okhla Micro-WH');
        const created = Date.parse(node.createdAt);
        expect(created).toBeLessThanOrEqual(newest);
        newest = created;
      }
      after = data.orders.pageInfo.endCursor;
    }
    expect(seen.size).toBe(150);
  });

  it('makes as many upstream requests for a page of 300 as for a page of 10, and at most 4', async () => {
    const seller = await signedIn('seller@demo.in');
    const counts: number[] = [];
    for (const first of [10, 50, 300]) {
      const page = await demo.gql(ORDERS, { first });
      expect(page.orders.edges.length).toBeGreaterThan(0);
      expect(
        page.orders.edges.every((e: { node: { warehouse: { name: string } | null } }) => e.node.warehouse?.name),
      ).toBe(true);
      counts.push(seller.upstreamRequests!);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(4);
  });

  it('filters by status and date preset', async () => {
    const delivered = await demo.gql(ORDERS, {
      first: 20,
      status: ['DELIVERED', '7'],
      createdAt: { preset: 'LAST_3_MONTHS' },
    });
    expect(delivered.orders.totalCount).toBeGreaterThan(0);
    for (const e of delivered.orders.edges)
      expect(e.node.status).toEqual({ code: 'DELIVERED', label: 'Delivered', tone: 'PROGRESS' });
    const year = await demo.gql(ORDERS, { first: 1, createdAt: { preset: 'LAST_1_YEAR' } });
    const month = await demo.gql(ORDERS, { first: 1 });
    expect(year.orders.totalCount).toBeGreaterThan(month.orders.totalCount);
  });

  it('searches by each kind of option', async () => {
    const sample = (
      await demo.gql(ORDERS, { first: 100, status: ['DELIVERED'], createdAt: { preset: 'LAST_1_YEAR' } })
    ).orders.edges.map((e: { node: unknown }) => e.node) as {
      shopOrderId: string;
      awb: string;
      customer: { phone: string };
      shippingAddress: { state: string; pincode: string };
      paymentMode: string;
    }[];
    const o = sample[0]!;
    const year = { preset: 'LAST_1_YEAR' };
    const check = async (by: string, value: string, test: (n: any) => boolean) => {
      const data = await demo.gql(ORDERS, { first: 50, search: { by, value }, createdAt: year });
      expect(data.orders.totalCount, `${by}=${value}`).toBeGreaterThan(0);
      for (const e of data.orders.edges) expect(test(e.node), `${by}=${value}`).toBe(true);
    };
    await check('ORDER_ID', o.shopOrderId, (n) => n.shopOrderId === o.shopOrderId);
    await check('AWB', o.awb, (n) => n.awb === o.awb);
    await check('CUSTOMER_PHONE', o.customer.phone, (n) => n.customer.phone === o.customer.phone);
    await check(
      'DELIVERY_STATE',
      o.shippingAddress.state.toLowerCase(),
      (n) => n.shippingAddress.state === o.shippingAddress.state,
    );
    await check(
      'DELIVERY_PINCODE',
      o.shippingAddress.pincode,
      (n) => n.shippingAddress.pincode === o.shippingAddress.pincode,
    );
    await check('PICKUP_PINCODE', '110020', (n) => n.pickupPincode === '110020');
    await check('SKU', 'CHAI-GFT-BOX', (n) => n.items.some((i: { sku: string }) => i.sku === 'CHAI-GFT-BOX'));
    await check('PAYMENT_MODE', 'prepaid', (n) => n.paymentMode === 'PREPAID');
    await check('SHOP_TYPE', 'amazon', (n) => n.shopType === 'AMAZON');
    await check('CUSTOMER_NAME', 'aar', (n) => n.customer.name.toLowerCase().startsWith('aar'));
    const flagged = await demo.gql(ORDERS, { first: 5, search: { by: 'B2B', value: '1' }, createdAt: year });
    const unflagged = await demo.gql(ORDERS, { first: 5, search: { by: 'B2B', value: '0' }, createdAt: year });
    const all = await demo.gql(ORDERS, { first: 1, createdAt: year });
    expect(flagged.orders.totalCount + unflagged.orders.totalCount).toBe(all.orders.totalCount);
  });

  it('rejects a bad search value with the rule message', async () => {
    const res = await demo.raw(ORDERS, { search: { by: 'PAYMENT_MODE', value: 'cash' } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Accepts only COD, Prepaid',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const flag = await demo.raw(ORDERS, { search: { by: 'D2R', value: 'yes' } });
    expect(flag.errors?.[0]?.message).toBe('Accepts only 0, 1');
  });
});

describe('awaiting pickup', () => {
  it('counts ready orders per connected delivery partner, as the orders list filtered by that partner finds them', async () => {
    const data = await demo.gql(`{ awaitingPickup { courier count deliveryPartner { name } } }`);
    expect(data.awaitingPickup.length).toBeGreaterThanOrEqual(2);
    for (const row of data.awaitingPickup) {
      expect(row.deliveryPartner.name).toBe(row.courier);
      const ready = await demo.gql(ORDERS, {
        first: 1,
        status: ['READY_TO_SHIP', 'packed'],
        search: { by: 'DELIVERY_PARTNER', value: row.courier },
        createdAt: { from: '2000-01-01T00:00:00Z' },
      });
      expect(ready.orders.totalCount).toBe(row.count);
    }
    const total = data.awaitingPickup.reduce((s: number, c: { count: number }) => s + c.count, 0);
    expect(total).toBeGreaterThan(0);
    const counts = data.awaitingPickup.map((c: { count: number }) => c.count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
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
