import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BULK_WSINS, MSG, fill } from '@parcelo/common';
import { launchBrowser, shot, signedInAt } from '../support/browser.js';
import { twoWarehouseSeller, verifiedSeller } from '../support/client.js';
import { bulkSheet } from '../support/sheets.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Math.random().toString(36).slice(2, 7).toUpperCase();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe("admins' warehouses and WSIN sheets in the browser", () => {
  it('creates a warehouse from the admin home, its address placed by the pincode', async () => {
    const name = `Peenya Hub ${run}`;
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/list?tab=Warehouses');
    await page.getByRole('button', { name: 'Create warehouse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create warehouse' });
    // Nothing typed: the address rules in the product's words, and nothing is sent.
    await dialog.getByRole('button', { name: 'Create warehouse' }).click();
    await dialog.getByText(MSG.warehouseNameRequired).waitFor();
    await dialog.getByText(MSG.firstNameRequired).waitFor();
    await dialog.getByText(MSG.attachTypeRequired).waitFor();
    expect(await dialog.getByText(MSG.required, { exact: true }).count()).toBe(2);
    await dialog.getByText(MSG.invalidPincode).waitFor();

    await dialog.getByLabel('Warehouse name').fill(name);
    await dialog.getByLabel('Warehouse type').selectOption('CENTRAL');
    await dialog.getByLabel('Invoice prefix').fill('PNY');
    await dialog.getByLabel('Phone').fill('9845012345');
    await dialog.getByLabel('First name').fill('Ravi');
    await dialog.getByLabel('Address line 1').fill('Plot 14, 2nd Stage');
    await dialog.getByLabel('Address line 2').fill('Peenya Industrial Area');
    await dialog.getByLabel('Pincode').fill('560058');
    // City, state and country come from India Post and are locked.
    const city = dialog.getByLabel('City');
    await expect.poll(() => city.inputValue()).toBe('Bangalore');
    expect(await city.isDisabled()).toBe(true);
    expect(await dialog.getByLabel('State').inputValue()).toBe('Karnataka');
    expect(await dialog.getByLabel('Country').isDisabled()).toBe(true);
    await shot(page, 'admin-warehouse-create');
    await dialog.getByRole('button', { name: 'Create warehouse' }).click();
    await page.getByText(MSG.warehouseCreated).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The list shows it at once (newest first).
    await page.getByRole('table', { name: 'Warehouses' }).getByText(name).waitFor();
    await shot(page, 'admin-warehouses-list');
    await context.close();
  });

  it("offers to attach only the warehouses a brand lacks, and uploads the brand's WSINs", async () => {
    const seller = await twoWarehouseSeller(`Sheet Browser Tea ${run}`);
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    const admin = await signedInAt(browser, 'admin@demo.in', `/admin/brands/warehouses?company=${company}`);
    const { page } = admin;
    const select = page.getByRole('region', { name: 'Attach warehouse' }).getByLabel('Warehouse', { exact: true });
    await select.locator('option', { hasText: 'Whitefield Pseudo' }).waitFor({ state: 'attached' });
    const options = await select.locator('option').allTextContents();
    expect(options.some((o) => o.startsWith('Okhla Micro-WH'))).toBe(false);
    expect(options.some((o) => o.startsWith('Bhiwandi Central'))).toBe(false);
    await shot(page, 'brands-attach-choices');

    // Brands > WSIN > Upload WSINs.
    await page.goto(`/admin/brands/wsin?company=${company}`);
    await page.getByRole('link', { name: 'Upload WSINs' }).click();
    await page.waitForURL(/\/admin\/brands\/wsin\/upload\?company=/);
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(MSG.noFileSelected).waitFor();
    await page.getByLabel('WSIN file (.xlsx)').setInputFiles({
      name: `wsins-${run}.xlsx`,
      mimeType: XLSX,
      buffer: Buffer.from(
        await bulkSheet(BULK_WSINS, [
          { name: 'Masala pouch', wsin: `WS-A-${run}`, active: 1 },
          { name: 'Gift box', wsin: `WS B ${run}` },
          { name: 'Again', wsin: `WS-A-${run}` },
        ]),
        'base64',
      ),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    // The first cell in error is focused; fixed inline, it is checked again on blur.
    const wsin = page.getByLabel('WSIN, row 3');
    await wsin.waitFor({ timeout: 45_000 });
    await page.getByText(fill(MSG.invalidField, { field: 'WSIN' })).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('WSIN, row 3');
    await shot(page, 'brands-wsin-upload-preview');
    await wsin.fill(`WS-B-${run}`);
    await wsin.press('Tab');
    await page.getByText(fill(MSG.invalidField, { field: 'WSIN' })).waitFor({ state: 'detached' });
    expect(await wsin.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Save' }).click();

    // The result: the repeated WSIN refused with its row, the others created, and a way back.
    const failed = page.getByRole('table', { name: 'Failed' });
    await failed.waitFor({ timeout: 30_000 });
    await failed.getByText(`Row 4: ${MSG.wsinTaken}`).waitFor();
    const succeeded = page.getByRole('table', { name: 'Successful' });
    await succeeded.getByRole('cell', { name: `WS-A-${run}`, exact: true }).waitFor();
    await succeeded.getByRole('cell', { name: `WS-B-${run}`, exact: true }).waitFor();
    await shot(page, 'brands-wsin-upload-result');
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/brands/wsin' && url.searchParams.get('company') === company,
    );
    await page.getByRole('table', { name: 'WSINs' }).getByText(`WS-B-${run}`).waitFor();

    // Brands > Products offers the mapping sheet beside its template.
    await page.goto(`/admin/brands/products?company=${company}`);
    await page.getByRole('link', { name: 'Upload WSIN mapping' }).click();
    await page.waitForURL(/\/admin\/brands\/products\/wsin-mapping\?company=/);
    await page.getByRole('heading', { name: 'Upload WSIN mapping' }).waitFor();
    await shot(page, 'brands-wsin-mapping-upload');
    await admin.context.close();

    // A seller has no such page: its WSINs are the admins' to make.
    const res = await (
      await verifiedSeller('Bhuj Bandhani House')
    ).raw(`mutation($i: BulkUploadPreviewInput!) { wsinBulkUploadPreview(input: $i) { userErrors { message } } }`, {
      i: { file: 'x', company },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
