import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_CATALOGUES, MSG, fill } from '@parcelo/common';
import { oneWarehouseSeller, orderInput, signedIn, verifiedSeller, type Session } from '../support/client.js';
import { bulkSheet, uploadSheet } from '../support/sheets.js';

const CREATE = `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) {
  catalogueProductEdge { node { id sku wsinMapping { wsin quantity } wsinMappingLabel productType inventoryQuantity } }
  userErrors { field message code } } }`;
const WSIN_CREATE = `mutation($i: WsinCreateInput!) { wsinCreate(input: $i) { userErrors { field message } } }`;
const WSINS = `query($v: String!) { wsins(first: 5, search: { by: CODE, value: $v }) { totalCount edges { node { id wsin name } } } }`;
const STOCK = `query($v: String!) { inventory(first: 5, search: { by: SKU, value: $v }) {
  edges { node { id wsin warehouse { id } inboundAccepted blockedStock availableStock } } } }`;
const INBOUND = `mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { userErrors { field message } } }`;
const ORDER = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } userErrors { field message } } }`;
const PRODUCT = `query($v: String!) { catalogueProducts(first: 5, search: { by: SKU, value: $v }) { edges { node { sku wsinMapping { wsin quantity } } } } }`;
const TASK = `query($id: ID!) { node(id: $id) { ... on Task { status succeeded failed } } }`;

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

const product = (sku: string, extra: Record<string, unknown> = {}) => ({
  productTitle: `Masala Chai ${sku}`,
  sku,
  category: 'Tea',
  price: 24_900,
  weight: 250,
  hsnCode: '09024020',
  basePrice: 15_000,
  margin: 30,
  ...extra,
});

const created = async (session: Session, input: Record<string, unknown>) => {
  const r = (await session.gql(CREATE, { i: input })).catalogueProductCreate;
  expect(r.userErrors).toEqual([]);
  return r.catalogueProductEdge.node;
};

const stockRows = async (session: Session, wsin: string) =>
  (await session.gql(STOCK, { v: wsin })).inventory.edges.map((e: { node: unknown }) => e.node);

/** Units received at a stock row today, none rejected. */
const inboundOf = (id: string, units: number) => ({
  id,
  date: new Date().toISOString().slice(0, 10),
  inboundAccepted: units,
  inboundRejected: 0,
  remark: 'Delivery from the seller',
});

let seller: Session;
let rival: Session;
let warehouse: string;

beforeAll(async () => {
  // A seller of its own at Okhla, which no admin helps, and another company to keep apart.
  [seller, rival] = await Promise.all([oneWarehouseSeller('Own WSIN Tea Co'), verifiedSeller('Own WSIN Rival Co')]);
  warehouse = (await seller.gql(`{ warehouses(first: 1) { edges { node { id } } } }`)).warehouses.edges[0].node.id;
});

describe('a seller stocks its own products without an admin', () => {
  it('creates the WSIN from the SKU, maps it 1:1, stocks it itself and blocks it for an order', async () => {
    const sku = unique('OWN');
    const node = await created(seller, product(sku, { createWsin: true }));
    expect(node).toMatchObject({
      sku,
      wsinMapping: [{ wsin: sku, quantity: 1 }],
      wsinMappingLabel: sku,
      productType: 'SINGLE',
      inventoryQuantity: 0,
    });
    const wsins = (await seller.gql(WSINS, { v: sku })).wsins;
    expect(wsins.edges.map((e: any) => e.node)).toEqual([
      { id: expect.any(String), wsin: sku, name: `Masala Chai ${sku}` },
    ]);

    const [row] = await stockRows(seller, sku);
    expect(row).toMatchObject({ wsin: sku, warehouse: { id: warehouse }, inboundAccepted: 0, blockedStock: 0 });
    const inbound = await seller.raw(INBOUND, { i: inboundOf(row.id, 12) });
    expect(inbound.data.inventoryInboundAdd.userErrors).toEqual([]);
    expect((await stockRows(seller, sku))[0]).toMatchObject({ inboundAccepted: 12, availableStock: 12 });

    const order = (await seller.gql(ORDER, { i: orderInput(warehouse, sku, 3) })).orderCreate;
    expect(order.userErrors).toEqual([]);
    const after = (await stockRows(seller, sku))[0];
    expect(Math.abs(after.blockedStock)).toBe(3);
    expect(after.availableStock).toBe(9);
  });

  it('leaves the product unmapped when not asked, as before', async () => {
    const sku = unique('PLAIN');
    const node = await created(seller, product(sku));
    expect(node).toMatchObject({ wsinMapping: [], wsinMappingLabel: MSG.wsinNotGenerated, productType: 'NONE' });
    expect((await seller.gql(WSINS, { v: sku })).wsins.totalCount).toBe(0);
  });

  it('reuses the WSIN the company has with that code, in any case', async () => {
    const admin = await signedIn('admin@demo.in');
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const code = unique('KEPT');
    const made = await admin.gql(WSIN_CREATE, { i: { company, wsin: code, name: 'Stocked by the warehouse' } });
    expect(made.wsinCreate.userErrors).toEqual([]);

    const node = await created(seller, product(code.toLowerCase(), { createWsin: true }));
    expect(node.wsinMapping).toEqual([{ wsin: code, quantity: 1 }]);
    const wsins = (await seller.gql(WSINS, { v: code })).wsins;
    expect(wsins.edges.map((e: any) => e.node.name)).toEqual(['Stocked by the warehouse']);
    expect(await stockRows(seller, code)).toHaveLength(1);
  });

  it('refuses a SKU too long to be a WSIN, and creates nothing', async () => {
    const sku = `${unique('LONG')}-${'X'.repeat(60)}`;
    const r = (await seller.gql(CREATE, { i: product(sku, { createWsin: true }) })).catalogueProductCreate;
    expect(r.catalogueProductEdge).toBeNull();
    expect(r.userErrors).toEqual([{ field: 'sku', message: fill(MSG.wsinSkuTooLong, { n: 64 }), code: 'INVALID' }]);
    const listed = await seller.gql(PRODUCT, { v: sku });
    expect(listed.catalogueProducts.edges).toEqual([]);
    // The same SKU is fine without a WSIN.
    expect((await created(seller, product(sku))).wsinMapping).toEqual([]);
  });

  it('keeps companies apart: no creating for another company, nor stocking its rows, nor taking its WSIN', async () => {
    const sku = unique('MINE');
    await created(seller, product(sku, { createWsin: true }));
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;

    const forOther = await rival.raw(CREATE, { i: product(unique('THEIRS'), { createWsin: true, company }) });
    const refused = forOther.data?.catalogueProductCreate;
    expect(forOther.errors?.[0]?.extensions?.code ?? refused?.userErrors[0]?.code).toBe('FORBIDDEN');

    const [row] = await stockRows(seller, sku);
    const inbound = await rival.raw(INBOUND, { i: inboundOf(row.id, 5) });
    expect(inbound.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await stockRows(seller, sku))[0].inboundAccepted).toBe(0);

    // The same SKU in another company makes that company a WSIN of its own.
    const theirs = await created(rival, product(sku, { createWsin: true }));
    expect(theirs.wsinMapping).toEqual([{ wsin: sku, quantity: 1 }]);
    const [mine, other] = await Promise.all([seller.gql(WSINS, { v: sku }), rival.gql(WSINS, { v: sku })]);
    expect(mine.wsins.totalCount).toBe(1);
    expect(other.wsins.totalCount).toBe(1);
    expect(other.wsins.edges[0].node.id).not.toBe(mine.wsins.edges[0].node.id);
  });

  it('maps each new product of a catalogue sheet to its own WSIN, and leaves known products as they are', async () => {
    const known = unique('KNOWN');
    await created(seller, product(known));
    const fresh = unique('SHEET');
    const kept = unique('SHEETKEPT');
    const admin = await signedIn('admin@demo.in');
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    expect((await admin.gql(WSIN_CREATE, { i: { company, wsin: kept, name: 'Kept' } })).wsinCreate.userErrors).toEqual(
      [],
    );
    const long = `${unique('SHEETLONG')}-${'Y'.repeat(60)}`;
    const row = { productTitle: 'Sheet Tea', category: 'Tea', price: 199, basePrice: 120, margin: 30, weight: 120 };
    const content = await bulkSheet(
      BULK_CATALOGUES,
      [fresh, kept.toLowerCase(), known, long].map((sku) => ({ ...row, sku, hsnCode: '09024020' })),
    );
    const file = await uploadSheet(seller, content, 'catalogue.xlsx');
    const saved = await seller.gql(
      `mutation($i: BulkUploadSaveInput!) { r: catalogueBulkUploadSave(input: $i) { task { id } userErrors { message } } }`,
      { i: { file, edits: [] } },
    );
    expect(saved.r.userErrors).toEqual([]);
    await expect
      .poll(async () => (await seller.gql(TASK, { id: saved.r.task.id })).node, { timeout: 15_000 })
      .toEqual({ status: 'COMPLETED', succeeded: 4, failed: 0 });

    const mapping = async (sku: string) =>
      (await seller.gql(PRODUCT, { v: sku })).catalogueProducts.edges[0].node.wsinMapping;
    expect(await mapping(fresh)).toEqual([{ wsin: fresh, quantity: 1 }]);
    expect(await mapping(kept.toLowerCase())).toEqual([{ wsin: kept, quantity: 1 }]);
    expect(await mapping(known)).toEqual([]);
    expect(await mapping(long)).toEqual([]);
    expect(await stockRows(seller, fresh)).toMatchObject([{ warehouse: { id: warehouse }, inboundAccepted: 0 }]);
  });
});
