import { BULK_RETAIL_DISCOUNTS, MSG, addDays, fill, istToday } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { oneWarehouseSeller, signedIn, verifiedSeller, type Session } from '../support/client.js';
import { retailerOf, salesmanOf, unique } from '../support/d2r.js';
import { bulkSheet, uploadSheet } from '../support/sheets.js';
import { stockedProduct } from '../support/stock.js';

/**
 * A brand's discounts to its retailers: kept by D2R admins, listed and exported per brand,
 * uploaded as a sheet, and taken off a D2R order's store prices (class over cluster over all).
 */
const FIELDS = `id sku productTitle appliesTo retailerClass retailCluster basisPoints percent startsOn endsOn`;
const CREATE = `mutation($i: RetailDiscountCreateInput!) { retailDiscountCreate(input: $i) {
  retailDiscountEdge { node { ${FIELDS} } } userErrors { field message code } } }`;
const UPDATE = `mutation($i: RetailDiscountUpdateInput!) { retailDiscountUpdate(input: $i) {
  retailDiscount { ${FIELDS} } userErrors { field message code } } }`;
const DELETE = `mutation($i: RetailDiscountDeleteInput!) { retailDiscountDelete(input: $i) {
  deletedRetailDiscountId userErrors { field message code } } }`;
const LIST = `query($c: ID!, $s: String, $sort: RetailDiscountSort) { node(id: $c) { ... on Company {
  retailDiscounts(first: 20, search: $s, sort: $sort) { totalCount edges { node { ${FIELDS} } } } } } }`;
const ORDER = `mutation($i: D2rOrderCreateInput!) { d2rOrderCreate(input: $i) {
  orderEdge { node { id items { sku unitPrice } totalAmount } } userErrors { field message code } } }`;
const PREVIEW = `mutation($i: BulkUploadPreviewInput!) { retailDiscountBulkUploadPreview(input: $i) {
  columns rows { rowNumber cells errors { field message } } userErrors { field message code } } }`;
const SAVE = `mutation($i: BulkUploadSaveInput!) { retailDiscountBulkUploadSave(input: $i) {
  task { id } userErrors { field message code } } }`;
const TASK = `query($id: ID!) { node(id: $id) { ... on Task { status result { succeeded { key } failed { key message } } } } }`;

const today = istToday();

let admin: Session;
let seller: Session;
let company: string;
let product: Awaited<ReturnType<typeof stockedProduct>>;
let salesman: string;
let retailer: string;

const discount = (over: Record<string, unknown> = {}) => ({
  sku: product.sku,
  appliesTo: 'ALL',
  percent: '20',
  startsOn: today,
  endsOn: addDays(today, 30),
  ...over,
});

const create = async (over: Record<string, unknown> = {}, forCompany = company) =>
  (await admin.gql(CREATE, { i: { company: forCompany, discount: discount(over) } })).retailDiscountCreate;

const orderPrice = async () => {
  const made = (
    await admin.gql(ORDER, {
      i: {
        company,
        retailer,
        salesman,
        warehouse: product.warehouse,
        paymentMode: 'CREDIT',
        lines: [{ sku: product.sku, quantity: 3 }],
      },
    })
  ).d2rOrderCreate;
  expect(made.userErrors).toEqual([]);
  return made.orderEdge.node as { items: { unitPrice: number }[]; totalAmount: number };
};

beforeAll(async () => {
  admin = await signedIn('admin@demo.in');
  seller = await oneWarehouseSeller(`Discount Leaf ${unique()}`);
  company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  // ₹10 at the store.
  product = await stockedProduct(admin, seller, 50);
  salesman = await salesmanOf(admin, company);
  // Class C, South Delhi.
  retailer = (await retailerOf(admin, company, salesman)).id;
}, 60_000);

describe('retail discounts', () => {
  it("refuses bad input in the form's words, and a SKU the brand's catalogue does not list", async () => {
    expect((await create({ percent: '150' })).userErrors[0]).toMatchObject({
      field: 'percent',
      message: MSG.retailDiscountPercentInvalid,
    });
    expect((await create({ appliesTo: 'CLASS' })).userErrors[0]).toMatchObject({
      field: 'retailerClass',
      message: MSG.retailDiscountClassRequired,
    });
    expect((await create({ startsOn: addDays(today, 40) })).userErrors[0]).toMatchObject({
      field: 'endsOn',
      message: MSG.retailDiscountDatesOrder,
    });
    expect((await create({ sku: 'NOPE-1' })).userErrors[0]).toMatchObject({
      field: 'sku',
      message: fill(MSG.d2rSkuUnpriced, { sku: 'NOPE-1' }),
    });
  });

  it("refuses another brand's product, and a seller", async () => {
    const other = await verifiedSeller(`Other Leaf ${unique()}`);
    const otherCompany = (await other.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    expect((await create({}, otherCompany)).userErrors[0]).toMatchObject({
      field: 'sku',
      message: fill(MSG.d2rSkuUnpriced, { sku: product.sku }),
    });
    const refused = await seller.raw(CREATE, { i: { company, discount: discount() } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("prices a D2R order at the store price less the retailer's most specific discount, rounded to the paisa", async () => {
    expect((await orderPrice()).items[0]!.unitPrice).toBe(1_000);

    const all = await create({ percent: '20' });
    expect(all.userErrors).toEqual([]);
    expect(all.retailDiscountEdge.node).toMatchObject({ appliesTo: 'ALL', basisPoints: 2000, percent: '20' });
    expect((await orderPrice()).items[0]!.unitPrice).toBe(800);

    // The retailer's cluster over all retailers, though smaller.
    const cluster = await create({ appliesTo: 'CLUSTER', retailCluster: 'South Delhi', percent: '5' });
    expect(cluster.userErrors).toEqual([]);
    expect((await orderPrice()).items[0]!.unitPrice).toBe(950);

    // Its class over its cluster: 12.345… is refused, 12.35% of ₹10 is 123.5 paise, 124 off.
    expect((await create({ appliesTo: 'CLASS', retailerClass: 'C', percent: '12.345' })).userErrors[0]?.message).toBe(
      MSG.retailDiscountPercentInvalid,
    );
    const cls = await create({ appliesTo: 'CLASS', retailerClass: 'C', percent: '12.35' });
    expect(cls.userErrors).toEqual([]);
    const priced = await orderPrice();
    expect(priced).toMatchObject({ items: [{ unitPrice: 876 }], totalAmount: 2_628 });

    // Another class, or a discount not yet effective, changes nothing.
    expect((await create({ appliesTo: 'CLASS', retailerClass: 'A', percent: '50' })).userErrors).toEqual([]);
    const later = addDays(today, 1);
    expect(
      (await create({ appliesTo: 'CLASS', retailerClass: 'C', percent: '60', startsOn: later })).userErrors,
    ).toEqual([]);
    expect((await orderPrice()).items[0]!.unitPrice).toBe(876);

    // Of two class discounts the larger.
    const larger = await create({ appliesTo: 'CLASS', retailerClass: 'C', percent: '15' });
    expect((await orderPrice()).items[0]!.unitPrice).toBe(850);

    // Edited and deleted, the next order is priced as they now stand.
    const id = larger.retailDiscountEdge.node.id;
    const edited = (
      await admin.gql(UPDATE, {
        i: { id, discount: discount({ appliesTo: 'CLASS', retailerClass: 'C', percent: '10' }) },
      })
    ).retailDiscountUpdate;
    expect(edited.userErrors).toEqual([]);
    expect((await orderPrice()).items[0]!.unitPrice).toBe(876);
    for (const gone of [id, cls.retailDiscountEdge.node.id]) {
      const deleted = (await admin.gql(DELETE, { i: { id: gone } })).retailDiscountDelete;
      expect(deleted).toMatchObject({ deletedRetailDiscountId: gone, userErrors: [] });
    }
    expect((await orderPrice()).items[0]!.unitPrice).toBe(950);
    const again = await admin.raw(DELETE, { i: { id } });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("lists a brand's discounts searched by SKU and sorted, with a CSV of the list", async () => {
    const list = async (vars: Record<string, unknown>) =>
      (await admin.gql(LIST, { c: company, ...vars })).node.retailDiscounts;
    const all = await list({});
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    expect((await list({ s: 'NOPE' })).totalCount).toBe(0);
    expect((await list({ s: product.sku.slice(-4).toLowerCase() })).totalCount).toBe(all.totalCount);
    const byPercent = (await list({ sort: { by: 'BASIS_POINTS', order: 'DESC' } })).edges.map(
      (e: { node: { basisPoints: number } }) => e.node.basisPoints,
    );
    expect(byPercent).toEqual([...byPercent].sort((a, b) => b - a));

    const res = await fetch(`${admin.url}/files/retail-discounts.csv?company=${encodeURIComponent(company)}`, {
      headers: { cookie: admin.cookie! },
    });
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv.split('\n')[0]).toContain('SKU');
    expect(csv).toContain(product.sku);
    expect(csv).toContain('Cluster South Delhi');
  });

  it('previews a discount sheet with its bad rows, then adds the fixed rows in a task', async () => {
    const file = await uploadSheet(
      admin,
      await bulkSheet(BULK_RETAIL_DISCOUNTS, [
        { sku: product.sku, retailerClass: 'B', percent: '7.5', startsOn: today, endsOn: addDays(today, 7) },
        { sku: 'NOPE-2', retailCluster: 'Mars', percent: '200', startsOn: today, endsOn: addDays(today, 7) },
      ]),
    );
    const p = (await admin.gql(PREVIEW, { i: { file, company } })).retailDiscountBulkUploadPreview;
    expect(p.userErrors).toEqual([]);
    expect(p.rows[0].errors).toEqual([]);
    expect(p.rows[1].errors).toEqual([
      { field: 'retailCluster', message: expect.stringContaining('South Delhi') },
      { field: 'percent', message: MSG.retailDiscountPercentInvalid },
      { field: 'sku', message: fill(MSG.d2rSkuUnpriced, { sku: 'NOPE-2' }) },
    ]);

    const started = (
      await admin.gql(SAVE, {
        i: { file, company, edits: [{ rowNumber: 3, key: 'percent', value: '3' }] },
      })
    ).retailDiscountBulkUploadSave;
    expect(started.userErrors).toEqual([]);
    let task: { status: string; result: { succeeded: { key: string }[]; failed: { key: string; message: string }[] } };
    const end = Date.now() + 30_000;
    for (;;) {
      task = (await admin.gql(TASK, { id: started.task.id })).node;
      if (task.status !== 'IN_PROGRESS' || Date.now() > end) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(task.result.succeeded).toEqual([{ key: product.sku }]);
    expect(task.result.failed).toEqual([{ key: 'NOPE-2', message: expect.stringContaining('Row 3:') }]);
    const classB = (await admin.gql(LIST, { c: company })).node.retailDiscounts.edges.filter(
      (e: { node: { retailerClass: string | null } }) => e.node.retailerClass === 'B',
    );
    expect(classB.map((e: { node: { percent: string } }) => e.node.percent)).toEqual(['7.5']);
  });
});
