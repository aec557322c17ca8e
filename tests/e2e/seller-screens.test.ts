import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openAs, signInThroughForm } from '../support/browser.js';
import { SELLER_PASSWORD, oneWarehouseSeller, signedIn, uniquePhone, type Session } from '../support/client.js';
import { markUndelivered, placeOrderFor } from '../support/ndr.js';
import { stockedProduct } from '../support/stock.js';

let browser: Browser;
/** A brand of this file's own at Okhla: a stocked product, and an order its courier could not deliver. */
let seller: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  seller = await oneWarehouseSeller('Mysore Sandal Crafts');
  const { sku } = await stockedProduct(admin, seller, 25);
  const order = await placeOrderFor(seller, uniquePhone(), undefined, sku);
  await markUndelivered(seller, order.id);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Whether a column's header shows within the window, uncovered, with the page scrolled
 * only up or down (never sideways, which would bring any column into view).
 */
async function columnInView(page: Page, table: string, header: string): Promise<boolean> {
  const cell = page.getByRole('table', { name: table }).getByRole('columnheader', { name: header, exact: true });
  await cell.waitFor();
  return cell.evaluate((element) => {
    window.scrollTo(0, Math.max(0, element.getBoundingClientRect().top + window.scrollY - 120));
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.left >= 0 && box.right <= window.innerWidth && hit !== null && element.contains(hit);
  });
}

describe('seller screens', () => {
  it('reaches Billing > Wallet from the top bar and from the account menu', async () => {
    const { page, context } = await openAs(browser, seller, '/orders');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL('**/billing/wallet');
    await page.getByRole('heading', { name: 'Wallet' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Billing' });
    const entries = await sidebar.getByRole('link').allTextContents();
    expect(entries).toEqual(['COD Remittance', 'Wallet', 'Pricing', 'Actions', 'NDR', 'Payment']);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/orders');
    // The orders page on screen first: a menu opened while the page is still arriving is closed by it.
    await page.getByLabel('Search by').waitFor();
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menu').waitFor();
    await page.getByRole('menuitem', { name: 'Billing' }).click();
    await page.waitForURL('**/billing/wallet');
    await sidebar.getByRole('link', { name: 'Wallet' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('shows and takes days as dd/mm/yyyy, and asks for the ISO day', async () => {
    // A browser in the American locale, where a native date input shows mm/dd/yyyy.
    const context = await browser.newContext({
      baseURL: inject('bffUrl'),
      locale: 'en-US',
      timezoneId: 'America/New_York',
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto('/inventory');
    await signInThroughForm(page, seller.login!, SELLER_PASSWORD);
    await page.waitForURL('**/inventory');
    const asOf = page.getByRole('textbox', { name: 'As of date' });
    expect(await asOf.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    expect(await asOf.getAttribute('type')).not.toBe('date');

    await asOf.fill('05/03/2025');
    await asOf.press('Enter');
    await expect.poll(() => asOf.inputValue()).toBe('05/03/2025');
    const exported = page.waitForRequest((request) => request.url().includes('/files/inventory.csv'));
    await page.getByRole('button', { name: 'Export' }).click();
    expect(new URL((await exported).url()).searchParams.get('date')).toBe('2025-03-05');

    // Picked from the calendar: the 12th of the shown month reads 12/mm/yyyy, not mm/12/yyyy.
    await page.getByRole('button', { name: 'Choose as of date' }).click();
    await page
      .locator('[data-part="content"][data-state="open"] [data-part="table-cell-trigger"]:not([data-outside-range])')
      .getByText('12', { exact: true })
      .click();
    await expect.poll(() => asOf.inputValue()).toBe('12/03/2025');
    await context.close();
  });

  it('keeps the columns that decide what to do in view at 1280 px', async () => {
    const { page, context } = await openAs(browser, seller, '/inventory');
    expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
    const screens: [string, string, string[]][] = [
      ['/inventory', 'Inventory', ['Blocked', 'Current', 'Available', 'Actions']],
      ['/billing/ndr', 'NDR customer requests', ['Form link', 'Approval', 'Expires']],
      ['/catalogs', 'Catalog', ['Available', 'Status']],
    ];
    for (const [path, table, headers] of screens) {
      await page.goto(path);
      for (const header of headers)
        expect([path, header, await columnInView(page, table, header)]).toEqual([path, header, true]);
    }
    await context.close();
  });
});
