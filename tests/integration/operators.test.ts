import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import {
  type GqlResponse,
  Session,
  attachedOperator,
  oneWarehouseSeller,
  sellerAt,
  signUpOperator,
  signedIn,
  uniqueEmail,
  uniquePhone,
} from '../support/client.js';
import { placeOrderFor } from '../support/ndr.js';
import { stockedProduct } from '../support/stock.js';

/**
 * Warehouse operators: an operator of its own whose company runs Okhla and Bhiwandi, where two
 * sellers of their own (a tea company at Okhla, a cloth one at Bhiwandi) keep their stock. The
 * operator works every seller's orders and stock there and nothing else; a new operator works
 * nothing until an admin attaches a warehouse to its company, and then only that warehouse's.
 */
const TEA = 'Nilgiri Leaf Co';
const CLOTH = 'Jaipur Block Prints';
const VIEWER = `{ viewer { userType workplaces { warehouseId } sellers { id name } } }`;
const ORDERS = `query($company: ID, $search: OrderSearch) { orders(first: 100, company: $company, search: $search, createdAt: { preset: LAST_1_YEAR }) { totalCount edges { node { id shopOrderId awb company { name } warehouse { warehouseId } } } } }`;
const INVENTORY = `query($company: ID) { inventory(first: 100, company: $company) { totalCount edges { node { id wsin company { name } warehouse { warehouseId } } } } }`;
const PRODUCTS = `query($company: ID) { catalogueProducts(first: 100, company: $company) { totalCount edges { node { id sku company { name } } } } }`;
const WEIGHT = `mutation($i: OrderWeightUpdateInput!) { orderWeightUpdate(input: $i) { order { weight } userErrors { field message code } } }`;
const ATTACH = `mutation($i: CompanyWarehouseAttachInput!) { companyWarehouseAttach(input: $i) { warehouse { warehouseId } userErrors { field message code } } }`;
const AWB = `mutation($i: FulfilmentAwbScanInput!) { fulfilmentAwbScan(input: $i) { fulfilment { id itemsToScan { code quantity } } userErrors { field message code } } }`;
const ITEM = `mutation($i: FulfilmentItemScanInput!) { fulfilmentItemScan(input: $i) { fulfilment { status order { status { code } } } userErrors { field message code } } }`;
const SCAN_ADD = `mutation($i: InventoryScanAddInput!) { inventoryScanAdd(input: $i) { inventoryRows { wsin scannedStock company { name } } userErrors { field message code } } }`;

type Edge<T> = { node: T };
const refusal = (res: GqlResponse<any>, field: string) =>
  res.errors?.[0]?.extensions?.code ?? res.data?.[field]?.userErrors?.[0]?.code;
const names = (edges: Edge<{ company: { name: string } | null }>[]) =>
  [...new Set(edges.map((e) => e.node.company?.name))].sort();

let operator: Session;
let seller: Session;
let admin: Session;
let chai: string;
let threads: string;
let warehouses: Record<string, string>;

beforeAll(async () => {
  admin = await signedIn('admin@demo.in');
  let cloth: Session;
  [operator, seller, cloth] = await Promise.all([
    attachedOperator(admin, ['WH-DEL-001', 'WH-BOM-001']),
    oneWarehouseSeller(TEA, 'WH-DEL-001'),
    oneWarehouseSeller(CLOTH, 'WH-BOM-001'),
  ]);
  // Stock, a catalogue and orders of each, at its warehouse.
  for (const [s, orders] of [
    [seller, 2],
    [cloth, 1],
  ] as const) {
    const { sku } = await stockedProduct(admin, s, 10);
    for (let n = 0; n < orders; n++) await placeOrderFor(s, uniquePhone(), undefined, sku);
  }
  const sellers = (await operator.gql(VIEWER)).viewer.sellers as { id: string; name: string }[];
  const companyOf = async (s: Session) => (await s.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
  [chai, threads] = await Promise.all([companyOf(seller), companyOf(cloth)]);
  expect(sellers.map((s) => s.id)).toEqual(expect.arrayContaining([chai, threads]));
  const all = await admin.gql(`{ warehouses(first: 50) { edges { node { id warehouseId } } } }`);
  warehouses = Object.fromEntries(
    all.warehouses.edges.map((e: Edge<{ id: string; warehouseId: string }>) => [e.node.warehouseId, e.node.id]),
  );
});

describe('warehouse operators', () => {
  it('know their warehouses and the sellers stocked there', async () => {
    const { viewer } = await operator.gql(VIEWER);
    expect(viewer.userType).toBe('WAREHOUSE');
    expect(viewer.workplaces.map((w: { warehouseId: string }) => w.warehouseId).sort()).toEqual([
      'WH-BOM-001',
      'WH-DEL-001',
    ]);
    // Other sellers (the demo ones, other tests') are stocked at the same warehouses too.
    expect(viewer.sellers.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining([CLOTH, TEA]));
    // A seller's filter is its own company.
    const own = (await seller.gql(VIEWER)).viewer;
    expect(own.sellers.map((s: { name: string }) => s.name)).toEqual([TEA]);
    expect(own.workplaces).toEqual([]);
  });

  it("see every seller's orders, stock and catalogue at their warehouses, each naming its seller", async () => {
    // Every row's seller is one stocked at the operator's warehouses (other tests may add some).
    const stocked: string[] = (await operator.gql(VIEWER)).viewer.sellers.map((s: { name: string }) => s.name);
    const orders = (await operator.gql(ORDERS)).orders;
    expect(stocked).toEqual(expect.arrayContaining(names(orders.edges)));
    const onlyChai = (await operator.gql(ORDERS, { company: chai })).orders;
    expect(names(onlyChai.edges)).toEqual([TEA]);
    expect(onlyChai.totalCount).toBe(2);
    expect(onlyChai.totalCount).toBeLessThan(orders.totalCount);
    const onlyThreads = (await operator.gql(ORDERS, { company: threads })).orders;
    expect(names(onlyThreads.edges)).toEqual([CLOTH]);
    expect(onlyThreads.totalCount).toBe(1);
    expect(onlyThreads.totalCount + onlyChai.totalCount).toBeLessThanOrEqual(orders.totalCount);

    for (const company of [chai, threads]) {
      const stock = (await operator.gql(INVENTORY, { company })).inventory;
      const products = (await operator.gql(PRODUCTS, { company })).catalogueProducts;
      expect(stock.totalCount).toBeGreaterThan(0);
      expect(products.totalCount).toBeGreaterThan(0);
      expect(names(stock.edges)).toEqual(names(products.edges));
    }
    expect(stocked).toEqual(expect.arrayContaining(names((await operator.gql(INVENTORY)).inventory.edges)));
    expect(stocked).toEqual(expect.arrayContaining(names((await operator.gql(PRODUCTS)).catalogueProducts.edges)));

    // The seller still sees its own orders only, and may not name another seller.
    expect(names((await seller.gql(ORDERS)).orders.edges)).toEqual([TEA]);
    const refused = await seller.raw(ORDERS, { company: threads });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("places a seller's order at its warehouse, packs it and scans stock in", async () => {
    // Another operator and sellers of their own, for what this test adds.
    const [own, tea, cloth] = await Promise.all([
      attachedOperator(admin, ['WH-DEL-001', 'WH-BOM-001']),
      sellerAt('Operator Tea Co', ['WH-DEL-001']),
      sellerAt('Operator Cloth Co', ['WH-BOM-001']),
    ]);
    const companyOf = async (s: Session) => (await s.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    const [teaCompany, clothCompany] = await Promise.all([companyOf(tea), companyOf(cloth)]);
    const { sku } = await stockedProduct(admin, tea, 5);
    const wsin = `WS-OPS-${Date.now().toString(36).toUpperCase()}`;
    const made = await admin.gql(
      `mutation($i: WsinCreateInput!) { wsinCreate(input: $i) { userErrors { message } } }`,
      {
        i: { company: clothCompany, wsin, name: `Kurta ${wsin}` },
      },
    );
    expect(made.wsinCreate.userErrors).toEqual([]);

    const countBefore = (await own.gql(ORDERS, { company: teaCompany })).orders.totalCount;
    const placed = await own.gql(
      `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id awb company { name } } } userErrors { field message } } }`,
      {
        i: {
          company: teaCompany,
          warehouse: warehouses['WH-DEL-001'],
          paymentMode: 'PREPAID',
          customerEmail: uniqueEmail('operator'),
          customerPhone: '9876501234',
          weight: 0.5,
          shippingAddress: {
            firstName: 'Kavya',
            lastName: 'Menon',
            addressLine1: '12 MG Road',
            addressLine2: 'Ashok Nagar',
            city: 'Bengaluru',
            state: 'Karnataka',
            pincode: '560001',
          },
          items: [{ title: 'Masala Chai 250 g', sku, quantity: 1, unitPrice: 34_900 }],
        },
      },
    );
    expect(placed.orderCreate.userErrors).toEqual([]);
    const order = placed.orderCreate.orderEdge.node;
    expect(order.company.name).toBe('Operator Tea Co');
    // The operator's list counts the new order at once, though it counted a moment ago.
    expect((await own.gql(ORDERS, { company: teaCompany })).orders.totalCount).toBe(countBefore + 1);

    const opened = (await own.gql(AWB, { i: { awb: order.awb } })).fulfilmentAwbScan;
    expect(opened.userErrors).toEqual([]);
    let last: { status: string; order: { status: { code: string } } } | null = null;
    for (const line of opened.fulfilment.itemsToScan as { code: string; quantity: number }[]) {
      for (let n = 0; n < line.quantity; n++) {
        const r = (await own.gql(ITEM, { i: { id: opened.fulfilment.id, code: line.code } })).fulfilmentItemScan;
        expect(r.userErrors).toEqual([]);
        last = r.fulfilment;
      }
    }
    expect(last).toMatchObject({ status: 'PACKED', order: { status: { code: 'packed' } } });
    // The seller sees its order packed by the warehouse.
    const seen = await tea.gql(`query($id: ID!) { node(id: $id) { ... on Order { status { code } } } }`, {
      id: order.id,
    });
    expect(seen.node.status.code).toBe('packed');

    const scanned = (
      await own.gql(SCAN_ADD, {
        i: {
          company: clothCompany,
          warehouse: warehouses['WH-BOM-001'],
          rows: [{ wsin, quantity: 2, actionType: 'INBOUND' }],
        },
      })
    ).inventoryScanAdd;
    expect(scanned.userErrors).toEqual([]);
    expect(scanned.inventoryRows[0].company.name).toBe('Operator Cloth Co');

    // Not at a warehouse the seller does not use.
    const elsewhere = (
      await own.gql(SCAN_ADD, {
        i: {
          company: clothCompany,
          warehouse: warehouses['WH-DEL-001'],
          rows: [{ wsin, quantity: 2, actionType: 'INBOUND' }],
        },
      })
    ).inventoryScanAdd;
    expect(elsewhere.userErrors[0]).toMatchObject({ field: 'warehouse', message: MSG.selectWarehouse });
  });

  it('works nothing until an admin attaches a warehouse, then only that warehouse', async () => {
    const fresh = await signUpOperator();
    const before = (await fresh.gql(VIEWER)).viewer;
    expect(before).toMatchObject({ userType: 'WAREHOUSE', workplaces: [], sellers: [] });
    expect((await fresh.gql(ORDERS)).orders.totalCount).toBe(0);
    expect((await fresh.gql(INVENTORY)).inventory.totalCount).toBe(0);
    expect((await fresh.gql(PRODUCTS)).catalogueProducts.totalCount).toBe(0);

    const chaiOrder = (await operator.gql(ORDERS, { company: chai })).orders.edges[0].node;
    expect((await fresh.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: chaiOrder.id })).data?.node).toBeNull();
    // Refused as another company's object is: not found, whether as an error or a userError.
    const weight = await fresh.raw(WEIGHT, { i: { id: chaiOrder.id, weight: 2 } });
    expect(refusal(weight, 'orderWeightUpdate')).toBe('NOT_FOUND');
    const pack = await fresh.raw(AWB, { i: { awb: chaiOrder.awb } });
    expect(pack.data?.fulfilmentAwbScan?.fulfilment ?? null).toBeNull();

    const company = (await fresh.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const missing = (
      await admin.gql(ATTACH, {
        i: { company, warehouse: warehouses['WH-BLR-001'], warehouseType: 'PSEUDO', gstNumber: '' },
      })
    ).companyWarehouseAttach;
    expect(missing.userErrors).toEqual([{ field: 'gstNumber', message: MSG.attachGstRequired, code: 'REQUIRED' }]);
    const notAdmin = await operator.raw(ATTACH, {
      i: { company, warehouse: warehouses['WH-DEL-001'], warehouseType: 'MICRO', gstNumber: '29AAKCS4321M1ZX' },
    });
    expect(
      notAdmin.errors?.[0]?.extensions?.code ?? notAdmin.data?.companyWarehouseAttach?.userErrors?.[0]?.code,
    ).toMatch(/FORBIDDEN/);
    const attached = (
      await admin.gql(ATTACH, {
        i: { company, warehouse: warehouses['WH-BLR-001'], warehouseType: 'PSEUDO', gstNumber: '29AAKCS4321M1ZX' },
      })
    ).companyWarehouseAttach;
    expect(attached).toEqual({ warehouse: { warehouseId: 'WH-BLR-001' }, userErrors: [] });

    // The principal follows within a few seconds: then the operator works Bengaluru alone.
    await expect
      .poll(
        async () => (await fresh.gql(VIEWER)).viewer.workplaces.map((w: { warehouseId: string }) => w.warehouseId),
        {
          timeout: 10_000,
          interval: 250,
        },
      )
      .toEqual(['WH-BLR-001']);
    const orders = (await fresh.gql(ORDERS)).orders;
    expect(
      orders.edges.every(
        (e: Edge<{ warehouse: { warehouseId: string } }>) => e.node.warehouse.warehouseId === 'WH-BLR-001',
      ),
    ).toBe(true);
    expect((await fresh.gql(ORDERS, { company: chai })).orders.totalCount).toBe(0);
    expect((await fresh.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: chaiOrder.id })).data?.node).toBeNull();
    const stock = (await fresh.gql(INVENTORY)).inventory;
    expect(
      stock.edges.every(
        (e: Edge<{ warehouse: { warehouseId: string } }>) => e.node.warehouse.warehouseId === 'WH-BLR-001',
      ),
    ).toBe(true);
  });
});
