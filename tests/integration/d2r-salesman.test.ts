import { MSG, addDays, istToday } from '@parcelo/common';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Session, oneWarehouseSeller, signedIn, uniquePhone } from '../support/client.js';
import { collectionProof as proofOf } from '../support/d2r.js';
import { signedInDriver } from '../support/lightning.js';
import { STATUS_UPDATE } from '../support/ndr.js';
import { stockedProduct } from '../support/stock.js';

const unique = () => Math.random().toString(36).slice(2, 8);

const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id } } userErrors { field message } } }`;
const RETAILER = `mutation($i: RetailerCreateInput!) { retailerCreate(input: $i) {
  retailerEdge { node { id name } } userErrors { field message code } } }`;
const CREATE = `mutation($i: D2rOrderCreateInput!) { d2rOrderCreate(input: $i) {
  orderEdge { node { id shopOrderId } } userErrors { field message code } } }`;
const APPROVE = `mutation($i: D2rOrderApproveInput!) { d2rOrderApprove(input: $i) { userErrors { message code } } }`;
const INVOICES = `query($c: ID, $sm: ID, $on: String) {
  d2rInvoices(first: 50, company: $c, salesman: $sm, handedOverOn: $on) {
    totalCount edges { node { id shopOrderId outstanding } } } }`;
const RETAILERS = `query($c: ID, $sm: ID) { retailers(first: 50, company: $c, salesman: $sm) {
  totalCount edges { node { id } } } }`;
const HANDOVER = `mutation($i: D2rInvoiceHandoverInput!) { d2rInvoiceHandover(input: $i) {
  invoice { id } userErrors { field message code } } }`;
const COLLECT = `mutation($i: D2rCollectionCreateInput!) { d2rCollectionCreate(input: $i) {
  invoice { id outstanding } collection { amount } userErrors { field message code } } }`;
const PERSON_WORK = `fragment Work on FieldPerson {
  name brandName
  retailers(first: 10) { totalCount edges { node { id } } }
  invoices(first: 10, status: OPEN) { totalCount edges { node { id outstanding } } }
  collections(first: 10) { totalCount edges { node { amount method proofUrl invoice { id } } } }
  ageing { totals { invoices total days0to30 } }
}`;
const VIEWER = `query { viewer { fieldPerson { id ...Work } } } ${PERSON_WORK}`;
const NODE = `query($id: ID!) { node(id: $id) { ... on FieldPerson { id ...Work } } } ${PERSON_WORK}`;

const ids = (conn: { edges: { node: { id: string } }[] }) => conn.edges.map((e) => e.node.id).sort();

describe('D2R salesman views', () => {
  let admin: Session;
  let company: string;
  // Two salesmen of the brand, each with a retailer, an invoice handed over, and a phone session.
  const team: { id: string; phone: string; retailer: string; invoice: string; session: Session }[] = [];

  beforeAll(async () => {
    admin = await signedIn('admin@demo.in');
    const seller = await oneWarehouseSeller(`Haldiram Field ${unique()}`);
    company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const product = await stockedProduct(admin, seller, 20);
    for (const name of ['Suresh', 'Dinesh']) {
      const phone = uniquePhone();
      const made = (await admin.gql(PERSON, { i: { company, role: 'SALESMAN', firstName: name, phone } }))
        .fieldPersonCreate;
      expect(made.userErrors).toEqual([]);
      const id = made.fieldPersonEdge.node.id as string;
      const retailer = (
        await admin.gql(RETAILER, {
          i: {
            company,
            firstName: `${name} Kirana ${unique()}`,
            addressLine1: 'C-5 Kalkaji',
            addressLine2: 'Main Road',
            pincode: '110019',
            phone: uniquePhone(),
            storeType: 'GT',
            retailCluster: 'SOUTH_DELHI',
            retailerClass: 'B',
            salesman: id,
            creditLimit: 10_000_00,
            paymentTermsDays: 7,
          },
        })
      ).retailerCreate;
      expect(retailer.userErrors).toEqual([]);
      const order = (
        await admin.gql(CREATE, {
          i: {
            company,
            retailer: retailer.retailerEdge.node.id,
            salesman: id,
            warehouse: product.warehouse,
            paymentMode: 'CREDIT',
            lines: [{ sku: product.sku, quantity: 2 }],
          },
        })
      ).d2rOrderCreate.orderEdge.node;
      expect((await admin.gql(APPROVE, { i: { order: order.id } })).d2rOrderApprove.userErrors).toEqual([]);
      expect(
        (await admin.gql(STATUS_UPDATE, { i: { id: order.id, status: 'SHIPPED' } })).orderStatusUpdate.userErrors,
      ).toEqual([]);
      // Raised through OMS's outbox: it arrives a moment after the order ships.
      const find = async () =>
        (await admin.gql(INVOICES, { c: company })).d2rInvoices.edges
          .map((e: { node: { id: string; shopOrderId: string } }) => e.node)
          .find((n: { shopOrderId: string }) => n.shopOrderId === order.shopOrderId);
      const invoice = (
        await vi.waitFor(
          async () => {
            const found = await find();
            if (!found) throw new Error('The invoice is not raised yet');
            return found;
          },
          { timeout: 20_000, interval: 200 },
        )
      ).id as string;
      const handed = (await admin.gql(HANDOVER, { i: { invoice, salesman: id } })).d2rInvoiceHandover;
      expect(handed.userErrors).toEqual([]);
      team.push({ id, phone, retailer: retailer.retailerEdge.node.id, invoice, session: await signedInDriver(phone) });
    }
  }, 90_000);

  it('shows a salesman only their own invoices and retailers, whatever they ask for', async () => {
    const [suresh, dinesh] = team as [(typeof team)[0], (typeof team)[0]];
    for (const asked of [{}, { sm: dinesh.id }, { c: company, sm: dinesh.id }]) {
      const list = (await suresh.session.gql(INVOICES, asked)).d2rInvoices;
      expect(ids(list)).toEqual([suresh.invoice]);
      const retailers = (await suresh.session.gql(RETAILERS, asked)).retailers;
      expect(ids(retailers)).toEqual([suresh.retailer]);
    }
    // Their phone page: who they are, the brand's name, their work.
    const me = (await suresh.session.gql(VIEWER)).viewer.fieldPerson;
    expect(me).toMatchObject({ id: suresh.id, name: 'Suresh', brandName: expect.stringContaining('Haldiram Field') });
    expect(ids(me.retailers)).toEqual([suresh.retailer]);
    expect(ids(me.invoices)).toEqual([suresh.invoice]);
    expect(me.ageing.totals).toMatchObject({ invoices: 1, total: 2_000, days0to30: 2_000 });
    // Another salesman's page is not theirs to open.
    const other = await suresh.session.raw(NODE, { id: dinesh.id });
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps a salesman to collecting on their own invoices, and away from admin work', async () => {
    const [suresh, dinesh] = team as [(typeof team)[0], (typeof team)[0]];
    const proofUrl = await proofOf(suresh.session);
    // Another salesman's invoice is not found, as any record the caller may not see.
    const theirs = await suresh.session.raw(COLLECT, {
      i: { invoice: dinesh.invoice, amount: 500, method: 'CASH', proofUrl },
    });
    expect(theirs.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const own = (
      await suresh.session.gql(COLLECT, {
        i: { invoice: suresh.invoice, amount: 500, method: 'UPI', reference: 'UPI-77', proofUrl, salesman: dinesh.id },
      })
    ).d2rCollectionCreate;
    expect(own).toMatchObject({
      userErrors: [],
      invoice: { id: suresh.invoice, outstanding: 1_500 },
      collection: { amount: 500 },
    });
    // One salesman's photo is not another's proof: each uploads into a folder of their own.
    const borrowed = (
      await dinesh.session.gql(COLLECT, { i: { invoice: dinesh.invoice, amount: 500, method: 'CASH', proofUrl } })
    ).d2rCollectionCreate;
    expect(borrowed.userErrors[0]).toMatchObject({ field: 'proofUrl', message: MSG.d2rCollectionProofRequired });
    const handover = await suresh.session.raw(HANDOVER, { i: { invoice: dinesh.invoice, salesman: suresh.id } });
    expect(handover.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const retailer = await suresh.session.raw(RETAILER, {
      i: {
        company,
        firstName: 'Not Allowed',
        addressLine1: 'C-5 Kalkaji',
        addressLine2: 'Main Road',
        pincode: '110019',
        phone: uniquePhone(),
        storeType: 'GT',
        retailCluster: 'SOUTH_DELHI',
        retailerClass: 'B',
        creditLimit: 0,
        paymentTermsDays: 0,
      },
    });
    expect(retailer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    // Dinesh's invoice is untouched.
    const dineshList = (await dinesh.session.gql(INVOICES, {})).d2rInvoices.edges[0].node;
    expect(dineshList).toMatchObject({ id: dinesh.invoice, outstanding: 2_000 });
  });

  it("filters the admin's list by salesman and handover day, and lists a salesman's collections", async () => {
    const [suresh, dinesh] = team as [(typeof team)[0], (typeof team)[0]];
    expect(ids((await admin.gql(INVOICES, { c: company, sm: dinesh.id })).d2rInvoices)).toEqual([dinesh.invoice]);
    // The export of the list so filtered has that one invoice under its header.
    const csv = await fetch(`${admin.url}/files/d2r-invoices.csv?company=${company}&salesman=${dinesh.id}`, {
      headers: { cookie: admin.cookie! },
    });
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split('\n')).toHaveLength(2);
    const today = (await admin.gql(INVOICES, { c: company, on: istToday() })).d2rInvoices;
    expect(ids(today)).toEqual([suresh.invoice, dinesh.invoice].sort());
    const yesterday = (await admin.gql(INVOICES, { c: company, on: addDays(istToday(), -1) })).d2rInvoices;
    expect(yesterday.totalCount).toBe(0);

    const page = (await admin.gql(NODE, { id: suresh.id })).node;
    expect(page.collections).toMatchObject({
      totalCount: 1,
      edges: [{ node: { amount: 500, method: 'UPI', invoice: { id: suresh.invoice } } }],
    });
    expect(page.collections.edges[0].node.proofUrl).toMatch(/d2r_payment_collection_proof/);
    expect(page.ageing.totals).toMatchObject({ invoices: 1, total: 1_500 });
    expect(ids(page.retailers)).toEqual([suresh.retailer]);
    expect((await admin.gql(NODE, { id: dinesh.id })).node.collections.totalCount).toBe(0);
    // The salesman's own list says the same.
    const mine = (await suresh.session.gql(VIEWER)).viewer.fieldPerson.collections;
    expect(mine.totalCount).toBe(1);
  });
});
