import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { istToday } from '@parcelo/common';
import { launchBrowser, shot, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, uniquePhone, type Session } from '../support/client.js';
import { retailerOf, salesmanOf, unique } from '../support/d2r.js';

/*
 * The admin's Promoter Stock Details for a brand of this test's own: a promoter's opening and
 * closing counts of today are listed; the closing filter leaves the closing one; the CSV has
 * it; the sell-through shows what the shop sold between the two.
 */

const BRAND = `Wagh Bakri Stock ${unique()}`;
const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id } } userErrors { field message } } }`;
const PRODUCT = `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { userErrors { message } } }`;
const SAVE = `mutation($i: PromoterStockCountSaveInput!) { promoterStockCountSave(input: $i) {
  userErrors { field message } } }`;

let browser: Browser;
let admin: Session;
let company: { id: string; code: string };
let retailer: { id: string; name: string };
const sku = `WB-${unique()}`.toUpperCase();

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(BRAND);
  company = (await seller.gql(`{ viewer { company { id code } } }`)).viewer.company;
  const made = await seller.gql(PRODUCT, {
    i: {
      productTitle: `Premium Leaf ${sku}`,
      sku,
      category: 'Tea',
      price: 1_000,
      weight: 250,
      hsnCode: '0902',
      basePrice: 500,
      margin: 10,
    },
  });
  expect(made.catalogueProductCreate.userErrors).toEqual([]);
  retailer = await retailerOf(admin, company.id, await salesmanOf(admin, company.id));
  const promoter = (
    await admin.gql(PERSON, { i: { company: company.id, role: 'PROMOTER', firstName: 'Kavita', phone: uniquePhone() } })
  ).fieldPersonCreate;
  expect(promoter.userErrors).toEqual([]);
  for (const [stockType, quantity] of [
    ['OPENING', 18],
    ['CLOSING', 11],
  ] as const) {
    const saved = await admin.gql(SAVE, {
      i: {
        promoter: promoter.fieldPersonEdge.node.id,
        retailer: retailer.id,
        stockType,
        lines: [{ sku, quantity }],
      },
    });
    expect(saved.promoterStockCountSave.userErrors).toEqual([]);
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('Promoter stock details in the browser', () => {
  it('lists the counts of a brand, filters the closing ones, exports them and shows the sell-through', async () => {
    const { page } = await signedInAt(browser, 'admin@demo.in', '/admin/d2r/promoter-stock');
    await page.getByRole('heading', { name: 'Promoter Stock Details' }).waitFor();

    await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await page.getByRole('option', { name: `${BRAND} (${company.code})` }).click();
    await page.waitForURL(/company=/);
    // The brand, chosen once, opens again.
    await page.goto('/admin/d2r/promoter-stock');
    await page.waitForURL(/company=/);
    await expect.poll(() => page.getByRole('combobox', { name: 'Search company' }).inputValue()).toBe(BRAND);

    const table = page.getByRole('table', { name: 'Promoter stock counts' });
    // Every brand's counts show until the brand's have loaded.
    await table.getByRole('row').filter({ hasText: retailer.name }).filter({ hasText: 'Opening count' }).waitFor();
    await expect.poll(() => table.getByRole('row').filter({ hasText: retailer.name }).count()).toBe(2);

    await page.getByLabel('Stock type').selectOption({ label: 'Closing' });
    await page.waitForURL(/type=CLOSING/);
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: retailer.name }).count(), { timeout: 10_000 })
      .toBe(1);
    const row = table.getByRole('row').filter({ hasText: retailer.name });
    await expect.poll(() => row.textContent()).toContain('Closing count');
    expect(await row.textContent()).toContain('Kavita');
    expect(await row.textContent()).toContain(BRAND);
    expect(await row.textContent()).toContain(`${sku} × 11`);
    await shot(page, 'promoter-stock-details-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'promoter-stock-details-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^promoter-stock-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await file.path())!, 'utf8')).trim().split('\n');
    expect(csv[0]).toBe(
      'Created at,Count date,Stock type,Promoter,Promoter phone,Company,Retailer,Retailer phone,Catalogues',
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`${istToday()},Closing count,Kavita`);
    expect(csv[1]).toContain(`${sku} x 11`);

    await page.getByRole('tab', { name: 'Sell-through' }).click();
    const sold = page.getByRole('table', { name: 'Sell-through' }).getByRole('row').filter({ hasText: retailer.name });
    await sold.waitFor();
    // 18 on the shelf as the day opened, 11 as it closed.
    expect(await sold.textContent()).toContain(sku);
    expect((await sold.getByRole('cell').nth(2).textContent())?.trim()).toBe('7');
    await shot(page, 'promoter-sell-through-1280');
  });
});
