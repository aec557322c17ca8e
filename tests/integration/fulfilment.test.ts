import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill } from '@parcelo/common';
import { Session, oneWarehouseSeller, signedIn, uniqueEmail, verifiedSeller } from '../support/client.js';
import { stockedProduct } from '../support/stock.js';

const F = `id shopOrderId deliveryAwb customerName status statusLabel itemsToScan { code title quantity scannedQuantity status statusLabel } shippingLabelUrl invoiceUrl packedAt order { id status { code } }`;
const AWB = `mutation($i: FulfilmentAwbScanInput!) { fulfilmentAwbScan(input: $i) { fulfilment { ${F} } userErrors { field message code } } }`;
const ITEM = `mutation($i: FulfilmentItemScanInput!) { fulfilmentItemScan(input: $i) { fulfilment { ${F} } userErrors { field message code } } }`;
const DETAILS = `mutation($i: FulfilmentDetailsUpdateInput!) { fulfilmentDetailsUpdate(input: $i) { fulfilment { ${F} } userErrors { field message code } } }`;
const STOCK = `query($v: String!) { inventory(first: 5, search: { by: SKU, value: $v }) { edges { node { wsin blockedStock outboundOut currentStock warehouse { warehouseId } } } } }`;

let seller: Session;
let seller2: Session;
let delhi: string;
/** The gift box's two WSINs: the box itself, once, and the tin of tea in it, twice. */
let box: string;
let tin: string;

beforeAll(async () => {
  // A company of its own at Okhla, selling a gift box of its own made of two stocked WSINs.
  let admin: Session;
  [admin, seller, seller2] = await Promise.all([
    signedIn('admin@demo.in'),
    oneWarehouseSeller('Fulfilment Tea Co'),
    verifiedSeller('Fulfilment Rival Co'),
  ]);
  const parts = await Promise.all([stockedProduct(admin, seller, 100), stockedProduct(admin, seller, 100)]);
  [box, tin] = parts.map((p) => p.wsin) as [string, string];
  delhi = parts[0]!.warehouse;
  const gift = await seller.gql(
    `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { catalogueProductEdge { node { id } } userErrors { message } } }`,
    {
      i: {
        productTitle: 'Cardamom Chai Gift Box',
        sku: 'CHAI-GFT-BOX',
        category: 'Tea',
        price: 899,
        weight: 900,
        hsnCode: '0902',
        basePrice: 500,
        margin: 40,
      },
    },
  );
  expect(gift.catalogueProductCreate.userErrors).toEqual([]);
  const mapped = await admin.gql(
    `mutation($i: CatalogueProductWsinMapInput!) { catalogueProductWsinMap(input: $i) { userErrors { message } } }`,
    {
      i: {
        id: gift.catalogueProductCreate.catalogueProductEdge.node.id,
        wsins: [
          { wsin: box, quantity: 1 },
          { wsin: tin, quantity: 2 },
        ],
      },
    },
  );
  expect(mapped.catalogueProductWsinMap.userErrors).toEqual([]);
});

async function placeGiftBoxes(quantity: number) {
  const r = await seller.gql(
    `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shopOrderId awb } } userErrors { message } } }`,
    {
      i: {
        warehouse: delhi,
        paymentMode: 'COD',
        customerEmail: uniqueEmail('gift'),
        customerPhone: '9876501234',
        weight: 1,
        shippingAddress: {
          firstName: 'Meera',
          lastName: 'Iyer',
          addressLine1: '7 Lake View',
          addressLine2: 'Adyar',
          city: 'Chennai',
          state: 'Tamil Nadu',
          pincode: '600020',
        },
        items: [{ title: 'Cardamom Chai Gift Box', sku: 'CHAI-GFT-BOX', quantity, unitPrice: 89_900 }],
      },
    },
  );
  expect(r.orderCreate.userErrors).toEqual([]);
  return r.orderCreate.orderEdge.node as { id: string; shopOrderId: string; awb: string };
}

const stockOf = async (wsin: string) =>
  (await seller.gql(STOCK, { v: wsin })).inventory.edges.find((e: any) => e.node.warehouse.warehouseId === 'WH-DEL-001')
    .node;

describe('fulfilment packing', () => {
  it('packs an order by its AWB and item barcodes, item by item, and ships its stock out', async () => {
    const order = await placeGiftBoxes(1);
    const before = await stockOf(tin);

    const unknown = (await seller.gql(AWB, { i: { awb: 'PC000000000' } })).fulfilmentAwbScan;
    expect(unknown.userErrors[0]).toMatchObject({
      field: 'awb',
      message: fill(MSG.packAwbUnknown, { awb: 'PC000000000' }),
    });

    const opened = (await seller.gql(AWB, { i: { awb: order.awb.toLowerCase() } })).fulfilmentAwbScan;
    expect(opened.userErrors).toEqual([]);
    const f = opened.fulfilment;
    expect(f).toMatchObject({
      shopOrderId: order.shopOrderId,
      deliveryAwb: order.awb,
      customerName: 'Meera Iyer',
      status: 'PENDING',
      statusLabel: 'Pending',
    });
    const notScanned = { scannedQuantity: 0, status: 'NOT_SCANNED', statusLabel: 'Not Scanned' };
    // Listed by code.
    expect(f.itemsToScan).toEqual(
      [
        { code: box, title: `Cardamom Chai Gift Box (${box})`, quantity: 1, ...notScanned },
        { code: tin, title: `Cardamom Chai Gift Box (${tin})`, quantity: 2, ...notScanned },
      ].sort((a, b) => (a.code < b.code ? -1 : 1)),
    );
    const tinAt = f.itemsToScan.findIndex((i: { code: string }) => i.code === tin);

    const wrong = (await seller.gql(ITEM, { i: { id: f.id, code: 'CHAI-CTC-500' } })).fulfilmentItemScan;
    expect(wrong.userErrors[0].message).toBe(fill(MSG.packItemUnknown, { code: 'CHAI-CTC-500' }));

    const one = (await seller.gql(ITEM, { i: { id: f.id, code: tin.toLowerCase() } })).fulfilmentItemScan.fulfilment;
    expect(one).toMatchObject({ status: 'PARTIALLY_PACKED', statusLabel: 'Partially Packed' });
    expect(one.itemsToScan[tinAt]).toMatchObject({
      scannedQuantity: 1,
      status: 'PARTIALLY_SCANNED',
      statusLabel: 'Partially Scanned',
    });
    const two = (await seller.gql(ITEM, { i: { id: f.id, code: tin } })).fulfilmentItemScan.fulfilment;
    expect(two.itemsToScan[tinAt]).toMatchObject({ scannedQuantity: 2, status: 'SCANNED', statusLabel: 'Scanned' });
    const again = (await seller.gql(ITEM, { i: { id: f.id, code: tin } })).fulfilmentItemScan;
    expect(again.userErrors[0].message).toBe(fill(MSG.packItemDone, { quantity: 2, code: tin }));

    const packed = (await seller.gql(ITEM, { i: { id: f.id, code: box } })).fulfilmentItemScan.fulfilment;
    expect(packed).toMatchObject({ status: 'PACKED', statusLabel: 'Packed', order: { status: { code: 'packed' } } });
    expect(packed.packedAt).not.toBeNull();

    const after = await stockOf(tin);
    expect(after.outboundOut - before.outboundOut).toBe(2);
    expect(before.blockedStock - after.blockedStock).toBe(2);
    expect(before.currentStock - after.currentStock).toBe(2);

    const late = (await seller.gql(ITEM, { i: { id: f.id, code: box } })).fulfilmentItemScan;
    expect(late.userErrors[0]).toMatchObject({
      code: 'NOT_ALLOWED',
      message: fill(MSG.packNotPackable, { orderId: order.shopOrderId, status: 'packed' }),
    });
  });

  it('lists the queue with pending and packed orders', async () => {
    const order = await placeGiftBoxes(1);
    const q = await seller.gql(
      `query($s: String) { fulfilments(first: 5, status: PENDING, search: $s) { totalCount edges { node { shopOrderId status } } } }`,
      { s: order.awb },
    );
    expect(q.fulfilments.edges.map((e: any) => e.node)).toEqual([
      { shopOrderId: order.shopOrderId, status: 'PENDING' },
    ]);
    const packed = await seller.gql(`{ fulfilments(first: 300, status: PACKED) { edges { node { status } } } }`);
    expect(packed.fulfilments.edges.every((e: any) => e.node.status === 'PACKED')).toBe(true);
  });

  it('checks the fulfilment details’ addresses', async () => {
    const order = await placeGiftBoxes(1);
    const f = (await seller.gql(AWB, { i: { awb: order.awb } })).fulfilmentAwbScan.fulfilment;
    const bad = (
      await seller.gql(DETAILS, {
        i: { id: f.id, shippingLabelUrl: 'label.pdf', invoiceUrl: 'https://docs.example.in/inv/1.pdf' },
      })
    ).fulfilmentDetailsUpdate;
    expect(bad.userErrors).toEqual([{ field: 'shippingLabelUrl', message: MSG.urlInvalid, code: 'INVALID' }]);
    const good = (
      await seller.gql(DETAILS, {
        i: {
          id: f.id,
          shippingLabelUrl: 'https://docs.example.in/label/1.pdf',
          invoiceUrl: 'https://docs.example.in/inv/1.pdf',
        },
      })
    ).fulfilmentDetailsUpdate;
    expect(good.fulfilment).toMatchObject({
      shippingLabelUrl: 'https://docs.example.in/label/1.pdf',
      invoiceUrl: 'https://docs.example.in/inv/1.pdf',
    });
  });

  it('keeps other companies’ orders off the bench', async () => {
    const order = await placeGiftBoxes(1);
    const theirs = (await seller2.gql(AWB, { i: { awb: order.awb } })).fulfilmentAwbScan;
    expect(theirs.userErrors[0].message).toBe(fill(MSG.packAwbUnknown, { awb: order.awb }));
    const f = (await seller.gql(AWB, { i: { awb: order.awb } })).fulfilmentAwbScan.fulfilment;
    const scan = await seller2.raw(ITEM, { i: { id: f.id, code: box } });
    expect(scan.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
