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
import { salesmanOf, unique } from '../support/d2r.js';
import { stockedProduct } from '../support/stock.js';

/*
 * The D2R trade cycle as an admin runs it for a brand of this test's own: a retailer is added,
 * a salesman's order is taken for it and approved; once it ships, its invoice is listed; one
 * unit comes back and is credited; the rest is handed over, paid with a photo of the receipt,
 * and the invoice reads Paid and Closed. The credit note is then regenerated from its page.
 */

const BRAND = `Bikaji D2R ${unique()}`;
const RETAILER = `Agarwal Sweets ${unique()}`;
const PERSON_FIELDS = `query($id: ID!) { node(id: $id) { ... on FieldPerson { name phone } } }`;
const INVOICES = `query($c: ID) { d2rInvoices(first: 50, company: $c) { edges { node { invoiceId retailerName } } } }`;

let browser: Browser;
let admin: Session;
let company: { id: string; code: string };
let sku: string;
let taker: { name: string; phone: string };
let collector: { name: string; phone: string };
let proofFile: string;

const person = async (id: string) => (await admin.gql(PERSON_FIELDS, { id })).node as { name: string; phone: string };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(BRAND);
  company = (await seller.gql(`{ viewer { company { id code } } }`)).viewer.company;
  sku = (await stockedProduct(admin, seller, 20)).sku;
  taker = await person(await salesmanOf(admin, company.id, 'Manoj'));
  collector = await person(await salesmanOf(admin, company.id, `Deepak ${unique()}`));
  proofFile = join(mkdtempSync(join(tmpdir(), 'd2r-cycle-')), 'upi-receipt.png');
  writeFileSync(proofFile, PIXEL_PNG);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function shotBoth(page: Page, name: string) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Adds the test's retailer, called on by the salesman who takes its orders. */
async function addRetailer(page: Page) {
  await page.getByRole('button', { name: 'Add retailer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add retailer' });
  await dialog.getByLabel('First name').fill(RETAILER);
  await dialog.getByLabel('Phone').fill(uniquePhone());
  await dialog.getByLabel('Address line 1').fill('7 Chandni Chowk');
  await dialog.getByLabel('Address line 2').fill('Near Town Hall');
  await dialog.getByLabel('Pincode', { exact: true }).fill('110006');
  await expect.poll(() => dialog.getByLabel('State').inputValue()).toBe('Delhi');
  await dialog.getByLabel('Store type').selectOption('GT');
  await dialog.getByLabel('Retail cluster').selectOption({ label: 'Central Delhi' });
  await dialog.getByLabel('Retailer class').selectOption({ label: 'Class A' });
  const salesman = dialog.getByLabel('Salesman');
  const option = `${taker.name} (${taker.phone})`;
  await salesman.getByRole('option', { name: option }).waitFor({ state: 'attached' });
  await salesman.selectOption({ label: option });
  await dialog.getByLabel('Credit limit (₹)').fill('50,000');
  await dialog.getByLabel('Payment terms (days)').fill('15');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(MSG.retailerCreated).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** Takes the salesman's order of three units for the retailer and approves it; answers the order's id. */
async function orderAndApprove(page: Page): Promise<string> {
  const row = page.getByRole('table', { name: 'Retailers' }).getByRole('row').filter({ hasText: RETAILER });
  await row.getByRole('button', { name: `New order for ${RETAILER}` }).click();
  const dialog = page.getByRole('dialog', { name: `New order for ${RETAILER}` });
  await expect.poll(() => dialog.getByLabel('Salesman').inputValue()).not.toBe('');
  await expect.poll(() => dialog.getByLabel('Warehouse').inputValue()).not.toBe('');
  await dialog.getByLabel('SKU 1').fill(sku);
  await dialog.getByLabel('Quantity').fill('3');
  await dialog.getByRole('button', { name: 'Create order' }).click();
  await page.getByText(MSG.d2rOrderCreated).first().waitFor();
  await dialog.getByRole('link', { name: 'Open order' }).click();
  await page.waitForURL(/\/admin\/brands\/orders\?.*order=/);
  await page.getByRole('button', { name: 'Approve D2R order' }).click();
  const approve = page.getByRole('dialog', { name: /^Approve D2R order / });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByText(MSG.d2rOrderApproved).first().waitFor();
  return new URL(page.url()).searchParams.get('order')!;
}

/** Credits one returned unit from the invoice's drawer. */
async function creditOneUnit(page: Page, row: ReturnType<Page['getByRole']>) {
  await row.getByText(RETAILER).click();
  const drawer = page.getByRole('dialog', { name: 'Invoice' });
  await drawer.getByRole('button', { name: 'Issue credit note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue credit note' });
  // Nothing chosen: the service's words, before anything is sent.
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await dialog.getByText('Reason is required').waitFor();
  await dialog.getByLabel('Reason').selectOption({ label: 'Return' });
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await dialog.getByText(MSG.d2rCreditLinesRequired).waitFor();
  await dialog.getByLabel(`Units of ${sku}`).fill('4');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await dialog.getByText(`Only 3 of ${sku} can still be returned`).waitFor();
  await dialog.getByLabel(`Units of ${sku}`).fill('1');
  await dialog.getByLabel('Note (optional)').fill('One box crushed in transit');
  await dialog.getByText(`This note credits ${formatPaise(1_000)}, GST included.`).waitFor();
  await shotBoth(page, 'd2r-credit-note-dialog');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await page.getByText(MSG.d2rCreditNoteCreated).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  const notes = drawer.getByRole('region', { name: 'Credit notes' });
  await notes.getByText('Return', { exact: true }).waitFor();
  await drawer.getByText(formatPaise(2_000)).first().waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

/** Hands the invoice to the other salesman and records the rest with the receipt's photo. */
async function handOverAndCollect(page: Page, invoiceId: string) {
  await page.getByRole('button', { name: `Hand over ${invoiceId}` }).click();
  const handover = page.getByRole('dialog', { name: 'Hand over invoice' });
  const option = `${collector.name} (${collector.phone})`;
  await handover.getByLabel('Salesman').getByRole('option', { name: option }).waitFor({ state: 'attached' });
  await handover.getByLabel('Salesman').selectOption({ label: option });
  await handover.getByRole('button', { name: 'Hand over' }).click();
  await page.getByText(MSG.invoiceHandedOver).first().waitFor();
  await handover.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: `Record payment for ${invoiceId}` }).click();
  const pay = page.getByRole('dialog', { name: 'Record payment' });
  expect(await pay.getByLabel('Amount (₹)').inputValue()).toBe('20.00');
  await pay.getByLabel('Payment method').selectOption({ label: 'UPI' });
  await pay.getByLabel('Reference (optional)').fill(`UPI-${unique()}`);
  await pay.locator('input[type="file"]').setInputFiles(proofFile);
  await pay.getByText('upi-receipt.png').waitFor();
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await page.getByText(MSG.d2rCollectionRecorded).first().waitFor();
  await pay.waitFor({ state: 'detached' });
}

describe('the D2R trade cycle in the browser', () => {
  it('adds a retailer, takes and approves its order, credits a return, collects the rest and closes the invoice', async () => {
    const { page } = await signedInAt(browser, 'admin@demo.in', '/admin/d2r/retailers');
    await page.getByRole('heading', { name: 'Retailers' }).waitFor();
    await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await page.getByRole('option', { name: `${BRAND} (${company.code})` }).click();
    await page.waitForURL(/company=/);
    await addRetailer(page);
    const order = await orderAndApprove(page);

    // The courier's pickup scan, which no admin screen makes, ships it.
    expect(
      (await admin.gql(STATUS_UPDATE, { i: { id: order, status: 'SHIPPED' } })).orderStatusUpdate.userErrors,
    ).toEqual([]);
    // Raised through OMS's outbox: it arrives a moment after the order ships.
    const invoiceId = await vi.waitFor(
      async () => {
        const found = (await admin.gql(INVOICES, { c: company.id })).d2rInvoices.edges.find(
          (e: { node: { retailerName: string } }) => e.node.retailerName === RETAILER,
        );
        if (!found) throw new Error(`No invoice yet for ${RETAILER}`);
        return found.node.invoiceId as string;
      },
      { timeout: 20_000, interval: 500 },
    );

    await page.goto(`/admin/d2r/invoices?company=${company.id}`);
    const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceId });
    await row.getByText('Pending', { exact: true }).waitFor();
    expect(await row.getByText(formatPaise(3_000)).count()).toBe(2);

    await creditOneUnit(page, row);
    await row.getByText(formatPaise(2_000)).waitFor();
    // What the retailer owes agrees in the Ageing.
    await page.getByRole('tab', { name: 'Ageing' }).click();
    const owed = page.getByRole('table', { name: 'Ageing by retailer' }).getByRole('row').filter({ hasText: RETAILER });
    await owed.waitFor();
    expect(await owed.getByText(formatPaise(2_000)).count()).toBe(2);
    // And in the retailers' list.
    await page.goto(`/admin/d2r/retailers?company=${company.id}`);
    await page
      .getByRole('table', { name: 'Retailers' })
      .getByRole('row')
      .filter({ hasText: RETAILER })
      .getByText(`Owes ${formatPaise(2_000)}`)
      .waitFor();
    await page.goto(`/admin/d2r/invoices?company=${company.id}`);

    await handOverAndCollect(page, invoiceId);
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByText('Closed', { exact: true }).waitFor();
    await row.getByText(collector.name).waitFor();

    // The credit note on its page: regenerating asks for one first.
    await page.getByRole('navigation', { name: 'D2R' }).getByRole('link', { name: 'Credit Note', exact: true }).click();
    await page.getByRole('heading', { name: 'Credit Note' }).waitFor();
    const notes = page.getByRole('table', { name: 'Credit notes' });
    const note = notes.getByRole('row').filter({ hasText: RETAILER });
    await note.getByText('One box crushed in transit').waitFor();
    await note.getByText('As issued').waitFor();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText(MSG.selectCreditNote).first().waitFor();
    // Chakra's box draws over the input it keeps for assistive technology.
    await note.getByRole('checkbox', { name: /^Select credit note / }).check({ force: true });
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText(MSG.d2rCreditNoteRegenerated).first().waitFor();
    await note.getByText(/^Regenerated /).waitFor();
    await shotBoth(page, 'd2r-credit-notes');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
