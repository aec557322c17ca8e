import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BULK_CATALOGUES, BULK_INVENTORY, MSG, fill, istToday, scanAddedMessage } from '@parcelo/common';
import { launchBrowser, openAs, signedInAt } from '../support/browser.js';
import { Session, oneWarehouseSeller } from '../support/client.js';
import { bulkSheet } from '../support/sheets.js';
import { stockedProduct } from '../support/stock.js';

let browser: Browser;
/** A brand of its own at Okhla, whose stock no other test counts. */
let seller: Session;
/** Its WSINs: one to scan in and adjust, one to receive by sheet. */
let scanned: string;
let received: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await new Session().signIn('admin@demo.in');
  seller = await oneWarehouseSeller('Inventory Bench Tea Co');
  const [one, two] = await Promise.all([stockedProduct(admin, seller, 5), stockedProduct(admin, seller, 0)]);
  scanned = one.wsin;
  received = two.wsin;
});
afterAll(async () => {
  await browser?.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A figure of the first inventory row listed, by its column's header. */
async function figure(page: Page, wsin: string, header: string): Promise<number> {
  const table = page.getByRole('table', { name: 'Inventory' });
  const row = table.getByRole('row').filter({ hasText: wsin }).first();
  await row.waitFor();
  const headers = await table.getByRole('columnheader').allTextContents();
  const text =
    (await row
      .getByRole('cell')
      .nth(headers.findIndex((h) => h.trim() === header))
      .textContent()) ?? '';
  return Number(text.replace(/[^\d-]/g, ''));
}

describe('inventory in the browser', () => {
  it('scans stock in, shows it in the trail, adjusts it and exports the stock as CSV', async () => {
    const { page, context } = await openAs(
      browser,
      seller,
      `/inventory?search=${encodeURIComponent(`SKU:${scanned}`)}`,
    );
    const scannedBefore = await figure(page, scanned, 'Scanned');

    await page.getByRole('link', { name: 'Scan and add' }).click();
    await page.waitForURL('**/inventory/scan**');
    await page.getByLabel('Warehouse').selectOption({ label: 'Okhla Micro-WH (New Delhi)' });
    const scan = page.getByLabel('Scan WSIN');
    for (let n = 0; n < 3; n++) {
      await scan.fill(scanned);
      await scan.press('Enter');
    }
    await expect.poll(() => page.getByLabel(`Quantity of ${scanned}`).inputValue()).toBe('3');
    // An unknown WSIN is refused as it is scanned and stays out of the list.
    await scan.fill('WS-NOPE-404');
    await scan.press('Enter');
    await page.getByText(fill(MSG.wsinUnknown, { wsin: 'WS-NOPE-404' })).waitFor();
    expect(await page.getByLabel('Quantity of WS-NOPE-404').count()).toBe(0);
    await page.getByRole('button', { name: 'Add to inventory' }).click();
    await page
      .getByText(scanAddedMessage(3, [scanned]))
      .first()
      .waitFor();

    await page.goto(`/inventory?search=${encodeURIComponent(`SKU:${scanned}`)}`);
    await expect.poll(() => figure(page, scanned, 'Scanned')).toBe(scannedBefore + 3);
    const available = await figure(page, scanned, 'Available');

    // The trail: the newest entry is the scan, +3 to available stock.
    await page
      .getByRole('table', { name: 'Inventory' })
      .getByRole('row')
      .filter({ hasText: scanned })
      .first()
      .getByText(scanned, { exact: true })
      .click();
    const drawer = page.getByRole('dialog');
    const trail = drawer.getByRole('table', { name: 'Inventory trail' });
    const newest = trail.getByRole('row').nth(1);
    await newest.getByText('Scanned in').first().waitFor();
    await newest.getByText('+3').waitFor();

    // A decrease from the drawer, with its remark, tops the trail.
    await drawer.getByRole('button', { name: 'Adjust' }).click();
    const adjust = page.getByRole('dialog', { name: /Adjust/ });
    await adjust.getByLabel('Type').selectOption({ label: 'Decrease stock' });
    // Too much: the refusal names the Available figure the row shows, once, in the form.
    await adjust.getByLabel('Quantity').fill('100000');
    await adjust.getByLabel('Remark').fill('One tin dented at the bench');
    await adjust
      .getByRole('button', { name: /Adjust|Save/ })
      .last()
      .click();
    const refusal = page.getByText(fill(MSG.adjustBelowZero, { available }));
    await adjust.getByText(fill(MSG.adjustBelowZero, { available })).waitFor();
    await expect.poll(() => refusal.count()).toBe(1);
    await adjust.getByLabel('Quantity').fill('1');
    await adjust
      .getByRole('button', { name: /Adjust|Save/ })
      .last()
      .click();
    await page.getByText(MSG.inventoryAdjusted).first().waitFor();
    await trail.getByRole('row').nth(1).getByText('One tin dented at the bench').waitFor();
    await page.keyboard.press('Escape');

    // Export: the CSV holds the row with its figures.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('Warehouse,WSIN,Name,Scanned Stock');
    expect(csv).toContain(`WH-DEL-001,${scanned},`);
    await context.close();
  });

  it('uploads inbound stock and a catalogue from sheets, with the bad rows listed', async () => {
    const { page, context } = await openAs(browser, seller, '/inventory');
    const run = Date.now().toString(36).toUpperCase().slice(-5);

    const stockSheet = Buffer.from(
      await bulkSheet(BULK_INVENTORY, [
        {
          warehouseCode: 'WH-DEL-001',
          wsin: received,
          date: istToday(),
          inboundAccepted: 12,
          inboundRejected: 1,
          remark: `PO-${run}`,
        },
        {
          warehouseCode: 'WH-DEL-001',
          wsin: `WS-NOPE-${run}`,
          date: istToday(),
          inboundAccepted: 3,
          inboundRejected: 1,
          remark: `PO-${run}`,
        },
      ]),
      'base64',
    );

    await page.getByRole('link', { name: 'Bulk upload' }).click();
    await page.waitForURL('**/inventory/bulk**');
    await page.getByLabel('Bulk inventory file (.xlsx)').setInputFiles({
      name: `stock-${run}.xlsx`,
      mimeType: XLSX,
      buffer: stockSheet,
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page
      .getByText(fill(MSG.wsinUnknown, { wsin: `WS-NOPE-${run}` }))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('main').getByText('1 of 2 inventory entries created, 1 failed.').waitFor({ timeout: 30_000 });
    await page
      .getByRole('table', { name: 'Failed' })
      .getByText(`Row 3: ${fill(MSG.wsinUnknown, { wsin: `WS-NOPE-${run}` })}`)
      .waitFor();

    // The same sheet again: the preview says when it was uploaded and that saving adds its
    // stock again; Save is off, and only Save again saves it.
    await page.goto('/inventory/bulk');
    await page.getByLabel('Bulk inventory file (.xlsx)').setInputFiles({
      name: `stock-${run}-again.xlsx`,
      mimeType: XLSX,
      buffer: stockSheet,
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'This sheet was already uploaded on' });
    // A preview reads the stored sheet and every WSIN: slower than the default wait on a busy CI machine.
    await warning.waitFor({ timeout: 45_000 });
    expect(await warning.textContent()).toMatch(
      /This sheet was already uploaded on \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m\. Saving it again adds its stock again\./,
    );
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await warning.getByRole('button', { name: 'Save again' }).click();
    await page.getByRole('main').getByText('1 of 2 inventory entries created, 1 failed.').waitFor({ timeout: 30_000 });

    await page.goto('/catalogs');
    await page.getByRole('link', { name: 'Upload Bulk Catalogs' }).click();
    await page.waitForURL('**/catalogs/bulk**');
    await page.getByLabel('Bulk catalogs file (.xlsx)').setInputFiles({
      name: `catalogue-${run}.xlsx`,
      mimeType: XLSX,
      buffer: Buffer.from(
        await bulkSheet(BULK_CATALOGUES, [
          {
            productTitle: `Tulsi Ginger ${run}`,
            sku: `TLS-${run}`,
            category: 'Herbal',
            price: 279,
            basePrice: 150,
            margin: 35,
            weight: 120,
            hsnCode: '09021010',
          },
          {
            productTitle: `Broken ${run}`,
            sku: `BRK-${run}`,
            category: 'Herbal',
            price: 99,
            basePrice: 50,
            margin: 20,
            weight: 50,
            hsnCode: '',
          },
        ]),
        'base64',
      ),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(MSG.hsnRequired).first().waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('main')
      .getByText(/^1 of 2 \w+ created, 1 failed\.$/)
      .waitFor({ timeout: 30_000 });
    await page.goto('/catalogs');
    // The SKU shows twice in its row: as the product's SKU and as the WSIN made from it.
    await page.getByRole('main').getByText(`TLS-${run}`).first().waitFor();
    await context.close();
  });

  it('prices a catalogue at a store: download, edit the discount, upload, see the final price', async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/brands/products');
    await page.getByRole('combobox', { name: 'Search company' }).fill('Chai');
    await page.getByRole('option', { name: 'Chai Point Naturals (PC0001)' }).click();
    await page.getByRole('heading', { name: 'Products · Chai Point Naturals' }).waitFor();
    await page.getByRole('link', { name: 'Catalogue pricing' }).click();
    await page.waitForURL('**/admin/catalogue-pricing?company=**');
    const download = page.getByRole('button', { name: 'Download Catalogue' });
    expect(await download.isDisabled()).toBe(true);
    await page.getByText(MSG.selectStore).waitFor();
    await page.getByLabel('Store').selectOption({ index: 1 });
    await page.getByRole('table', { name: 'Catalogue pricing' }).getByText('CHAI-KHW-100').waitFor();

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const csv = await readFile((await file.path())!, 'utf8');
    const line = csv.split('\n').find((l) => l.includes(',CHAI-DJF-100,'))!;
    expect(line).toBeTruthy();
    // The seller's edit: 49 off the Darjeeling.
    const edited = `SKU,Discount\nCHAI-DJF-100,49\n`;
    await page.getByRole('button', { name: 'Upload Catalogue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Catalogue' });
    await dialog
      .getByLabel('Pricing file (.csv)')
      .setInputFiles({ name: 'pricing.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByText(fill(MSG.pricingUploaded, { n: 1 }))
      .first()
      .waitFor();
    const row = page
      .getByRole('table', { name: 'Catalogue pricing' })
      .getByRole('row')
      .filter({ hasText: 'CHAI-DJF-100' });
    await row.getByText('500.00').waitFor();
    await context.close();
  });
});
