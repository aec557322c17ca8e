import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill } from '@parcelo/common';
import {
  Session,
  oneWarehouseSeller,
  signedIn,
  twoWarehouseSeller,
  uniqueEmail,
  verifiedSeller,
} from '../support/client.js';
import { placeOrderFor } from '../support/ndr.js';
import { mappedProduct as productOf } from '../support/stock.js';

const ROW_FIELDS = `id wsin name warehouse { id name } scannedStock inboundAccepted inboundRejected outboundDelivered outboundOut returnedIn returnAccepted
  returnMissing returnDamaged adjustedInventory blockedStock safeStock currentStock availableStock`;
const INVENTORY = `query($search: InventorySearch, $warehouse: ID) { inventory(first: 50, search: $search, warehouse: $warehouse) { totalCount edges { node { ${ROW_FIELDS} } } } }`;
const ADD = `mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { inventoryRow { ${ROW_FIELDS} } userErrors { field message code } } }`;
const ADJUST = `mutation($i: InventoryAdjustInput!) { inventoryAdjust(input: $i) { inventoryRow { ${ROW_FIELDS} } userErrors { field message code } } }`;
const SCAN_ADD = `mutation($i: InventoryScanAddInput!) { inventoryScanAdd(input: $i) { inventoryRows { ${ROW_FIELDS} } userErrors { field message code } } }`;
const TRAIL = `query($id: ID!, $first: Int) { node(id: $id) { ... on InventoryRow { trail(first: $first) { totalCount edges { node { kind label quantity remarks availableQuantityChange actorName entryDate createdAt } } } } } }`;
const ORDER = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id items { sku wsinMapping { wsin quantity } } } } userErrors { field message code } } }`;
const CANCEL = `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { order { id status { code } } userErrors { message } } }`;

let seller: Session;
let seller2: Session;
let admin: Session;
let chai: string;
let delhi: string;

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
const today = () => new Date().toISOString().slice(0, 10);

/** A fresh WSIN of the seller's company (named as told) and its stock row at Delhi. */
async function freshRow(name?: string): Promise<{ id: string; wsin: string }> {
  const wsin = unique('WS');
  const r = await admin.gql(`mutation($i: WsinCreateInput!) { wsinCreate(input: $i) { userErrors { message } } }`, {
    i: { company: chai, wsin, name: name ?? `Test ${wsin}` },
  });
  expect(r.wsinCreate.userErrors).toEqual([]);
  const rows = await seller.gql(INVENTORY, { search: { by: 'SKU', value: wsin }, warehouse: delhi });
  return { id: rows.inventory.edges[0].node.id, wsin };
}

const row = async (id: string) =>
  (await seller.gql(`query($id: ID!) { node(id: $id) { ... on InventoryRow { ${ROW_FIELDS} } } }`, { id })).node;

beforeAll(async () => {
  // A company of its own at Okhla: its stock rows are no other test's.
  [seller, seller2, admin] = await Promise.all([
    oneWarehouseSeller('Inventory Tea Co'),
    verifiedSeller('Inventory Rival Co'),
    signedIn('admin@demo.in'),
  ]);
  chai = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  delhi = (await seller.gql(`{ warehouses(first: 10) { edges { node { id } } } }`)).warehouses.edges[0].node.id;
});

describe('inventory', () => {
  it('lists the stock with figures derived from the ledger', async () => {
    // A WSIN of its own with a ledger of several kinds: inbound with rejects, a count down, units ordered.
    const { id, wsin } = await freshRow('Assam CTC Tea 500g');
    const added = await seller.gql(ADD, {
      i: { id, date: today(), inboundAccepted: 60, inboundRejected: 2, remark: 'PO-7 from the estate' },
    });
    expect(added.inventoryInboundAdd.userErrors).toEqual([]);
    const down = await seller.gql(ADJUST, {
      i: { id, date: today(), quantity: 5, remark: 'Cycle count', type: 'DECREASE' },
    });
    expect(down.inventoryAdjust.userErrors).toEqual([]);
    await placeOrderFor(seller, '9812300021', undefined, await productOf(admin, seller, wsin));
    const { inventory } = await seller.gql(INVENTORY, { search: { by: 'SKU', value: wsin } });
    const r = inventory.edges[0].node;
    expect(r).toMatchObject({ wsin, inboundRejected: 2 });
    expect(r.currentStock).toBe(
      r.scannedStock + r.inboundAccepted + r.returnAccepted + r.adjustedInventory - r.outboundOut - r.outboundDelivered,
    );
    expect(r.availableStock).toBe(r.currentStock - Math.abs(r.blockedStock));
    const byTitle = await seller.gql(INVENTORY, { search: { by: 'TITLE', value: 'assam ctc' } });
    expect(byTitle.inventory.edges.map((e: any) => e.node.wsin)).toContain(wsin);
  });

  it('adds inbound stock with its remark, and refuses an empty entry with the spec’s message', async () => {
    const { id } = await freshRow();
    const added = (
      await seller.gql(ADD, {
        i: { id, date: today(), inboundAccepted: 40, inboundRejected: 3, remark: 'PO-118 from packer' },
      })
    ).inventoryInboundAdd;
    expect(added.userErrors).toEqual([]);
    expect(added.inventoryRow).toMatchObject({
      inboundAccepted: 40,
      inboundRejected: 3,
      currentStock: 40,
      availableStock: 40,
    });
    const empty = (
      await seller.gql(ADD, { i: { id, date: today(), inboundAccepted: 0, inboundRejected: 0, remark: 'nothing' } })
    ).inventoryInboundAdd;
    expect(empty.userErrors[0].message).toBe(MSG.inventoryAddFailed);
    const noRemark = (
      await seller.gql(ADD, { i: { id, date: today(), inboundAccepted: 1, inboundRejected: 1, remark: ' ' } })
    ).inventoryInboundAdd;
    expect(noRemark.userErrors[0]).toMatchObject({ field: 'remark', code: 'REQUIRED' });
    expect((await row(id)).inboundAccepted).toBe(40);

    const trail = (await seller.gql(TRAIL, { id, first: 10 })).node.trail;
    expect(trail.totalCount).toBe(2);
    expect(trail.edges.map((e: any) => e.node)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'INBOUND_ACCEPTED',
          label: 'Inbound accepted',
          quantity: 40,
          availableQuantityChange: 40,
          remarks: 'PO-118 from packer',
          actorName: (await seller.gql(`{ viewer { user { name } } }`)).viewer.user.name,
          entryDate: today(),
        }),
        expect.objectContaining({ kind: 'INBOUND_REJECTED', quantity: 3, availableQuantityChange: 0 }),
      ]),
    );
  });

  it('adjusts stock either way, never below zero by a decrease, and records returns', async () => {
    const { id } = await freshRow();
    await seller.gql(ADD, { i: { id, date: today(), inboundAccepted: 10, inboundRejected: 1, remark: 'in' } });
    const down = (
      await seller.gql(ADJUST, { i: { id, date: today(), quantity: 4, remark: 'Cycle count', type: 'DECREASE' } })
    ).inventoryAdjust;
    expect(down.inventoryRow).toMatchObject({ adjustedInventory: -4, currentStock: 6 });
    const tooMuch = (await seller.gql(ADJUST, { i: { id, date: today(), quantity: 7, remark: 'x', type: 'DECREASE' } }))
      .inventoryAdjust;
    expect(tooMuch.userErrors[0]).toMatchObject({
      field: 'quantity',
      message: fill(MSG.adjustBelowZero, { available: 6 }),
    });
    await seller.gql(ADJUST, { i: { id, date: today(), quantity: 2, remark: 'RTO back', type: 'RETURN_IN' } });
    const accepted = (
      await seller.gql(ADJUST, { i: { id, date: today(), quantity: 1, remark: 'RTO good', type: 'RETURN_ACCEPTED' } })
    ).inventoryAdjust;
    const damaged = (
      await seller.gql(ADJUST, { i: { id, date: today(), quantity: 1, remark: 'RTO torn', type: 'RETURN_DAMAGED' } })
    ).inventoryAdjust;
    expect(accepted.userErrors).toEqual([]);
    expect(damaged.inventoryRow).toMatchObject({ returnedIn: 2, returnAccepted: 1, returnDamaged: 1, currentStock: 7 });
  });

  it('scan-and-add adds every scanned WSIN at once, or none when one is unknown', async () => {
    const a = await freshRow();
    const b = await freshRow();
    const ok = (
      await seller.gql(SCAN_ADD, {
        i: {
          warehouse: delhi,
          rows: [
            { wsin: a.wsin, quantity: 3, actionType: 'INBOUND' },
            { wsin: b.wsin.toLowerCase(), quantity: 2, actionType: 'OTHER', reason: 'Found in aisle 4' },
          ],
        },
      })
    ).inventoryScanAdd;
    expect(ok.userErrors).toEqual([]);
    expect(await row(a.id)).toMatchObject({ scannedStock: 3, currentStock: 3 });
    expect(await row(b.id)).toMatchObject({ adjustedInventory: 2, currentStock: 2 });

    const bad = (
      await seller.gql(SCAN_ADD, {
        i: {
          warehouse: delhi,
          rows: [
            { wsin: a.wsin, quantity: 5, actionType: 'INBOUND' },
            { wsin: 'WS-NOPE', quantity: 1, actionType: 'INBOUND' },
          ],
        },
      })
    ).inventoryScanAdd;
    expect(bad.userErrors[0]).toMatchObject({
      field: 'rows.1.wsin',
      message: fill(MSG.wsinUnknown, { wsin: 'WS-NOPE' }),
    });
    const noReason = (
      await seller.gql(SCAN_ADD, {
        i: { warehouse: delhi, rows: [{ wsin: a.wsin, quantity: 5, actionType: 'OTHER' }] },
      })
    ).inventoryScanAdd;
    expect(noReason.userErrors[0]).toMatchObject({ field: 'rows.0.reason', message: MSG.reasonRequired });
    expect((await row(a.id)).scannedStock).toBe(3);
  });

  it('looks a scanned WSIN up by its whole code, whatever its case, and only in the scanner’s company', async () => {
    const a = await freshRow();
    const LOOKUP = `query($code: String!) { wsins(first: 1, search: { by: CODE, value: $code }) { totalCount edges { node { wsin } } } }`;
    const found = (await seller.gql(LOOKUP, { code: a.wsin.toLowerCase() })).wsins;
    expect(found.edges.map((e: any) => e.node.wsin)).toEqual([a.wsin]);
    // A prefix is not the WSIN: a scan of part of a code is refused, not matched to another WSIN.
    expect((await seller.gql(LOOKUP, { code: a.wsin.slice(0, -1) })).wsins.totalCount).toBe(0);
    expect((await seller.gql(LOOKUP, { code: 'WS-NOPE' })).wsins.totalCount).toBe(0);
    expect((await seller2.gql(LOOKUP, { code: a.wsin })).wsins.totalCount).toBe(0);
  });

  it('counts every one of 50 parallel inbound adds on one row', async () => {
    const { id } = await freshRow();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        seller.gql(ADD, { i: { id, date: today(), inboundAccepted: 1, inboundRejected: 1, remark: `parallel ${n}` } }),
      ),
    );
    expect(results.every((r) => r.inventoryInboundAdd.userErrors.length === 0)).toBe(true);
    expect(await row(id)).toMatchObject({ inboundAccepted: 50, inboundRejected: 50, currentStock: 50 });
    expect((await seller.gql(TRAIL, { id, first: 1 })).node.trail.totalCount).toBe(100);
  });

  it('keeps another company’s stock out of reach', async () => {
    const { id, wsin } = await freshRow();
    expect((await seller2.raw(`query($id: ID!) { node(id: $id) { id } }`, { id })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const add = await seller2.raw(ADD, {
      i: { id, date: today(), inboundAccepted: 5, inboundRejected: 1, remark: 'not mine' },
    });
    expect(add.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const theirs = await seller2.gql(INVENTORY, { search: { by: 'SKU', value: wsin } });
    expect(theirs.inventory.totalCount).toBe(0);
    expect((await row(id)).inboundAccepted).toBe(0);
  });
});

describe('orders and stock', () => {
  const orderInput = (sku: string, quantity: number) => ({
    warehouse: delhi,
    paymentMode: 'PREPAID',
    customerEmail: uniqueEmail('buyer'),
    customerPhone: '9876501234',
    shippingAddress: {
      firstName: 'Ravi',
      lastName: 'Kumar',
      addressLine1: '4 MG Road',
      addressLine2: 'Near Metro',
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122001',
    },
    items: [{ title: 'Test product', sku, quantity, unitPrice: 10_000 }],
    weight: 0.5,
  });

  /** A product of the Chai company mapped to 1 × a and 2 × b, with stock of each. */
  async function mappedProduct(stockA: number, stockB: number) {
    const a = await freshRow();
    const b = await freshRow();
    await seller.gql(ADD, {
      i: { id: a.id, date: today(), inboundAccepted: stockA, inboundRejected: 1, remark: 'in' },
    });
    await seller.gql(ADD, {
      i: { id: b.id, date: today(), inboundAccepted: stockB, inboundRejected: 1, remark: 'in' },
    });
    const sku = unique('BND');
    const created = await seller.gql(
      `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { catalogueProductEdge { node { id } } userErrors { message } } }`,
      {
        i: {
          productTitle: 'Bundle',
          sku,
          category: 'Tea',
          price: 10_000,
          weight: 100,
          hsnCode: '0902',
          basePrice: 6_000,
          margin: 40,
        },
      },
    );
    const productId = created.catalogueProductCreate.catalogueProductEdge.node.id;
    const mapped = await admin.gql(
      `mutation($i: CatalogueProductWsinMapInput!) { catalogueProductWsinMap(input: $i) { userErrors { message } } }`,
      {
        i: {
          id: productId,
          wsins: [
            { wsin: a.wsin, quantity: 1 },
            { wsin: b.wsin, quantity: 2 },
          ],
        },
      },
    );
    expect(mapped.catalogueProductWsinMap.userErrors).toEqual([]);
    return { a, b, sku };
  }

  it('lets a decrease take only the available stock the row shows, never units blocked for orders', async () => {
    const { a, sku } = await mappedProduct(10, 10);
    expect((await seller.gql(ORDER, { i: orderInput(sku, 3) })).orderCreate.userErrors).toEqual([]);
    const shown = await row(a.id);
    expect(shown).toMatchObject({ currentStock: 10, blockedStock: 3, availableStock: 7 });

    const tooMuch = (
      await seller.gql(ADJUST, { i: { id: a.id, date: today(), quantity: 8, remark: 'Count', type: 'DECREASE' } })
    ).inventoryAdjust;
    expect(tooMuch.userErrors).toEqual([
      { field: 'quantity', message: fill(MSG.adjustBelowZero, { available: shown.availableStock }), code: 'INVALID' },
    ]);
    expect((await row(a.id)).adjustedInventory).toBe(0);

    const all = (
      await seller.gql(ADJUST, { i: { id: a.id, date: today(), quantity: 7, remark: 'Count', type: 'DECREASE' } })
    ).inventoryAdjust;
    expect(all.userErrors).toEqual([]);
    expect(all.inventoryRow).toMatchObject({ currentStock: 3, blockedStock: 3, availableStock: 0 });
  });

  it('blocks the components’ stock when an order is placed, and releases it when cancelled', async () => {
    const { a, b, sku } = await mappedProduct(10, 10);
    const placed = (await seller.gql(ORDER, { i: orderInput(sku, 3) })).orderCreate;
    expect(placed.userErrors).toEqual([]);
    expect(placed.orderEdge.node.items[0].wsinMapping).toEqual(
      expect.arrayContaining([
        { wsin: a.wsin, quantity: 1 },
        { wsin: b.wsin, quantity: 2 },
      ]),
    );
    expect(await row(a.id)).toMatchObject({ blockedStock: 3, currentStock: 10, availableStock: 7 });
    expect(await row(b.id)).toMatchObject({ blockedStock: 6, availableStock: 4 });

    const short = (await seller.gql(ORDER, { i: orderInput(sku, 3) })).orderCreate;
    expect(short.userErrors[0]).toMatchObject({
      field: 'items',
      message: fill(MSG.stockShort, { available: 4, wsin: b.wsin, warehouse: 'Okhla Micro-WH' }),
    });
    expect((await row(b.id)).blockedStock).toBe(6);

    const cancelled = (await seller.gql(CANCEL, { i: { id: placed.orderEdge.node.id } })).orderCancel;
    expect(cancelled.order.status.code).toBe('CANCELLED');
    expect(await row(a.id)).toMatchObject({ blockedStock: 0, availableStock: 10 });
    expect(await row(b.id)).toMatchObject({ blockedStock: 0, availableStock: 10 });
    const trail = (await seller.gql(TRAIL, { id: b.id, first: 10 })).node.trail.edges.map((e: any) => e.node);
    expect(trail[0]).toMatchObject({
      kind: 'BLOCK',
      quantity: -6,
      availableQuantityChange: 6,
      remarks: 'Order cancelled',
    });
  });

  /**
   * A seller at the warehouse operator's two warehouses, with stock of a new product's one
   * WSIN: `delhiUnits` at WH-DEL-001 and `bombayUnits` at WH-BOM-001.
   */
  async function hubProduct(delhiUnits: number, bombayUnits: number) {
    const hub = await twoWarehouseSeller();
    const hubCompany = (await hub.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const codes = Object.fromEntries(
      (await hub.gql(`{ warehouses(first: 10) { edges { node { id warehouseId } } } }`)).warehouses.edges.map(
        (e: any) => [e.node.warehouseId, e.node.id],
      ),
    );
    const wsin = unique('WSH');
    await admin.gql(`mutation($i: WsinCreateInput!) { wsinCreate(input: $i) { userErrors { message } } }`, {
      i: { company: hubCompany, wsin, name: 'Hub item' },
    });
    const rows = (await hub.gql(INVENTORY, { search: { by: 'SKU', value: wsin } })).inventory.edges.map(
      (e: any) => e.node,
    );
    const at = (code: string) => rows.find((r: any) => r.warehouse.id === codes[code]).id;
    await hub.gql(ADD, {
      i: { id: at('WH-DEL-001'), date: today(), inboundAccepted: delhiUnits, inboundRejected: 1, remark: 'in' },
    });
    await hub.gql(ADD, {
      i: { id: at('WH-BOM-001'), date: today(), inboundAccepted: bombayUnits, inboundRejected: 1, remark: 'in' },
    });
    const sku = await productOf(admin, hub, wsin);
    const hubRow = async (code: string) =>
      (
        await hub.gql(`query($id: ID!) { node(id: $id) { ... on InventoryRow { blockedStock availableStock } } }`, {
          id: at(code),
        })
      ).node;
    return { hub, codes, wsin, sku, hubRow };
  }

  it('moves an order’s blocked stock when its warehouse is reassigned, or refuses when the new one is short', async () => {
    const { hub, codes, wsin, sku, hubRow } = await hubProduct(5, 2);
    const REASSIGN = `mutation($i: OrderWarehouseReassignInput!) { orderWarehouseReassign(input: $i) { order { warehouse { warehouseId } } userErrors { field message } } }`;

    const small = (await hub.gql(ORDER, { i: { ...orderInput(sku, 2), warehouse: codes['WH-DEL-001'] } })).orderCreate
      .orderEdge.node;
    const moved = (await hub.gql(REASSIGN, { i: { id: small.id, warehouse: codes['WH-BOM-001'] } }))
      .orderWarehouseReassign;
    expect(moved.userErrors).toEqual([]);
    expect(await hubRow('WH-DEL-001')).toEqual({ blockedStock: 0, availableStock: 5 });
    expect(await hubRow('WH-BOM-001')).toEqual({ blockedStock: 2, availableStock: 0 });

    const big = (await hub.gql(ORDER, { i: { ...orderInput(sku, 4), warehouse: codes['WH-DEL-001'] } })).orderCreate
      .orderEdge.node;
    const refused = (await hub.gql(REASSIGN, { i: { id: big.id, warehouse: codes['WH-BOM-001'] } }))
      .orderWarehouseReassign;
    expect(refused.userErrors[0]).toMatchObject({
      field: 'warehouse',
      message: fill(MSG.stockShort, { available: 0, wsin, warehouse: 'Bhiwandi Central' }),
    });
    expect(await hubRow('WH-DEL-001')).toEqual({ blockedStock: 4, availableStock: 1 });
  });

  it('leaves no stock blocked when a reassign races a cancel', async () => {
    const REASSIGN = `mutation($i: OrderWarehouseReassignInput!) { orderWarehouseReassign(input: $i) { userErrors { message } } }`;
    const { hub, codes, sku, hubRow } = await hubProduct(20, 20);
    for (let round = 0; round < 5; round++) {
      const order = (await hub.gql(ORDER, { i: { ...orderInput(sku, 2), warehouse: codes['WH-DEL-001'] } })).orderCreate
        .orderEdge.node;
      const [, cancel] = await Promise.all([
        hub.gql(REASSIGN, { i: { id: order.id, warehouse: codes['WH-BOM-001'] } }),
        hub.gql(CANCEL, { i: { id: order.id } }),
      ]);
      expect(cancel.orderCancel.userErrors).toEqual([]);
    }
    // The cancellations' releases reach WMS through the outbox, within moments.
    await expect
      .poll(async () => [await hubRow('WH-DEL-001'), await hubRow('WH-BOM-001')], { timeout: 10_000 })
      .toEqual([
        { blockedStock: 0, availableStock: 20 },
        { blockedStock: 0, availableStock: 20 },
      ]);
  });

  it('holds stock for changed quantities, or refuses the change when short; a packed order no longer changes', async () => {
    const { a, b, sku } = await mappedProduct(10, 10);
    const placed = (
      await seller.gql(
        `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id awb items { id } } } userErrors { message } } }`,
        { i: orderInput(sku, 2) },
      )
    ).orderCreate.orderEdge.node;
    const QTY = `mutation($i: OrderItemsQuantityUpdateInput!) { orderItemsQuantityUpdate(input: $i) { order { items { quantity } } userErrors { field message } } }`;
    const up = (await seller.gql(QTY, { i: { id: placed.id, items: [{ item: placed.items[0].id, quantity: 4 }] } }))
      .orderItemsQuantityUpdate;
    expect(up.userErrors).toEqual([]);
    expect(await row(a.id)).toMatchObject({ blockedStock: 4, availableStock: 6 });
    expect(await row(b.id)).toMatchObject({ blockedStock: 8, availableStock: 2 });
    const short = (await seller.gql(QTY, { i: { id: placed.id, items: [{ item: placed.items[0].id, quantity: 6 }] } }))
      .orderItemsQuantityUpdate;
    expect(short.userErrors[0]).toMatchObject({
      field: 'items',
      message: fill(MSG.stockShort, { available: 10, wsin: b.wsin, warehouse: 'Okhla Micro-WH' }),
    });
    expect(await row(b.id)).toMatchObject({ blockedStock: 8 });

    // Packed: its stock has gone out, so it cannot be cancelled here any more.
    const f = (
      await seller.gql(`mutation($i: FulfilmentAwbScanInput!) { fulfilmentAwbScan(input: $i) { fulfilment { id } } }`, {
        i: { awb: placed.awb },
      })
    ).fulfilmentAwbScan.fulfilment;
    for (const code of [a.wsin, a.wsin, a.wsin, a.wsin, ...Array(8).fill(b.wsin)]) {
      await seller.gql(
        `mutation($i: FulfilmentItemScanInput!) { fulfilmentItemScan(input: $i) { userErrors { message } } }`,
        { i: { id: f.id, code } },
      );
    }
    expect(await row(b.id)).toMatchObject({ blockedStock: 0, outboundOut: 8, currentStock: 2 });
    const cancel = (await seller.gql(CANCEL, { i: { id: placed.id } })).orderCancel;
    expect(cancel.userErrors[0].message).toBe(MSG.orderNotEditable);
    expect(await row(b.id)).toMatchObject({ blockedStock: 0, outboundOut: 8, currentStock: 2 });
  });

  it('exports stock as CSV, as it stands or as it stood at the end of a day', async () => {
    const { id, wsin } = await freshRow();
    await seller.gql(ADD, { i: { id, date: today(), inboundAccepted: 7, inboundRejected: 1, remark: 'in' } });
    const csv = async (query: string) => {
      const res = await fetch(`${seller.url}/files/inventory.csv${query}`, { headers: { cookie: seller.cookie! } });
      return { status: res.status, text: await res.text() };
    };
    const now = await csv('');
    expect(now.status).toBe(200);
    expect(now.text).toMatch(new RegExp(`WH-DEL-001,${wsin},Test ${wsin},0,7,1,`));
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const before = await csv(`?date=${yesterday}`);
    expect(before.text).toMatch(new RegExp(`WH-DEL-001,${wsin},Test ${wsin},0,0,0,`));
    const adminAll = await fetch(`${admin.url}/files/inventory.csv`, { headers: { cookie: admin.cookie! } });
    expect(adminAll.status).toBe(400);
  });
});
