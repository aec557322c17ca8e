import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MSG, fill } from '@parcelo/common';
import { launchBrowser, openAs, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, type Session } from '../support/client.js';

const BRAND = 'Darjeeling Gift Co';
let browser: Browser;
/** A tea brand of this file's own at Okhla, its catalogue and stock empty. */
let api: Session;
/** Its code, as the admin's company search names it. */
let code: string;
beforeAll(async () => {
  browser = await launchBrowser();
  api = await oneWarehouseSeller(BRAND);
  code = (await api.gql(`{ viewer { company { code } } }`)).viewer.company.code;
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36).toUpperCase().slice(-5);
const SKU = `E2E-CHAI-${run}`;
const TIN = `WS-E2E-TIN-${run}`;
const LEAF = `WS-E2E-LEAF-${run}`;

/** The inventory row of a WSIN, found by searching for it. */
async function inventoryRow(page: Page, wsin: string): Promise<Locator> {
  await page.goto(`/inventory?search=${encodeURIComponent(`SKU:${wsin}`)}`);
  const row = page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: wsin });
  await row.first().waitFor();
  return row.first();
}

/** A figure of a row, by its column's header. */
async function figure(page: Page, row: Locator, header: string): Promise<string> {
  const headers = await page.getByRole('table', { name: 'Inventory' }).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
}

describe('catalogue, stock and packing in the browser', () => {
  it('maps a new product to two WSINs, takes stock in, blocks it for an order, and packs the order by scanning', async () => {
    // 1. The seller creates the product; the admin creates two WSINs and maps the product to them.
    const seller = await openAs(browser, api, '/catalogs');
    const sellerPage = seller.page;
    await sellerPage.getByRole('button', { name: 'Create Product' }).click();
    const form = sellerPage.getByRole('dialog');
    await form.getByLabel('Product Title').fill('E2E Chai Gift Tin');
    await form.getByLabel('SKU', { exact: true }).fill(SKU);
    await form.getByLabel('Category', { exact: true }).fill('Gift');
    await form.getByLabel('Price (₹)', { exact: true }).fill('599');
    await form.getByLabel('Base Price (₹)').fill('350');
    await form.getByLabel('Margin (%)').fill('40');
    await form.getByLabel('Weight (gm)').fill('450');
    await form.getByRole('combobox', { name: 'HSN Code' }).fill('0902');
    await form.getByRole('option', { name: /0902/ }).first().waitFor();
    await form.getByRole('combobox', { name: 'HSN Code' }).press('Escape');
    // The admin maps this one, so no WSIN of its own.
    await form.getByText('Create a WSIN from the SKU and map it 1:1').click();
    await expect.poll(() => form.getByRole('checkbox', { name: /^Create a WSIN/ }).isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Create Product' }).click();
    await sellerPage.getByText(MSG.productCreated).first().waitFor();
    const products = sellerPage.getByRole('main');
    await products.getByText(SKU).waitFor();
    // Not mapped yet.
    await products.getByRole('row').filter({ hasText: SKU }).getByText(MSG.wsinNotGenerated).waitFor();

    const admin = await signedInAt(browser, 'admin@demo.in', '/admin/brands/products');
    const adminPage = admin.page;
    await adminPage.getByText(MSG.selectCompany).waitFor();
    await adminPage.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await adminPage.getByRole('option', { name: `${BRAND} (${code})` }).click();
    await adminPage.getByRole('heading', { name: `Products · ${BRAND}` }).waitFor();
    await adminPage.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'WSIN' }).click();
    await adminPage.getByRole('heading', { name: `WSIN · ${BRAND}` }).waitFor();
    for (const [wsin, name] of [
      [TIN, 'Gift tin, empty'],
      [LEAF, 'Masala leaf 100g pouch'],
    ] as const) {
      await adminPage.getByRole('button', { name: 'Create WSIN' }).click();
      const dialog = adminPage.getByRole('dialog');
      await dialog.getByLabel('WSIN').fill(wsin);
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Create WSIN' }).click();
      await dialog.waitFor({ state: 'detached' });
      await adminPage.getByRole('main').getByText(wsin).waitFor();
    }
    await adminPage.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'Products' }).click();
    await adminPage.getByRole('heading', { name: `Products · ${BRAND}` }).waitFor();
    await adminPage.getByRole('main').getByText(SKU).click();
    const drawer = adminPage.getByRole('dialog');
    const mapping = drawer.getByRole('form', { name: /WSIN mapping of/ });
    await mapping.getByLabel('WSIN 1').fill(TIN);
    await mapping.getByLabel('Quantity 1').fill('1');
    await mapping.getByRole('button', { name: 'Add WSIN' }).click();
    await mapping.getByLabel('WSIN 2').fill(LEAF);
    await mapping.getByLabel('Quantity 2').fill('2');
    await mapping.getByRole('button', { name: 'Map WSIN' }).click();
    await adminPage.getByText(MSG.wsinMapped).first().waitFor();
    await drawer
      .getByText(`${LEAF} × 2 + ${TIN}`)
      .or(drawer.getByText(`${TIN} + ${LEAF} × 2`))
      .first()
      .waitFor();
    await admin.context.close();

    // 2. Inbound stock for both WSINs.
    for (const [wsin, accepted] of [
      [TIN, '5'],
      [LEAF, '10'],
    ] as const) {
      const row = await inventoryRow(sellerPage, wsin);
      await row.getByRole('button', { name: `Actions for ${wsin}` }).click();
      await sellerPage.getByRole('menuitem', { name: 'Add inbound' }).click();
      const inbound = sellerPage.getByRole('dialog', { name: 'Add inbound' });
      const add = inbound.getByRole('button', { name: 'Add', exact: true });
      // Add waits, saying what it needs: units, and a remark.
      await inbound.getByLabel('Inbound accepted').fill('0');
      await inbound.getByLabel('Inbound rejected').fill('0');
      await inbound.getByText('To add, enter at least one unit accepted or rejected and a remark.').waitFor();
      expect(await add.isDisabled()).toBe(true);
      // A clean receipt: none rejected.
      await inbound.getByLabel('Inbound accepted').fill(accepted);
      await inbound.getByLabel('Remark').fill('PO from the e2e supplier');
      await expect.poll(() => inbound.getByText(/^To add, enter/).count()).toBe(0);
      await add.click();
      await sellerPage.getByText(MSG.inventoryAdded).first().waitFor();
      await expect.poll(() => figure(sellerPage, row, 'Available')).toBe(accepted);
    }

    // 3. An order for two of the product blocks 2 tins and 4 pouches.
    await sellerPage.goto('/orders/new');
    await sellerPage.getByRole('heading', { name: 'Create Order' }).waitFor();
    await sellerPage.getByLabel('First name').fill('Kiran');
    await sellerPage.getByLabel('Last name').fill('Joshi');
    await sellerPage.getByLabel('Email').fill('kiran.joshi@example.in');
    await sellerPage.getByLabel('Phone').fill('9822012345');
    await sellerPage.getByLabel('Address line 1').fill('7 FC Road');
    await sellerPage.getByLabel('Address line 2').fill('Shivajinagar');
    await sellerPage.getByLabel('Pincode').fill('411005');
    await expect.poll(() => sellerPage.getByLabel('City').inputValue()).toBe('Pune');
    await sellerPage.getByLabel('Title').fill('E2E Chai Gift Tin');
    await sellerPage.getByLabel('SKU').fill(SKU);
    await sellerPage.getByLabel('Quantity').fill('2');
    await sellerPage.getByLabel('Unit price (₹)').fill('599');
    await sellerPage.getByLabel('Weight (kg)').fill('0.9');
    await sellerPage.getByRole('button', { name: 'Create order' }).click();
    await sellerPage.getByText(MSG.orderCreated).first().waitFor();
    await sellerPage.waitForURL(/\/orders\?search=ORDER_ID/);
    const orderRow = sellerPage.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1);
    await orderRow.getByText('Kiran Joshi').waitFor();
    const awb = /PC\d{10}/.exec((await orderRow.textContent()) ?? '')?.[0];
    expect(awb).toMatch(/^PC\d{10}$/);
    const shopOrderId = /MAN-[A-Z0-9]+/.exec((await orderRow.textContent()) ?? '')?.[0];
    expect(shopOrderId).toBeTruthy();

    let row = await inventoryRow(sellerPage, TIN);
    expect(await figure(sellerPage, row, 'Blocked')).toBe('2');
    expect(await figure(sellerPage, row, 'Available')).toBe('3');
    row = await inventoryRow(sellerPage, LEAF);
    expect(await figure(sellerPage, row, 'Blocked')).toBe('4');

    // 4. Packing: the AWB, then each item's barcode, typed as a keyboard-wedge scanner does.
    await sellerPage.goto('/fulfilment');
    const awbInput = sellerPage.getByLabel('Scan AWB');
    await awbInput.fill(awb!);
    await awbInput.press('Enter');
    const items = sellerPage.getByRole('table', { name: 'Items to pack' });
    await items.getByText(TIN).first().waitFor();
    await sellerPage.getByRole('region', { name: 'Packing bench' }).getByText('Pending').first().waitFor();
    const itemInput = sellerPage.getByLabel('Scan item');
    await itemInput.fill('WS-NOT-IN-ORDER');
    await itemInput.press('Enter');
    await sellerPage
      .getByText(fill(MSG.packItemUnknown, { code: 'WS-NOT-IN-ORDER' }))
      .first()
      .waitFor();
    await itemInput.fill(TIN);
    await itemInput.press('Enter');
    await sellerPage.getByText(MSG.packedPartially).first().waitFor();
    await items.getByRole('row').filter({ hasText: TIN }).getByText('Partially Scanned').waitFor();
    const rest = [TIN, LEAF, LEAF, LEAF, LEAF.toLowerCase()];
    for (const [n, code] of rest.entries()) {
      await itemInput.fill(code);
      await itemInput.press('Enter');
      // Each scan empties the box for the next; the last one packs the order and the box goes.
      if (n < rest.length - 1) await expect.poll(async () => itemInput.inputValue()).toBe('');
    }

    // 5. Packed: the success message, the order's status, and the stock gone out.
    const done = sellerPage
      .getByRole('alert')
      .filter({ hasText: /^Order MAN-\w+ packed$/ })
      .first();
    await done.waitFor();
    const packedId = /MAN-\w+/.exec((await done.textContent()) ?? '')![0];
    // The orders row runs the order ID into the next cell's text, so it starts with the ID.
    expect(shopOrderId!.startsWith(packedId)).toBe(true);
    expect(await done.textContent()).toBe(fill(MSG.packDone, { orderId: packedId }));
    await sellerPage
      .getByRole('region', { name: 'Packing bench' })
      .getByText('Packed', { exact: true })
      .first()
      .waitFor();
    expect(await sellerPage.getByLabel('Scan AWB').evaluate((el) => el === document.activeElement)).toBe(true);
    row = await inventoryRow(sellerPage, LEAF);
    expect(await figure(sellerPage, row, 'Blocked')).toBe('0');
    expect(await figure(sellerPage, row, 'Outbound out')).toBe('4');
    expect(await figure(sellerPage, row, 'Current')).toBe('6');
    await seller.context.close();
    // A whole day of the seller's in one test: past the default on a loaded machine.
  }, 150_000);
});
