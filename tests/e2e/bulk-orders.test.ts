import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG, fill, type BulkOrderValues } from '@parcelo/common';
import { launchBrowser, openAs } from '../support/browser.js';
import { type Session, oneWarehouseSeller, signedIn } from '../support/client.js';
import { ordersSheet, sheetRow } from '../support/sheets.js';
import { stockedProduct } from '../support/stock.js';

let browser: Browser;
/** A tea brand of this file's own at Okhla (WH-DEL-001), with a stocked product its sheets name. */
let seller: Session;
let sku: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  seller = await oneWarehouseSeller('Nilgiri Leaf Traders');
  ({ sku } = await stockedProduct(admin, seller, 100));
});
/** A sheet row of this brand's product unless told otherwise. */
const row = (orderId: string, overrides: Partial<BulkOrderValues> = {}) => sheetRow(orderId, { sku, ...overrides });
afterAll(async () => {
  await browser?.close();
});

describe('bulk orders in the browser', () => {
  it('previews a sheet, takes an inline fix, saves, follows the task to 100 and lists the failed rows', async () => {
    const run = randomBytes(3).toString('hex').toUpperCase();
    const id = (n: number) => `E2E-${run}-${n}`;
    // Row numbers in the sheet are 2.. (row 1 is the header).
    const rows = [
      row(id(1)),
      row(id(2), { sku: 'CHAI-GRN-100', title: 'Green Tea 100g' }),
      row(id(3), { phone: '12345' }),
      row(id(4), { warehouseCode: 'WH-NOPE-404' }),
    ];
    const sheet = Buffer.from(await ordersSheet(rows), 'base64');

    const { page, context } = await openAs(browser, seller, '/orders');
    await page.getByRole('link', { name: 'Upload Bulk Orders' }).click();
    await page.waitForURL('**/orders/bulk');

    // No file chosen: the spec's message, and nothing is sent.
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(MSG.noFileSelected).waitFor();

    await page.getByLabel('Bulk orders file (.xlsx)').setInputFiles({
      name: `orders-${run}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: sheet,
    });
    await page.getByRole('button', { name: 'Upload' }).click();

    // The preview opens with the first cell in error focused: row 3's SKU, which the catalogue lacks.
    const skuCell = page.getByLabel('SKU, row 3');
    await skuCell.waitFor();
    await page.getByText(fill(MSG.skuUnlisted, { sku: 'CHAI-GRN-100' })).waitFor();
    await page.getByText(MSG.phoneInvalid).waitFor();
    await page.getByText('Accepts only WH-DEL-001').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('SKU, row 3');
    await skuCell.fill(sku);
    await skuCell.press('Tab');

    // Fixed inline and checked again on blur; the other bad row stays bad.
    const phone = page.getByLabel('Phone, row 4');
    await phone.fill('9876501234');
    await phone.press('Tab');
    await page.getByText(MSG.phoneInvalid).waitFor({ state: 'detached' });
    expect(await phone.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByLabel('Warehouse Code, row 5').getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('button', { name: 'Save' }).click();

    // The task ends: its bar at 100, three orders made, the bad row listed by order ID with why.
    const bar = page.getByRole('progressbar', { name: 'Bulk orders upload: 4 orders' });
    await bar.waitFor({ timeout: 30_000 });
    await page.getByRole('main').getByText('3 of 4 orders created, 1 failed.').waitFor({ timeout: 30_000 });
    // The notice that the task ended says the same, with a way back to this result.
    await page.getByRole('button', { name: MSG.seeResult }).waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    const failed = page.getByRole('table', { name: 'Failed' });
    await failed.getByRole('cell', { name: id(4), exact: true }).waitFor();
    expect(await failed.getByRole('row').count()).toBe(2);
    await failed.getByText('Row 5: Accepts only WH-DEL-001').waitFor();
    const succeeded = page.getByRole('table', { name: 'Successful' });
    for (const n of [1, 2, 3]) await succeeded.getByRole('cell', { name: id(n), exact: true }).waitFor();

    // Go back leads to the orders, where the fixed row is an order with the corrected phone.
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL('**/orders');
    await page.getByLabel('Search by').selectOption({ label: 'Order ID' });
    await page.getByRole('searchbox', { name: 'Order ID' }).fill(id(3));
    await page.getByText('1-1 of 1 item').waitFor();
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).click();
    await page.getByRole('dialog').getByText('9876501234').waitFor();

    // The same task in Settings > Task Center, completed at 100%.
    await page.goto('/settings/task-center');
    const task = page.getByRole('row').filter({ hasText: 'Bulk orders upload: 4 orders' }).first();
    await task.waitFor();
    expect(await task.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await context.close();
  });

  it('tells the user that every order was created, on whichever page they went to meanwhile', async () => {
    const run = randomBytes(3).toString('hex').toUpperCase();
    const sheet = Buffer.from(await ordersSheet([row(`E2E-${run}-1`), row(`E2E-${run}-2`)]), 'base64');
    const { page, context } = await openAs(browser, seller, '/orders/bulk');
    await page
      .getByLabel('Bulk orders file (.xlsx)')
      .setInputFiles({ name: 'two.xlsx', mimeType: 'application/octet-stream', buffer: sheet });
    await page.getByRole('button', { name: 'Upload' }).click();
    // The preview asks the catalogue about every SKU: slower than the default wait on a busy CI machine.
    await page.getByText('2 rows').first().waitFor({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/orders\/bulk\?task=/);
    const taskUrl = page.url();

    // Off to the orders list while the task runs (or has just ended): the notice follows.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/orders');
    await page.getByText(fill(MSG.allExecuted, { type: 'orders' })).waitFor({ timeout: 30_000 });

    // The task's address still shows its result; the upload page itself starts afresh.
    await page.goto(taskUrl);
    await page.getByRole('main').getByText('2 of 2 orders created, 0 failed.').waitFor();
    await page.goto('/orders/bulk');
    await page.getByLabel('Bulk orders file (.xlsx)').waitFor();

    // One of those order IDs again, in lower case and padded: the preview says the order exists.
    const again = await ordersSheet([row(` e2e-${run.toLowerCase()}-1 `), row(`E2E-${run}-3`)]);
    await page.getByLabel('Bulk orders file (.xlsx)').setInputFiles({
      name: 'again.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(again, 'base64'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    // A preview, like the first one, can take long on a busy CI machine.
    await page.getByText(MSG.orderIdTaken).waitFor({ timeout: 45_000 });
    expect(await page.getByLabel('Order ID, row 2').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Order ID, row 3').getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });
});
