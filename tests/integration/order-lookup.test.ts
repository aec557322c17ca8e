import { beforeAll, describe, expect, it } from 'vitest';
import {
  Session,
  oneWarehouseSeller,
  signUpOperator,
  signedIn,
  uniquePhone,
  verifiedSeller,
} from '../support/client.js';
import { placeOrderFor } from '../support/ndr.js';
import { listedSku } from '../support/stock.js';

// A company of its own places the order looked up; every search asks for a range that leaves it
// out (days long past), as a range of the last 30 days leaves out an order older than that.
const LIST = `query($s: OrderSearch, $d: DateRange) { orders(first: 100, search: $s, createdAt: $d) { totalCount edges { node { id shopOrderId awb invoiceId createdAt customer { phone } } } } }`;
const BY_NUMBER = `query($n: String!) { order(number: $n) { id shopOrderId } }`;
const BY_AWB = `query($a: String!) { orderByAwb(awb: $a) { id awb } }`;

interface Listed {
  id: string;
  shopOrderId: string;
  awb: string | null;
  invoiceId: string | null;
  createdAt: string;
  customer: { phone: string };
}

let seller: Session;
let other: Session;
let admin: Session;
let old: Listed;

/** A range ending before the order was placed: past the list's default 30 days by a margin. */
const PAST = { from: '2000-01-01T00:00:00.000Z', to: new Date(Date.now() - 45 * 86_400_000).toISOString() };

beforeAll(async () => {
  [seller, other, admin] = await Promise.all([
    oneWarehouseSeller('Lookup Tea Estates'),
    verifiedSeller('Lookup Outsiders'),
    signedIn('admin@demo.in'),
  ]);
  const sku = await listedSku(seller, `LKP-${Math.random().toString(36).slice(2, 8).toUpperCase()}`);
  const placed = await placeOrderFor(seller, uniquePhone(), undefined, sku);
  // With an AWB and an invoice to search by.
  old = (await seller.gql(LIST, { s: { by: 'ORDER_ID', value: placed.shopOrderId } })).orders.edges
    .map((e: { node: Listed }) => e.node)
    .find((o: Listed) => o.id === placed.id && o.awb && o.invoiceId);
  expect(old).toBeDefined();
  // The ranges asked below leave it out.
  expect((await seller.gql(LIST, { d: PAST })).orders.edges.map((e: { node: Listed }) => e.node.id)).not.toContain(
    old.id,
  );
});

describe('finding an old order by what identifies it', () => {
  it('a search by order ID, AWB, invoice ID or phone looks across all dates, whatever range is asked', async () => {
    for (const [by, value] of [
      ['ORDER_ID', old.shopOrderId],
      ['ORDER_ID', old.shopOrderId.toLowerCase()],
      ['AWB', old.awb!],
      ['INVOICE_ID', old.invoiceId!],
      ['CUSTOMER_PHONE', old.customer.phone],
    ] as const) {
      for (const range of [undefined, PAST]) {
        const found = (await seller.gql(LIST, { s: { by, value }, d: range })).orders;
        expect(
          found.edges.map((e: { node: Listed }) => e.node.id),
          `${by} ${JSON.stringify(range)}`,
        ).toContain(old.id);
      }
    }
    // Any other search keeps the range: a name search within the last 30 days leaves it out.
    const byName = (await seller.gql(LIST, { s: { by: 'SHOP_TYPE', value: 'manual' } })).orders;
    for (const e of byName.edges)
      expect(new Date(e.node.createdAt).getTime()).toBeGreaterThan(Date.now() - 31 * 86_400_000);
    const pastByName = (await seller.gql(LIST, { s: { by: 'SHOP_TYPE', value: 'manual' }, d: PAST })).orders;
    expect(pastByName.edges.map((e: { node: Listed }) => e.node.id)).not.toContain(old.id);
  });

  it('order(number:) and orderByAwb(awb:) find it for its seller and admins, and nothing for others', async () => {
    expect((await seller.gql(BY_NUMBER, { n: old.shopOrderId })).order).toEqual({
      id: old.id,
      shopOrderId: old.shopOrderId,
    });
    expect((await seller.gql(BY_NUMBER, { n: ` ${old.shopOrderId.toLowerCase()} ` })).order?.id).toBe(old.id);
    expect((await seller.gql(BY_AWB, { a: old.awb!.toLowerCase() })).orderByAwb).toEqual({ id: old.id, awb: old.awb });
    expect((await admin.gql(BY_NUMBER, { n: old.shopOrderId })).order?.id).toBeDefined();
    expect((await admin.gql(BY_AWB, { a: old.awb! })).orderByAwb?.id).toBe(old.id);
    // Another seller, and an operator of no warehouse, find nothing of it.
    const operator = await signUpOperator();
    for (const viewer of [other, operator]) {
      expect((await viewer.gql(BY_AWB, { a: old.awb! })).orderByAwb).toBeNull();
      const theirs = (await viewer.gql(BY_NUMBER, { n: old.shopOrderId })).order;
      expect(theirs === null || theirs.id !== old.id).toBe(true);
    }
    // Only a whole number matches, and a blank or overlong one finds nothing.
    expect((await seller.gql(BY_NUMBER, { n: old.shopOrderId.slice(0, -1) })).order?.id).not.toBe(old.id);
    expect((await seller.gql(BY_NUMBER, { n: '  ' })).order).toBeNull();
    expect((await seller.gql(BY_AWB, { a: 'X'.repeat(5000) })).orderByAwb).toBeNull();
    // Signed out, it is refused.
    const anonymous = await new Session().raw(BY_NUMBER, { n: old.shopOrderId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
