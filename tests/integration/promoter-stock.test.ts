import { MSG, fill, istToday } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, oneWarehouseSeller, signedIn, uniquePhone } from '../support/client.js';
import { retailerOf, salesmanOf, unique } from '../support/d2r.js';
import { signedInDriver } from '../support/lightning.js';

const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id } } userErrors { field message } } }`;
const PRODUCT = `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { userErrors { message } } }`;
const SAVE = `mutation($i: PromoterStockCountSaveInput!) { promoterStockCountSave(input: $i) {
  promoterStockCountEdge { node { id countDate stockType companyName retailer { id }
    promoter { id name } lines { sku title quantity } } }
  userErrors { field message } } }`;
const LIST = `query($c: ID, $p: ID, $r: ID, $t: PromoterStockType, $s: String, $e: String) {
  promoterStockCounts(first: 50, company: $c, promoter: $p, retailer: $r, stockType: $t, start: $s, end: $e) {
    totalCount edges { node { id stockType countDate lines { sku quantity } } } } }`;
const OPTIONS = `query($c: ID, $q: String) { promoterStockOptions(company: $c, search: $q) {
  retailers { id name } products { sku title } } }`;

const ids = (conn: { edges: { node: { id: string } }[] }) => conn.edges.map((e) => e.node.id).sort();

/** A brand with a catalogue of two products and an active retailer; answers what the tests need of it. */
async function brand(admin: Session, name: string) {
  const seller = await oneWarehouseSeller(`${name} ${unique()}`);
  const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
  const skus = [`PS-${unique()}`.toUpperCase(), `PS-${unique()}`.toUpperCase()];
  for (const sku of skus) {
    const made = await seller.gql(PRODUCT, {
      i: {
        productTitle: `Masala Chai ${sku}`,
        sku,
        category: 'Tea',
        price: 1_000,
        weight: 250,
        hsnCode: '0902',
        basePrice: 500,
        margin: 10,
      },
    });
    expect(made.catalogueProductCreate.userErrors).toEqual([]);
  }
  const retailer = await retailerOf(admin, company, await salesmanOf(admin, company));
  return { seller, company, skus, retailer };
}

async function promoterOf(admin: Session, company: string, firstName: string) {
  const phone = uniquePhone();
  const made = (await admin.gql(PERSON, { i: { company, role: 'PROMOTER', firstName, phone } })).fieldPersonCreate;
  expect(made.userErrors).toEqual([]);
  return { id: made.fieldPersonEdge.node.id as string, session: await signedInDriver(phone) };
}

describe('Promoter stock counts', () => {
  let admin: Session;
  let own: Awaited<ReturnType<typeof brand>>;
  let other: Awaited<ReturnType<typeof brand>>;
  let pooja: Awaited<ReturnType<typeof promoterOf>>;
  let anjali: Awaited<ReturnType<typeof promoterOf>>;

  beforeAll(async () => {
    admin = await signedIn('admin@demo.in');
    [own, other] = await Promise.all([brand(admin, 'Chai Stock'), brand(admin, 'Other Stock')]);
    pooja = await promoterOf(admin, own.company, 'Pooja');
    anjali = await promoterOf(admin, own.company, 'Anjali');
  }, 90_000);

  it("offers a promoter their brand's retailers and catalogue", async () => {
    const options = (await pooja.session.gql(OPTIONS, { c: other.company })).promoterStockOptions;
    expect(options.retailers.map((r: { id: string }) => r.id)).toEqual([own.retailer.id]);
    expect(options.products.map((p: { sku: string }) => p.sku).sort()).toEqual([...own.skus].sort());
    const searched = (await pooja.session.gql(OPTIONS, { q: 'no such shop' })).promoterStockOptions;
    expect(searched.retailers).toEqual([]);
  });

  it('saves opening then closing counts, and saving again the same day replaces the count', async () => {
    const [a, b] = own.skus as [string, string];
    const opening = (
      await pooja.session.gql(SAVE, {
        i: {
          retailer: own.retailer.id,
          lines: [
            { sku: a.toLowerCase(), quantity: 12 },
            { sku: b, quantity: 0 },
          ],
        },
      })
    ).promoterStockCountSave;
    expect(opening.userErrors).toEqual([]);
    expect(opening.promoterStockCountEdge.node).toMatchObject({
      countDate: istToday(),
      stockType: 'OPENING',
      retailer: { id: own.retailer.id },
      promoter: { id: pooja.id, name: 'Pooja' },
      lines: [
        { sku: a, title: `Masala Chai ${a}`, quantity: 12 },
        { sku: b, quantity: 0 },
      ],
    });
    const closing = (
      await pooja.session.gql(SAVE, {
        i: { retailer: own.retailer.id, stockType: 'CLOSING', lines: [{ sku: a, quantity: 5 }] },
      })
    ).promoterStockCountSave;
    expect(closing.userErrors).toEqual([]);
    const again = (
      await pooja.session.gql(SAVE, { i: { retailer: own.retailer.id, lines: [{ sku: a, quantity: 9 }] } })
    ).promoterStockCountSave;
    expect(again.promoterStockCountEdge.node.id).toBe(opening.promoterStockCountEdge.node.id);
    const mine = (await pooja.session.gql(LIST)).promoterStockCounts;
    expect(mine.totalCount).toBe(2);
    const byType = Object.fromEntries(
      mine.edges.map((e: { node: { stockType: string; lines: unknown } }) => [e.node.stockType, e.node.lines]),
    );
    expect(byType).toEqual({ OPENING: [{ sku: a, quantity: 9 }], CLOSING: [{ sku: a, quantity: 5 }] });
  });

  it('keeps one count when the same count is saved twice at once', async () => {
    const [a] = own.skus as [string];
    const input = { retailer: own.retailer.id, countDate: '2026-01-15', lines: [{ sku: a, quantity: 3 }] };
    const saved = await Promise.all([1, 2, 3].map(() => anjali.session.gql(SAVE, { i: input })));
    for (const s of saved) expect(s.promoterStockCountSave.userErrors).toEqual([]);
    const list = (await anjali.session.gql(LIST, { s: '2026-01-15', e: '2026-01-15' })).promoterStockCounts;
    expect(list.totalCount).toBe(1);
  });

  it("refuses a SKU outside the brand's catalogue and another brand's retailer", async () => {
    const unknown = (
      await pooja.session.gql(SAVE, { i: { retailer: own.retailer.id, lines: [{ sku: other.skus[0], quantity: 1 }] } })
    ).promoterStockCountSave;
    expect(unknown.userErrors).toEqual([
      { field: 'lines.0.sku', message: fill(MSG.d2rSkuUnpriced, { sku: other.skus[0]! }) },
    ]);
    const theirs = (
      await pooja.session.gql(SAVE, { i: { retailer: other.retailer.id, lines: [{ sku: own.skus[0], quantity: 1 }] } })
    ).promoterStockCountSave;
    expect(theirs.userErrors).toEqual([{ field: 'retailer', message: MSG.selectRetailer }]);
    const none = (await pooja.session.gql(SAVE, { i: { retailer: own.retailer.id, lines: [] } }))
      .promoterStockCountSave;
    expect(none.userErrors).toEqual([{ field: 'lines', message: MSG.promoterStockLinesRequired }]);
  });

  it("keeps counts from sellers and from other promoters, and filters the admin's list", async () => {
    for (const seller of [own.seller, other.seller]) {
      const asked = await seller.raw(LIST, { c: own.company });
      expect(asked.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
    // Another promoter of the brand sees only their own.
    const theirs = (await anjali.session.gql(LIST, { p: pooja.id, s: '2026-01-01' })).promoterStockCounts;
    expect(theirs.totalCount).toBe(1);
    const all = (await admin.gql(LIST, { c: own.company })).promoterStockCounts;
    expect(all.totalCount).toBe(2);
    const closing = (await admin.gql(LIST, { c: own.company, t: 'CLOSING' })).promoterStockCounts;
    expect(closing.totalCount).toBe(1);
    const byPromoter = (await admin.gql(LIST, { c: own.company, p: anjali.id, s: '2026-01-01' })).promoterStockCounts;
    expect(byPromoter.totalCount).toBe(1);
    const byRetailer = (await admin.gql(LIST, { r: other.retailer.id })).promoterStockCounts;
    expect(byRetailer.totalCount).toBe(0);
    expect((await admin.gql(LIST, { c: other.company })).promoterStockCounts.totalCount).toBe(0);
    // An admin records a count for a promoter they name.
    const forPooja = (
      await admin.gql(SAVE, {
        i: {
          promoter: pooja.id,
          retailer: own.retailer.id,
          countDate: '2026-02-01',
          lines: [{ sku: own.skus[1], quantity: 4 }],
        },
      })
    ).promoterStockCountSave;
    expect(forPooja.userErrors).toEqual([]);
    const node = forPooja.promoterStockCountEdge.node;
    expect(node.promoter.id).toBe(pooja.id);
    expect(ids((await pooja.session.gql(LIST, { s: '2026-02-01', e: '2026-02-01' })).promoterStockCounts)).toEqual([
      node.id,
    ]);
  });
});
