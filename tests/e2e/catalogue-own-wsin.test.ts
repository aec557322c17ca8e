import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs } from '../support/browser.js';
import { oneWarehouseSeller, type Session } from '../support/client.js';

let browser: Browser;
/** A brand of this file's own, which no admin helps. */
let seller: Session;
beforeAll(async () => {
  [browser, seller] = await Promise.all([launchBrowser(), oneWarehouseSeller('Bidriware Own Stock Co')]);
});
afterAll(async () => {
  await browser?.close();
});

describe('a seller’s own WSIN in the browser', () => {
  it('creates a product with its WSIN from the SKU (ticked by default) and shows the 1:1 map', async () => {
    const { page, context } = await openAs(browser, seller, '/catalogs');
    const sku = `BDR-${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('button', { name: 'Create Product' }).click();
    const form = page.getByRole('dialog');
    const ownWsin = form.getByRole('checkbox', { name: 'Create a WSIN from the SKU and map it 1:1' });
    expect(await ownWsin.isChecked()).toBe(true);
    await form.getByText(/an admin can remap it/).waitFor();

    await form.getByLabel('Product Title').fill('Bidri Vase');
    await form.getByLabel('SKU', { exact: true }).fill(sku);
    await form.getByLabel('Category', { exact: true }).fill('Decor');
    await form.getByLabel('Price (₹)', { exact: true }).fill('1499');
    await form.getByLabel('Base Price (₹)').fill('900');
    await form.getByLabel('Margin (%)').fill('30');
    await form.getByLabel('Weight (gm)').fill('450');
    await form.getByRole('combobox', { name: 'HSN Code' }).fill('83062990');
    await form.getByRole('combobox', { name: 'HSN Code' }).press('Escape');
    await form.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText(MSG.productCreated).first().waitFor();

    // The list's WSIN map column names the new WSIN, its code the SKU, and so does the drawer.
    const row = page.getByRole('main').getByRole('row').filter({ hasText: sku });
    await expect.poll(() => row.getByRole('cell', { name: sku, exact: true }).count()).toBe(2);
    await row.getByRole('cell', { name: 'Bidri Vase' }).click();
    const map = page.getByRole('dialog').getByRole('table', { name: 'WSIN map' });
    await map.getByRole('row').filter({ hasText: sku }).getByRole('cell', { name: '1', exact: true }).waitFor();

    // An edit offers no new WSIN.
    await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit Bidri Vase' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Create a WSIN/ }).count()).toBe(0);
    await context.close();
  });
});
