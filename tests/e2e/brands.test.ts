import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, signedInAt, shot } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, uniquePhone, type Session } from '../support/client.js';
import { placeOrderFor } from '../support/ndr.js';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { stockedProduct } from '../support/stock.js';

const BRAND = 'Kutch Embroidery Collective';
let browser: Browser;
/** A brand of this file's own at Okhla, with a stocked product. */
let seller: Session;
let sku: string;
/** Its code, as the admin's company search names it. */
let code: string;

/** The seller uploads a one-order sheet, as a task its admin's Task Center lists; the task's title. */
async function bulkUpload(): Promise<string> {
  const file = await uploadSheet(seller, await ordersSheet([sheetRow(`BRD-${Date.now()}`, { sku })]), 'orders.xlsx');
  await seller.gql(
    `mutation($i: BulkUploadPreviewInput!) { ordersBulkUploadPreview(input: $i) { userErrors { message } } }`,
    { i: { file } },
  );
  const saved = await seller.gql(
    `mutation($i: BulkUploadSaveInput!) { ordersBulkUploadSave(input: $i) { task { id title } userErrors { message } } }`,
    { i: { file, edits: [] } },
  );
  return saved.ordersBulkUploadSave.task.title as string;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  seller = await oneWarehouseSeller(BRAND);
  ({ sku } = await stockedProduct(admin, seller, 20));
  code = (await seller.gql(`{ viewer { company { code } } }`)).viewer.company.code;
  // An earlier upload, so the Task Center has a task before the one the admin watches.
  await bulkUpload();
});
afterAll(async () => {
  await browser?.close();
});

describe("the admin's Brands pages", () => {
  it("shows a brand's orders with the seller's filters and drawer, and its tasks live", async () => {
    const order = await placeOrderFor(seller, uniquePhone(), undefined, sku);

    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/brands/products');
    await page.getByText(MSG.selectCompany).waitFor();
    await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await page.getByRole('option', { name: `${BRAND} (${code})` }).click();
    await page.getByRole('heading', { name: `Products · ${BRAND}` }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Brands' });

    // Orders: the seller's search finds the new order; its drawer opens, and both survive a reload.
    await nav.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: `Orders · ${BRAND}` }).waitFor();
    await page.waitForURL(/\/admin\/brands\/orders\?company=/);
    await page.getByRole('main').getByLabel('Search by').selectOption({ label: 'Order ID' });
    await page.getByRole('searchbox', { name: 'Order ID' }).fill(order.shopOrderId);
    const table = page.getByRole('table', { name: 'Orders' });
    await page.getByText('1-1 of 1 item').waitFor();
    await table.getByText('Kavya Menon').waitFor();
    await table.getByRole('row').nth(1).click();
    await page.getByRole('dialog').getByText(order.shopOrderId).first().waitFor();
    await shot(page, 'brands-orders-1280');
    await page.reload();
    await page.getByRole('dialog').getByText(order.shopOrderId).first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByText('1-1 of 1 item').waitFor();

    // TaskCenterAdmin: the seller's bulk upload appears and finishes while the admin watches.
    await nav.getByRole('link', { name: 'TaskCenterAdmin' }).click();
    await page.getByRole('heading', { name: `TaskCenterAdmin · ${BRAND}` }).waitFor();
    const tasks = page.getByRole('table', { name: 'Tasks' });
    await tasks.getByRole('row').nth(1).waitFor();
    const before = await tasks.getByRole('row').count();
    const title = await bulkUpload();
    const row = tasks.getByRole('row').filter({ hasText: title }).first();
    await row.getByText('Completed').waitFor();
    if (before >= 11) await tasks.getByRole('row').nth(1).waitFor();
    await shot(page, 'brands-tasks-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'brands-tasks-390');

    // A link from before the pages had their own paths still lands on its page.
    const companyId = new URL(page.url()).searchParams.get('company')!;
    await page.goto(`/admin/brands?company=${encodeURIComponent(companyId)}&tab=wsin`);
    await page.getByRole('heading', { name: `WSIN · ${BRAND}` }).waitFor();
    await context.close();
  }, 90_000);
});
