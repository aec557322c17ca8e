import { MSG, fill, formatPaise } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { Session, oneWarehouseSeller, signedIn, uniquePhone, verifiedSeller } from '../support/client.js';
import { STATUS_UPDATE } from '../support/ndr.js';
import { PIXEL_PNG } from '../support/files.js';
import { pdfText } from '../support/pdfText.js';
import { stockedProduct } from '../support/stock.js';

const unique = () => Math.random().toString(36).slice(2, 8);

const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id name } } userErrors { field message } } }`;
const RETAILER = `mutation($i: RetailerCreateInput!) { retailerCreate(input: $i) {
  retailerEdge { node { id name } } userErrors { field message } } }`;
const ORDER_FIELDS = `id shopOrderId invoiceUrl status { code } d2r d2rApproved d2rPriceEdited totalAmount d2rPaymentMode d2rBillLocation
  d2rRetailer { id name } d2rSalesman { id name } customer { name phone }
  items { sku quantity unitPrice } trail { description }`;
const CREATE = `mutation($i: D2rOrderCreateInput!) { d2rOrderCreate(input: $i) {
  orderEdge { node { ${ORDER_FIELDS} } } userErrors { field message code } } }`;
const APPROVE = `mutation($i: D2rOrderApproveInput!) { d2rOrderApprove(input: $i) {
  order { ${ORDER_FIELDS} } userErrors { field message code } } }`;

const INVOICE_FIELDS = `id invoiceId shopOrderId retailerName finalPrice amountPaid credited outstanding status isClosed
  dueDate billedFrom paymentMode salesman { id name } retailer { id } order { id d2rApproved }
  collections { amount method reference proofUrl salesman { id } }`;
const INVOICES = `query($c: ID, $by: D2rInvoiceSearchField, $s: String, $st: D2rInvoiceStatusFilter) {
  d2rInvoices(first: 50, company: $c, searchBy: $by, search: $s, status: $st) { totalCount edges { node { ${INVOICE_FIELDS} } } } }`;
const HANDOVER = `mutation($i: D2rInvoiceHandoverInput!) { d2rInvoiceHandover(input: $i) {
  invoice { id salesman { id } } userErrors { field message } } }`;
const COLLECT = `mutation($i: D2rCollectionCreateInput!) { d2rCollectionCreate(input: $i) {
  invoice { ${INVOICE_FIELDS} } collection { amount } userErrors { field message code } } }`;
const AGEING = `query($c: ID!, $by: D2rAgeingGroup) { d2rAgeing(company: $c, by: $by) {
  rows { key name invoices days0to30 total } totals { invoices total } } }`;
const UPLOAD = `mutation($i: UploadCreateInput!) { uploadCreate(input: $i) { uploadUrl storedUrl userErrors { message } } }`;

/** A photo of a payment, uploaded as the D2R collection proof. */
async function proofOf(s: Session): Promise<string> {
  const link = (
    await s.gql(UPLOAD, {
      i: { key: 'D2R_PAYMENT_COLLECTION_PROOF', fileName: 'upi-receipt.png', fileType: 'image/png' },
    })
  ).uploadCreate;
  expect(link.userErrors).toEqual([]);
  const put = await fetch(s.url + link.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/png', 'if-none-match': '*' },
    body: PIXEL_PNG,
  });
  expect(put.status).toBe(200);
  return link.storedUrl as string;
}

describe('D2R orders', () => {
  let admin: Session;
  let seller: Session;
  let company: string;
  let product: Awaited<ReturnType<typeof stockedProduct>>;
  let salesman: string;
  let retailer: string;
  let retailerName: string;

  beforeAll(async () => {
    admin = await signedIn('admin@demo.in');
    seller = await oneWarehouseSeller(`Paper Boat Retail ${unique()}`);
    company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    product = await stockedProduct(admin, seller, 20);
    salesman = (
      await admin.gql(PERSON, {
        i: { company, role: 'SALESMAN', firstName: 'Manoj', lastName: 'Tiwari', phone: uniquePhone() },
      })
    ).fieldPersonCreate.fieldPersonEdge.node.id;
    retailerName = `Bansal Kirana ${unique()}`;
    const made = (
      await admin.gql(RETAILER, {
        i: {
          company,
          firstName: retailerName,
          addressLine1: 'B-14 Lajpat Nagar II',
          addressLine2: 'Main Market',
          pincode: '110024',
          phone: uniquePhone(),
          storeType: 'GT',
          retailCluster: 'SOUTH_DELHI',
          retailerClass: 'C',
          salesman,
          // ₹50: five units at ₹10 fit, six do not.
          creditLimit: 50_00,
          paymentTermsDays: 15,
        },
      })
    ).retailerCreate;
    expect(made.userErrors).toEqual([]);
    retailer = made.retailerEdge.node.id;
  }, 60_000);

  const input = (over: Record<string, unknown> = {}) => ({
    company,
    retailer,
    salesman,
    warehouse: product.warehouse,
    paymentMode: 'CREDIT',
    lines: [{ sku: product.sku, quantity: 3 }],
    ...over,
  });

  it("refuses an order without a salesman or with a SKU the catalogue does not list, in the form's words", async () => {
    const noSalesman = (await admin.gql(CREATE, { i: input({ salesman: null }) })).d2rOrderCreate;
    expect(noSalesman.userErrors[0]).toMatchObject({ field: 'salesman', message: MSG.selectSalesmanForOrder });
    const unknown = (await admin.gql(CREATE, { i: input({ lines: [{ sku: 'NOPE-1', quantity: 1 }] }) })).d2rOrderCreate;
    expect(unknown.userErrors[0]).toMatchObject({
      field: 'lines.0.sku',
      message: fill(MSG.d2rSkuUnpriced, { sku: 'NOPE-1' }),
    });
  });

  it('takes an order for the retailer at the store price, blocks stock only on approval, with prices edited on the trail', async () => {
    const key = `d2r-${unique()}`;
    const first = (await admin.gql(CREATE, { i: { ...input(), billLocation: 'Lajpat Nagar', idempotencyKey: key } }))
      .d2rOrderCreate;
    expect(first.userErrors).toEqual([]);
    const again = (await admin.gql(CREATE, { i: { ...input(), billLocation: 'Lajpat Nagar', idempotencyKey: key } }))
      .d2rOrderCreate;
    expect(again.orderEdge.node.id).toBe(first.orderEdge.node.id);
    const order = first.orderEdge.node;
    expect(order).toMatchObject({
      status: { code: 'PLACED' },
      d2r: true,
      d2rApproved: false,
      d2rPaymentMode: 'CREDIT',
      d2rBillLocation: 'Lajpat Nagar',
      d2rRetailer: { id: retailer, name: retailerName },
      d2rSalesman: { id: salesman, name: 'Manoj Tiwari' },
      customer: { name: retailerName },
      items: [{ sku: product.sku, quantity: 3, unitPrice: 1_000 }],
      totalAmount: 3_000,
    });
    expect(await product.stock()).toMatchObject({ blockedStock: 0, availableStock: 20 });

    // Not approved, it cannot ship.
    const early = (await admin.gql(STATUS_UPDATE, { i: { id: order.id, status: 'SHIPPED' } })).orderStatusUpdate;
    expect(early.userErrors[0]?.message).toBe(MSG.d2rApproveFirst);

    const approved = (
      await admin.gql(APPROVE, { i: { order: order.id, prices: [{ sku: product.sku, unitPrice: 950 }] } })
    ).d2rOrderApprove;
    expect(approved.userErrors).toEqual([]);
    expect(approved.order).toMatchObject({
      d2rApproved: true,
      d2rPriceEdited: true,
      totalAmount: 2_850,
      items: [{ unitPrice: 950 }],
    });
    const trail = approved.order.trail.map((t: { description: string }) => t.description);
    expect(
      trail.some(
        (d: string) =>
          d.startsWith(`${product.sku} price edited by `) &&
          d.endsWith(`: ${formatPaise(1_000)} to ${formatPaise(950)}`),
      ),
      trail.join(' | '),
    ).toBe(true);
    expect(await product.stock()).toMatchObject({ blockedStock: 3, availableStock: 17 });
    const twice = (await admin.gql(APPROVE, { i: { order: order.id } })).d2rOrderApprove;
    expect(twice.userErrors[0]?.message).toBe(MSG.d2rOrderApprovedAlready);
  });

  it('refuses an order over the credit limit unless an admin overrides it; parallel approvals block its stock once', async () => {
    const big = (await admin.gql(CREATE, { i: input({ lines: [{ sku: product.sku, quantity: 6 }] }) })).d2rOrderCreate
      .orderEdge.node;
    const refused = (await admin.gql(APPROVE, { i: { order: big.id } })).d2rOrderApprove;
    expect(refused.userErrors[0]).toMatchObject({ field: 'overrideCreditLimit', code: 'CREDIT_LIMIT' });
    expect(refused.userErrors[0].message).toContain(formatPaise(50_00));
    const [a, b] = await Promise.all(
      [1, 2].map(
        async () => (await admin.gql(APPROVE, { i: { order: big.id, overrideCreditLimit: true } })).d2rOrderApprove,
      ),
    );
    expect([a.userErrors.length, b.userErrors.length].sort()).toEqual([0, 1]);
    // The first order's 3 and this one's 6, once.
    expect(await product.stock()).toMatchObject({ blockedStock: 9, availableStock: 11 });
  });

  it('raises the invoice when the order ships; hands it over, collects in parts, and closes it when paid', async () => {
    const order = (await admin.gql(CREATE, { i: input({ lines: [{ sku: product.sku, quantity: 2 }] }) })).d2rOrderCreate
      .orderEdge.node;
    // The orders approved above and not shipped count against the ₹50 limit already.
    const refused = (await admin.gql(APPROVE, { i: { order: order.id } })).d2rOrderApprove;
    expect(refused.userErrors[0]?.code).toBe('CREDIT_LIMIT');
    const approved = (await admin.gql(APPROVE, { i: { order: order.id, overrideCreditLimit: true } })).d2rOrderApprove;
    expect(approved.userErrors).toEqual([]);
    const shipped = (await admin.gql(STATUS_UPDATE, { i: { id: order.id, status: 'SHIPPED' } })).orderStatusUpdate;
    expect(shipped.userErrors).toEqual([]);
    // Raised through OMS's outbox: it arrives a moment after the order ships.
    const find = async () =>
      (await admin.gql(INVOICES, { c: company, by: 'INVOICE_ID', s: '' })).d2rInvoices.edges
        .map((e: { node: { shopOrderId: string } }) => e.node)
        .find((n: { shopOrderId: string }) => n.shopOrderId === order.shopOrderId);
    await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
    const invoice = await find();
    expect(invoice).toMatchObject({
      retailerName,
      finalPrice: 2_000,
      amountPaid: 0,
      outstanding: 2_000,
      status: 'PENDING',
      isClosed: false,
      billedFrom: 'H/Q',
      paymentMode: 'CREDIT',
      salesman: { id: salesman },
      retailer: { id: retailer },
      order: { id: order.id, d2rApproved: true },
    });

    // Handed over to another salesman of the brand; another brand's is refused.
    const other = (
      await admin.gql(PERSON, { i: { company, role: 'SALESMAN', firstName: 'Deepak', phone: uniquePhone() } })
    ).fieldPersonCreate.fieldPersonEdge.node.id;
    const handed = (await admin.gql(HANDOVER, { i: { invoice: invoice.id, salesman: other } })).d2rInvoiceHandover;
    expect(handed).toMatchObject({ userErrors: [], invoice: { salesman: { id: other } } });

    // More than is owed is refused; part of it keeps the invoice Pending.
    const proofUrl = await proofOf(admin);
    const tooMuch = (await admin.gql(COLLECT, { i: { invoice: invoice.id, amount: 2_001, method: 'CASH', proofUrl } }))
      .d2rCollectionCreate;
    expect(tooMuch.userErrors[0]).toMatchObject({
      field: 'amount',
      message: fill(MSG.d2rCollectionTooMuch, { outstanding: formatPaise(2_000) }),
    });
    const key = `pay-${unique()}`;
    const part = {
      invoice: invoice.id,
      amount: 1_200,
      method: 'UPI',
      reference: 'UPI 4521',
      proofUrl,
      salesman: other,
    };
    const paid = (await admin.gql(COLLECT, { i: { ...part, idempotencyKey: key } })).d2rCollectionCreate;
    const repeat = (await admin.gql(COLLECT, { i: { ...part, idempotencyKey: key } })).d2rCollectionCreate;
    expect(paid.userErrors).toEqual([]);
    expect(repeat.invoice.amountPaid).toBe(1_200);
    expect(paid.invoice).toMatchObject({
      amountPaid: 1_200,
      outstanding: 800,
      status: 'PENDING',
      isClosed: false,
    });

    // Owed by age, per retailer and per salesman, agreeing with the invoice.
    const byRetailer = (await admin.gql(AGEING, { c: company, by: 'RETAILER' })).d2rAgeing;
    expect(byRetailer.rows.find((r: { key: string }) => r.key === retailer)).toMatchObject({ days0to30: 800 });
    const bySalesman = (await admin.gql(AGEING, { c: company, by: 'SALESMAN' })).d2rAgeing;
    expect(bySalesman.rows.find((r: { key: string }) => r.key === other)).toMatchObject({ invoices: 1, total: 800 });

    // Two collections of the rest at once: one is taken, the other refused; paid in full, it closes.
    const rest = { invoice: invoice.id, amount: 800, method: 'CASH', proofUrl };
    const both = await Promise.all([1, 2].map(async () => (await admin.gql(COLLECT, { i: rest })).d2rCollectionCreate));
    expect(both.map((r) => r.userErrors.length).sort()).toEqual([0, 1]);
    const closed = (await admin.gql(INVOICES, { c: company, st: 'CLOSED' })).d2rInvoices.edges.map(
      (e: { node: { id: string } }) => e.node,
    );
    expect(closed.find((n: { id: string }) => n.id === invoice.id)).toMatchObject({
      amountPaid: 2_000,
      outstanding: 0,
      status: 'PAID',
      isClosed: true,
      collections: [{ amount: 1_200, method: 'UPI', reference: 'UPI 4521', salesman: { id: other } }, { amount: 800 }],
    });
    // A second invoice, and the page's collections in one call to the invoices service, however many invoices it lists.
    const second = (await admin.gql(CREATE, { i: input({ lines: [{ sku: product.sku, quantity: 1 }] }) }))
      .d2rOrderCreate.orderEdge.node;
    expect(
      (await admin.gql(APPROVE, { i: { order: second.id, overrideCreditLimit: true } })).d2rOrderApprove.userErrors,
    ).toEqual([]);
    expect(
      (await admin.gql(STATUS_UPDATE, { i: { id: second.id, status: 'SHIPPED' } })).orderStatusUpdate.userErrors,
    ).toEqual([]);
    const page = (collections: string) =>
      `query($c: ID) { d2rInvoices(first: 50, company: $c) { edges { node { id ${collections} } } } }`;
    await expect
      .poll(async () => (await admin.gql(page(''), { c: company })).d2rInvoices.edges.length, { timeout: 20_000 })
      .toBe(2);
    const without = admin.upstreamRequests!;
    const listed = (await admin.gql(page('collections { amount }'), { c: company })).d2rInvoices.edges;
    expect(listed.map((e: { node: { collections: unknown[] } }) => e.node.collections.length).sort()).toEqual([0, 2]);
    expect(admin.upstreamRequests).toBe(without + 1);
    const after = (await admin.gql(COLLECT, { i: { ...rest, amount: 1 } })).d2rCollectionCreate;
    expect(after.userErrors[0]?.message).toBe(MSG.d2rInvoiceClosed);

    // The brand's own seller sees its invoice; another brand's neither lists nor opens it.
    const own = (await seller.gql(INVOICES, {})).d2rInvoices.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(own).toContain(invoice.id);
    const stranger = await verifiedSeller(`Other Brand ${unique()}`);
    const theirs = await stranger.raw(INVOICES, { c: company });
    expect(theirs.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    const opened = await stranger.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: invoice.id });
    expect(opened.data?.node ?? null).toBeNull();
    const collect = await stranger.raw(COLLECT, { i: { ...rest, amount: 1 } });
    expect(
      collect.errors?.[0]?.extensions?.code ?? collect.data?.d2rCollectionCreate?.userErrors?.[0]?.code,
    ).toBeTruthy();
    expect(collect.data?.d2rCollectionCreate?.collection ?? null).toBeNull();
  }, 60_000);

  it("taxes a retailer in the brand's own state with CGST and SGST, and one across states with IGST and its GSTIN", async () => {
    const pdf = async (path: string) => {
      const res = await fetch(admin.url + path, { headers: { cookie: admin.cookie! } });
      expect(res.status).toBe(200);
      return pdfText(await res.arrayBuffer());
    };
    const haryana = (
      await admin.gql(RETAILER, {
        i: {
          company,
          firstName: `Yadav Traders ${unique()}`,
          addressLine1: 'SCO 21, Sector 14',
          addressLine2: 'Near Huda Market',
          pincode: '122001',
          phone: uniquePhone(),
          gstin: '06AAPFU0939F1ZZ',
          storeType: 'GT',
          retailCluster: 'GURGAON',
          retailerClass: 'A',
          creditLimit: 1_000_000_00,
          paymentTermsDays: 30,
        },
      })
    ).retailerCreate.retailerEdge.node.id;
    const [inDelhi, inHaryana] = await Promise.all(
      [retailer, haryana].map(
        async (r) =>
          (await admin.gql(CREATE, { i: input({ retailer: r, lines: [{ sku: product.sku, quantity: 1 }] }) }))
            .d2rOrderCreate.orderEdge.node,
      ),
    );
    // The brand invoices from Delhi (its GSTIN's state).
    const local = await pdf(inDelhi.invoiceUrl);
    expect(local).toContain('Place of supply: Delhi (07)');
    expect(local).toContain('CGST');
    expect(local).not.toContain('IGST');
    const across = await pdf(inHaryana.invoiceUrl);
    expect(across).toContain('Place of supply: Haryana (06)');
    expect(across).toContain('GSTIN: 06AAPFU0939F1ZZ');
    expect(across).toContain('IGST');
    expect(across).not.toContain('CGST');
  });
});
