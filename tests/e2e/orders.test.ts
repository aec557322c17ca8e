import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, cancelledLeftOut } from '@parcelo/common';
import { launchBrowser, openAs, shot, signedInAt } from '../support/browser.js';
import {
  OPERATOR_PASSWORD,
  type Session,
  attachedOperator,
  oneWarehouseSeller,
  orderInput,
  signedIn,
  twoWarehouseSeller,
} from '../support/client.js';
import { listedSku, stockedProduct } from '../support/stock.js';

let browser: Browser;
/** A spice brand of this file's own at Okhla, with a stocked product and three orders placed through the API. */
let seller: Session;
let product: OrderPick;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  seller = await oneWarehouseSeller('Malabar Spice Co');
  const { sku, warehouse } = await stockedProduct(admin, seller, 100);
  product = { title: 'Malabar Pepper 200g', sku };
  for (let i = 0; i < 3; i++) {
    const placed = await seller.gql(
      `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { userErrors { field message } } }`,
      { i: orderInput(warehouse, sku, 1) },
    );
    expect(placed.orderCreate.userErrors).toEqual([]);
  }
});
afterAll(async () => {
  await browser?.close();
});

/** The item ordered; a warehouse operator also names the seller and the pickup warehouse. */
interface OrderPick {
  title: string;
  sku: string;
  seller?: string;
  warehouse?: string;
}
async function createOrder(page: Page, pick: OrderPick = product) {
  await page.goto('/orders/new');
  await page.getByRole('heading', { name: 'Create Order' }).waitFor();
  if (pick.seller) await page.getByLabel('Seller').selectOption({ label: pick.seller });
  if (pick.warehouse) await page.getByLabel('Pickup warehouse').selectOption({ label: pick.warehouse });
  await page.getByLabel('First name').fill('Kiran');
  await page.getByLabel('Last name').fill('Joshi');
  await page.getByLabel('Email').fill('kiran.joshi@example.in');
  await page.getByLabel('Phone').fill('9822012345');
  await page.getByLabel('Address line 1').fill('7 FC Road');
  await page.getByLabel('Address line 2').fill('Shivajinagar');
  await page.getByLabel('Pincode').fill('411005');
  // City and state come from the pincode.
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Pune');
  await page.getByLabel('Title').fill(pick.title);
  await page.getByLabel('SKU').fill(pick.sku);
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Unit price (₹)').fill('249');
  await page.getByLabel('Weight (kg)').fill('0.6');
  await page.getByRole('button', { name: 'Create order' }).click();
  await page.getByText('Order created').first().waitFor();
  await page.waitForURL(/\/orders\?search=ORDER_ID/);
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1);
  await row.getByText('Kiran Joshi').waitFor();
  return row;
}

describe('orders in the browser', () => {
  it('creates a manual order and finds it by its AWB', async () => {
    const { page, context } = await openAs(browser, seller, '/orders');
    const row = await createOrder(page);
    const awb = /PC\d{10}/.exec((await row.textContent()) ?? '')?.[0];
    expect(awb).toMatch(/^PC\d{10}$/);
    if (!awb) return;

    await page.goto('/orders');
    await page.getByLabel('Search by').selectOption({ label: 'AWB' });
    await page.getByRole('searchbox', { name: 'AWB' }).fill(awb);
    const table = page.getByRole('table', { name: 'Orders' });
    await page.getByText('1-1 of 1 item').waitFor();
    await table.getByText('Kiran Joshi').waitFor();
    expect(page.url()).toContain(`search=AWB%3A${awb}`);

    // The order's drawer shows the same AWB, and its label can be printed.
    await table.getByRole('row').nth(1).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(awb).waitFor();
    expect(await drawer.getByRole('link', { name: 'Print label' }).getAttribute('href')).toMatch(
      /^\/files\/orders\/[0-9a-f-]{36}\/label\.pdf$/,
    );
    await context.close();
  });

  it('finds an order older than the last 30 days by its order ID, the date range off while it searches', async () => {
    // The demo seller's orders span 120 days: one placed well before the list's default month.
    // Read only, on the demo seller: no API backdates an order, so only the seed has such.
    const api = await signedIn('seller@demo.in');
    const before = new Date(Date.now() - 45 * 86_400_000).toISOString();
    const [old] = (
      await api.gql(
        `query($d: DateRange) { orders(first: 1, createdAt: $d) { edges { node { shopOrderId createdAt } } } }`,
        { d: { from: '2000-01-01T00:00:00.000Z', to: before } },
      )
    ).orders.edges.map((e: { node: { shopOrderId: string; createdAt: string } }) => e.node);
    expect(old).toBeDefined();

    const { page, context } = await signedInAt(browser, 'seller@demo.in', '/orders');
    const created = page.getByLabel('Created');
    expect(await created.isDisabled()).toBe(false);
    await page.getByLabel('Search by').selectOption({ label: 'Order ID' });
    await page.getByRole('searchbox', { name: 'Order ID' }).fill(old.shopOrderId);
    const table = page.getByRole('table', { name: 'Orders' });
    await table.getByText(old.shopOrderId, { exact: true }).waitFor();
    expect(await created.isDisabled()).toBe(true);
    expect(await created.locator('option:checked').textContent()).toBe('All dates');
    await page.getByText('A search by order ID, AWB, invoice ID or phone looks across all dates.').waitFor();
    await shot(page, 'orders-search-all-dates');
    // Cleared, the list is the last 30 days again.
    await page.getByRole('searchbox', { name: 'Order ID' }).fill('');
    await expect.poll(() => created.isDisabled()).toBe(false);
    expect(await created.locator('option:checked').textContent()).toBe('Last 1 Month');
    await context.close();
  });

  it('gives the form messages before anything is sent', async () => {
    const { page, context } = await openAs(browser, seller, '/orders/new');
    await page.getByRole('heading', { name: 'Create Order' }).waitFor();
    await page.getByLabel('Phone').fill('12345');
    await page.getByLabel('Pincode').fill('4110');
    await page.getByLabel('SKU').fill('CHAI (250)');
    await page.getByRole('button', { name: 'Create order' }).click();
    await page.getByText(MSG.phoneInvalid).waitFor();
    await page.getByText(MSG.invalidPincode).waitFor();
    await page.getByText('Please provide valid SKU').waitFor();
    expect(new URL(page.url()).pathname).toBe('/orders/new');
    await context.close();
  });

  it('fills city, state and country from the pincode and locks them; an unknown pincode is refused', async () => {
    const { page, context } = await openAs(browser, seller, '/orders/new');
    await page.getByRole('heading', { name: 'Create Order' }).waitFor();
    const city = page.getByLabel('City');
    const state = page.getByLabel('State');
    const country = page.getByLabel('Country');
    await page.getByLabel('Pincode').fill('110020');
    await expect.poll(() => city.inputValue()).toBe('New Delhi');
    expect(await state.inputValue()).toBe('Delhi');
    expect(await country.inputValue()).toBe('India');
    for (const locked of [city, state, country]) expect(await locked.isDisabled()).toBe(true);

    await page.getByLabel('Pincode').fill('400001');
    await expect.poll(() => city.inputValue()).toBe('Mumbai');
    expect(await state.inputValue()).toBe('Maharashtra');

    // A pincode India Post does not have: the fields empty, and the form says so.
    await page.getByLabel('Pincode').fill('129294');
    await page.getByText(MSG.invalidPincode).waitFor();
    expect(await city.inputValue()).toBe('');
    expect(await state.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Create order' }).click();
    expect(new URL(page.url()).pathname).toBe('/orders/new');
    await page.getByText(MSG.invalidPincode).waitFor();
    await context.close();
  });

  it("reassigns a seller's order between the operator's warehouses", async () => {
    // A seller and an operator of its own, both at Okhla and Bhiwandi.
    const name = `Two Cities ${Date.now().toString(36).toUpperCase()}`;
    const seller = await twoWarehouseSeller(name);
    const sku = await listedSku(seller, `TC-${Date.now().toString(36).toUpperCase()}`);

    const operator = await attachedOperator(await signedIn('admin@demo.in'), ['WH-DEL-001', 'WH-BOM-001']);
    const { page, context } = await signedInAt(browser, operator, '/orders', OPERATOR_PASSWORD);
    const row = await createOrder(page, {
      title: 'Darjeeling Tin',
      sku,
      seller: name,
      warehouse: 'Bhiwandi Central (Thane)',
    });
    await row.click();
    const drawer = page.getByRole('dialog');
    const reassign = drawer.getByRole('button', { name: 'Reassign' });
    expect(await reassign.isDisabled()).toBe(true);
    await drawer.getByText('Bhiwandi Central').first().waitFor();
    await drawer.getByLabel('Reassign warehouse').selectOption({ label: 'Okhla Micro-WH (New Delhi)' });
    expect(await reassign.isEnabled()).toBe(true);
    await reassign.click();
    await page.getByText(MSG.warehouseReassigned).first().waitFor();
    await drawer.getByText('Pickup moved to Okhla Micro-WH').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).getByText('Okhla Micro-WH').waitFor();

    // When the request fails without a word from the server, the drawer says so in the spec's words.
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('useOrderWarehouseReassignMutation') ? route.abort() : route.continue(),
    );
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).click();
    const select = page.getByRole('dialog').getByLabel('Reassign warehouse');
    const back = await select.evaluate(
      (el: HTMLSelectElement) => [...el.options].find((o) => o.text.startsWith('Bhiwandi Central'))!.value,
    );
    await select.selectOption(back);
    await page.getByRole('dialog').getByRole('button', { name: 'Reassign' }).click();
    await page.getByText(MSG.warehouseReassignFailed).first().waitFor();
    await context.close();
  });

  it('downloads the labels of three selected orders as one zip', async () => {
    const { page, context } = await openAs(browser, seller, '/orders');
    const table = page.getByRole('table', { name: 'Orders' });
    const boxes = table.getByRole('checkbox', { name: /^Select order / });
    await boxes.first().waitFor({ state: 'attached' });
    const picked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const box = boxes.nth(i);
      picked.push(((await box.getAttribute('aria-label')) ?? '').replace('Select order ', ''));
      await box.check({ force: true });
    }
    await page.getByText('3 selected').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download labels' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^labels-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = await download.path();
    const zip = await JSZip.loadAsync(await readFile(path));
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(picked.map((id) => `label-${id.replace(/[^\w.-]+/g, '_')}.pdf`).sort());
    for (const name of names) {
      const pdf = await zip.file(name)!.async('nodebuffer');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await context.close();
  });

  it('checks a new weight in the browser, saves it, and says when saving fails', async () => {
    const { page, context } = await openAs(browser, seller, '/orders');
    const row = await createOrder(page);
    await row.click();
    const drawer = page.getByRole('dialog');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.postData()?.includes('useOrderWeightUpdateMutation')) sent.push(r.postData()!);
    });
    const weight = drawer.getByLabel('Weight (kg)');
    const update = drawer.getByRole('button', { name: 'Update weight' });
    await weight.fill('99999');
    await update.click();
    await drawer.getByText('Value should not be more than 1000').waitFor();
    await weight.fill('1.2345');
    await update.click();
    await drawer.getByText('Weight can have at most 3 decimal places').waitFor();
    expect(sent).toEqual([]);

    await weight.fill('2.5');
    await update.click();
    await page.getByText(MSG.weightChanged).first().waitFor();
    await drawer.getByText('2.5 kg').first().waitFor();

    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('useOrderWeightUpdateMutation') ? route.abort() : route.continue(),
    );
    await drawer.getByLabel('Weight (kg)').fill('3');
    await drawer.getByRole('button', { name: 'Update weight' }).click();
    await page.getByText(MSG.weightChangeFailed).first().waitFor();
    await page.unroute('**/graphql');

    // A placed order moves on only as the status machine allows: never straight to Delivered.
    const offered = await drawer
      .getByLabel('Status', { exact: true })
      .evaluate((el: HTMLSelectElement) => [...el.options].map((o) => o.value).filter(Boolean));
    expect(offered).toEqual(['PICKED_UP', 'SHIPPED']);

    // Cancelled, its label is left out of the labels zip, and the seller is told.
    await drawer.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel order' }).click();
    await page.getByText(MSG.orderCancelled).first().waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/orders');
    const boxes = page.getByRole('table', { name: 'Orders' }).getByRole('checkbox', { name: /^Select order / });
    await boxes.first().waitFor({ state: 'attached' });
    for (let i = 0; i < 2; i++) await boxes.nth(i).check({ force: true });
    await page.getByText('2 selected').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download labels' }).click(),
    ]);
    await page.getByText(cancelledLeftOut(1)).first().waitFor();
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    expect(Object.keys(zip.files)).toHaveLength(1);
    await context.close();
  });
});
