import { expect } from 'vitest';
import { type Session, uniquePhone } from './client.js';
import { PIXEL_PNG } from './files.js';
import { STATUS_UPDATE } from './ndr.js';

/*
 * The D2R trade's steps through GraphQL, for suites that need a retailer with a salesman, or a
 * shipped order's invoice, as the ground they test on.
 */

export const unique = () => Math.random().toString(36).slice(2, 8);

const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id name } } userErrors { field message } } }`;
const RETAILER = `mutation($i: RetailerCreateInput!) { retailerCreate(input: $i) {
  retailerEdge { node { id name } } userErrors { field message } } }`;
const CREATE = `mutation($i: D2rOrderCreateInput!) { d2rOrderCreate(input: $i) {
  orderEdge { node { id shopOrderId } } userErrors { field message code } } }`;
const APPROVE = `mutation($i: D2rOrderApproveInput!) { d2rOrderApprove(input: $i) {
  order { id } userErrors { field message code } } }`;
const INVOICE_OF_ORDER = `query($c: ID, $s: String) { d2rInvoices(first: 5, company: $c, searchBy: INVOICE_ID, search: $s) {
  edges { node { id invoiceId shopOrderId finalPrice outstanding } } } }`;
const UPLOAD = `mutation($i: UploadCreateInput!) { uploadCreate(input: $i) { uploadUrl storedUrl userErrors { message } } }`;

/** A salesman of the brand; answers its node id. */
export async function salesmanOf(admin: Session, company: string, firstName = 'Manoj'): Promise<string> {
  const made = (
    await admin.gql(PERSON, { i: { company, role: 'SALESMAN', firstName, lastName: 'Tiwari', phone: uniquePhone() } })
  ).fieldPersonCreate;
  expect(made.userErrors).toEqual([]);
  return made.fieldPersonEdge.node.id;
}

/** A Delhi retailer of the brand held by `salesman`, with ample credit; answers its node id and name. */
export async function retailerOf(admin: Session, company: string, salesman: string) {
  const name = `Bansal Kirana ${unique()}`;
  const made = (
    await admin.gql(RETAILER, {
      i: {
        company,
        firstName: name,
        addressLine1: 'B-14 Lajpat Nagar II',
        addressLine2: 'Main Market',
        pincode: '110024',
        phone: uniquePhone(),
        storeType: 'GT',
        retailCluster: 'SOUTH_DELHI',
        retailerClass: 'C',
        salesman,
        creditLimit: 10_00_000_00,
        paymentTermsDays: 15,
      },
    })
  ).retailerCreate;
  expect(made.userErrors).toEqual([]);
  return { id: made.retailerEdge.node.id as string, name };
}

export interface D2rGround {
  company: string;
  salesman: string;
  retailer: string;
  warehouse: string;
}

/**
 * A D2R order taken, approved and shipped; answers the order and, once OMS's outbox has raised
 * it, its invoice.
 */
export async function shippedInvoice(admin: Session, g: D2rGround, lines: { sku: string; quantity: number }[]) {
  const created = (
    await admin.gql(CREATE, {
      i: {
        company: g.company,
        retailer: g.retailer,
        salesman: g.salesman,
        warehouse: g.warehouse,
        paymentMode: 'CREDIT',
        lines,
      },
    })
  ).d2rOrderCreate;
  expect(created.userErrors).toEqual([]);
  const order = created.orderEdge.node as { id: string; shopOrderId: string };
  const approved = (await admin.gql(APPROVE, { i: { order: order.id } })).d2rOrderApprove;
  expect(approved.userErrors).toEqual([]);
  const shipped = (await admin.gql(STATUS_UPDATE, { i: { id: order.id, status: 'SHIPPED' } })).orderStatusUpdate;
  expect(shipped.userErrors).toEqual([]);
  const find = async () =>
    (await admin.gql(INVOICE_OF_ORDER, { c: g.company, s: '' })).d2rInvoices.edges
      .map((e: { node: { id: string; shopOrderId: string } }) => e.node)
      .find((n: { shopOrderId: string }) => n.shopOrderId === order.shopOrderId);
  // Raised through OMS's outbox: it arrives a moment after the order ships.
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  const invoice = (await find()) as { id: string; invoiceId: string; finalPrice: number; outstanding: number };
  return { order, invoice };
}

/** A photo of a payment, uploaded as the D2R collection proof; answers its stored address. */
export async function collectionProof(s: Session): Promise<string> {
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
