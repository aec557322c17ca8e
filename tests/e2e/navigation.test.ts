import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signedInAt } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('finding pages by clicking', () => {
  it('reaches Billing > NDR from the top bar and from the account menu', async () => {
    const { page, context } = await signedInAt(browser, 'seller@demo.in', '/orders');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL('**/billing/ndr');
    await page.getByRole('heading', { name: 'NDR' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Billing' });
    const entries = await sidebar.getByRole('link').allTextContents();
    expect(entries).toEqual(['COD Remittance', 'Wallet', 'Pricing', 'Actions', 'NDR', 'Payment']);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/orders');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Billing' }).click();
    await page.waitForURL('**/billing/ndr');
    await sidebar.getByRole('link', { name: 'NDR' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'NDR' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });
});
