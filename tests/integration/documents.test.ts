import { beforeAll, describe, expect, it } from 'vitest';
import { oneWarehouseSeller, verifiedSeller, type Session } from '../support/client.js';
import { deliveredOrders } from '../support/stock.js';

const SHIPPED = `{ orders(first: 3, status: ["DELIVERED"], createdAt: { preset: LAST_1_YEAR }) { edges { node { id shopOrderId awb canPrintLabel shippingLabelUrl invoiceUrl } } } }`;
const LABELS = `mutation($ids: [ID!]!) { ordersLabelsDownload(input: { ids: $ids }) { url expiresAt userErrors { field message code } } }`;
const INVOICES = `mutation($ids: [ID!]!) { ordersInvoicesDownload(input: { ids: $ids }) { url expiresAt userErrors { field message code } } }`;

const get = (s: Session, path: string) => fetch(s.url + path, { headers: s.cookie ? { cookie: s.cookie } : {} });

/** Files in a zip: one local header (PK\x03\x04) each. */
const zipEntries = (buf: Buffer) => buf.toString('latin1').split('PK\x03\x04').length - 1;

/** A company of this file's own with three delivered orders: printing a document changes no order. */
let seller: Session;

beforeAll(async () => {
  seller = await oneWarehouseSeller('Malabar Pepper Co');
  await deliveredOrders(seller, 3);
});

describe('order documents', () => {
  it('zips three labels and three invoices behind short-lived links', async () => {
    const orders = (await seller.gql(SHIPPED)).orders.edges.map(
      (e: { node: { id: string; shopOrderId: string } }) => e.node,
    );
    expect(orders).toHaveLength(3);
    for (const [mutation, field, kind] of [
      [LABELS, 'ordersLabelsDownload', 'label'],
      [INVOICES, 'ordersInvoicesDownload', 'invoice'],
    ] as const) {
      const link = (await seller.gql(mutation, { ids: orders.map((o: { id: string }) => o.id) }))[field];
      expect(link.userErrors).toEqual([]);
      expect(link.url).toMatch(/^\/files\/downloads\/[\w-]+$/);
      expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      const res = await get(seller, link.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`attachment; filename="${kind}s-\\d{4}-\\d{2}-\\d{2}\\.zip"`),
      );
      const zip = Buffer.from(await res.arrayBuffer());
      expect(zipEntries(zip)).toBe(3);
      for (const o of orders) expect(zip.includes(Buffer.from(`${kind}-${o.shopOrderId}.pdf`))).toBe(true);

      // The link is the seller's alone.
      const other = await verifiedSeller('Documents Rival Co');
      expect((await get(other, link.url)).status).toBe(404);
    }
  });

  it("serves a shipped order's label as a PDF and refuses it to another company", async () => {
    const order = (await seller.gql(SHIPPED)).orders.edges[0].node;
    expect(order.canPrintLabel).toBe(true);
    expect(order.shippingLabelUrl).toMatch(/^\/files\/orders\/[0-9a-f-]{36}\/label\.pdf$/);
    const res = await get(seller, order.shippingLabelUrl);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const invoice = await get(seller, order.invoiceUrl);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');

    const other = await verifiedSeller('Documents Rival Co');
    expect((await get(other, order.shippingLabelUrl)).status).toBe(404);
    const theirs = await other.raw(LABELS, { ids: [order.id] });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('asks for at least one order', async () => {
    const seller = await verifiedSeller('Documents Tea Co');
    const none = await seller.gql(LABELS, { ids: [] });
    expect(none.ordersLabelsDownload).toEqual({
      url: null,
      expiresAt: null,
      userErrors: [{ field: 'ids', message: 'Select at least one order', code: 'INVALID' }],
    });
  });
});
