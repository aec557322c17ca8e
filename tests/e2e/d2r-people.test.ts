import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, formatPaise } from '@parcelo/common';
import { launchBrowser, shot, signedInAt } from '../support/browser.js';
import { signedIn, uniquePhone, verifiedSeller } from '../support/client.js';

/*
 * The admin's D2R area for a brand of this test's own: a salesman added for it, then a
 * retailer he calls on, listed with its cluster and credit limit and switched inactive; the
 * salesman's name edited ('Success'), and an edit to a phone someone else signs in with
 * refused ('Failed', with the reason).
 */

const unique = () => Math.random().toString(36).slice(2, 8);
const BRAND = `Chai Point D2R ${unique()}`;

let browser: Browser;
let company: { id: string; code: string };
/** A phone another salesman of the brand already signs in with. */
let takenPhone: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await verifiedSeller(BRAND);
  company = (await seller.gql(`{ viewer { company { id code } } }`)).viewer.company;
  takenPhone = uniquePhone();
  const admin = await signedIn('admin@demo.in');
  const made = await admin.gql(
    `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) { userErrors { message } } }`,
    { i: { company: company.id, role: 'SALESMAN', firstName: 'Suresh', lastName: 'Pal', phone: takenPhone } },
  );
  expect(made.fieldPersonCreate.userErrors).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

/** The page fits the phone's width: wide tables scroll inside their own frame. */
async function fitsWidth(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Narrows the list to the test's brand with the company search. */
async function chooseBrand(page: Page) {
  await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
  await page.getByRole('option', { name: `${BRAND} (${company.code})` }).click();
  await page.waitForURL(/company=/);
}

describe('D2R retailers and salesmen in the browser', () => {
  it('adds a salesman and a retailer he calls on, switches it off, and edits the salesman', async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/d2r/retailers');
    await page.getByRole('heading', { name: 'Retailers' }).waitFor();
    // The top bar's D2R opens its first page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'D2R' }).click();
    await page.waitForURL('**/admin/d2r/retailers');
    const sidebar = page.getByRole('navigation', { name: 'D2R' });
    expect(await sidebar.getByRole('link').allInnerTexts()).toEqual([
      'Retailers',
      'Credit Note',
      'Invoices',
      'Salesmen',
      'Promoter',
      'Promoter Stock Details',
      'Retail Discount',
      'Beats',
      'External Retailers',
      'Retailer Engine',
    ]);

    // A salesman for the brand, added from Salesmen.
    await sidebar.getByRole('link', { name: 'Salesmen', exact: true }).click();
    await page.waitForURL('**/admin/d2r/salesmen');
    await page.getByRole('heading', { name: 'Salesmen' }).waitFor();
    await chooseBrand(page);
    const salesman = `Ramesh ${unique()}`;
    const phone = uniquePhone();
    await page.getByRole('button', { name: 'Add salesman' }).click();
    const add = page.getByRole('dialog', { name: 'Add salesman' });
    // The form starts with the brand the list shows.
    expect(await add.getByRole('combobox', { name: 'Search company' }).inputValue()).toBe(BRAND);
    await add.getByLabel('First name').fill(salesman);
    await add.getByLabel('Last name').fill('Yadav');
    await add.getByLabel('Phone').fill(phone);
    await add.getByRole('button', { name: 'Add salesman' }).click();
    await page.getByText(MSG.salesmanCreated).first().waitFor();
    await add.waitFor({ state: 'detached' });
    const people = page.getByRole('table', { name: 'Salesmen' });
    const personRow = people.getByRole('row').filter({ hasText: phone });
    await personRow.getByRole('button', { name: `${salesman} Yadav`, exact: true }).waitFor();
    await personRow.getByText(BRAND).waitFor();
    await shot(page, 'd2r-salesmen-1280');
    await fitsWidth(page, 'd2r-salesmen');

    // A retailer of the brand, called on by that salesman.
    await sidebar.getByRole('link', { name: 'Retailers', exact: true }).click();
    await page.waitForURL('**/admin/d2r/retailers');
    await page.getByRole('heading', { name: 'Retailers' }).waitFor();
    await chooseBrand(page);
    const retailer = `Gupta Stores ${unique()}`;
    await page.getByRole('button', { name: 'Add retailer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add retailer' });
    await dialog.getByLabel('First name').fill(retailer);
    await dialog.getByLabel('Phone').fill(uniquePhone());
    await dialog.getByLabel('Address line 1').fill('14 Nehru Place');
    await dialog.getByLabel('Address line 2').fill('Near Kalkaji Mandir');
    await dialog.getByLabel('Pincode', { exact: true }).fill('110019');
    await expect.poll(() => dialog.getByLabel('State').inputValue()).toBe('Delhi');
    await dialog.getByLabel('Store type').selectOption('SHOP');
    await dialog.getByLabel('Retail cluster').selectOption({ label: 'South Delhi' });
    await dialog.getByLabel('Retailer class').selectOption({ label: 'Class B' });
    const salesmanSelect = dialog.getByLabel('Salesman');
    await salesmanSelect.getByRole('option', { name: `${salesman} Yadav (${phone})` }).waitFor({ state: 'attached' });
    await salesmanSelect.selectOption({ label: `${salesman} Yadav (${phone})` });
    await dialog.getByLabel('Credit limit (₹)').fill('25,000');
    await dialog.getByLabel('Payment terms (days)').fill('30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MSG.retailerCreated).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('table', { name: 'Retailers' }).getByRole('row').filter({ hasText: retailer });
    await row.getByText('South Delhi').waitFor();
    await row.getByText(formatPaise(2_500_000)).waitFor();
    await row.getByText(`${salesman} Yadav`, { exact: true }).waitFor();

    // Switched inactive: the switch turns once the server has it.
    await row.getByText('Active', { exact: true }).click();
    await row.getByText('Inactive', { exact: true }).waitFor();
    expect(await row.locator('input[type=checkbox]').isChecked()).toBe(false);
    await shot(page, 'd2r-retailers-1280');
    await fitsWidth(page, 'd2r-retailers');
    await page.reload();
    await row.getByText('Inactive', { exact: true }).waitFor();

    // The salesman's name edited, then a phone someone else signs in with refused.
    await sidebar.getByRole('link', { name: 'Salesmen', exact: true }).click();
    await page.waitForURL('**/admin/d2r/salesmen');
    await page.getByRole('heading', { name: 'Salesmen' }).waitFor();
    await chooseBrand(page);
    await personRow.getByRole('button', { name: `Edit ${salesman} Yadav` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${salesman} Yadav` });
    await edit.getByLabel('Name').fill(`${salesman} Singh`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MSG.salesmanUpdated, { exact: true }).first().waitFor();
    await edit.waitFor({ state: 'detached' });
    await personRow.getByRole('button', { name: `${salesman} Singh`, exact: true }).waitFor();

    await personRow.getByRole('button', { name: `Edit ${salesman} Singh` }).click();
    const again = page.getByRole('dialog', { name: `Edit ${salesman} Singh` });
    await again.getByLabel('Phone').fill(takenPhone);
    await again.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MSG.salesmanUpdateFailed, { exact: true }).first().waitFor();
    // The dialog stays open, and the row keeps the phone the server has.
    await again.waitFor();
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });
    await personRow.getByText(phone).waitFor();

    // The details open from the name, in the URL.
    await personRow.getByRole('button', { name: `${salesman} Singh`, exact: true }).click();
    await page.waitForURL(/person=/);
    const drawer = page.getByRole('dialog', { name: `${salesman} Singh` });
    await drawer.getByText(phone).waitFor();
    await drawer.getByText(`${BRAND} (${company.code})`).waitFor();
    await context.close();
  });
});
