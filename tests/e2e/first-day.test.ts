import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MSG, fill, formatPaise } from '@parcelo/common';
import { launchBrowser, openApp, placeManualOrder, shot, signUpThroughForm } from '../support/browser.js';
import { uniqueEmail, uniquePhone } from '../support/client.js';

/*
 * A new seller's whole first day, in the browser only: it signs up, gets past the gates
 * itself (its own Micro-WH, its invoicing details), lists a product with its own WSIN, takes
 * stock in, sells two, recharges its empty wallet, ships with Parcelo's courier contract and
 * sees the parcel delivered and the stock gone out. No admin step anywhere: a seller that needed
 * one could not start on its own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36).toUpperCase().slice(-5);
const SKU = `TOURA-KCP-${run}`;
const TITLE = 'Kashmiri Chilli Powder 200g';

/** The inventory row of a WSIN, found by searching for it. */
async function inventoryRow(page: Page, wsin: string): Promise<Locator> {
  await page.goto(`/inventory?search=${encodeURIComponent(`SKU:${wsin}`)}`);
  const row = page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: wsin }).first();
  await row.waitFor();
  return row;
}

/** A figure of a WSIN's row as the inventory page shows it now, by its column's header. */
async function figure(page: Page, wsin: string, header: string): Promise<string> {
  const row = await inventoryRow(page, wsin);
  const headers = await page.getByRole('table', { name: 'Inventory' }).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
}

/** The wallet balance a billing page shows, in paise. */
async function shownBalance(page: Page): Promise<number> {
  const text = await page.getByTestId('wallet-balance').first().innerText();
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

describe("a new seller's first day in the browser", () => {
  it('signs up and, with no admin, takes stock in, sells, recharges, ships with Parcelo and sees the order delivered', async () => {
    const { page, context } = await openApp(browser);
    const phone = uniquePhone();

    // 1. Sign-up, and the code texted to the phone.
    await signUpThroughForm(page, {
      name: 'Tanvi Oberoi',
      companyName: 'TourA Spices',
      email: uniqueEmail('toura'),
      phone,
      password: 'TourA12345',
      stock: 'I have my own',
    });
    await page.waitForURL('**/orders');

    // 2. The warehouse gate comes first; the seller adds its own premises from it.
    await page.getByText(MSG.warehouseGate).waitFor();
    const own = page.getByRole('button', { name: 'Add my own Micro-WH' });
    await own.waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'first-day-gate-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await own.click();
    const added = page.getByRole('dialog', { name: 'Add my own Micro-WH' });
    await added.getByLabel('Warehouse name').fill('Khari Baoli Godown');
    await added.getByLabel('Address line 1').fill('14, Khari Baoli');
    await added.getByLabel('Address line 2').fill('Chandni Chowk');
    await added.getByLabel('Pincode').fill('110006');
    await expect.poll(() => added.getByLabel('City').inputValue()).not.toBe('');
    await added.getByLabel('GST number').fill('07AABCT1234D1ZW');
    await added.getByRole('button', { name: 'Add warehouse' }).click();
    await page.getByText(MSG.warehouseCreated).first().waitFor();
    await page.getByText(MSG.warehouseGate).waitFor({ state: 'detached' });

    // 3. Then the invoicing gate, whose link leads to the invoicing form; saved, the work opens.
    await page.getByText(MSG.invoicingGate).first().waitFor();
    await page.getByRole('link', { name: 'Complete invoice details' }).click();
    await page.waitForURL('**/settings/invoicing');
    await page.getByRole('heading', { name: 'Invoicing' }).waitFor();
    await page.getByLabel('Legal name').fill('TourA Spices Private Limited');
    await page.getByLabel('GSTIN').fill('07AABCT1234D1ZW');
    await page.getByLabel('PAN', { exact: true }).fill('AABCT1234D');
    await page.getByLabel('Address line 1').fill('14, Khari Baoli');
    await page.getByLabel('Address line 2').fill('Chandni Chowk');
    await page.getByLabel('City', { exact: true }).fill('New Delhi');
    await page.getByLabel('State', { exact: true }).selectOption('Delhi');
    await page.getByLabel('Pincode').fill('110006');
    await page.getByRole('button', { name: 'Save invoice details' }).click();
    await page.getByText('Invoice details saved.').first().waitFor();
    await page.getByText(MSG.invoicingGate).waitFor({ state: 'detached' });
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    expect(await page.getByText(MSG.warehouseGate).count()).toBe(0);
    expect(await page.getByText(MSG.invoicingGate).count()).toBe(0);

    // 4. A product, with its own WSIN from the SKU (ticked by default), mapped 1:1.
    await page.goto('/catalogs');
    await page.getByRole('button', { name: 'Create Product' }).click();
    const form = page.getByRole('dialog');
    const ownWsin = form.getByRole('checkbox', { name: 'Create a WSIN from the SKU and map it 1:1' });
    expect(await ownWsin.isChecked()).toBe(true);
    await form.getByLabel('Product Title').fill(TITLE);
    await form.getByLabel('SKU', { exact: true }).fill(SKU);
    await form.getByLabel('Category', { exact: true }).fill('Spices');
    await form.getByLabel('Price (₹)', { exact: true }).fill('249');
    await form.getByLabel('Base Price (₹)').fill('150');
    await form.getByLabel('Margin (%)').fill('40');
    await form.getByLabel('Weight (gm)').fill('250');
    await form.getByRole('combobox', { name: 'HSN Code' }).fill('09042211');
    await form.getByRole('combobox', { name: 'HSN Code' }).press('Escape');
    await form.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText(MSG.productCreated).first().waitFor();
    // The SKU and the WSIN map column, which names the new WSIN: the SKU itself.
    const product = page.getByRole('main').getByRole('row').filter({ hasText: SKU });
    await expect.poll(() => product.getByRole('cell', { name: SKU, exact: true }).count()).toBe(2);
    await shot(page, 'first-day-catalogue');

    // 5. Ten units in at its own warehouse.
    const stockRow = await inventoryRow(page, SKU);
    await stockRow.getByRole('button', { name: `Actions for ${SKU}` }).click();
    await page.getByRole('menuitem', { name: 'Add inbound' }).click();
    const inbound = page.getByRole('dialog', { name: 'Add inbound' });
    await inbound.getByLabel('Inbound accepted').fill('10');
    await inbound.getByLabel('Inbound rejected').fill('0');
    await inbound.getByLabel('Remark').fill('First consignment from the Khari Baoli mill');
    await expect.poll(() => inbound.getByText(/^To add, enter/).count()).toBe(0);
    await inbound.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(MSG.inventoryAdded).first().waitFor();
    await expect.poll(() => figure(page, SKU, 'Available')).toBe('10');
    expect(await figure(page, SKU, 'Inbound accepted')).toBe('10');

    // 6. An order for two: placed, and its two units blocked.
    const shopOrderId = await placeManualOrder(page, {
      title: TITLE,
      sku: SKU,
      quantity: 2,
      unitPrice: '249',
      weightKg: '0.6',
    });
    const orderRow = page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1);
    await orderRow.getByText(shopOrderId).waitFor();
    await orderRow.getByText('Kiran Joshi').click();
    const drawer = page.getByRole('dialog');
    await page.waitForURL(/[?&]order=/);
    const orderUrl = page.url();
    await drawer.getByRole('heading', { name: shopOrderId }).waitFor();
    await drawer.getByText('Placed', { exact: true }).first().waitFor();

    expect(await figure(page, SKU, 'Blocked')).toBe('2');
    expect(await figure(page, SKU, 'Available')).toBe('8');

    // 7. Ship with Parcelo's contract: the empty wallet cannot take the freight, so the seller recharges.
    await page.goto(orderUrl);
    const ship = drawer.getByRole('button', { name: 'Ship with Parcelo · Delhivery' });
    await ship.waitFor();
    const quoted = drawer.getByText(/^₹[\d,.]+ freight is taken from your wallet when the courier assigns the AWB\.$/);
    const freightText = /^(₹[\d,.]+) freight/.exec((await quoted.textContent()) ?? '')?.[1];
    expect(freightText).toMatch(/^₹[\d,]+\.\d\d$/);
    const freight = Math.round(Number(freightText!.replace(/[^\d.]/g, '')) * 100);
    expect(freight).toBeGreaterThan(0);
    await ship.click();
    const refusal = drawer.getByText(
      fill(MSG.freightNeedsRecharge, { amount: freightText!, available: formatPaise(0) }),
    );
    await refusal.waitFor();
    await refusal.scrollIntoViewIfNeeded();
    await shot(page, 'first-day-needs-recharge');
    await drawer.getByRole('link', { name: 'Recharge wallet' }).click();
    await page.waitForURL('**/billing/payment?recharge=1');
    const recharge = page.getByRole('dialog', { name: 'Recharge wallet' });
    await recharge.getByText(`Current balance: ${formatPaise(0)}`).waitFor();
    await recharge.getByLabel('Amount (₹)').fill('500');
    await recharge.getByRole('button', { name: 'Pay' }).click();
    await page.getByText(MSG.paymentRecharged).first().waitFor();
    await expect.poll(() => shownBalance(page)).toBe(500_00);

    // 8. Shipped: the courier's AWB in the drawer, and its freight debited under that AWB.
    await page.goto(orderUrl);
    await ship.click();
    const shipsWith = drawer.getByText('Parcelo · Delhivery (Delhivery)');
    await shipsWith.waitFor();
    const awb = /DL\d{10}/.exec((await drawer.textContent()) ?? '')?.[0];
    expect(awb).toMatch(/^DL\d{10}$/);
    await drawer.getByText(fill(MSG.statusFromCourier, { partner: 'Parcelo · Delhivery' })).waitFor();
    await shipsWith.scrollIntoViewIfNeeded();
    await shot(page, 'first-day-shipped');

    await page.goto('/billing/wallet');
    await expect.poll(() => shownBalance(page)).toBe(500_00 - freight);
    const debit = page
      .getByRole('table', { name: 'Wallet transactions' })
      .getByRole('row')
      .filter({ hasText: `Freight with Delhivery (Parcelo · Delhivery) for AWB ${awb}` });
    await debit.waitFor();
    expect(await debit.textContent()).toContain(freightText);
    await shot(page, 'first-day-wallet');

    // 9. The courier carries it to the buyer; the open drawer follows, and the stock has gone out.
    await page.goto(orderUrl);
    await drawer.getByText(awb!).first().waitFor();
    const advanced = await fetch(`${inject('sandboxUrl')}/_sandbox/couriers/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb, steps: 'all' }),
    });
    expect(advanced.status).toBe(200);
    await drawer
      .getByText(/^Delivered to consignee/)
      .first()
      .waitFor({ timeout: 45_000 });
    await drawer.getByText('Delivered', { exact: true }).first().waitFor();
    await drawer
      .getByText(/^Delivered to consignee/)
      .first()
      .scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'first-day-delivered-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await expect.poll(() => figure(page, SKU, 'Outbound delivered'), { timeout: 15_000 }).toBe('2');
    expect(await figure(page, SKU, 'Blocked')).toBe('0');
    expect(await figure(page, SKU, 'Outbound out')).toBe('0');
    expect(await figure(page, SKU, 'Current')).toBe('8');
    expect(await figure(page, SKU, 'Available')).toBe('8');
    await shot(page, 'first-day-inventory');
    await context.close();
    // A whole day of a seller's, each page loaded fresh: far past one step's default.
  }, 300_000);
});
