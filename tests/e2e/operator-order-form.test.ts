import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fieldRequired } from '@parcelo/common';
import { launchBrowser, openAs, shot } from '../support/browser.js';
import { attachedOperator, oneWarehouseSeller, signedIn, type Session } from '../support/client.js';

const run = Math.random().toString(36).slice(2, 6).toUpperCase();
let browser: Browser;
/** An operator of its own at Okhla and Bhiwandi. */
let operator: Session;
/** Two sellers of this file's own: a tea brand at Okhla only, a kurta brand at Bhiwandi only. */
const TEA = `Okhla Chai ${run}`;
const KURTA = `Bhiwandi Kurta ${run}`;
const OKHLA = 'Okhla Micro-WH (New Delhi)';
const BHIWANDI = 'Bhiwandi Central (Thane)';
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  await Promise.all([oneWarehouseSeller(TEA, 'WH-DEL-001'), oneWarehouseSeller(KURTA, 'WH-BOM-001')]);
  operator = await attachedOperator(admin, ['WH-DEL-001', 'WH-BOM-001']);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe("a warehouse operator's forms for a seller", () => {
  it("offers only the chosen seller's warehouses for its order", async () => {
    const { page, context } = await openAs(browser, operator, '/orders/new');
    await page.getByRole('heading', { name: 'Create Order' }).waitFor();
    const warehouse = page.getByLabel('Pickup warehouse');
    const offered = async () =>
      (await warehouse.locator('option').allTextContents()).filter(
        (label) => label !== '' && !/^Choose|^Select/.test(label),
      );
    // No seller yet: no warehouse, and the field says what to do first.
    expect(await offered()).toEqual([]);
    await warehouse.locator('option', { hasText: 'Choose a seller first' }).waitFor({ state: 'attached' });

    const seller = page.getByLabel('Seller');
    await seller.selectOption({ label: TEA });
    await expect.poll(offered).toEqual([OKHLA]);
    expect(await warehouse.locator('option:checked').textContent()).toBe(OKHLA);
    await seller.selectOption({ label: KURTA });
    await expect.poll(offered).toEqual([BHIWANDI]);
    expect(await warehouse.locator('option:checked').textContent()).toBe(BHIWANDI);
    await shot(page, 'operator-order-warehouse-1280');
    await context.close();
  });

  it('asks for the seller when stock is scanned in before one is chosen', async () => {
    const { page, context } = await openAs(browser, operator, '/inventory/scan');
    const scan = page.getByLabel('Scan WSIN');
    await scan.fill('WS-ANY-001');
    await scan.press('Enter');
    await page.getByText(fieldRequired('Seller')).waitFor();
    await context.close();
  });
});
