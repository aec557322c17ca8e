import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, fill } from '@parcelo/common';
import { Session, oneWarehouseSeller, signedIn, uniqueEmail } from '../support/client.js';
import { markDelivered } from '../support/ndr.js';
import { stockedProduct } from '../support/stock.js';

const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shopOrderId awb } } warnings userErrors { field message } } }`;
const FIGURES = `blockedStock availableStock outboundOut outboundDelivered currentStock`;
const SCAN_AWB = `mutation($i: FulfilmentAwbScanInput!) { fulfilmentAwbScan(input: $i) { fulfilment { id status itemsToScan { code quantity } } userErrors { message } } }`;
const SCAN_ITEM = `mutation($i: FulfilmentItemScanInput!) { fulfilmentItemScan(input: $i) { fulfilment { status } userErrors { message } } }`;
const MAP = `mutation($i: CatalogueProductWsinMapInput!) { catalogueProductWsinMap(input: $i) { userErrors { message } } }`;
const PREFS = `mutation($i: CompanyPreferencesUpdateInput!) { companyPreferencesUpdate(input: $i) { userErrors { message } } }`;

let admin: Session;
let seller: Session;
let warehouse: string;
/** Two WSINs of the company's own with 50 units each at its warehouse. */
let first: Awaited<ReturnType<typeof stockedProduct>>;
let second: Awaited<ReturnType<typeof stockedProduct>>;

beforeAll(async () => {
  [admin, seller] = await Promise.all([signedIn('admin@demo.in'), oneWarehouseSeller('Stock Integrity Spices')]);
  first = await stockedProduct(admin, seller, 50);
  second = await stockedProduct(admin, seller, 50);
  warehouse = first.warehouse;
});

const stockOf = async (row: string) =>
  (await seller.gql(`query($id: ID!) { node(id: $id) { ... on InventoryRow { ${FIGURES} } } }`, { id: row })).node as {
    blockedStock: number;
    availableStock: number;
    outboundOut: number;
    outboundDelivered: number;
    currentStock: number;
  };

/** A catalogue product of the company's, mapped to nothing yet; its id. */
async function unmappedProduct(sku: string): Promise<string> {
  const r = await seller.gql(
    `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { catalogueProductEdge { node { id } } userErrors { message } } }`,
    {
      i: {
        productTitle: `Kashmiri Chilli ${sku}`,
        sku,
        category: 'Spices',
        price: 25_000,
        weight: 200,
        hsnCode: '0904',
        basePrice: 15_000,
        margin: 20,
      },
    },
  );
  expect(r.catalogueProductCreate.userErrors).toEqual([]);
  return r.catalogueProductCreate.catalogueProductEdge.node.id;
}

const order = (sku: string, quantity: number) =>
  seller.gql(CREATE, {
    i: {
      warehouse,
      paymentMode: 'PREPAID',
      customerEmail: uniqueEmail('chilli'),
      customerPhone: '9876512340',
      weight: 0.5,
      shippingAddress: {
        firstName: 'Kavya',
        lastName: 'Menon',
        addressLine1: '12 Temple Road',
        addressLine2: 'Malleshwaram',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560003',
      },
      items: [{ title: 'Kashmiri Chilli', sku, quantity, unitPrice: 25_000 }],
    },
  });

describe('an order line blocks stock from a mapped WSIN, or is refused', () => {
  it('a product mapped later or mapped anew moves its open orders’ stock to the new WSIN', async () => {
    const sku = `CHL-REMAP-${Date.now().toString(36).toUpperCase()}`;
    const product = await unmappedProduct(sku);
    expect(
      (await admin.gql(MAP, { i: { id: product, wsins: [{ wsin: first.wsin, quantity: 1 }] } })).catalogueProductWsinMap
        .userErrors,
    ).toEqual([]);
    const [a0, b0] = await Promise.all([stockOf(first.row), stockOf(second.row)]);
    const placed = await order(sku, 3);
    expect(placed.orderCreate.userErrors).toEqual([]);
    expect((await stockOf(first.row)).blockedStock - a0.blockedStock).toBe(3);

    const remapped = await admin.gql(MAP, { i: { id: product, wsins: [{ wsin: second.wsin, quantity: 2 }] } });
    expect(remapped.catalogueProductWsinMap.userErrors).toEqual([]);
    await vi.waitFor(async () => expect((await stockOf(second.row)).blockedStock - b0.blockedStock).toBe(6), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await stockOf(first.row)).blockedStock).toBe(a0.blockedStock);
    const awb = placed.orderCreate.orderEdge.node.awb;
    const bench = (await seller.gql(SCAN_AWB, { i: { awb } })).fulfilmentAwbScan;
    expect(bench.fulfilment.itemsToScan).toEqual([{ code: second.wsin, quantity: 6 }]);
  });

  it('orders placed while the map changes end held by the new map, each unit once', async () => {
    const sku = `CHL-RACE-${Date.now().toString(36).toUpperCase()}`;
    const product = await unmappedProduct(sku);
    await admin.gql(MAP, { i: { id: product, wsins: [{ wsin: first.wsin, quantity: 1 }] } });
    const [a0, b0] = await Promise.all([stockOf(first.row), stockOf(second.row)]);
    const toSecond = { i: { id: product, wsins: [{ wsin: second.wsin, quantity: 1 }] } };
    const [placed] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => order(sku, 1))),
      admin.gql(MAP, toSecond),
    ]);
    for (const p of placed) expect(p.orderCreate.userErrors).toEqual([]);
    // Saved again once every order is written, the map reaches any order placed by the old one.
    await admin.gql(MAP, toSecond);
    await vi.waitFor(
      async () => {
        const [a, b] = await Promise.all([stockOf(first.row), stockOf(second.row)]);
        expect([a.blockedStock - a0.blockedStock, b.blockedStock - b0.blockedStock]).toEqual([0, 6]);
      },
      { timeout: 20_000, interval: 250 },
    );
    for (const p of placed) {
      const bench = (await seller.gql(SCAN_AWB, { i: { awb: p.orderCreate.orderEdge.node.awb } })).fulfilmentAwbScan;
      expect(bench.fulfilment.itemsToScan).toEqual([{ code: second.wsin, quantity: 1 }]);
    }
  });

  it('refuses a product with no WSIN map unless the company allows unlisted SKUs, blocking nothing', async () => {
    const sku = `CHL-NOMAP-${Date.now().toString(36).toUpperCase()}`;
    await unmappedProduct(sku);
    const count = async () => (await seller.gql(`{ orders(first: 1) { totalCount } }`)).orders.totalCount as number;
    const [before, ordersBefore] = await Promise.all([stockOf(first.row), count()]);
    const refused = (await order(sku, 2)).orderCreate;
    expect(refused.userErrors).toEqual([{ field: 'items.0.sku', message: fill(MSG.skuUnmapped, { sku }) }]);
    expect(await count()).toBe(ordersBefore);
    expect(await stockOf(first.row)).toEqual(before);
  });

  it('with unlisted SKUs allowed, takes the line with a warning, and a later mapping blocks, packs and delivers its stock once', async () => {
    const sku = `CHL-LATE-${Date.now().toString(36).toUpperCase()}`;
    const product = await unmappedProduct(sku);
    expect((await seller.gql(PREFS, { i: { allowUnlistedSkus: true } })).companyPreferencesUpdate.userErrors).toEqual(
      [],
    );
    try {
      const before = await stockOf(first.row);
      const placed = (await order(sku, 2)).orderCreate;
      expect(placed.userErrors).toEqual([]);
      expect(placed.warnings).toEqual([fill(MSG.skuUnmappedWarning, { sku })]);
      expect(await stockOf(first.row)).toEqual(before);

      expect(
        (await admin.gql(MAP, { i: { id: product, wsins: [{ wsin: first.wsin, quantity: 1 }] } }))
          .catalogueProductWsinMap.userErrors,
      ).toEqual([]);
      await vi.waitFor(async () => expect((await stockOf(first.row)).blockedStock - before.blockedStock).toBe(2), {
        timeout: 15_000,
        interval: 200,
      });

      const bench = (await seller.gql(SCAN_AWB, { i: { awb: placed.orderEdge.node.awb } })).fulfilmentAwbScan;
      expect(bench.fulfilment.itemsToScan).toEqual([{ code: first.wsin, quantity: 2 }]);
      // The SKU is no longer what the packer scans: the WSIN is.
      const bySku = (await seller.gql(SCAN_ITEM, { i: { id: bench.fulfilment.id, code: sku } })).fulfilmentItemScan;
      expect(bySku.userErrors[0].message).toBe(fill(MSG.packItemUnknown, { code: sku }));
      await seller.gql(SCAN_ITEM, { i: { id: bench.fulfilment.id, code: first.wsin } });
      const packed = (await seller.gql(SCAN_ITEM, { i: { id: bench.fulfilment.id, code: first.wsin } }))
        .fulfilmentItemScan;
      expect(packed.fulfilment.status).toBe('PACKED');
      await markDelivered(seller, placed.orderEdge.node.id);

      const after = await stockOf(first.row);
      expect(after.blockedStock).toBe(before.blockedStock);
      expect(after.outboundDelivered - before.outboundDelivered).toBe(2);
      expect(before.currentStock - after.currentStock).toBe(2);
      expect(before.availableStock - after.availableStock).toBe(2);
    } finally {
      await seller.gql(PREFS, { i: { allowUnlistedSkus: false } });
    }
  });
});
