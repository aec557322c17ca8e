import { MSG, addDays, fill, istToday } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, oneWarehouseSeller, signedIn, uniquePhone } from '../support/client.js';
import { retailerOf, salesmanOf, unique } from '../support/d2r.js';

const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id } } userErrors { field message } } }`;
const PRODUCT = `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { userErrors { message } } }`;
const SAVE = `mutation($i: PromoterStockCountSaveInput!) { promoterStockCountSave(input: $i) {
  promoterStockCountEdge { node { id } } userErrors { field message } } }`;
const LIST = `query($c: ID, $p: ID, $r: ID, $t: PromoterStockType, $s: String, $e: String, $q: String) {
  promoterStockCounts(first: 50, company: $c, promoter: $p, retailer: $r, stockType: $t, start: $s, end: $e, search: $q) {
    totalCount edges { node { id countDate stockType companyName promoter { id name }
      retailer { id } lines { sku quantity } } } } }`;
const SELL = `query($c: ID!, $s: String, $e: String) { promoterStockSellThrough(company: $c, start: $s, end: $e) {
  retailer { id } sku unitsSold restocks counts firstDay lastDay daysCovered } }`;
const PHONE = `query($id: ID!) { node(id: $id) { ... on StoreAddress { phone } } }`;

const START = '2026-03-01';
const END = '2026-03-04';

describe('Promoter stock details (admin) and sell-through', () => {
  let admin: Session;
  let seller: Session;
  let company: string;
  let skus: [string, string];
  let shopA: { id: string; name: string };
  let shopB: { id: string; name: string; phone: string };
  const promoters: Record<'pooja' | 'anjali', { id: string; phone: string }> = {} as never;

  beforeAll(async () => {
    admin = await signedIn('admin@demo.in');
    seller = await oneWarehouseSeller(`Stock Details ${unique()}`);
    company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    skus = [`PD-${unique()}`.toUpperCase(), `PD-${unique()}`.toUpperCase()];
    for (const sku of skus) {
      const made = await seller.gql(PRODUCT, {
        i: {
          productTitle: `Kahwa ${sku}`,
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
    const salesman = await salesmanOf(admin, company);
    shopA = await retailerOf(admin, company, salesman);
    const b = await retailerOf(admin, company, salesman);
    shopB = { ...b, phone: (await admin.gql(PHONE, { id: b.id })).node.phone };
    for (const [key, firstName] of [
      ['pooja', 'Pooja'],
      ['anjali', 'Anjali'],
    ] as const) {
      const phone = uniquePhone();
      const made = (await admin.gql(PERSON, { i: { company, role: 'PROMOTER', firstName, phone } })).fieldPersonCreate;
      expect(made.userErrors).toEqual([]);
      promoters[key] = { id: made.fieldPersonEdge.node.id, phone };
    }
    const [a, b2] = skus;
    const counts: [keyof typeof promoters, string, string, 'OPENING' | 'CLOSING', Record<string, number>][] = [
      ['pooja', shopA.id, '2026-03-01', 'OPENING', { [a]: 20, [b2]: 10 }],
      ['pooja', shopA.id, '2026-03-01', 'CLOSING', { [a]: 14, [b2]: 10 }],
      // Product b was restocked overnight: its opening is above the last closing.
      ['pooja', shopA.id, '2026-03-02', 'OPENING', { [a]: 14, [b2]: 30 }],
      ['pooja', shopA.id, '2026-03-02', 'CLOSING', { [a]: 9, [b2]: 25 }],
      ['anjali', shopB.id, '2026-03-03', 'OPENING', { [a]: 8 }],
      ['anjali', shopB.id, '2026-03-04', 'CLOSING', { [a]: 3 }],
      // Outside the period: neither listed nor read for sell-through.
      ['anjali', shopB.id, '2026-03-05', 'OPENING', { [a]: 1 }],
    ];
    for (const [who, retailer, countDate, stockType, lines] of counts) {
      const saved = (
        await admin.gql(SAVE, {
          i: {
            promoter: promoters[who].id,
            retailer,
            countDate,
            stockType,
            lines: Object.entries(lines).map(([sku, quantity]) => ({ sku, quantity })),
          },
        })
      ).promoterStockCountSave;
      expect(saved.userErrors).toEqual([]);
    }
  }, 120_000);

  const total = async (vars: Record<string, unknown>) =>
    (await admin.gql(LIST, { c: company, s: START, e: END, ...vars })).promoterStockCounts.totalCount;

  it("filters the admin's list by days, kind, promoter, retailer and search", async () => {
    const all = (await admin.gql(LIST, { c: company, s: START, e: END })).promoterStockCounts;
    expect(all.totalCount).toBe(6);
    // Newest day first.
    expect(all.edges.map((e: { node: { countDate: string } }) => e.node.countDate)).toEqual([
      '2026-03-04',
      '2026-03-03',
      '2026-03-02',
      '2026-03-02',
      '2026-03-01',
      '2026-03-01',
    ]);
    expect(all.edges[0].node).toMatchObject({
      stockType: 'CLOSING',
      companyName: expect.stringContaining('Stock Details'),
      promoter: { id: promoters.anjali.id, name: 'Anjali' },
      retailer: { id: shopB.id },
      lines: [{ sku: skus[0], quantity: 3 }],
    });
    expect(await total({ t: 'CLOSING' })).toBe(3);
    expect(await total({ t: 'OPENING' })).toBe(3);
    expect(await total({ p: promoters.anjali.id })).toBe(2);
    expect(await total({ r: shopA.id })).toBe(4);
    expect(await total({ r: shopA.id, t: 'CLOSING' })).toBe(2);
    expect(await total({ s: '2026-03-02', e: '2026-03-02' })).toBe(2);
    // Searched by a promoter's phone or name, a retailer's name or phone.
    expect(await total({ q: promoters.pooja.phone })).toBe(4);
    expect(await total({ q: 'anjali' })).toBe(2);
    expect(await total({ q: shopB.name })).toBe(2);
    expect(await total({ q: shopB.phone })).toBe(2);
    expect(await total({ q: 'no such promoter or shop' })).toBe(0);
  });

  it('works out sell-through per retailer and product from consecutive counts', async () => {
    const rows = (await admin.gql(SELL, { c: company, s: START, e: END })).promoterStockSellThrough;
    const [a, b] = skus;
    const byKey = Object.fromEntries(
      rows.map((r: { retailer: { id: string }; sku: string }) => [`${r.retailer.id}|${r.sku}`, r]),
    );
    expect(rows).toHaveLength(3);
    expect(byKey[`${shopA.id}|${a}`]).toMatchObject({
      unitsSold: 11,
      restocks: 0,
      counts: 4,
      firstDay: '2026-03-01',
      lastDay: '2026-03-02',
      daysCovered: 2,
    });
    expect(byKey[`${shopA.id}|${b}`]).toMatchObject({ unitsSold: 5, restocks: 1, counts: 4, daysCovered: 2 });
    expect(byKey[`${shopB.id}|${a}`]).toMatchObject({ unitsSold: 5, restocks: 0, counts: 2, daysCovered: 2 });

    const csv = await fetch(
      `${admin.url}/files/promoter-sell-through.csv?company=${encodeURIComponent(company)}&start=${START}&end=${END}`,
      { headers: { cookie: admin.cookie! } },
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Retailer,Retailer phone,SKU,Product,Units sold,Restocks,Counts,First count,Last count,Days covered',
    );
    expect(lines).toHaveLength(4);
  });

  it('exports the filtered list as CSV', async () => {
    const params = new URLSearchParams({ company, start: START, end: END, stockType: '1', retailer: shopA.id });
    const res = await fetch(`${admin.url}/files/promoter-stock.csv?${params.toString()}`, {
      headers: { cookie: admin.cookie! },
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Created at,Count date,Stock type,Promoter,Promoter phone,Company,Retailer,Retailer phone,Catalogues',
    );
    // The time in India is quoted ("2 Mar 2026, 10:15 am"), so the day is read after it.
    expect(lines.slice(1).map((l) => /,(\d{4}-\d{2}-\d{2}),/.exec(l)?.[1])).toEqual(['2026-03-02', '2026-03-01']);
    expect(lines[1]).toContain('Closing count');
    expect(lines[1]).toContain(`${skus[0]} x 9; ${skus[1]} x 25`);
  });

  it("shows another company's seller nothing, and refuses bad dates and too long a period", async () => {
    const other = await oneWarehouseSeller(`Other Details ${unique()}`);
    for (const s of [other, seller]) {
      const listed = await s.raw(LIST, { c: company, s: START, e: END });
      expect(listed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      const sold = await s.raw(SELL, { c: company, s: START, e: END });
      expect(sold.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
    const csv = await fetch(`${other.url}/files/promoter-stock.csv?company=${encodeURIComponent(company)}`, {
      headers: { cookie: other.cookie! },
    });
    expect(csv.status).toBe(403);

    const badDay = await admin.raw(LIST, { c: company, s: '2026-02-30', e: END });
    expect(badDay.errors?.[0]?.message).toBeTruthy();
    expect(badDay.data?.promoterStockCounts ?? null).toBeNull();
    const badSell = await admin.raw(SELL, { c: company, s: 'yesterday', e: END });
    expect(badSell.errors?.[0]?.message).toBeTruthy();
    const long = await admin.raw(SELL, { c: company, s: '2026-01-01', e: '2026-06-30' });
    expect(long.errors?.[0]?.message).toBe(fill(MSG.promoterSellThroughTooLong, { n: 93 }));
  });

  it("seeds the demo brand's promoter counts over the last days, so the page and sell-through have rows", async () => {
    const found = (await admin.gql(`{ companies(first: 5, search: "Chai Point") { edges { node { id name } } } }`))
      .companies.edges;
    const chai = found.find((e: { node: { name: string } }) => e.node.name.startsWith('Chai Point')).node.id;
    const week = { c: chai, s: addDays(istToday(), -6), e: istToday() };
    expect((await admin.gql(LIST, week)).promoterStockCounts.totalCount).toBeGreaterThan(20);
    const rows = (await admin.gql(SELL, week)).promoterStockSellThrough;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r: { unitsSold: number }) => r.unitsSold > 0)).toBe(true);
  });
});
