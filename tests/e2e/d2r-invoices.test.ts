import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, formatPaise } from '@parcelo/common';
import { launchBrowser, shot, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, uniquePhone, type Session } from '../support/client.js';
import { PIXEL_PNG } from '../support/files.js';
import { STATUS_UPDATE } from '../support/ndr.js';
import { stockedProduct } from '../support/stock.js';

/*
 * The admin's D2R invoices for a brand of this test's own: a retailer's order ships and its
 * invoice is listed Pending; it is handed over to another salesman, paid in part with a photo
 * of the receipt (the outstanding drops, and the retailer shows in the Ageing), then paid in
 * full (Paid and Closed). The brand chosen is remembered after a reload.
 */

const unique = () => Math.random().toString(36).slice(2, 8);
const BRAND = `Haldiram D2R ${unique()}`;

const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id name phone } } userErrors { field message } } }`;
const RETAILER = `mutation($i: RetailerCreateInput!) { retailerCreate(input: $i) {
  retailerEdge { node { id name } } userErrors { field message } } }`;
const CREATE = `mutation($i: D2rOrderCreateInput!) { d2rOrderCreate(input: $i) {
  orderEdge { node { id shopOrderId } } userErrors { field message code } } }`;
const APPROVE = `mutation($i: D2rOrderApproveInput!) { d2rOrderApprove(input: $i) { userErrors { field message code } } }`;
const INVOICES = `query($c: ID) { d2rInvoices(first: 50, company: $c) { edges { node { invoiceId shopOrderId finalPrice } } } }`;

let browser: Browser;
let admin: Session;
let company: { id: string; code: string };
let retailerName: string;
let other: { name: string; phone: string };
let invoice: { invoiceId: string; finalPrice: number };
let proofFile: string;

async function salesman(firstName: string, lastName: string) {
  const made = (
    await admin.gql(PERSON, { i: { company: company.id, role: 'SALESMAN', firstName, lastName, phone: uniquePhone() } })
  ).fieldPersonCreate;
  expect(made.userErrors).toEqual([]);
  return made.fieldPersonEdge.node as { id: string; name: string; phone: string };
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(BRAND);
  company = (await seller.gql(`{ viewer { company { id code } } }`)).viewer.company;
  const product = await stockedProduct(admin, seller, 20);
  const taker = await salesman('Manoj', 'Tiwari');
  other = await salesman('Deepak', `Rawat ${unique()}`);
  retailerName = `Sharma General Store ${unique()}`;
  const retailer = (
    await admin.gql(RETAILER, {
      i: {
        company: company.id,
        firstName: retailerName,
        addressLine1: '22 Karol Bagh',
        addressLine2: 'Ajmal Khan Road',
        pincode: '110005',
        phone: uniquePhone(),
        storeType: 'GT',
        retailCluster: 'CENTRAL_DELHI',
        retailerClass: 'B',
        salesman: taker.id,
        creditLimit: 10_000_00,
        paymentTermsDays: 15,
      },
    })
  ).retailerCreate;
  expect(retailer.userErrors).toEqual([]);
  const order = (
    await admin.gql(CREATE, {
      i: {
        company: company.id,
        retailer: retailer.retailerEdge.node.id,
        salesman: taker.id,
        warehouse: product.warehouse,
        paymentMode: 'CREDIT',
        lines: [{ sku: product.sku, quantity: 2 }],
      },
    })
  ).d2rOrderCreate;
  expect(order.userErrors).toEqual([]);
  const orderId = order.orderEdge.node.id;
  const shopOrderId = order.orderEdge.node.shopOrderId;
  expect((await admin.gql(APPROVE, { i: { order: orderId } })).d2rOrderApprove.userErrors).toEqual([]);
  expect(
    (await admin.gql(STATUS_UPDATE, { i: { id: orderId, status: 'SHIPPED' } })).orderStatusUpdate.userErrors,
  ).toEqual([]);
  // Raised through OMS's outbox: it arrives a moment after the order ships.
  const find = async () =>
    (await admin.gql(INVOICES, { c: company.id })).d2rInvoices.edges
      .map((e: { node: { invoiceId: string; shopOrderId: string; finalPrice: number } }) => e.node)
      .find((n: { shopOrderId: string }) => n.shopOrderId === shopOrderId);
  invoice = await vi.waitFor(
    async () => {
      const found = await find();
      if (!found) throw new Error(`No invoice yet for ${shopOrderId}`);
      return found;
    },
    { timeout: 20_000, interval: 500 },
  );
  expect(invoice.finalPrice).toBe(2_000);

  proofFile = join(mkdtempSync(join(tmpdir(), 'd2r-proof-')), 'upi-receipt.png');
  writeFileSync(proofFile, PIXEL_PNG);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** Records a payment from the invoice's row, with the receipt's photo as its proof. */
async function recordPayment(page: Page, amount: string | null, method: string, name: string) {
  await page.getByRole('button', { name: `Record payment for ${invoice.invoiceId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  if (amount !== null) await dialog.getByLabel('Amount (₹)').fill(amount);
  await dialog.getByLabel('Payment method').selectOption({ label: method });
  await dialog.getByLabel('Reference (optional)').fill(`REF-${unique()}`);
  await dialog.locator('input[type="file"]').setInputFiles(proofFile);
  await dialog.getByText('upi-receipt.png').waitFor();
  if (name) {
    await shot(page, `${name}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `${name}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('D2R invoices in the browser', () => {
  it('hands an invoice over, collects it in two parts with proofs, and shows what is owed in the Ageing', async () => {
    const { page } = await signedInAt(browser, 'admin@demo.in', '/admin/d2r/invoices');
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();

    // The brand, chosen once, opens again after a reload.
    await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await page.getByRole('option', { name: `${BRAND} (${company.code})` }).click();
    await page.waitForURL(/company=/);
    await page.goto('/admin/d2r/invoices');
    await page.waitForURL(/company=/);
    await expect.poll(() => page.getByRole('combobox', { name: 'Search company' }).inputValue()).toBe(BRAND);

    const table = page.getByRole('table', { name: 'Invoices' });
    const row = table.getByRole('row').filter({ hasText: invoice.invoiceId });
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText(retailerName).waitFor();
    // Paid on credit, invoiced from H/Q (no bill location).
    await row.getByText('Credit · H/Q', { exact: true }).waitFor();
    expect(await row.getByText(formatPaise(2_000)).count()).toBe(2);
    await shot(page, 'd2r-invoices-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'd2r-invoices-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Handed over to another of the brand's salesmen.
    await page.getByRole('button', { name: `Hand over ${invoice.invoiceId}` }).click();
    const handover = page.getByRole('dialog', { name: 'Hand over invoice' });
    const select = handover.getByLabel('Salesman');
    const option = `${other.name} (${other.phone})`;
    await select.getByRole('option', { name: option }).waitFor({ state: 'attached' });
    await select.selectOption({ label: option });
    await handover.getByRole('button', { name: 'Hand over' }).click();
    await page.getByText(MSG.invoiceHandedOver).first().waitFor();
    await handover.waitFor({ state: 'detached' });
    await row.getByText(other.name).waitFor();

    // ₹12.50 of ₹20: still Pending, ₹7.50 outstanding.
    const prefilled = page.getByRole('button', { name: `Record payment for ${invoice.invoiceId}` });
    await prefilled.click();
    expect(await page.getByRole('dialog', { name: 'Record payment' }).getByLabel('Amount (₹)').inputValue()).toBe(
      '20.00',
    );
    await page.getByRole('dialog', { name: 'Record payment' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Record payment' }).waitFor({ state: 'detached' });
    await recordPayment(page, '12.50', 'UPI', 'd2r-record-payment');
    await page.getByText(MSG.d2rCollectionRecorded).first().waitFor();
    await row.getByText(formatPaise(750)).waitFor();
    await row.getByText('Pending', { exact: true }).waitFor();

    // The retailer owes ₹7.50, raised today.
    await page.getByRole('tab', { name: 'Ageing' }).click();
    await page.waitForURL(/tab=ageing/);
    const ageing = page.getByRole('table', { name: 'Ageing by retailer' });
    const owed = ageing.getByRole('row').filter({ hasText: retailerName });
    await owed.waitFor();
    expect(await owed.getByText(formatPaise(750)).count()).toBe(2);
    await page.getByRole('tab', { name: 'Invoices' }).click();

    // The rest, prefilled: Paid and Closed, with nothing more to record.
    await recordPayment(page, null, 'Cash', '');
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByText('Closed', { exact: true }).waitFor();
    await row.getByText(formatPaise(0)).waitFor();
    expect(await page.getByRole('button', { name: `Record payment for ${invoice.invoiceId}` }).isDisabled()).toBe(true);

    // The drawer lists both payments with their proofs.
    await row.getByText(retailerName).click();
    await page.waitForURL(/invoice=/);
    const drawer = page.getByRole('dialog', { name: `Invoice ${invoice.invoiceId}` });
    const collections = drawer.getByRole('table', { name: `Collections of ${invoice.invoiceId}` });
    await collections.getByText(formatPaise(1_250)).waitFor();
    await collections.getByText(formatPaise(750)).waitFor();
    expect(await collections.getByRole('button', { name: /^Proof of/ }).count()).toBe(2);
  });
});
