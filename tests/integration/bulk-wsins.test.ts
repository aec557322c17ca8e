import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_WSIN_MAPS, BULK_WSINS, MSG, fill } from '@parcelo/common';
import { signedIn, twoWarehouseSeller, type Session } from '../support/client.js';
import { bulkSheet, uploadSheet } from '../support/sheets.js';

/**
 * The admins' WSIN sheets for a chosen brand: a WSIN upload (created as Brands > WSIN creates
 * one) and a WSIN mapping (each product's rows its new map, as Brands > Products maps one),
 * both on the bulk preview and background-task machinery.
 */
const preview = (name: string) => `mutation($i: BulkUploadPreviewInput!) { ${name}(input: $i) {
  columns rows { rowNumber cells errors { field message } } userErrors { field message code } } }`;
const save = (name: string) => `mutation($i: BulkUploadSaveInput!) { ${name}(input: $i) {
  task { id } userErrors { field message code } } }`;
const TASK = `query($id: ID!) { node(id: $id) { ... on Task { status result { succeeded { key } failed { key message } } } } }`;
const WSINS = `query($c: ID!) { wsins(first: 50, company: $c) { edges { node { wsin name active } } } }`;
const PRODUCT = `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { catalogueProductEdge { node { id sku } } userErrors { message } } }`;
const WSIN_CREATE = `mutation($i: WsinCreateInput!) { wsinCreate(input: $i) { userErrors { message } } }`;
const MAPPING = `query($c: ID!, $sku: String!) { catalogueProducts(first: 1, company: $c, search: { by: SKU, value: $sku }) {
  edges { node { sku wsinMapping { wsin quantity } } } } }`;

const run = Math.random().toString(36).slice(2, 7).toUpperCase();
const code = (name: string) => `WS-${name}-${run}`;

let admin: Session;
let seller: Session;
let company: string;

async function finished(id: string) {
  const end = Date.now() + 30_000;
  for (;;) {
    const task = (await admin.gql(TASK, { id })).node;
    if (task.status !== 'IN_PROGRESS') return task;
    if (Date.now() > end) throw new Error(`task ${id} still running`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const product = async (sku: string) => {
  const r = (
    await seller.gql(PRODUCT, {
      i: {
        productTitle: `Tea ${sku}`,
        sku,
        category: 'Tea',
        price: 34_900,
        weight: 140,
        hsnCode: '09021010',
        basePrice: 21_000,
        margin: 40,
      },
    })
  ).catalogueProductCreate;
  expect(r.userErrors).toEqual([]);
};

beforeAll(async () => {
  admin = await signedIn('admin@demo.in');
  seller = await twoWarehouseSeller(`Sheet Leaf ${run}`);
  company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  await Promise.all([product(`P1-${run}`), product(`P2-${run}`)]);
  expect(
    (await admin.gql(WSIN_CREATE, { i: { company, wsin: code('OLD'), name: 'Old carton' } })).wsinCreate.userErrors,
  ).toEqual([]);
});

describe('the WSIN upload', () => {
  it('previews with the rules of Brands > WSIN, then creates the fixed rows and lists the refused one', async () => {
    const file = await uploadSheet(
      admin,
      await bulkSheet(BULK_WSINS, [
        { name: 'Masala pouch', wsin: code('A'), active: 1 },
        { name: 'Gift box', wsin: code('B') },
        { name: '', wsin: 'WS C' },
        { name: 'Old again', wsin: code('OLD').toLowerCase(), active: 0 },
      ]),
    );
    // Admins only, and for a chosen brand.
    const refused = await seller.raw(preview('wsinBulkUploadPreview'), { i: { file, company } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const p = (await admin.gql(preview('wsinBulkUploadPreview'), { i: { file, company } })).wsinBulkUploadPreview;
    expect(p.userErrors).toEqual([]);
    expect(p.columns).toEqual(['name', 'wsin', 'active']);
    expect(p.rows.map((r: { rowNumber: number; errors: unknown[] }) => [r.rowNumber, r.errors])).toEqual([
      [2, []],
      [3, []],
      [
        4,
        [
          { field: 'name', message: fill(MSG.requiredInput, { field: 'Name' }) },
          { field: 'wsin', message: fill(MSG.invalidField, { field: 'WSIN' }) },
        ],
      ],
      [5, [{ field: 'wsin', message: MSG.wsinTaken }]],
    ]);

    const started = (
      await admin.gql(save('wsinBulkUploadSave'), {
        i: {
          file,
          company,
          edits: [
            { rowNumber: 4, key: 'name', value: 'Sachet' },
            { rowNumber: 4, key: 'wsin', value: code('C') },
          ],
        },
      })
    ).wsinBulkUploadSave;
    expect(started.userErrors).toEqual([]);
    const task = await finished(started.task.id);
    expect(task.status).toBe('COMPLETED');
    expect(task.result.succeeded.map((r: { key: string }) => r.key)).toEqual([code('A'), code('B'), code('C')]);
    expect(task.result.failed).toEqual([{ key: code('OLD').toLowerCase(), message: `Row 5: ${MSG.wsinTaken}` }]);

    const listed = (await admin.gql(WSINS, { c: company })).wsins.edges.map(
      (e: { node: { wsin: string; name: string; active: boolean } }) => e.node,
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        { wsin: code('A'), name: 'Masala pouch', active: true },
        { wsin: code('B'), name: 'Gift box', active: true },
        { wsin: code('C'), name: 'Sachet', active: true },
      ]),
    );
    expect(listed.filter((w: { wsin: string }) => w.wsin.toUpperCase() === code('OLD'))).toHaveLength(1);
  });
});

describe('the WSIN mapping upload', () => {
  it("makes each product's rows its map, and keeps the old map of a product with a refused row", async () => {
    await admin.gql(WSIN_CREATE, { i: { company, wsin: code('M1'), name: 'Pouch' } });
    await admin.gql(WSIN_CREATE, { i: { company, wsin: code('M2'), name: 'Box' } });
    const file = await uploadSheet(
      admin,
      await bulkSheet(BULK_WSIN_MAPS, [
        { sku: `P1-${run}`, wsin: code('M1'), quantity: 2 },
        { sku: `p1-${run}`, wsin: code('M2'), quantity: 1 },
        { sku: `P2-${run}`, wsin: code('M1'), quantity: 0 },
        { sku: `NOPE-${run}`, wsin: code('M1'), quantity: 1 },
        { sku: `P2-${run}`, wsin: `WS-NONE-${run}`, quantity: 1 },
      ]),
    );
    const p = (await admin.gql(preview('wsinMapBulkUploadPreview'), { i: { file, company } })).wsinMapBulkUploadPreview;
    expect(p.rows.map((r: { errors: unknown[] }) => r.errors)).toEqual([
      [],
      [],
      [{ field: 'quantity', message: fill(MSG.valueMin, { n: 1 }) }],
      [{ field: 'sku', message: fill(MSG.skuUnknown, { sku: `NOPE-${run}` }) }],
      [{ field: 'wsin', message: fill(MSG.wsinUnknown, { wsin: `WS-NONE-${run}` }) }],
    ]);

    const started = (await admin.gql(save('wsinMapBulkUploadSave'), { i: { file, company, edits: [] } }))
      .wsinMapBulkUploadSave;
    expect(started.userErrors).toEqual([]);
    const task = await finished(started.task.id);
    expect(task.result.succeeded).toEqual([{ key: `P1-${run}` }]);
    expect(task.result.failed).toEqual([
      {
        key: `P2-${run}`,
        message: `Row 4: ${fill(MSG.valueMin, { n: 1 })}; Row 6: ${fill(MSG.wsinUnknown, { wsin: `WS-NONE-${run}` })}`,
      },
      { key: `NOPE-${run}`, message: `Row 5: ${fill(MSG.skuUnknown, { sku: `NOPE-${run}` })}` },
    ]);
    const mapping = async (sku: string) =>
      (await admin.gql(MAPPING, { c: company, sku })).catalogueProducts.edges[0].node.wsinMapping;
    expect(await mapping(`P1-${run}`)).toEqual(
      expect.arrayContaining([
        { wsin: code('M1'), quantity: 2 },
        { wsin: code('M2'), quantity: 1 },
      ]),
    );
    expect(await mapping(`P2-${run}`)).toEqual([]);
  });
});

describe('the templates', () => {
  it("download for admins as .xlsx with the sheets' headers", async () => {
    for (const name of ['bulk-wsins', 'bulk-wsin-mapping']) {
      const res = await fetch(new URL(`/files/templates/${name}.xlsx`, admin.url), {
        headers: { cookie: admin.cookie ?? '' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });
});
