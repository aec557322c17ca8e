import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, istToday } from '@parcelo/common';
import { launchBrowser, openAs } from '../support/browser.js';
import { Session, oneWarehouseSeller } from '../support/client.js';
import { stockedProduct } from '../support/stock.js';

let browser: Browser;
/** A brand of its own, whose one product came in today. */
let seller: Session;
let wsin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await new Session().signIn('admin@demo.in');
  seller = await oneWarehouseSeller('As Of Bench Tea Co');
  ({ wsin } = await stockedProduct(admin, seller, 5));
});
afterAll(async () => {
  await browser?.close();
});

/** A figure of the row listed for the WSIN, by its column's header. */
async function figure(page: Page, header: string): Promise<number> {
  const table = page.getByRole('table', { name: 'Inventory' });
  const row = table.getByRole('row').filter({ hasText: wsin }).first();
  await row.waitFor();
  const headers = await table.getByRole('columnheader').allTextContents();
  const text = await row
    .getByRole('cell')
    .nth(headers.findIndex((h) => h.trim() === header))
    .textContent();
  return Number((text ?? '').replace(/[^\d-]/g, ''));
}

describe('inventory as of a day, in the browser', () => {
  it('shows the figures at the end of the chosen day, keeps the day in the URL, and exports that day', async () => {
    const { page, context } = await openAs(browser, seller, `/inventory?search=${encodeURIComponent(`SKU:${wsin}`)}`);
    await expect.poll(() => figure(page, 'Current')).toBe(5);
    expect(await figure(page, 'Inbound accepted')).toBe(5);

    // Yesterday, before today's inbound: nothing had come in.
    const yesterday = addDays(istToday(), -1);
    const asOf = page.getByRole('textbox', { name: 'As of date' });
    await asOf.fill(yesterday.split('-').reverse().join('/'));
    await asOf.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('asOf') === yesterday);
    await expect.poll(() => figure(page, 'Current')).toBe(0);
    expect(await figure(page, 'Inbound accepted')).toBe(0);
    expect(await figure(page, 'Available')).toBe(0);

    // The export is of the day on screen.
    const exported = page.waitForRequest((request) => request.url().includes('/files/inventory.csv'));
    await page.getByRole('button', { name: 'Export' }).click();
    expect(new URL((await exported).url()).searchParams.get('date')).toBe(yesterday);

    // A reload keeps the day; clearing it shows the live figures again.
    await page.reload();
    await expect.poll(() => figure(page, 'Current')).toBe(0);
    await expect.poll(() => asOf.inputValue()).toBe(yesterday.split('-').reverse().join('/'));
    await asOf.fill('');
    await asOf.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('asOf'));
    await expect.poll(() => figure(page, 'Current')).toBe(5);
    await context.close();
  });
});
