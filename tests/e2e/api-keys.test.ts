import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs, shot } from '../support/browser.js';
import { oneWarehouseSeller, orderInput, signedIn, type Session } from '../support/client.js';
import { stockedProduct } from '../support/stock.js';

let browser: Browser;
/** A brand of this file's own at Okhla, with an order for its script to count. */
let seller: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  seller = await oneWarehouseSeller('Pondicherry Candle Co');
  const { sku, warehouse } = await stockedProduct(admin, seller, 10);
  const placed = await seller.gql(
    `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { userErrors { field message } } }`,
    { i: orderInput(warehouse, sku, 1) },
  );
  expect(placed.orderCreate.userErrors).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

/** What a seller's script does: plain fetch, the key in the Authorization header, no cookie. */
async function script(base: string, key: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query: '{ viewer { company { name } } orders(first: 1) { totalCount } }' }),
  });
  return (await res.json()) as {
    data?: { viewer: { company: { name: string } } | null; orders: { totalCount: number } | null };
    errors?: { extensions?: { code?: string } }[];
  };
}

describe('API keys in the browser', () => {
  it('creates a key shown once, a script uses it, and revoking it refuses the script', async () => {
    const { page, context, base } = await openAs(browser, seller, '/settings/api');
    await page.getByRole('heading', { name: 'API', exact: true }).waitFor();
    await page.getByText(`curl ${base}/graphql`).waitFor();

    await shot(page, 'api-keys-before-1280');

    const name = `Script ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Create API key' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create API key' }).click();
    await dialog.getByText('Name is required').waitFor();
    await shot(page, 'api-key-form-1280');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create API key' }).click();
    await dialog.getByText('Copy this key now. It will not be shown again.').waitFor();
    const secret = (await dialog.getByTestId('api-key-secret').textContent())!.trim();
    expect(secret).toMatch(/^pk_live_[0-9a-f]{48}$/);
    await dialog.getByRole('button', { name: 'Copy key' }).waitFor();
    await shot(page, 'api-key-created-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'api-key-created-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Listed by its first characters only; the whole key is nowhere on the page any more.
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText(`${secret.slice(0, 12)}…`).waitFor();
    await row.getByText('Active').waitFor();
    expect(await page.content()).not.toContain(secret);

    const read = await script(base, secret);
    expect(read.errors).toBeUndefined();
    expect(read.data?.viewer?.company.name).toBeTruthy();
    expect(read.data?.orders?.totalCount).toBeGreaterThan(0);

    await page.reload();
    await row.getByText('Never').first().waitFor();
    await shot(page, 'api-keys-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'api-keys-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Revoke ${name}?`).waitFor();
    await confirm.getByRole('button', { name: 'Yes, revoke key' }).click();
    await page.getByText(MSG.apiKeyRevoked).first().waitFor();
    await row.getByText('Revoked').waitFor();
    expect(await row.getByRole('button', { name: `Revoke ${name}` }).count()).toBe(0);

    const refused = await script(base, secret);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await context.close();
  });
});
