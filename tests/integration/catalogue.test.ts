import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BULK_CATALOGUES, MSG, XLSX_TYPE, fill, istToday } from '@parcelo/common';
import {
  Session,
  latestOtp,
  oneWarehouseSeller,
  signedIn,
  uniqueEmail,
  uniquePhone,
  verifiedSeller,
} from '../support/client.js';
import { bulkSheet, uploadPricing, uploadSheet } from '../support/sheets.js';
import { fromGlobalId } from '../../bff/src/relay.js';

const PRODUCT_FIELDS = `id productId productTitle sku skuId category price mappedDimensions { length breadth height } dimensions weight hsnCode basePrice margin
  d2rCategory shopType active activeLabel imageUrls wsinMapping { wsin quantity } wsinMappingLabel productType inventoryQuantity`;
const CREATE = `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { catalogueProductEdge { node { ${PRODUCT_FIELDS} } } userErrors { field message code } } }`;
const UPDATE = `mutation($i: CatalogueProductUpdateInput!) { catalogueProductUpdate(input: $i) { catalogueProduct { ${PRODUCT_FIELDS} } userErrors { field message code } } }`;
const MAP = `mutation($i: CatalogueProductWsinMapInput!) { catalogueProductWsinMap(input: $i) { catalogueProduct { ${PRODUCT_FIELDS} } userErrors { field message code } } }`;
const UNMAP = `mutation($i: CatalogueProductWsinMapDeleteInput!) { catalogueProductWsinMapDelete(input: $i) { catalogueProduct { ${PRODUCT_FIELDS} } userErrors { field message code } } }`;
const WSIN_CREATE = `mutation($i: WsinCreateInput!) { wsinCreate(input: $i) { wsinEdge { node { id wsin name active } } userErrors { field message code } } }`;
const PRODUCTS = `query($search: CatalogueSearch, $active: Int, $company: ID, $first: Int) { catalogueProducts(first: $first, search: $search, active: $active, company: $company) { totalCount edges { node { ${PRODUCT_FIELDS} } } } }`;

let seller: Session;
let seller2: Session;
let admin: Session;
let chai: string;

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

export const productInput = (overrides: Record<string, unknown> = {}) => ({
  productTitle: 'Tulsi Green Tea 100g',
  sku: unique('TEA'),
  category: 'Tea',
  price: 34_900,
  mappedDimensions: { length: 18, breadth: 12, height: 6 },
  weight: 140,
  hsnCode: '09021010',
  basePrice: 21_000,
  margin: 40,
  shopType: 'SHOPIFY',
  ...overrides,
});

beforeAll(async () => {
  // A company of its own at Okhla (its store for pricing), with the two teas the tests price.
  [seller, seller2, admin] = await Promise.all([
    oneWarehouseSeller('Catalogue Tea Co'),
    verifiedSeller('Catalogue Rival Co'),
    signedIn('admin@demo.in'),
  ]);
  chai = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  for (const [sku, price] of [
    ['CHAI-MSL-250', 24_900],
    ['CHAI-CTC-500', 29_900],
  ] as const) {
    const made = await seller.gql(CREATE, { i: productInput({ sku, price }) });
    expect(made.catalogueProductCreate.userErrors).toEqual([]);
  }
});

describe('catalogue products', () => {
  it('creates a product with every field and lists it by SKU and title', async () => {
    const input = productInput();
    const { catalogueProductCreate: r } = await seller.gql(CREATE, { i: input });
    expect(r.userErrors).toEqual([]);
    const p = r.catalogueProductEdge.node;
    expect(p).toMatchObject({
      productTitle: 'Tulsi Green Tea 100g',
      sku: input.sku,
      skuId: input.sku,
      price: 34_900,
      weight: 140,
      hsnCode: '09021010',
      margin: 40,
      shopType: 'SHOPIFY',
      active: 1,
      activeLabel: 'Active',
      dimensions: '18 x 12 x 6 cm',
      wsinMapping: [],
      wsinMappingLabel: 'Not Generated',
      productType: 'NONE',
      inventoryQuantity: 0,
    });
    expect(p.productId).toBeGreaterThan(0);

    const bySku = await seller.gql(PRODUCTS, { search: { by: 'SKU', value: input.sku.slice(0, 8).toLowerCase() } });
    expect(bySku.catalogueProducts.edges.map((e: any) => e.node.sku)).toContain(input.sku);
    const byTitle = await seller.gql(PRODUCTS, { search: { by: 'TITLE', value: 'tulsi green' }, first: 300 });
    expect(byTitle.catalogueProducts.edges.map((e: any) => e.node.sku)).toContain(input.sku);
  });

  it('says what is wrong with a product, in the spec’s words, and saves nothing', async () => {
    const sku = unique('BAD');
    const noHsn = await seller.gql(CREATE, { i: productInput({ sku, hsnCode: '' }) });
    expect(noHsn.catalogueProductCreate.userErrors).toEqual([
      { field: 'hsnCode', message: MSG.hsnRequired, code: 'REQUIRED' },
    ]);
    const badSku = await seller.gql(CREATE, { i: productInput({ sku: 'TEA (BIG)' }) });
    expect(badSku.catalogueProductCreate.userErrors[0]).toMatchObject({
      field: 'sku',
      message: 'Please provide valid SKU',
    });
    const spaced = await seller.gql(CREATE, { i: productInput({ sku: 'TEA BIG' }) });
    expect(spaced.catalogueProductCreate.userErrors[0].message).toBe('Please provide valid SKU');
    const listed = await seller.gql(PRODUCTS, { search: { by: 'SKU', value: sku } });
    expect(listed.catalogueProducts.totalCount).toBe(0);

    const taken = await seller.gql(CREATE, { i: productInput({ sku: 'CHAI-MSL-250' }) });
    expect(taken.catalogueProductCreate.userErrors).toEqual([{ field: 'sku', message: MSG.skuTaken, code: 'TAKEN' }]);
  });

  it('edits a product and shows an inactive one as In Active', async () => {
    const input = productInput();
    const created = (await seller.gql(CREATE, { i: input })).catalogueProductCreate.catalogueProductEdge.node;
    const { catalogueProductUpdate: r } = await seller.gql(UPDATE, {
      i: { ...input, id: created.id, price: 39_900, active: 0 },
    });
    expect(r.userErrors).toEqual([]);
    expect(r.catalogueProduct).toMatchObject({ price: 39_900, active: 0, activeLabel: 'In Active' });
    const inactive = await seller.gql(PRODUCTS, { active: 0, search: { by: 'SKU', value: input.sku } });
    expect(inactive.catalogueProducts.edges.map((e: any) => e.node.id)).toEqual([created.id]);
  });

  it('keeps each company’s products to itself: another seller gets NOT_FOUND', async () => {
    const created = (await seller.gql(CREATE, { i: productInput() })).catalogueProductCreate.catalogueProductEdge.node;
    const node = await seller2.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: created.id });
    expect(node.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const update = await seller2.raw(UPDATE, { i: { ...productInput(), id: created.id } });
    expect(update.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const theirs = await seller2.gql(PRODUCTS, { search: { by: 'SKU', value: created.sku } });
    expect(theirs.catalogueProducts.totalCount).toBe(0);
  });

  it('numbers each seller’s products from 1 within its company, also when created at once or from a sheet', async () => {
    // New sellers at no warehouse, so no other test's list of a warehouse's sellers grows.
    const newSeller = async () => {
      const phone = uniquePhone();
      const session = new Session();
      const signUp = await session.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
        i: {
          role: 'SELLER',
          name: 'Serial Seller',
          companyName: 'Serial Tea Co',
          email: uniqueEmail('seller'),
          phone,
          password: 'NewSeller12345',
        },
      });
      expect(signUp.signUp.userErrors).toEqual([]);
      await session.gql(`mutation($i: OtpVerifyInput!) { otpVerify(input: $i) { userErrors { message } } }`, {
        i: { otp: await latestOtp(phone) },
      });
      return session;
    };
    const [first, second] = await Promise.all([newSeller(), newSeller()]);
    const serials = async (session: Session) =>
      (
        await session.gql(`{ catalogueProducts(first: 50) { edges { node { sku productId } } } }`)
      ).catalogueProducts.edges
        .map((e: any) => e.node)
        .sort((a: any, b: any) => a.productId - b.productId);
    const created = await Promise.all(
      [first, second].flatMap((session) => Array.from({ length: 5 }, () => session.gql(CREATE, { i: productInput() }))),
    );
    expect(created.flatMap((r) => r.catalogueProductCreate.userErrors)).toEqual([]);
    expect((await serials(first)).map((p: any) => p.productId)).toEqual([1, 2, 3, 4, 5]);
    expect((await serials(second)).map((p: any) => p.productId)).toEqual([1, 2, 3, 4, 5]);

    // A sheet updating a known SKU keeps its number; its new SKUs take the next ones.
    const known = (await serials(first))[2];
    const row = { productTitle: 'Lemon Tea', category: 'Tea', price: 199, basePrice: 120, margin: 30, weight: 120 };
    const content = await bulkSheet(BULK_CATALOGUES, [
      { ...row, sku: unique('LMN'), hsnCode: '09024020' },
      { ...row, sku: known.sku, hsnCode: '09024020' },
      { ...row, sku: unique('LMN'), hsnCode: '09024020' },
    ]);
    const file = await uploadSheet(first, content, 'catalogue.xlsx');
    const saved = await first.gql(
      `mutation($i: BulkUploadSaveInput!) { r: catalogueBulkUploadSave(input: $i) { userErrors { message } } }`,
      { i: { file, edits: [] } },
    );
    expect(saved.r.userErrors).toEqual([]);
    await expect.poll(async () => (await serials(first)).length, { timeout: 15_000 }).toBe(7);
    const after = await serials(first);
    expect(after.map((p: any) => p.productId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(after.find((p: any) => p.sku === known.sku).productId).toBe(known.productId);
  });

  it('counts products per shop type', async () => {
    const shopify = async () =>
      (await seller.gql(`{ catalogueShopTypes { shopType count } }`)).catalogueShopTypes.find(
        (s: any) => s.shopType === 'SHOPIFY',
      )?.count ?? 0;
    const before = await shopify();
    expect(before).toBeGreaterThanOrEqual(2);
    expect((await seller.gql(CREATE, { i: productInput() })).catalogueProductCreate.userErrors).toEqual([]);
    expect(await shopify()).toBe(before + 1);
  });

  it('looks HSN codes up by code and by description', async () => {
    const byCode = await seller.gql(`{ hsnCodes(search: "0902") { code description } }`);
    expect(byCode.hsnCodes[0]).toMatchObject({ code: '0902' });
    expect(byCode.hsnCodes.every((h: any) => h.code.startsWith('0902'))).toBe(true);
    const byWords = await seller.gql(`{ hsnCodes(search: "tea") { code description } }`);
    const codes = byWords.hsnCodes.map((h: any) => h.code);
    // Words, not letters inside words: 'steaming' eggs and vegetables are not tea.
    expect(codes).not.toContain('0408');
    expect(codes).not.toContain('0710');
    expect(byWords.hsnCodes.every((h: any) => /\btea/i.test(h.description))).toBe(true);
    // Headings before the lines under them.
    expect(codes.slice(0, 2)).toEqual(['09', '0902']);
    const twoWords = await seller.gql(`{ hsnCodes(search: "green TEA") { code } }`);
    expect(twoWords.hsnCodes.map((h: any) => h.code)).toEqual(
      expect.arrayContaining(['09021010', '09021020', '09022020']),
    );
    expect(twoWords.hsnCodes.every((h: any) => h.code.startsWith('0902'))).toBe(true);
    // Whatever is typed is words, never a pattern.
    const hostile = await seller.gql(`{ hsnCodes(search: "(.*)[") { code } }`);
    expect(hostile.hsnCodes).toEqual([]);
  });
});

describe('WSIN mapping', () => {
  it('maps a product to two WSINs as an admin, shows x + y, and deletes the map', async () => {
    const a = unique('WS');
    const b = unique('WS');
    for (const [wsin, name] of [
      [a, 'Tin'],
      [b, 'Leaflet'],
    ]) {
      const r = (await admin.gql(WSIN_CREATE, { i: { company: chai, wsin, name } })).wsinCreate;
      expect(r.userErrors).toEqual([]);
    }
    const product = (await seller.gql(CREATE, { i: productInput() })).catalogueProductCreate.catalogueProductEdge.node;

    const sellerTry = await seller.raw(MAP, { i: { id: product.id, wsins: [{ wsin: a, quantity: 1 }] } });
    expect(sellerTry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const zero = (await admin.gql(MAP, { i: { id: product.id, wsins: [{ wsin: a, quantity: 0 }] } }))
      .catalogueProductWsinMap;
    expect(zero.userErrors[0].message).toBe(MSG.quantityMin);
    const unknown = (await admin.gql(MAP, { i: { id: product.id, wsins: [{ wsin: 'WS-NOPE', quantity: 1 }] } }))
      .catalogueProductWsinMap;
    expect(unknown.userErrors[0].message).toBe(fill(MSG.wsinUnknown, { wsin: 'WS-NOPE' }));

    const mapped = (
      await admin.gql(MAP, {
        i: {
          id: product.id,
          wsins: [
            { wsin: a, quantity: 1 },
            { wsin: b, quantity: 2 },
          ],
        },
      })
    ).catalogueProductWsinMap;
    expect(mapped.userErrors).toEqual([]);
    const sorted = [a, b].sort();
    expect(mapped.catalogueProduct.wsinMapping).toEqual(sorted.map((w) => ({ wsin: w, quantity: w === a ? 1 : 2 })));
    expect(mapped.catalogueProduct.wsinMappingLabel).toBe(sorted.map((w) => (w === b ? `${w} × 2` : w)).join(' + '));
    expect(mapped.catalogueProduct.productType).toBe('BUNDLE');

    // The seller may not delete a map; the admin's delete answers the spec's 'WSIN Mapping Deleted'.
    const removeMap = (session: Session) =>
      fetch(`${inject('serviceUrls').wms}/catalogue/remove-wsin-map`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', cookie: session.cookie! },
        body: JSON.stringify({ catalogueId: fromGlobalId(product.id)!.id }),
      }).then(async (res) => ({ ...((await res.json()) as { message: string }), httpStatus: res.status }));
    expect((await removeMap(seller)).httpStatus).toBe(403);
    expect(await removeMap(admin)).toMatchObject({ httpStatus: 200, message: MSG.wsinMapDeleted });
    const deleted = (await admin.gql(UNMAP, { i: { id: product.id } })).catalogueProductWsinMapDelete;
    expect(deleted.catalogueProduct.wsinMappingLabel).toBe('Not Generated');
  });

  it('refuses a WSIN that already exists', async () => {
    const wsin = unique('WS');
    expect((await admin.gql(WSIN_CREATE, { i: { company: chai, wsin, name: 'First' } })).wsinCreate.userErrors).toEqual(
      [],
    );
    const r = (await admin.gql(WSIN_CREATE, { i: { company: chai, wsin, name: 'Again' } })).wsinCreate;
    expect(r.userErrors).toEqual([{ field: 'wsin', message: MSG.wsinTaken, code: 'TAKEN' }]);
  });

  it('derives a bundle’s available quantity from its components', async () => {
    // A gift box of its own: 2 × a tea + 1 × a box, each with stock at the seller's warehouse.
    const prefix = unique('WS-GFT');
    const [tea, box] = [`${prefix}-MSL250`, `${prefix}-GFTBOX`];
    for (const [wsin, units] of [
      [tea, 9],
      [box, 5],
    ] as const) {
      const made = (await admin.gql(WSIN_CREATE, { i: { company: chai, wsin, name: `Gift ${wsin}` } })).wsinCreate;
      expect(made.userErrors).toEqual([]);
      const rows = await seller.gql(
        `query($v: String!) { inventory(first: 5, search: { by: SKU, value: $v }) { edges { node { id } } } }`,
        { v: wsin },
      );
      const added = await seller.gql(
        `mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { userErrors { message } } }`,
        {
          i: {
            id: rows.inventory.edges[0].node.id,
            date: new Date().toISOString().slice(0, 10),
            inboundAccepted: units,
            inboundRejected: 0,
            remark: 'in',
          },
        },
      );
      expect(added.inventoryInboundAdd.userErrors).toEqual([]);
    }
    const sku = unique('GFT-BOX');
    const made = await seller.gql(CREATE, { i: productInput({ sku, productTitle: 'Masala Chai Gift Box' }) });
    const mapped = await admin.gql(MAP, {
      i: {
        id: made.catalogueProductCreate.catalogueProductEdge.node.id,
        wsins: [
          { wsin: tea, quantity: 2 },
          { wsin: box, quantity: 1 },
        ],
      },
    });
    expect(mapped.catalogueProductWsinMap.userErrors).toEqual([]);

    const { catalogueProducts } = await seller.gql(PRODUCTS, { search: { by: 'SKU', value: sku } });
    const gift = catalogueProducts.edges[0].node;
    const stock = await seller.gql(
      `query($v: String!) { inventory(first: 50, search: { by: SKU, value: $v }) { edges { node { wsin availableStock } } } }`,
      { v: prefix },
    );
    const available = (w: string) =>
      stock.inventory.edges
        .filter((e: any) => e.node.wsin === w)
        .reduce((s: number, e: any) => s + e.node.availableStock, 0);
    expect(gift.inventoryQuantity).toBe(Math.min(Math.floor(available(tea) / 2), available(box)));
    expect(gift.inventoryQuantity).toBe(4);
    expect(gift.productType).toBe('BUNDLE');
  });
});

describe('catalogue pricing', () => {
  const PRICING = `query($c: ID!, $s: ID!, $search: CatalogueSearch) { cataloguePricing(company: $c, store: $s, first: 50, search: $search) { totalCount edges { node { discount finalPrice catalogueProduct { sku price } } } } }`;
  const UPLOAD = `mutation($i: CataloguePricingUploadInput!) { cataloguePricingUpload(input: $i) { updated failed { key message } userErrors { field message } } }`;

  it('prices a company’s catalogue at a store, downloads it as CSV and takes the edited file back, all rows or none', async () => {
    const store = (
      await admin.gql(`query($c: ID) { warehouses(first: 5, company: $c) { edges { node { id warehouseId } } } }`, {
        c: chai,
      })
    ).warehouses.edges[0].node.id;
    const before = (await admin.gql(PRICING, { c: chai, s: store, search: { by: 'SKU', value: 'CHAI-CTC-500' } }))
      .cataloguePricing;
    expect(before.edges[0].node).toMatchObject({
      catalogueProduct: { sku: 'CHAI-CTC-500', price: 29_900 },
      finalPrice: 29_900 - before.edges[0].node.discount,
    });

    const res = await fetch(
      `${admin.url}/files/catalogue-pricing.csv?company=${encodeURIComponent(chai)}&store=${encodeURIComponent(store)}`,
      { headers: { cookie: admin.cookie! } },
    );
    const csv = await res.text();
    // Named after the company, the store and India's day, never after an id.
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalogue-pricing-catalogue-tea-co-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('content-disposition')).toContain(`-${istToday()}.csv`);
    expect(csv.split('\n')[0]).toBe('Product ID,Product Title,SKU,Category,Price,Discount,Final Price');
    expect(csv).toMatch(/,CHAI-CTC-500,Tea,299\.00,/);

    const edited = `SKU,Discount\nCHAI-CTC-500,49.5\nCHAI-MSL-250,300\nNOPE-1,5\n`;
    const bad = (await admin.gql(UPLOAD, { i: { company: chai, store, file: await uploadPricing(admin, edited) } }))
      .cataloguePricingUpload;
    expect(bad.updated).toBe(0);
    expect(bad.failed).toEqual([
      { key: 'CHAI-MSL-250', message: `Row 3: ${fill(MSG.discountTooHigh, { price: '₹249.00' })}` },
      { key: 'NOPE-1', message: `Row 4: ${fill(MSG.skuUnknown, { sku: 'NOPE-1' })}` },
    ]);
    const unchanged = (await admin.gql(PRICING, { c: chai, s: store, search: { by: 'SKU', value: 'CHAI-CTC-500' } }))
      .cataloguePricing.edges[0].node;
    expect(unchanged.discount).toBe(before.edges[0].node.discount);

    const good = (
      await admin.gql(UPLOAD, {
        i: { company: chai, store, file: await uploadPricing(admin, 'SKU,Discount\nCHAI-CTC-500,49.5\n') },
      })
    ).cataloguePricingUpload;
    expect(good).toMatchObject({ updated: 1, failed: [], userErrors: [] });
    const after = (await admin.gql(PRICING, { c: chai, s: store, search: { by: 'SKU', value: 'CHAI-CTC-500' } }))
      .cataloguePricing.edges[0].node;
    expect(after).toMatchObject({ discount: 4950, finalPrice: 24_950 });

    const notCsv = (
      await admin.gql(UPLOAD, {
        i: { company: chai, store, file: await uploadPricing(admin, 'SKU,Discount\n', 'pricing.xlsx') },
      })
    ).cataloguePricingUpload;
    expect(notCsv.userErrors[0]).toMatchObject({ field: 'file', message: MSG.csvOnly });
    const xlsxType = (
      await admin.gql(`mutation($i: UploadCreateInput!) { uploadCreate(input: $i) { userErrors { field message } } }`, {
        i: { key: 'PRICING_SHEET', fileName: 'pricing.xlsx', fileType: XLSX_TYPE },
      })
    ).uploadCreate;
    expect(xlsxType.userErrors[0].message).toBe(MSG.csvOnly);
    // The uploaded file is read by the upload it is for, never served back.
    const stored = await uploadPricing(admin, 'SKU,Discount\n');
    expect((await fetch(new URL(stored, admin.url), { headers: { cookie: admin.cookie! } })).status).toBe(404);
    const nothing = (await admin.gql(UPLOAD, { i: { company: chai, store, file: '/objects/pricing_sheet/x.csv' } }))
      .cataloguePricingUpload;
    expect(nothing.userErrors[0]).toMatchObject({
      field: 'file',
      message: 'The uploaded file could not be found. Upload it again.',
    });
    const sellerTry = await seller.raw(PRICING, { c: chai, s: store });
    expect(sellerTry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
