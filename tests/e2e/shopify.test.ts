import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openApp, openAs, signInThroughForm, shot } from '../support/browser.js';
import { SELLER_PASSWORD, oneWarehouseSeller, type Session } from '../support/client.js';
import { pointSandboxAtApp, shopifyControl } from '../support/shopify.js';
import { listedSku } from '../support/stock.js';

let browser: Browser;
/** A bag brand of this file's own at Okhla, its jute tote in the catalogue. */
let seller: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  await pointSandboxAtApp();
  seller = await oneWarehouseSeller('Sanganer Jute Bags');
  await listedSku(seller, 'BAG-JUT-01');
});
afterAll(async () => {
  await browser?.close();
});

const run = Math.random().toString(36).slice(2, 8);

describe('Connect with Shopify in the browser', () => {
  it('installs the app, approves its permissions, and new orders then appear without a sync', async () => {
    const shop = `sanganer-e2e-${run}.myshopify.com`;
    const { page, context } = await openAs(browser, seller, '/settings/integrations/sales-channels');

    await page.getByRole('button', { name: 'Connect with Shopify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect with Shopify' });
    await dialog.getByLabel('Store address').fill('sanganer.example.in');
    await dialog.getByRole('button', { name: 'Continue to Shopify' }).click();
    await dialog.getByText(MSG.shopifyStoreAddress).waitFor();
    await dialog.getByLabel('Store address').fill(`https://${shop}/`);
    await shot(page, 'shopify-connect-dialog');
    await dialog.getByRole('button', { name: 'Continue to Shopify' }).click();

    // Shopify's install page (the sandbox's), then back to the product, which opens the authorisation window.
    await page.getByRole('heading', { name: `Install Parcelo on ${shop}` }).waitFor();
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    await page.getByText(MSG.shopifyAppInstalled).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shopify-redirect');
    await shot(page, 'shopify-app-installed');

    const authorize = await popup;
    await authorize.getByRole('button', { name: 'Install app' }).click();
    await authorize.getByText(MSG.shopifyIntegrated).waitFor();
    await authorize.waitForURL('**/orders');

    const state = await shopifyControl(`/shops/${shop}`);
    // New orders, changed ones, and the app's removal.
    expect(state.webhooks.map((w: { topic: string }) => w.topic)).toEqual([
      'orders/create',
      'orders/updated',
      'app/uninstalled',
    ]);

    // An order placed on the store reaches the orders list by webhook: no Sync is pressed.
    const name = `#E2E${run}`;
    await shopifyControl(`/shops/${shop}/orders`, {
      name,
      line_items: [{ title: 'Jute Tote Bag', sku: 'BAG-JUT-01', quantity: 1, price: '499.00' }],
    });
    await expect
      .poll(
        async () => {
          await authorize.reload();
          await authorize.getByRole('table').first().waitFor();
          return authorize.getByText(name, { exact: true }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await shot(authorize, 'shopify-order-arrived');
    await context.close();
  });

  it('brings a signed-out seller back to the redirect with its query, and shows a refused one with the way back', async () => {
    const { page, context } = await openApp(browser);
    const path = `/shopify-redirect?redirect-type=installation&shop=nobody-${run}.myshopify.com&hmac=${'0'.repeat(64)}&host=aG9zdA&state=made-up&timestamp=${Math.floor(Date.now() / 1000)}`;
    await page.goto(path);
    await signInThroughForm(page, seller.login!, SELLER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/shopify-redirect' && url.searchParams.get('state') === 'made-up');
    await page.getByText(MSG.shopifyIntegrationFailed).waitFor();
    await page.getByText('The request did not carry a valid Shopify signature.').waitFor();
    await page.setViewportSize({ width: 390, height: 800 });
    await shot(page, 'shopify-failed-390');
    await page.getByRole('link', { name: 'Back to Settings > Integrations' }).click();
    await page.waitForURL('**/settings/integrations/sales-channels');
    await context.close();
  });
});
