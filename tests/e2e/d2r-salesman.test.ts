import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, formatPaise } from '@parcelo/common';
import { launchBrowser, shot, signedInAtField, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, uniquePhone, type Session } from '../support/client.js';
import { PIXEL_PNG } from '../support/files.js';
import { STATUS_UPDATE } from '../support/ndr.js';
import { stockedProduct } from '../support/stock.js';

/*
 * One salesman of a brand of this test's own, with a retailer and an invoice handed over to
 * them today: the admin opens the salesman's page from the Salesmen list and sees both; the
 * salesman signs in at /field with the code texted to their phone, finds the retailer, records
 * a collection with a photo of the receipt, and sees the outstanding drop.
 */

const unique = () => Math.random().toString(36).slice(2, 8);
const BRAND = `Bikaji Field ${unique()}`;

const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id name phone } } userErrors { field message } } }`;
const RETAILER = `mutation($i: RetailerCreateInput!) { retailerCreate(input: $i) {
  retailerEdge { node { id name } } userErrors { field message } } }`;
const CREATE = `mutation($i: D2rOrderCreateInput!) { d2rOrderCreate(input: $i) {
  orderEdge { node { id shopOrderId } } userErrors { field message code } } }`;
const APPROVE = `mutation($i: D2rOrderApproveInput!) { d2rOrderApprove(input: $i) { userErrors { field message code } } }`;
const INVOICES = `query($c: ID) { d2rInvoices(first: 50, company: $c) { edges { node { id invoiceId shopOrderId finalPrice } } } }`;
const HANDOVER = `mutation($i: D2rInvoiceHandoverInput!) { d2rInvoiceHandover(input: $i) { userErrors { message } } }`;

let browser: Browser;
let admin: Session;
let person: { id: string; name: string; phone: string };
let retailerName: string;
let invoice: { id: string; invoiceId: string; finalPrice: number };
let proofFile: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(BRAND);
  const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
  const product = await stockedProduct(admin, seller, 20);
  const made = (
    await admin.gql(PERSON, {
      i: { company, role: 'SALESMAN', firstName: 'Pankaj', lastName: `Yadav ${unique()}`, phone: uniquePhone() },
    })
  ).fieldPersonCreate;
  expect(made.userErrors).toEqual([]);
  person = made.fieldPersonEdge.node;
  retailerName = `Gupta Sweets ${unique()}`;
  const retailer = (
    await admin.gql(RETAILER, {
      i: {
        company,
        firstName: retailerName,
        addressLine1: '9 Chandni Chowk',
        addressLine2: 'Near Town Hall',
        pincode: '110006',
        phone: uniquePhone(),
        storeType: 'GT',
        retailCluster: 'CENTRAL_DELHI',
        retailerClass: 'A',
        salesman: person.id,
        creditLimit: 10_000_00,
        paymentTermsDays: 15,
      },
    })
  ).retailerCreate;
  expect(retailer.userErrors).toEqual([]);
  const order = (
    await admin.gql(CREATE, {
      i: {
        company,
        retailer: retailer.retailerEdge.node.id,
        salesman: person.id,
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
  invoice = await vi.waitFor(
    async () => {
      const found = (await admin.gql(INVOICES, { c: company })).d2rInvoices.edges
        .map((e: { node: typeof invoice & { shopOrderId: string } }) => e.node)
        .find((n: { shopOrderId: string }) => n.shopOrderId === order.shopOrderId);
      if (!found) throw new Error(`No invoice yet for ${order.shopOrderId}`);
      return found;
    },
    { timeout: 20_000, interval: 500 },
  );
  const handed = (await admin.gql(HANDOVER, { i: { invoice: invoice.id, salesman: person.id } })).d2rInvoiceHandover;
  expect(handed.userErrors).toEqual([]);
  proofFile = join(mkdtempSync(join(tmpdir(), 'd2r-field-proof-')), 'cash-receipt.png');
  writeFileSync(proofFile, PIXEL_PNG);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** Nothing scrolls sideways at a phone's width. */
async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
}

describe("A salesman's pages", () => {
  it("opens from the Salesmen list with the salesman's retailer and handed-over invoice", async () => {
    const { page } = await signedInAt(browser, 'admin@demo.in', `/admin/d2r/salesmen?person=${person.id}`);
    const drawer = page.getByRole('dialog', { name: person.name });
    await drawer.getByRole('link', { name: 'Open page' }).click();
    await page.getByRole('heading', { name: person.name, level: 1 }).waitFor();
    await page.getByText(`Salesman · ${BRAND}`).waitFor();
    await page.getByLabel('Phone').getByText(person.phone).waitFor();
    const invoices = page.getByRole('region', { name: 'Open invoices' });
    await invoices.getByText(invoice.invoiceId).waitFor();
    await invoices.getByText(formatPaise(invoice.finalPrice)).first().waitFor();
    await page.getByRole('region', { name: 'Retailers' }).getByText(retailerName).waitFor();
    await page.getByRole('group', { name: 'Ageing' }).getByText('0–30 days').waitFor();
    await page.getByRole('region', { name: 'Collections (last 30 days)' }).getByText(MSG.nothingHere).waitFor();
    await shot(page, 'salesman-page-1280');
    await fitsPhone(page, 'salesman-page');
  });

  it('signs the salesman in at /field by phone, and records a collection with a proof photo', async () => {
    const { page } = await signedInAtField(browser, person.phone);

    await page.getByRole('heading', { name: person.name }).waitFor();
    await page.getByText(BRAND).waitFor();
    const retailers = page.getByRole('region', { name: 'My retailers' });
    await retailers.getByLabel('Search retailers').fill(retailerName.slice(0, 12));
    await retailers.getByText(retailerName).waitFor();
    const outstanding = page.getByLabel(`Outstanding on ${invoice.invoiceId}`);
    await outstanding.getByText(`${formatPaise(invoice.finalPrice)} outstanding`).waitFor();
    await fitsPhone(page, 'field-home');

    await page.getByRole('button', { name: `Record collection on ${invoice.invoiceId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Amount (₹)').fill('5');
    await dialog.getByLabel('Payment method').selectOption({ label: 'Cash' });
    await dialog.getByLabel('Reference (optional)').fill(`RCPT-${unique()}`);
    expect(await dialog.locator('input[type="file"]').getAttribute('capture')).toBe('environment');
    await dialog.locator('input[type="file"]').setInputFiles(proofFile);
    await dialog.getByText('cash-receipt.png').waitFor();
    await shot(page, 'field-collect-390');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await outstanding.getByText(`${formatPaise(invoice.finalPrice - 500)} outstanding`).waitFor();
    await shot(page, 'field-collected-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'field-collected-1280');
  });
});
