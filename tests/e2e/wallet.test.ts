import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openAs, signedInAt, shot } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, type Session } from '../support/client.js';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const run = Math.random().toString(36).slice(2, 8);
const balanceOf = async (s: Session) => (await s.gql(`{ wallet { balance } }`)).wallet.balance as number;

const BRAND = 'Coorg Estate Coffee';
let browser: Browser;
/** A brand of this file's own, whose wallet an admin filled and charged through the API. */
let seller: Session;
/** Its code, as the admin's company search names it. */
let code: string;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await oneWarehouseSeller(BRAND);
  const { company } = (await seller.gql(`{ viewer { company { id code } } }`)).viewer;
  code = company.code;
  const admin = await signedIn('admin@demo.in');
  for (const [type, walletCode, amount, description] of [
    ['CREDIT', '100', 500_000, 'Manual recharge by bank transfer (NEFT)'],
    ['DEBIT', '201', 12_600, 'Lightning shipping charges: 3 orders shipped on 02 Nov'],
    ['DEBIT', '203', 200, 'SMS charges: 8 texts on 02 Nov'],
    ['DEBIT', '201', 8_400, 'Lightning shipping charges: 2 orders shipped on 03 Nov'],
    ['DEBIT', '203', 125, 'SMS charges: 5 texts on 03 Nov'],
  ] as const) {
    const posted = await admin.gql(
      `mutation($i: WalletTransactionCreateInput!) { walletTransactionCreate(input: $i) { userErrors { message } } }`,
      { i: { company: company.id, type, code: walletCode, amount, description } },
    );
    expect(posted.walletTransactionCreate.userErrors).toEqual([]);
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('wallet in the browser', () => {
  it('a seller sees the balance and transactions, filters by code and opens a transaction', async () => {
    const balance = await balanceOf(seller);
    const { page, context } = await openAs(browser, seller, '/billing/wallet');
    await page.getByRole('heading', { name: 'Wallet', exact: true }).waitFor();
    const card = page.getByRole('region', { name: 'Wallet balance' });
    await card.getByText(rupees.format(balance / 100)).waitFor();
    expect(await page.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/billing/payment?recharge=1');

    const table = page.getByRole('table', { name: 'Wallet transactions' });
    await table.getByText('Lightning shipping charges').first().waitFor();
    await shot(page, 'wallet-seller-1280');

    await page.getByLabel('Code').selectOption('203');
    await page.waitForURL(/code=203/);
    // The filtered page is fetched again: a loaded machine may take more than the default second.
    await expect.poll(() => table.getByText('Lightning shipping charges').count(), { timeout: 15_000 }).toBe(0);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const text of await rows.allTextContents()) expect(text).toContain('SMS charges');

    await rows.first().click();
    const drawer = page.getByRole('dialog', { name: 'SMS charges' });
    await drawer.getByText('Balance after').waitFor();
    await drawer.getByText('203 SMS charges').waitFor();
    await page.waitForURL(/transaction=/);
    await shot(page, 'wallet-slider-1280');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Settings > Wallet is the same page.
    await page.goto('/settings/wallet');
    await page
      .getByRole('region', { name: 'Wallet balance' })
      .getByText(rupees.format(balance / 100))
      .waitFor();
    // On a phone the page fits its width: only the table scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Recharge' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'wallet-seller-390');
    await context.close();
  });

  it('an admin credits the seller’s company and the seller sees the new balance', async () => {
    const before = await balanceOf(seller);
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/billing/wallet');
    await page.getByRole('heading', { name: 'Wallet', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Wallet transactions' });
    await table.getByRole('columnheader', { name: 'Company' }).waitFor();
    // Every company's transactions, each named by its company: the newest are this brand's.
    await table.getByText(BRAND).first().waitFor();

    await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await page.getByRole('option', { name: `${BRAND} (${code})` }).click();
    await page.waitForURL(/company=/);
    await page
      .getByRole('region', { name: 'Wallet balance' })
      .getByText(rupees.format(before / 100))
      .waitFor();

    await page.getByRole('button', { name: 'Create transaction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create transaction' });
    await dialog.getByRole('button', { name: 'Create transaction' }).click();
    await dialog.getByText('Description is required').waitFor();
    await dialog.getByLabel('Description').fill(`Recharge by NEFT ${run}`);
    await dialog.getByLabel('Amount (₹)').fill('1,234.50');
    await dialog.getByLabel('Type').selectOption('CREDIT');
    await dialog.getByLabel('Code').selectOption('100');
    await dialog.getByRole('button', { name: 'Create transaction' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = before + 123_450;
    await page
      .getByRole('region', { name: 'Wallet balance' })
      .getByText(rupees.format(after / 100))
      .waitFor();
    await table.getByText(`Recharge by NEFT ${run}`).waitFor();
    await shot(page, 'wallet-admin-1280');

    // The floor is typed in rupees, and a floor out of bounds is refused in rupees too.
    await page.getByRole('button', { name: 'Set floor' }).click();
    const floorDialog = page.getByRole('dialog', { name: 'Set floor' });
    await floorDialog.getByLabel('Floor (₹)').fill('1,00,00,000.01');
    await floorDialog.getByRole('button', { name: 'Set floor' }).click();
    await floorDialog
      .getByText('Floor must be an amount in rupees with up to 2 decimals, from -₹1,00,00,000.00 to ₹1,00,00,000.00')
      .waitFor();
    expect(await floorDialog.getByText(/paise/).count()).toBe(0);
    await shot(page, 'wallet-admin-floor-1280');
    await floorDialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();

    expect(await balanceOf(seller)).toBe(after);
    const view = await openAs(browser, seller, '/billing/wallet');
    await view.page
      .getByRole('region', { name: 'Wallet balance' })
      .getByText(rupees.format(after / 100))
      .waitFor();
    await view.page.getByRole('table', { name: 'Wallet transactions' }).getByText(`Recharge by NEFT ${run}`).waitFor();
    await view.context.close();
  });
});
