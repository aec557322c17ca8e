import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  attachWarehouse,
  completeInvoicing,
  signUpOperator,
  signedIn,
  uniquePhone,
  verifiedSeller,
  type Session,
} from '../support/client.js';
import { placeOrderFor } from '../support/ndr.js';
import { pdfText } from '../support/pdfText.js';
import { stockedProduct } from '../support/stock.js';

/**
 * What a warehouse operator may know of a seller it stocks: who the seller is (its name beside
 * each order and row) and the labels and invoices it prints, which the server fills in. The
 * seller's GSTIN, PAN, legal name, addresses and settings stay the seller's and the staff's.
 */
const COMPANY = `query($id: ID!) { node(id: $id) { ... on Company { id name invoicing { legalName gstin pan addressLine1 addressLine2 city state pincode invoicePrefix } trackingPage { headerFontColor } owner { id } } } }`;
const WAREHOUSE = 'WH-DEL-001';
const INVOICING = {
  legalName: 'Kaveri Looms Private Limited',
  gstin: '29AABCT1332L1ZA',
  pan: 'AABCT1332L',
  addressLine1: '8 Residency Road',
  addressLine2: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};

let admin: Session;
let seller: Session;
let operator: Session;
let company: string;

/** Attaches the warehouse to a company, as an admin does. */
async function attach(session: Session, warehouseType: string) {
  const id = (await session.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  await attachWarehouse(admin, id, WAREHOUSE, warehouseType);
  return id as string;
}

beforeAll(async () => {
  [admin, seller, operator] = await Promise.all([
    signedIn('admin@demo.in'),
    verifiedSeller('Kaveri Looms'),
    signUpOperator(uniquePhone()),
  ]);
  await completeInvoicing(seller, INVOICING);
  company = await attach(seller, 'CENTRAL');
  await attach(operator, 'PSEUDO');
  await vi.waitFor(
    async () => {
      const { viewer } = await operator.gql(`{ viewer { sellers { id } } }`);
      if (!viewer.sellers.some((s: { id: string }) => s.id === company))
        throw new Error('The operator never came to stock the seller');
    },
    { timeout: 10_000, interval: 250 },
  );
});

describe("a seller's company, to a warehouse operator stocking it", () => {
  it('is its name only; its invoicing details, tracking page and owner are null', async () => {
    const { node } = await operator.gql(COMPANY, { id: company });
    expect(node).toEqual({ id: company, name: 'Kaveri Looms', invoicing: null, trackingPage: null, owner: null });
    // Settings of the seller's are refused rather than shown as defaults.
    for (const field of ['preferences { defaultPaymentMode }', 'invoicingComplete', 'allowUnlistedSkus']) {
      const res = await operator.raw(`query($id: ID!) { node(id: $id) { ... on Company { name ${field} } } }`, {
        id: company,
      });
      expect(
        res.errors?.map((e) => e.extensions?.code),
        field,
      ).toEqual(['FORBIDDEN']);
      expect(JSON.stringify(res.data), field).not.toContain(INVOICING.gstin);
    }
  });

  it('keeps every detail for the seller itself and for admins', async () => {
    for (const reader of [seller, admin]) {
      const { node } = await reader.gql(COMPANY, { id: company });
      expect(node.invoicing).toEqual({ ...INVOICING, invoicePrefix: null });
      expect(node.owner).not.toBeNull();
      expect(node.trackingPage).not.toBeNull();
    }
  });

  it("still prints the seller's invoice, with the seller's GSTIN and legal name", async () => {
    const { sku } = await stockedProduct(admin, seller, 5);
    const order = await placeOrderFor(seller, uniquePhone(), undefined, sku);
    const { node } = await operator.gql(`query($id: ID!) { node(id: $id) { ... on Order { invoiceUrl } } }`, {
      id: order.id,
    });
    const res = await fetch(operator.url + node.invoiceUrl, { headers: { cookie: operator.cookie! } });
    expect(res.status).toBe(200);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain(INVOICING.gstin);
    expect(text).toContain(INVOICING.legalName);
  });
});
