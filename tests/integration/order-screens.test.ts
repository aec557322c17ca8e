import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, cancelledLeftOut, financialYearOf } from '@parcelo/common';
import { Session, completeInvoicing, twoWarehouseSeller, uniqueEmail } from '../support/client.js';
import { listedSku } from '../support/stock.js';
import { pdfText } from '../support/pdfText.js';

const ORDERS = `query($first: Int, $search: OrderSearch, $status: [String!]) {
  orders(first: $first, search: $search, status: $status, createdAt: { preset: LAST_1_YEAR }) {
    totalCount edges { node { id shopOrderId awb deliveryAwb reverseAwb invoiceId status { code } customer { phone } items { sku } } }
  }
}`;

type Found = {
  totalCount: number;
  edges: {
    node: {
      id: string;
      shopOrderId: string;
      awb: string | null;
      deliveryAwb: string | null;
      reverseAwb: string | null;
      invoiceId: string | null;
      status: { code: string };
      customer: { phone: string };
      items: { sku: string }[];
    };
  }[];
};

const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shopOrderId invoiceId status { code } } } userErrors { field message code } } }`;
const CANCEL = `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { userErrors { field message code } } }`;

/** A company of its own: the orders searched are its own, placed before the tests. */
let seller: Session;
let sellerWarehouse: string;

/** The start of the order IDs placed to be searched: this run's, so earlier runs' orders are told apart. */
const IDS = `OS${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
/** How many of them start `${IDS}-1008`; one more starts `${IDS}-1009`. */
const SERIES = 12;

beforeAll(async () => {
  seller = await twoWarehouseSeller('Order Screens Tea Co');
  await completeInvoicing(seller, { legalName: 'Order Screens Tea Co Pvt Ltd', invoicePrefix: 'OSC' });
  await listedSku(seller, 'CHAI-MSL-250');
  sellerWarehouse = (await seller.gql(`{ warehouses(first: 1) { edges { node { id } } } }`)).warehouses.edges[0].node
    .id;
  // Orders to search, numbered as a store numbers them, and two sent back.
  for (let n = 40; n < 40 + SERIES; n++) await createOrder(seller, sellerWarehouse, { shopOrderId: `${IDS}-1008${n}` });
  await createOrder(seller, sellerWarehouse, { shopOrderId: `${IDS}-100900` });
  for (let n = 0; n < 2; n++) {
    const { id } = await createOrder();
    for (const status of ['SHIPPED', 'RTO_IN_TRANSIT']) {
      const moved = await seller.gql(
        `mutation($i: OrderStatusUpdateInput!) { orderStatusUpdate(input: $i) { userErrors { message } } }`,
        { i: { id, status } },
      );
      expect(moved.orderStatusUpdate.userErrors).toEqual([]);
    }
  }
});

type Created = { id: string; shopOrderId: string; invoiceId: string | null; status: { code: string } };

async function createOrder(
  session: Session = seller,
  warehouse = sellerWarehouse,
  extra: object = {},
): Promise<Created> {
  const data = await session.gql(CREATE, {
    i: {
      ...extra,
      warehouse,
      paymentMode: 'PREPAID',
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
      items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1, unitPrice: 24_900 }],
      weight: 0.5,
    },
  });
  expect(data.orderCreate.userErrors).toEqual([]);
  return data.orderCreate.orderEdge.node;
}

const get = (s: Session, path: string) => fetch(s.url + path, { headers: s.cookie ? { cookie: s.cookie } : {} });
/** Files in a zip: one local header (PK\x03\x04) each. */
const zipEntries = (buf: Buffer) => buf.toString('latin1').split('PK\x03\x04').length - 1;

const search = async (by: string, value: string, first = 100, session = seller): Promise<Found> =>
  (await session.gql(ORDERS, { first, search: { by, value } })).orders;

describe('searching orders', () => {
  it('finds order IDs, AWBs and phones by any case and by their start', async () => {
    const exact = await search('ORDER_ID', `${IDS}-100846`.toLowerCase());
    expect(exact.edges.map((e) => e.node.shopOrderId)).toEqual([`${IDS}-100846`]);
    const prefix = await search('ORDER_ID', `${IDS}-1008`);
    expect(prefix.totalCount).toBe(SERIES);
    expect(prefix.edges.every((e) => e.node.shopOrderId.startsWith(`${IDS}-1008`))).toBe(true);

    const order = exact.edges[0]!.node;
    const byAwb = await search('AWB', order.awb!.slice(0, 10).toLowerCase());
    expect(byAwb.edges.map((e) => e.node.id)).toContain(order.id);
    expect(byAwb.edges.every((e) => e.node.awb!.startsWith(order.awb!.slice(0, 10)))).toBe(true);

    const byPhone = await search('CUSTOMER_PHONE', `+91${order.customer.phone.slice(0, 8)}`);
    expect(byPhone.edges.map((e) => e.node.id)).toContain(order.id);
    expect(byPhone.edges.every((e) => e.node.customer.phone.startsWith(order.customer.phone.slice(0, 8)))).toBe(true);
  });

  it('finds SKUs by any case, exactly', async () => {
    const found = await search('SKU', 'chai-msl-250');
    expect(found.totalCount).toBeGreaterThan(0);
    for (const e of found.edges) expect(e.node.items.map((i) => i.sku)).toContain('CHAI-MSL-250');
    expect((await search('SKU', 'chai-msl')).totalCount).toBe(0);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await search('ORDER_ID', '%')).totalCount).toBe(0);
    expect((await search('ORDER_ID', `${IDS}_1008`)).totalCount).toBe(0);
    expect((await search('AWB', '_')).totalCount).toBe(0);
    expect((await search('CUSTOMER_PHONE', '9%')).totalCount).toBe(0);
  });
});

describe('the labels zip', () => {
  const LABELS = `mutation($ids: [ID!]!) { ordersLabelsDownload(input: { ids: $ids }) { url cancelledLeftOut userErrors { field message code } } }`;

  it('leaves out cancelled orders and says how many', async () => {
    const [live, cancelled] = [await createOrder(), await createOrder()];
    expect((await seller.gql(CANCEL, { i: { id: cancelled.id } })).orderCancel.userErrors).toEqual([]);
    const link = (await seller.gql(LABELS, { ids: [live.id, cancelled.id] })).ordersLabelsDownload;
    expect(link).toMatchObject({ cancelledLeftOut: 1, userErrors: [] });
    expect(cancelledLeftOut(link.cancelledLeftOut)).toBe('1 cancelled order left out');
    const zip = Buffer.from(await (await get(seller, link.url)).arrayBuffer());
    expect(zipEntries(zip)).toBe(1);
    expect(zip.includes(Buffer.from(`label-${live.shopOrderId}.pdf`))).toBe(true);
    expect(zip.includes(Buffer.from(`label-${cancelled.shopOrderId}.pdf`))).toBe(false);

    const none = (await seller.gql(LABELS, { ids: [cancelled.id] })).ordersLabelsDownload;
    expect(none).toEqual({
      url: null,
      cancelledLeftOut: 0,
      userErrors: [{ field: 'ids', message: MSG.labelsAllCancelled, code: 'NOT_ALLOWED' }],
    });
  });
});

describe('order status changes', () => {
  const STATUS = `mutation($i: OrderStatusUpdateInput!) { orderStatusUpdate(input: $i) { order { status { code } } userErrors { field message code } } }`;
  const ORDER = `query($id: ID!) { node(id: $id) { ... on Order { status { code } trail { status { code } } } } }`;

  it('refuses a jump the status machine does not allow, and changes nothing', async () => {
    const order = await createOrder();
    const jump = (await seller.gql(STATUS, { i: { id: order.id, status: 'DELIVERED' } })).orderStatusUpdate;
    expect(jump).toEqual({
      order: null,
      userErrors: [
        { field: 'status', message: 'An order that is Placed cannot be moved to Delivered', code: 'NOT_ALLOWED' },
      ],
    });
    const still = (await seller.gql(ORDER, { id: order.id })).node;
    expect(still.status.code).toBe('PLACED');
    expect(still.trail.map((t: { status: { code: string } }) => t.status.code)).toEqual(['PLACED']);

    const shipped = (await seller.gql(STATUS, { i: { id: order.id, status: 'SHIPPED' } })).orderStatusUpdate;
    expect(shipped.userErrors).toEqual([]);
    const skip = (await seller.gql(STATUS, { i: { id: order.id, status: 'DELIVERED' } })).orderStatusUpdate;
    expect(skip.userErrors[0]).toMatchObject({ message: 'An order that is Shipped cannot be moved to Delivered' });
    expect((await seller.gql(ORDER, { id: order.id })).node.status.code).toBe('SHIPPED');
  });
});

describe('invoice numbers', () => {
  const year = financialYearOf(new Date()).label;
  const serial = (invoiceId: string) => Number(invoiceId.split('/').at(-1));

  it('numbers every order from its company series, and finds it by any case and by its start', async () => {
    const placed = await search('ORDER_ID', `${IDS}-1008`);
    expect(placed.totalCount).toBe(SERIES);
    for (const e of placed.edges) expect(e.node.invoiceId).toMatch(/^OSC\/\d{4}\/\d{5}$/);
    const invoiceId = placed.edges[0]!.node.invoiceId!;
    const found = await search('INVOICE_ID', invoiceId.toLowerCase());
    expect(found.edges.map((e) => e.node.invoiceId)).toEqual([invoiceId]);
    const series = await search('INVOICE_ID', invoiceId.slice(0, 8).toLowerCase(), 5);
    expect(series.totalCount).toBeGreaterThan(1);
  });

  it('gives each new order the next number of its company and financial year, printed on its invoice', async () => {
    const first = await createOrder();
    const second = await createOrder();
    expect(first.invoiceId).toMatch(new RegExp(`^OSC/${year}/\\d{5}$`));
    expect(serial(second.invoiceId!)).toBe(serial(first.invoiceId!) + 1);
    const { node } = await seller.gql(`query($id: ID!) { node(id: $id) { ... on Order { invoiceUrl } } }`, {
      id: first.id,
    });
    const pdf = Buffer.from(await (await get(seller, node.invoiceUrl)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(first.invoiceId!);
  });

  it('numbers orders placed at the same time 1 to n, without gaps or repeats', async () => {
    const company = await twoWarehouseSeller();
    const warehouse = (await company.gql(`{ warehouses(first: 1) { edges { node { id } } } }`)).warehouses.edges[0].node
      .id;
    const INVOICING = `mutation($i: CompanyInvoicingUpdateInput!) { companyInvoicingUpdate(input: $i) { company { invoicing { invoicePrefix } } userErrors { field message code } } }`;
    const details = {
      legalName: 'Two Cities Tea Co Pvt Ltd',
      gstin: '07AABCT1234D1ZW',
      pan: 'AABCT1234D',
      addressLine1: '1 Tea Street',
      addressLine2: 'Okhla',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110020',
    };
    const bad = (await company.gql(INVOICING, { i: { ...details, invoicePrefix: 'TWO/C' } })).companyInvoicingUpdate;
    expect(bad.userErrors).toEqual([{ field: 'invoicePrefix', message: MSG.invoicePrefixInvalid, code: 'INVALID' }]);
    const saved = (await company.gql(INVOICING, { i: { ...details, invoicePrefix: 'tc2' } })).companyInvoicingUpdate;
    expect(saved).toEqual({ company: { invoicing: { invoicePrefix: 'TC2' } }, userErrors: [] });

    // The seller orders what its own catalogue lists.
    await listedSku(company, 'CHAI-MSL-250');
    const orders = await Promise.all(Array.from({ length: 8 }, () => createOrder(company, warehouse)));
    const serials = orders.map((o) => serial(o.invoiceId!)).sort((a, b) => a - b);
    expect(serials).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const o of orders) expect(o.invoiceId).toMatch(new RegExp(`^TC2/${year}/0000[1-8]$`));
  });
});

describe('reverse AWBs', () => {
  const STATUS = `mutation($i: OrderStatusUpdateInput!) { orderStatusUpdate(input: $i) { order { reverseAwb } userErrors { field message code } } }`;

  it('are on returns, and found by any case and by their start', async () => {
    const returns = (await seller.gql(ORDERS, { first: 5, status: ['RTO_IN_TRANSIT', 'RTO_DELIVERED'] }))
      .orders as Found;
    expect(returns.totalCount).toBeGreaterThan(0);
    for (const e of returns.edges) expect(e.node.reverseAwb).toMatch(/^RV\d+$/);
    const reverseAwb = returns.edges[0]!.node.reverseAwb!;
    const found = await search('REVERSE_AWB', reverseAwb.toLowerCase());
    expect(found.edges.map((e) => e.node.reverseAwb)).toEqual([reverseAwb]);
  });

  it('are given to an order as its return starts', async () => {
    const order = await createOrder();
    expect((await seller.gql(STATUS, { i: { id: order.id, status: 'SHIPPED' } })).orderStatusUpdate.order).toEqual({
      reverseAwb: null,
    });
    const back = (await seller.gql(STATUS, { i: { id: order.id, status: 'RTO_IN_TRANSIT' } })).orderStatusUpdate;
    expect(back.order.reverseAwb).toMatch(/^RV\d{10}$/);
    const again = (await seller.gql(STATUS, { i: { id: order.id, status: 'RTO_DELIVERED' } })).orderStatusUpdate;
    expect(again.order.reverseAwb).toBe(back.order.reverseAwb);
    expect(
      (await search('REVERSE_AWB', back.order.reverseAwb.slice(0, 7), 100, seller)).edges.map((e) => e.node.id),
    ).toContain(order.id);
  });
});

describe('changing the weight', () => {
  const WEIGHT = `mutation($i: OrderWeightUpdateInput!) { orderWeightUpdate(input: $i) { order { weight } userErrors { field message code } } }`;

  it('states the limit and the precision it refuses, saves a good weight, and refuses a closed order', async () => {
    const order = await createOrder();
    const change = async (weight: number) =>
      (await seller.gql(WEIGHT, { i: { id: order.id, weight } })).orderWeightUpdate;
    expect(await change(99999)).toEqual({
      order: null,
      userErrors: [{ field: 'weight', message: 'Value should not be more than 1000', code: 'INVALID' }],
    });
    expect((await change(1.2345)).userErrors).toEqual([
      { field: 'weight', message: 'Weight can have at most 3 decimal places', code: 'INVALID' },
    ]);
    expect(await change(1.235)).toEqual({ order: { weight: 1.235 }, userErrors: [] });
    expect((await seller.gql(CANCEL, { i: { id: order.id } })).orderCancel.userErrors).toEqual([]);
    expect((await change(2)).userErrors).toEqual([{ field: null, message: MSG.orderNotEditable, code: 'NOT_ALLOWED' }]);
  });
});
