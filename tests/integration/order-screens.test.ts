import { beforeAll, describe, expect, it } from 'vitest';
import { Session, signedIn } from '../support/client.js';

const ORDERS = `query($first: Int, $search: OrderSearch, $status: [String!]) {
  orders(first: $first, search: $search, status: $status, createdAt: { preset: LAST_1_YEAR }) {
    totalCount edges { node { id shopOrderId awb deliveryAwb reverseAwb invoiceId status { code } customer { phone } items { sku } } }
  }
}`;

type Found = {
  totalCount: number;
  edges: {
    node: {
      id: string;
      shopOrderId: string;
      awb: string | null;
      deliveryAwb: string | null;
      reverseAwb: string | null;
      invoiceId: string | null;
      status: { code: string };
      customer: { phone: string };
      items: { sku: string }[];
    };
  }[];
};

let seller: Session;

beforeAll(async () => {
  seller = await signedIn('seller@demo.in');
});

const search = async (by: string, value: string, first = 100): Promise<Found> =>
  (await seller.gql(ORDERS, { first, search: { by, value } })).orders;

describe('searching orders', () => {
  it('finds order IDs, AWBs and phones by any case and by their start', async () => {
    const exact = await search('ORDER_ID', 'cpn-100846');
    expect(exact.edges.map((e) => e.node.shopOrderId)).toEqual(['CPN-100846']);
    const prefix = await search('ORDER_ID', 'CPN-1008');
    expect(prefix.totalCount).toBe(100);
    expect(prefix.edges.every((e) => e.node.shopOrderId.startsWith('CPN-1008'))).toBe(true);

    const order = exact.edges[0]!.node;
    const byAwb = await search('AWB', order.awb!.slice(0, 8).toLowerCase());
    expect(byAwb.edges.map((e) => e.node.id)).toContain(order.id);
    expect(byAwb.edges.every((e) => e.node.awb!.startsWith(order.awb!.slice(0, 8)))).toBe(true);

    const byPhone = await search('CUSTOMER_PHONE', `+91${order.customer.phone.slice(0, 6)}`);
    expect(byPhone.edges.map((e) => e.node.id)).toContain(order.id);
    expect(byPhone.edges.every((e) => e.node.customer.phone.startsWith(order.customer.phone.slice(0, 6)))).toBe(true);
  });

  it('finds SKUs by any case, exactly', async () => {
    const found = await search('SKU', 'chai-msl-250');
    expect(found.totalCount).toBeGreaterThan(0);
    for (const e of found.edges) expect(e.node.items.map((i) => i.sku)).toContain('CHAI-MSL-250');
    expect((await search('SKU', 'chai-msl')).totalCount).toBe(0);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await search('ORDER_ID', '%')).totalCount).toBe(0);
    expect((await search('ORDER_ID', 'CPN_1008')).totalCount).toBe(0);
    expect((await search('AWB', '_')).totalCount).toBe(0);
    expect((await search('CUSTOMER_PHONE', '9%')).totalCount).toBe(0);
  });
});
