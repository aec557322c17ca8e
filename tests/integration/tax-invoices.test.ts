import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, gstinCheckChar } from '@parcelo/common';
import {
  attachWarehouse,
  completeInvoicing,
  signedIn,
  uniqueEmail,
  verifiedSeller,
  type Session,
} from '../support/client.js';
import { pdfText } from '../support/pdfText.js';
import { stockOwnWsin } from '../support/stock.js';

const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) {
  orderEdge { node { id shopOrderId invoiceId invoiceUrl creditNoteUrl buyerGstin invoicedAt b2b totalAmount } }
  userErrors { field message code } } }`;
const CANCEL = `mutation($id: ID!) { orderCancel(input: { id: $id }) { order { id creditNoteUrl status { code } } userErrors { message } } }`;
const WAREHOUSES = `{ warehouses(first: 10) { edges { node { id } } } }`;

/** A buyer's GSTIN with a right check character: a Karnataka business. */
const BUYER_GSTIN = `29AABCC1234D1Z${gstinCheckChar('29AABCC1234D1Z')}`;

const get = (s: Session, path: string) => fetch(s.url + path, { headers: s.cookie ? { cookie: s.cookie } : {} });
async function pdfOf(s: Session, path: string) {
  const res = await get(s, path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfText(await res.arrayBuffer());
}

let chai: Session;
let threads: Session;
const order = (warehouse: string, state: { city: string; state: string; pincode: string }, items: object[]) => ({
  warehouse,
  paymentMode: 'PREPAID',
  customerEmail: uniqueEmail('buyer'),
  customerPhone: '9876501234',
  shippingAddress: {
    firstName: 'Kavya',
    lastName: 'Iyer',
    addressLine1: '4 Hill Road',
    addressLine2: 'Bandra West',
    ...state,
  },
  items,
  weight: 1,
  dimensions: { length: 30, breadth: 20, height: 10 },
});
const MUMBAI = { city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };

/**
 * A company of its own under a demo seller's name and invoicing details, at the demo seller's
 * warehouse, listing its products with their HSN codes and GST rates: the invoices read as the
 * demo seller's would, while no other test meets these orders.
 */
async function taxedSeller(
  name: string,
  invoicing: Parameters<typeof completeInvoicing>[1] & { gstin: string },
  warehouse: string,
  products: { sku: string; title: string; hsnCode: string; gstRate: number }[],
): Promise<Session> {
  const [seller, admin] = await Promise.all([verifiedSeller(name), signedIn('admin@demo.in')]);
  await completeInvoicing(seller, invoicing);
  const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  await attachWarehouse(admin, company, warehouse, 'MICRO', invoicing.gstin);
  for (const p of products) {
    const made = await seller.gql(
      `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { userErrors { message } } }`,
      {
        i: {
          productTitle: p.title,
          sku: p.sku,
          category: 'Misc',
          price: 10,
          weight: 100,
          hsnCode: p.hsnCode,
          gstRate: p.gstRate,
          basePrice: 5,
          margin: 10,
          createWsin: true,
        },
      },
    );
    expect(made.catalogueProductCreate.userErrors).toEqual([]);
    await stockOwnWsin(seller, p.sku);
  }
  return seller;
}

beforeAll(async () => {
  [chai, threads] = await Promise.all([
    taxedSeller(
      'Kettle Leaf Naturals',
      {
        legalName: 'Kettle Leaf Naturals Pvt Ltd',
        gstin: '07AABCC1234D1ZD',
        pan: 'AABCC1234D',
        invoicePrefix: 'TXC',
      },
      'WH-DEL-001',
      [
        { sku: 'CHAI-MSL-250', title: 'Masala Chai 250g', hsnCode: '09024020', gstRate: 5 },
        { sku: 'CHAI-CTC-500', title: 'Assam CTC 500g', hsnCode: '09024020', gstRate: 5 },
      ],
    ),
    taxedSeller(
      'Loom Street Threads',
      {
        legalName: 'Loom Street Threads LLP',
        gstin: '27AAFFB5678K1ZZ',
        pan: 'AAFFB5678K',
        addressLine1: '22 Linking Road',
        addressLine2: 'Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        invoicePrefix: 'TXB',
      },
      'WH-BOM-001',
      [
        { sku: 'KRT-IND-M', title: 'Cotton Kurta Indigo M', hsnCode: '62114290', gstRate: 12 },
        { sku: 'BAG-JUT-01', title: 'Jute Tote Bag', hsnCode: '42022290', gstRate: 18 },
        { sku: 'DPT-BLK-01', title: 'Block Print Dupatta', hsnCode: '62149090', gstRate: 5 },
      ],
    ),
  ]);
});

describe('order tax invoices', () => {
  it('charges IGST from Delhi to Maharashtra and names both GSTINs (B2B)', async () => {
    const warehouse = (await chai.gql(WAREHOUSES)).warehouses.edges[0].node.id;
    const data = await chai.gql(CREATE, {
      i: {
        ...order(warehouse, MUMBAI, [
          { title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 2, unitPrice: 24_900 },
          { title: 'Assam CTC 500g', sku: 'chai-ctc-500', quantity: 1, unitPrice: 29_900 },
        ]),
        buyerGstin: BUYER_GSTIN.toLowerCase(),
      },
    });
    expect(data.orderCreate.userErrors).toEqual([]);
    const o = data.orderCreate.orderEdge.node;
    expect(o).toMatchObject({ buyerGstin: BUYER_GSTIN, b2b: true, creditNoteUrl: null });
    expect(o.invoiceId).toMatch(/^TXC\/\d{4}\/\d{5}$/);
    const text = await pdfOf(chai, o.invoiceUrl);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Invoice No: ${o.invoiceId}`);
    expect(text).toContain('Kettle Leaf Naturals Pvt Ltd');
    expect(text).toContain('GSTIN: 07AABCC1234D1ZD');
    expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
    expect(text).toContain('State: Delhi (07)');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('09024020');
    // Tea at 5 %, tax inside the price: ₹498.00 → 474.29 + 23.71; ₹299.00 → 284.76 + 14.24.
    expect(text).toContain('474.29');
    expect(text).toContain('284.76');
    expect(text).toContain('Taxable value: Rs. 759.05');
    expect(text).toContain('IGST: Rs. 37.95');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Invoice total: Rs. 797.00');
    expect(text).toContain('Rupees Seven Hundred Ninety Seven Only');
  });

  it('splits CGST and SGST within Maharashtra, each line at its own rate, to the paisa', async () => {
    const warehouse = (await threads.gql(WAREHOUSES)).warehouses.edges[0].node.id;
    const data = await threads.gql(CREATE, {
      i: order(warehouse, MUMBAI, [
        { title: 'Cotton Kurta Indigo M', sku: 'KRT-IND-M', quantity: 1, unitPrice: 129_900 },
        { title: 'Jute Tote Bag', sku: 'BAG-JUT-01', quantity: 2, unitPrice: 44_900 },
        { title: 'Block Print Dupatta', sku: 'DPT-BLK-01', quantity: 1, unitPrice: 69_950 },
      ]),
    });
    expect(data.orderCreate.userErrors).toEqual([]);
    const o = data.orderCreate.orderEdge.node;
    expect(o).toMatchObject({ buyerGstin: null, b2b: false, totalAmount: 289_650 });
    const text = await pdfOf(threads, o.invoiceUrl);
    expect(text).toContain('GSTIN: 27AAFFB5678K1ZZ');
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).not.toContain('IGST');
    for (const hsn of ['62114290', '42022290', '62149090']) expect(text).toContain(hsn);
    for (const rate of ['12%', '18%', '5%']) expect(text).toContain(rate);
    // Kurta 12 %: 1,159.82 + 69.59 × 2; bags 18 %: 761.02 + 68.49 × 2; dupatta 5 %: 666.20 + 16.65 × 2.
    expect(text).toContain('1,159.82');
    expect(text).toContain('761.02');
    expect(text).toContain('666.20');
    expect(text).toContain('Taxable value: Rs. 2,587.04');
    expect(text).toContain('CGST: Rs. 154.73');
    expect(text).toContain('SGST: Rs. 154.73');
    expect(text).toContain('Invoice total: Rs. 2,896.50');
    expect(text).toContain('Rupees Two Thousand Eight Hundred Ninety Six and Fifty Paise Only');

    // Cancelled, the invoice is reversed by a credit note naming it.
    const noteUrl = o.invoiceUrl.replace(/invoice\.pdf$/, 'credit-note.pdf');
    const none = await get(threads, noteUrl);
    expect(none.status).toBe(404);
    expect(await none.text()).toBe(MSG.creditNoteNone);
    const cancelled = (await threads.gql(CANCEL, { id: o.id })).orderCancel;
    expect(cancelled.userErrors).toEqual([]);
    expect(cancelled.order.creditNoteUrl).toBe(noteUrl);
    const note = await pdfOf(threads, cancelled.order.creditNoteUrl);
    expect(note).toContain('CREDIT NOTE');
    expect(note).toContain(`Credit note No: ${o.invoiceId}/CN`);
    expect(note).toContain(`Against invoice: ${o.invoiceId}`);
    expect(note).toContain('CGST: Rs. 154.73');
    expect(note).toContain('Credit total: Rs. 2,896.50');
    expect(note).toContain('Rupees Two Thousand Eight Hundred Ninety Six and Fifty Paise Only');

    // The list's "Credit note available" finds it, and "not available" no longer does.
    const FLAGGED = `query($v: String!) { orders(first: 300, search: { by: CREDIT_NOTE_AVAILABLE, value: $v }) {
      edges { node { id creditNoteUrl } } } }`;
    const flagged = async (v: string) =>
      (await threads.gql(FLAGGED, { v })).orders.edges.map((e: { node: { id: string } }) => e.node);
    expect(await flagged('1')).toContainEqual({ id: o.id, creditNoteUrl: noteUrl });
    expect((await flagged('0')).map((n: { id: string }) => n.id)).not.toContain(o.id);

    // Another company sees neither.
    expect((await get(chai, o.invoiceUrl)).status).toBe(404);
    expect((await get(chai, cancelled.order.creditNoteUrl)).status).toBe(404);
  });

  it.each([
    ['29AABCC1234D1Z0X', MSG.gstinInvalid],
    [`29AABCC1234D1Z${gstinCheckChar('29AABCC1234D1Z') === 'A' ? 'B' : 'A'}`, MSG.gstinChecksum],
  ])('refuses the buyer GSTIN %s', async (gstin, message) => {
    const warehouse = (await chai.gql(WAREHOUSES)).warehouses.edges[0].node.id;
    const data = await chai.gql(CREATE, {
      i: {
        ...order(warehouse, MUMBAI, [
          { title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1, unitPrice: 24_900 },
        ]),
        buyerGstin: gstin,
      },
    });
    expect(data.orderCreate.userErrors).toEqual([{ field: 'buyerGstin', message, code: 'INVALID' }]);
  });
});
