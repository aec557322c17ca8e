import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG, fill } from '@parcelo/common';
import { launchBrowser, openApp, signInThroughForm, shot } from '../support/browser.js';
import { Session, latestOtp, uniqueEmail, uniquePhone, completeInvoicing } from '../support/client.js';
import { shopifyControl } from '../support/shopify.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A seller of its own, with a warehouse, invoicing details and unlisted SKUs allowed, so the
 * store's orders become orders without a catalogue and no other test sees them.
 */
async function sellerReadyToConnect() {
  const login = { email: uniqueEmail('woo'), password: 'WooSeller12345' };
  const phone = uniquePhone();
  const s = new Session();
  await s.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: { role: 'SELLER', name: 'Kavya Iyer', companyName: 'Kavya Spices', phone, ...login },
  });
  await s.gql(`mutation($o: String!) { otpVerify(input: { otp: $o }) { userErrors { message } } }`, {
    o: await latestOtp(phone),
  });
  const company = (await s.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  const admin = await new Session().signIn('admin@demo.in');
  const { warehouses } = await admin.gql(`{ warehouses(first: 50) { edges { node { id warehouseId } } } }`);
  const warehouse = warehouses.edges.find((e: { node: { warehouseId: string } }) => e.node.warehouseId === 'WH-BOM-001')
    .node.id;
  const attached = await admin.gql(
    `mutation($i: CompanyWarehouseAttachInput!) { companyWarehouseAttach(input: $i) { userErrors { message } } }`,
    { i: { company, warehouse, warehouseType: 'MICRO', gstNumber: '07AABCT1234D1ZW' } },
  );
  expect(attached.companyWarehouseAttach.userErrors).toEqual([]);
  await completeInvoicing(s, {
    legalName: 'Kavya Spices Pvt Ltd',
    addressLine1: '4 Spice Lane',
    addressLine2: 'Okhla',
    pincode: '110020',
  });
  await s.gql(`mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`);
  return login;
}

const run = Math.random().toString(36).slice(2, 8);
const host = `kavya-${run}.example.in`;

function wooOrder(id: number) {
  return {
    id,
    number: `KS${run}-${id}`,
    date_created_gmt: new Date(Date.now() - (100 - id) * 60_000).toISOString().slice(0, 19),
    payment_method: id === 1 ? 'cod' : 'razorpay',
    billing: {
      first_name: 'Rohan',
      last_name: `Mehta ${id}`,
      address_1: `${id} Hill Road`,
      address_2: 'Bandra West',
      city: 'Mumbai',
      state: 'MH',
      postcode: '400050',
      country: 'IN',
      email: `rohan${id}@example.in`,
      phone: '9820011223',
    },
    shipping: {},
    line_items: [{ name: 'Garam Masala 100g', sku: 'KS-GM-100', quantity: 2, price: '180.00', product_id: 5 }],
  };
}

describe('sales channels in the browser', () => {
  it('connects a WooCommerce store, syncs its orders into /orders, edits it and disconnects it', async () => {
    const res = await fetch(`${inject('sandboxUrl')}/_sandbox/woocommerce/sites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        host,
        key: 'ck_kavya_key_0001',
        secret: 'cs_kavya_secret_0001',
        orders: [1, 2, 3].map(wooOrder),
      }),
    });
    expect(res.status).toBe(201);
    const seller = await sellerReadyToConnect();

    const { page, context } = await openApp(browser);
    await page.goto('/settings/integrations/sales-channels');
    await signInThroughForm(page, seller.email, seller.password);
    await page.waitForURL('**/settings/integrations/sales-channels');
    await page.getByText('No stores connected yet').waitFor();
    await page.getByText(/Orders you create here/).waitFor();
    await shot(page, 'sales-channels-empty');

    await page.getByRole('button', { name: 'Connect a store' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Channel').selectOption('wordpress');
    await dialog.getByLabel('Store address').fill('http://10.0.0.5');
    await dialog.getByLabel('Consumer key').fill('ck_kavya_key_0001');
    await dialog.getByLabel('Consumer secret').fill('cs_kavya_secret_0001');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByText(MSG.storeAddress).waitFor();
    await dialog.getByLabel('Store address').fill(`https://${host}/`);
    await shot(page, 'sales-channels-connect');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('listitem', { name: host });
    await card.getByText('WooCommerce').waitFor();
    await card.getByText('…0001').waitFor();
    await card.getByText('Never').waitFor();
    expect(await page.content()).not.toContain('cs_kavya_secret_0001');

    await card.getByRole('button', { name: 'Sync orders' }).click();
    await card.getByText('Fetched 3 · 3 new · 0 already pulled · 0 skipped').waitFor();
    await page
      .getByText(fill(MSG.ordersSynced, { n: 3 }))
      .first()
      .waitFor();
    await expect(card.getByText('Never').count()).resolves.toBe(0);
    await shot(page, 'sales-channels-synced');

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'sales-channels-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/orders');
    for (const id of [1, 2, 3]) await page.getByText(`#KS${run}-${id}`).first().waitFor();

    await page.goto('/settings/integrations/sales-channels');
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Webhook client ID (optional)').fill('not allowed!');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Webhook client ID may have only letters, digits and . _ - (up to 100).').waitFor();
    await edit.getByLabel('Webhook client ID (optional)').fill('kavya-hooks');
    await edit.getByLabel('Consumer secret').fill('cs_kavya_secret_0002');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText(`${host} updated`).first().waitFor();
    // The key was left blank, so it is kept.
    await card.getByText('…0001').waitFor();

    await card.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, disconnect' }).click();
    await page.getByText(`${host} disconnected`).first().waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByText('No stores connected yet').waitFor();
    await context.close();
  });

  it("connects a Shopify store by hand only with a token the store takes, and never another account's store", async () => {
    const held = `held-${run}.myshopify.com`;
    const mine = `mine-${run}.myshopify.com`;
    // Tokens the stores take, as a store owner's custom app gives them.
    await shopifyControl(`/shops/${held}/tokens`, { token: `shpat_held_${run}` });
    await shopifyControl(`/shops/${mine}/tokens`, { token: `shpat_mine_${run}` });
    // Another company holds the first store already.
    const holderLogin = await sellerReadyToConnect();
    const holder = await new Session().signIn(holderLogin.email, holderLogin.password);
    const taken = await holder.gql(
      `mutation($i: SalesChannelIntegrateInput!) { salesChannelIntegrate(input: $i) { userErrors { message } } }`,
      { i: { type: 'SHOPIFY', shop: held, key: 'key', secret: `shpat_held_${run}` } },
    );
    expect(taken.salesChannelIntegrate.userErrors).toEqual([]);

    const seller = await sellerReadyToConnect();
    const { page, context } = await openApp(browser);
    await page.goto('/settings/integrations/sales-channels');
    await signInThroughForm(page, seller.email, seller.password);
    await page.waitForURL('**/settings/integrations/sales-channels');
    await page.getByRole('button', { name: 'Connect a store' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Channel').selectOption('shopify');
    await dialog.getByLabel('Store address').fill(held);
    await dialog.getByLabel('API key').fill('my-app-key');
    await dialog.getByLabel('Admin API access token').fill('shpat_made_up');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByText(MSG.shopifyCredentialsRefused).waitFor();
    await shot(page, 'sales-channels-shopify-token-refused');

    // The store's own token, but the store is another account's.
    await dialog.getByLabel('Admin API access token').fill(`shpat_held_${run}`);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByText(MSG.storeTaken).waitFor();

    await dialog.getByLabel('Store address').fill(mine);
    await dialog.getByLabel('Admin API access token').fill(`shpat_mine_${run}`);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('listitem', { name: mine }).getByText('Shopify', { exact: true }).waitFor();
    await expect(page.getByRole('listitem', { name: held }).count()).resolves.toBe(0);
    await context.close();
  });
});
