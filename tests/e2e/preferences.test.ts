import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, twoWarehouseSeller, type Session } from '../support/client.js';

const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
    : Promise.resolve();

const run = Math.random().toString(36).slice(2, 8);
const UPDATE = `mutation($i: CompanyPreferencesUpdateInput!) { companyPreferencesUpdate(input: $i) { userErrors { message } } }`;
const READ = `{ viewer { company { preferences { defaultPaymentMode warehouseRequirement } } } }`;

let browser: Browser;
/** A brand of this file's own, cash on delivery by default, that an admin let use both kinds of warehouse. */
let seller: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await oneWarehouseSeller('Chanderi Weaves');
  const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  const admin = await signedIn('admin@demo.in');
  const both = await admin.gql(UPDATE, { i: { company, warehouseRequirement: 'BOTH' } });
  expect(both.companyPreferencesUpdate.userErrors).toEqual([]);
  const cod = await seller.gql(UPDATE, { i: { defaultPaymentMode: 'COD' } });
  expect(cod.companyPreferencesUpdate.userErrors).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

describe('preferences in the browser', () => {
  it('a seller changes a preference, it saves at once and stays after a reload; new orders start with it', async () => {
    const { page, context } = await openAs(browser, seller, '/settings/preferences');
    await page.getByRole('heading', { name: 'Preferences' }).waitFor();
    const orders = page.getByRole('region', { name: 'Orders' });
    await expect(orders.getByRole('radio', { name: 'COD' }).isChecked()).resolves.toBe(true);
    // Admin-only: shown, not editable.
    const warehouses = page.getByRole('region', { name: 'Warehouses' });
    await warehouses.getByText('Both: its own and Parcelo’s').waitFor();
    await expect(warehouses.getByRole('combobox').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Set up WhatsApp' }).waitFor();
    await shot(page, 'preferences-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'preferences-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await orders.getByText('Prepaid').click();
    await page.getByText(MSG.preferencesSaved).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Preferences' }).waitFor();
    await expect(
      page.getByRole('region', { name: 'Orders' }).getByRole('radio', { name: 'Prepaid' }).isChecked(),
    ).resolves.toBe(true);
    expect((await seller.gql(READ)).viewer.company.preferences.defaultPaymentMode).toBe('PREPAID');

    await page.goto('/orders/new');
    await expect(page.getByRole('radio', { name: 'Prepaid' }).isChecked()).resolves.toBe(true);
    await context.close();
  });

  it('an admin opens Brands > Preferences, is asked for a brand, picks one and changes an admin-only preference', async () => {
    const name = `Preference Brand ${run}`;
    const brand = await twoWarehouseSeller(name);
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/brands/preferences');
    await page.getByText(MSG.selectCompany).waitFor();
    await page.getByRole('combobox', { name: 'Search company' }).fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByRole('heading', { name: `Preferences · ${name}` }).waitFor();

    await page.getByLabel('Warehouse requirement').selectOption({ label: 'Has its own warehouse' });
    await page.getByText(MSG.preferencesSaved).first().waitFor();
    await shot(page, 'brands-preferences-1280');
    await page.reload();
    await expect(page.getByLabel('Warehouse requirement').inputValue()).resolves.toBe('OWN');
    expect((await brand.gql(READ)).viewer.company.preferences.warehouseRequirement).toBe('OWN');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'brands-preferences-390');
    await context.close();
  });
});
