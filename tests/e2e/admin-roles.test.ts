import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openApp, shot, signInThroughForm } from '../support/browser.js';
import { signedIn, uniqueEmail, uniquePhone } from '../support/client.js';

/*
 * The admin app shows each role its own menus: Finance the Billing pages, Ops the operations
 * (Home, Lightning, Brands, D2R); a page opened by its address that the role may not use says
 * so. The super admin sees everything.
 */

const SUB_ADMIN = `mutation($i: SubAdminCreateInput!) { subAdminCreate(input: $i) { userErrors { message } } }`;
const TOP_BAR = ['Home', 'Lightning', 'Brands', 'D2R', 'Billing'];

let browser: Browser;
const logins: Record<'OPS' | 'FINANCE', string> = { OPS: '', FINANCE: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  for (const role of ['OPS', 'FINANCE'] as const) {
    logins[role] = uniqueEmail(`e2e-${role.toLowerCase()}`);
    const created = await admin.gql(SUB_ADMIN, {
      i: { name: `Roles ${role}`, phone: uniquePhone(), email: logins[role], password: 'Roles12345', role },
    });
    expect(created.subAdminCreate.userErrors).toEqual([]);
  }
});
afterAll(async () => {
  await browser?.close();
});

/** The top bar's entries, in order. */
async function topBar(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allTextContents()).filter((t) => TOP_BAR.includes(t));
}

describe('admin menus by role', () => {
  it('a Finance sub-admin lands on Billing, sees only Billing, and is told an operations page is not allowed', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await signInThroughForm(page, logins.FINANCE, 'Roles12345');
    await page.waitForURL('**/admin/billing/wallet');
    expect(await topBar(page)).toEqual(['Billing']);
    const billing = page.getByRole('navigation', { name: 'Billing' });
    for (const entry of ['Wallet', 'Pricing', 'COD Remittance', 'Shipping Adjustment', 'Payments', 'Invoices'])
      await billing.getByRole('link', { name: entry, exact: true }).waitFor();
    await shot(page, 'admin-roles-finance-billing');

    for (const path of ['/admin/brands/orders', '/admin/list', '/admin/ndr']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
      await page.getByText('Your admin role does not allow this page.', { exact: false }).waitFor();
    }
    await shot(page, 'admin-roles-finance-not-allowed');
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await page.waitForURL('**/admin/billing/wallet');
    await context.close();
  });

  it('an Ops sub-admin sees the operations menus but not Billing, whose pages it is told it may not use', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await signInThroughForm(page, logins.OPS, 'Roles12345');
    await page.waitForURL('**/admin/list');
    expect(await topBar(page)).toEqual(['Home', 'Lightning', 'Brands', 'D2R']);
    const side = page.getByRole('navigation', { name: 'Admin' });
    await side.getByRole('link', { name: 'Companies' }).waitFor();
    await side.getByRole('link', { name: 'NDR' }).waitFor();
    await shot(page, 'admin-roles-ops-home');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click();
    const brands = page.getByRole('navigation', { name: 'Brands' });
    for (const entry of [
      'Orders',
      'Products',
      'WSIN',
      'Warehouses',
      'Preferences',
      'Whatsapp Service',
      'TaskCenterAdmin',
    ])
      await brands.getByRole('link', { name: entry, exact: true }).waitFor();

    await page.goto('/admin/billing/payments');
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await topBar(page)).toEqual(['Home', 'Lightning', 'Brands', 'D2R']);
    await shot(page, 'admin-roles-ops-not-allowed');
    await context.close();
  });

  it('the super admin sees every menu', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await signInThroughForm(page, 'admin@demo.in');
    await page.waitForURL('**/admin/list');
    expect(await topBar(page)).toEqual(TOP_BAR);
    await page.goto('/admin/billing/invoices');
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Not allowed' }).count()).toBe(0);
    await context.close();
  });
});
