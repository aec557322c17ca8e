import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BULK_EXTERNAL_RETAILERS, EXTERNAL_SAME_AS_ROW, MSG, XLSX_TYPE, fill } from '@parcelo/common';
import { launchBrowser, signedInAt } from '../support/browser.js';
import { uniquePhone, verifiedSeller } from '../support/client.js';
import { unique } from '../support/d2r.js';
import { bulkSheet } from '../support/sheets.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('external retailers in the browser', () => {
  it('admin uploads a sheet, fixes a row inline, saves, sees the result and the list, onboards a shop', async () => {
    const run = unique();
    const seller = await verifiedSeller(`Shelf Scouts ${run}`);
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    const hariOm = { name: `Hari Om Kirana ${run}`, phone: uniquePhone() };
    const sai = { name: `Sai Tea Stall ${run}`, phone: uniquePhone() };
    const sheet = await bulkSheet(BULK_EXTERNAL_RETAILERS, [
      {
        firstName: hariOm.name,
        phone: hariOm.phone,
        addressLine1: 'C-22, Main Market',
        addressLine2: 'Lajpat Nagar II',
        pincode: '110024',
        storeType: 'GT',
        retailCluster: 'South Delhi',
        retailerClass: 'C',
        source: 'Distributor list',
      },
      { firstName: sai.name, phone: '98100', source: 'Survey' },
      { firstName: hariOm.name, phone: hariOm.phone, retailerClass: 'B' },
    ]);

    const path = `/admin/d2r/external-retailers?company=${encodeURIComponent(company)}`;
    const { page } = await signedInAt(browser, 'admin@demo.in', path);
    await page.getByText('No shops waiting to be onboarded').waitFor();
    await page.getByRole('link', { name: 'Upload sheet' }).click();
    await page.waitForURL('**/admin/d2r/external-retailers/upload?company=*');
    await page.getByLabel('External retailers file (.xlsx)').setInputFiles({
      name: 'shops.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.from(sheet, 'base64'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();

    // The preview: the short phone refused, the repeated shop said to be merged.
    await page.getByText(MSG.phoneInvalid).waitFor({ timeout: 45_000 });
    await page.getByText(fill(EXTERNAL_SAME_AS_ROW, { row: 2 })).waitFor();
    const phone = page.getByLabel('Phone, row 3');
    await phone.fill(sai.phone);
    await phone.press('Tab');
    await page.getByText(MSG.phoneInvalid).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();

    // The result: every row saved, the repeat merged into the first.
    const saved = page.getByRole('table', { name: 'Successful' });
    await saved.getByRole('cell', { name: `${hariOm.name} (${hariOm.phone}): added` }).waitFor({ timeout: 45_000 });
    await saved.getByRole('cell', { name: `${sai.name} (${sai.phone}): added` }).waitFor();
    await saved.getByRole('cell', { name: `${hariOm.name} (${hariOm.phone}): merged into row 2` }).waitFor();
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL('**/admin/d2r/external-retailers?company=*');

    // The list: both shops, the merged one with its newer class.
    const table = page.getByRole('table', { name: 'External retailers' });
    const row = table.getByRole('row').filter({ hasText: hariOm.name });
    await row.getByText('Class B').waitFor();
    await table.getByRole('row').filter({ hasText: sai.name }).waitFor();

    // Onboard opens the retailer form filled with what the field team found.
    await row.getByRole('button', { name: `Onboard ${hariOm.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add retailer' });
    await expect.poll(() => dialog.getByLabel('First name').inputValue()).toBe(hariOm.name);
    expect(await dialog.getByLabel('Phone').inputValue()).toBe(hariOm.phone);
    await expect.poll(() => dialog.getByLabel('State').inputValue()).toBe('Delhi');
    await dialog.getByLabel('Credit limit (₹)').fill('50,000');
    await dialog.getByLabel('Payment terms (days)').fill('15');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MSG.retailerCreated).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${hariOm.name} onboarded`).first().waitFor();

    // It leaves the list of shops not yet onboarded, and shows among the onboarded ones.
    await row.waitFor({ state: 'detached' });
    await table.getByRole('row').filter({ hasText: sai.name }).waitFor();
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Onboarded' });
    await table.getByRole('row').filter({ hasText: hariOm.name }).getByRole('link', { name: hariOm.name }).waitFor();
  }, 180_000);
});
