import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, shot, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, signedIn } from '../support/client.js';
import { salesmanOf, unique } from '../support/d2r.js';
import { stockedProduct } from '../support/stock.js';

/*
 * D2R > Retail Discount for a brand of this test's own: the admin picks the brand, is held to
 * the form's rules, adds a class discount and finds it in the list, then downloads the
 * brand's salesmen as a CSV and reads it.
 */

const BRAND = `Bikano D2R ${unique()}`;

let browser: Browser;
let company: { id: string; code: string };
let sku: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(BRAND);
  company = (await seller.gql(`{ viewer { company { id code } } }`)).viewer.company;
  sku = (await stockedProduct(admin, seller, 5)).sku;
  await salesmanOf(admin, company.id, 'Kishore');
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('retail discount in the browser', () => {
  it('adds a discount for the chosen brand, lists it, and downloads its salesmen', async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/d2r/retail-discount');
    await page.getByRole('heading', { name: 'Retail Discount' }).waitFor();
    await page.getByText(MSG.selectCompany).waitFor();

    await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await page.getByRole('option', { name: `${BRAND} (${company.code})` }).click();
    await page.waitForURL(/company=/);

    // The browser answers with the service's words before anything is sent.
    await page.getByRole('button', { name: 'Add discount' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add discount' });
    await dialog.getByLabel('SKU').fill(sku);
    await dialog.getByLabel('Applies to').selectOption({ label: 'A retailer class' });
    await dialog.getByLabel('Discount (%)').fill('150');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(MSG.retailDiscountPercentInvalid).waitFor();
    // The class is asked for once each field reads right.
    await dialog.getByLabel('Discount (%)').fill('7.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(MSG.retailDiscountClassRequired).waitFor();

    await dialog.getByLabel('Retailer class').selectOption({ label: 'Class B' });
    await shot(page, 'retail-discount-dialog-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MSG.retailDiscountCreated).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const table = page.getByRole('table', { name: 'Retail discounts' });
    const row = table.getByRole('row').filter({ hasText: sku });
    await row.getByText('7.5%').waitFor();
    await row.getByText('Class B').waitFor();
    await shot(page, 'retail-discount-1280');

    // Still there after a reload, the brand remembered.
    await page.goto('/admin/d2r/retail-discount');
    await page.waitForURL(/company=/);
    await row.getByText('7.5%').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Salesmen Data' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('Name');
    expect(csv).toContain('Kishore Tiwari');

    await page.setViewportSize({ width: 390, height: 844 });
    await row.waitFor();
    await shot(page, 'retail-discount-390');
    await context.close();
  });
});
