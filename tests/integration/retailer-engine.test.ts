import { istToday } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { Session, oneWarehouseSeller, signedIn, uniquePhone } from '../support/client.js';
import { collectionProof, retailerOf, salesmanOf, shippedInvoice, unique, type D2rGround } from '../support/d2r.js';
import { signedInDriver } from '../support/lightning.js';
import { stockedProduct } from '../support/stock.js';

const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id } } userErrors { field message } } }`;
const COLLECT = `mutation($i: D2rCollectionCreateInput!) { d2rCollectionCreate(input: $i) {
  invoice { id outstanding isClosed } userErrors { field message code } } }`;
const RECOMPUTE = `mutation($i: RetailerEngineRecomputeInput!) { retailerEngineRecompute(input: $i) {
  run { id status task { id title } } userErrors { field message code } } }`;
const STATE = `query($c: ID!) { retailerEngine(company: $c) {
  running { id } lastRun { id status finishedAt } changedCount } }`;
const SCORE = `engineScore { engineClass score value orders onTimeShare suggestions { sku quantity dueDate timesOrdered } }`;
const LIST = `query($c: ID!, $cls: RetailerClass, $changed: Boolean) {
  retailerEngineRetailers(company: $c, first: 20, engineClass: $cls, changed: $changed) {
    totalCount edges { node { id name retailerClass ${SCORE} } } } }`;
const APPLY = `mutation($i: RetailerEngineApplyInput!) { retailerEngineApply(input: $i) {
  retailers { id retailerClass } retailerEngine { changedCount } userErrors { field message code } } }`;
const MY_RETAILERS = `{ viewer { fieldPerson { retailers(first: 20) { edges { node { id ${SCORE} } } } } } }`;

type Row = { id: string; retailerClass: string; engineScore: { engineClass: string; suggestions: unknown[] } | null };

describe('Retailer engine', () => {
  let admin: Session;
  let seller: Session;
  let company: string;
  let sku: string;
  let salesmanPhone: string;
  let salesman: string;
  let product: Awaited<ReturnType<typeof stockedProduct>>;
  const retailer: Record<'best' | 'mid' | 'small' | 'idle', string> = { best: '', mid: '', small: '', idle: '' };

  beforeAll(async () => {
    admin = await signedIn('admin@demo.in');
    seller = await oneWarehouseSeller(`Chai Engine ${unique()}`);
    company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    product = await stockedProduct(admin, seller, 20);
    sku = product.sku;
    salesmanPhone = uniquePhone();
    const made = (
      await admin.gql(PERSON, { i: { company, role: 'SALESMAN', firstName: 'Ravi', phone: salesmanPhone } })
    ).fieldPersonCreate;
    expect(made.userErrors).toEqual([]);
    salesman = made.fieldPersonEdge.node.id as string;
    for (const key of Object.keys(retailer) as (keyof typeof retailer)[])
      retailer[key] = (await retailerOf(admin, company, salesman)).id;
  }, 60_000);

  // Orders are taken and shipped in a test: their invoices are waited for with expect.poll.
  it('takes orders of three retailers, ships them and has the best one pay', async () => {
    const ground = (r: string): D2rGround => ({ company, salesman, retailer: r, warehouse: product.warehouse });
    const proofUrl = await collectionProof(admin);
    // The best buys most, most often, and pays each invoice at once; the middling one buys
    // less and has paid nothing (nothing is due yet); the small one bought once; the idle never.
    for (let i = 0; i < 3; i++) {
      const { invoice } = await shippedInvoice(admin, ground(retailer.best), [{ sku, quantity: 2 }]);
      const paid = (
        await admin.gql(COLLECT, {
          i: { invoice: invoice.id, amount: invoice.outstanding, method: 'CASH', proofUrl },
        })
      ).d2rCollectionCreate;
      expect(paid.userErrors).toEqual([]);
      expect(paid.invoice.isClosed).toBe(true);
    }
    for (let i = 0; i < 2; i++) await shippedInvoice(admin, ground(retailer.mid), [{ sku, quantity: 1 }]);
    await shippedInvoice(admin, ground(retailer.small), [{ sku, quantity: 1 }]);
  }, 180_000);

  const finished = async () => {
    const state = (await admin.gql(STATE, { c: company })).retailerEngine;
    return state.running === null && state.lastRun?.status === 'COMPLETED' ? state : null;
  };

  it('recomputes once however often asked while it runs, then classes A, B, C and E with suggestions', async () => {
    const [first, second] = await Promise.all([
      admin.gql(RECOMPUTE, { i: { company } }),
      admin.gql(RECOMPUTE, { i: { company } }),
    ]);
    expect(first.retailerEngineRecompute.userErrors).toEqual([]);
    expect(first.retailerEngineRecompute.run.id).toBe(second.retailerEngineRecompute.run.id);
    expect(first.retailerEngineRecompute.run.task).toMatchObject({ title: 'Retailer engine' });
    await expect.poll(finished, { timeout: 30_000 }).toBeTruthy();

    const rows: Row[] = (await admin.gql(LIST, { c: company })).retailerEngineRetailers.edges.map(
      (e: { node: Row }) => e.node,
    );
    const of = (id: string) => rows.find((r) => r.id === id)!;
    expect(rows).toHaveLength(4);
    expect(of(retailer.best).engineScore).toMatchObject({
      engineClass: 'A',
      score: 12,
      orders: 3,
      onTimeShare: 1,
      suggestions: [{ sku, quantity: 2, dueDate: istToday(), timesOrdered: 3 }],
    });
    expect(of(retailer.mid).engineScore).toMatchObject({
      engineClass: 'B',
      score: 8,
      orders: 2,
      onTimeShare: null,
      suggestions: [{ sku, quantity: 1, timesOrdered: 2 }],
    });
    expect(of(retailer.small).engineScore).toMatchObject({ engineClass: 'C', orders: 1, suggestions: [] });
    expect(of(retailer.idle).engineScore).toMatchObject({ engineClass: 'E', score: 0, orders: 0, suggestions: [] });
    const values = [retailer.best, retailer.mid, retailer.small].map(
      (id) => (of(id).engineScore as unknown as { value: number }).value,
    );
    expect(values[0]).toBeGreaterThan(values[1]!);
    expect(values[1]).toBeGreaterThan(values[2]!);

    // Every retailer was made class C: three differ from the engine.
    expect((await finished())?.changedCount).toBe(3);
    const onlyA = (await admin.gql(LIST, { c: company, cls: 'A' })).retailerEngineRetailers;
    expect(onlyA.edges.map((e: { node: Row }) => e.node.id)).toEqual([retailer.best]);
  });

  it('applies the engine class to one retailer, then to every one that differs', async () => {
    const one = (await admin.gql(APPLY, { i: { company, retailers: [retailer.best] } })).retailerEngineApply;
    expect(one.userErrors).toEqual([]);
    expect(one.retailers).toEqual([{ id: retailer.best, retailerClass: 'A' }]);
    expect(one.retailerEngine.changedCount).toBe(2);
    const changed = (await admin.gql(LIST, { c: company, changed: true })).retailerEngineRetailers;
    expect(changed.edges.map((e: { node: Row }) => e.node.id).sort()).toEqual([retailer.mid, retailer.idle].sort());

    const all = (await admin.gql(APPLY, { i: { company } })).retailerEngineApply;
    expect(all.userErrors).toEqual([]);
    expect(all.retailers.map((r: Row) => [r.id, r.retailerClass]).sort()).toEqual(
      [
        [retailer.mid, 'B'],
        [retailer.idle, 'E'],
      ].sort(),
    );
    expect(all.retailerEngine.changedCount).toBe(0);
  });

  it('exports the brand as CSV', async () => {
    const res = await fetch(`${admin.url}/files/retailer-engine.csv?company=${company}`, {
      headers: { cookie: admin.cookie! },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.split('\n')[0]).toContain('Engine class');
    expect(text).toContain(`${sku} x 2 by ${istToday()}`);
  });

  it("shows the salesman their retailers' suggested orders", async () => {
    const salesman = await signedInDriver(salesmanPhone);
    const mine: Row[] = (await salesman.gql(MY_RETAILERS)).viewer.fieldPerson.retailers.edges.map(
      (e: { node: Row }) => e.node,
    );
    expect(mine.find((r) => r.id === retailer.best)?.engineScore?.suggestions).toEqual([
      { sku, quantity: 2, dueDate: istToday(), timesOrdered: 3 },
    ]);
  });

  it("refuses another company's retailers and keeps sellers out", async () => {
    const other = await oneWarehouseSeller(`Other Brand ${unique()}`);
    const otherCompany = (await other.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const otherSalesman = await salesmanOf(admin, otherCompany);
    const stranger = (await retailerOf(admin, otherCompany, otherSalesman)).id;
    const refused = await admin.raw(APPLY, { i: { company, retailers: [stranger] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const asSeller = await seller.raw(RECOMPUTE, { i: { company } });
    expect(asSeller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await seller.raw(LIST, { c: company });
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
