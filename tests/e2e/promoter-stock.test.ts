import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, shot, signedInAtField } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, uniquePhone, type Session } from '../support/client.js';
import { retailerOf, salesmanOf } from '../support/d2r.js';

/*
 * A promoter of a brand of this test's own signs in at /field with the code texted to their
 * phone, opens the stock counts, picks the brand's retailer, records its opening count, sees
 * it listed, and counts it again: the list still holds one count, with the new numbers.
 */

const unique = () => Math.random().toString(36).slice(2, 8);
const BRAND = `Chai Count ${unique()}`;
const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id name phone } } userErrors { field message } } }`;
const PRODUCT = `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { userErrors { message } } }`;

let browser: Browser;
let admin: Session;
let person: { id: string; name: string; phone: string };
let retailerName: string;
const products = [`Masala Chai ${unique()}`, `Green Tea ${unique()}`];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(BRAND);
  const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
  for (const title of products) {
    const made = await seller.gql(PRODUCT, {
      i: {
        productTitle: title,
        sku: `PS-${unique()}`.toUpperCase(),
        category: 'Tea',
        price: 1_000,
        weight: 250,
        hsnCode: '0902',
        basePrice: 500,
        margin: 10,
      },
    });
    expect(made.catalogueProductCreate.userErrors).toEqual([]);
  }
  retailerName = (await retailerOf(admin, company, await salesmanOf(admin, company))).name;
  const made = (
    await admin.gql(PERSON, {
      i: { company, role: 'PROMOTER', firstName: 'Pooja', lastName: `Saini ${unique()}`, phone: uniquePhone() },
    })
  ).fieldPersonCreate;
  expect(made.userErrors).toEqual([]);
  person = made.fieldPersonEdge.node;
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** Nothing scrolls sideways at a phone's width. */
async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
}

describe("A promoter's stock counts", () => {
  it('signs the promoter in at /field and records opening counts for a retailer', async () => {
    const { page } = await signedInAtField(browser, person.phone);
    await page.getByRole('heading', { name: person.name }).waitFor();
    await page.getByRole('link', { name: 'Open stock counts' }).click();

    const form = page.getByRole('form', { name: 'Stock count' });
    await form.getByLabel('Search retailers').fill(retailerName.slice(-6));
    const retailer = form.getByLabel('Retailer', { exact: true });
    await expect
      .poll(() => retailer.locator('option').allTextContents())
      .toContainEqual(expect.stringContaining(retailerName));
    await retailer.selectOption({
      label: (await retailer.locator('option', { hasText: retailerName }).textContent())!,
    });
    await form.getByRole('radio', { name: 'Opening' }).check({ force: true });
    await form.getByLabel(products[0]!).fill('24');
    await form.getByLabel(products[1]!).fill('0');
    await fitsPhone(page, 'promoter-stock-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MSG.promoterStockSaved).first().waitFor();

    const today = page.getByRole('region', { name: 'Saved today' });
    const card = today.getByRole('listitem', { name: `Opening count at ${retailerName}` });
    await card.getByText('24', { exact: true }).waitFor();
    await today.getByRole('heading', { name: 'Saved today (1)' }).waitFor();

    // Counted again: the same count, now with the new number.
    await card.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => form.getByLabel(products[0]!).inputValue()).toBe('24');
    await form.getByLabel(products[0]!).fill('30');
    await form.getByRole('button', { name: 'Save' }).click();
    await card.getByText('30', { exact: true }).waitFor();
    await today.getByRole('heading', { name: 'Saved today (1)' }).waitFor();
    await fitsPhone(page, 'promoter-stock-saved');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'promoter-stock-saved-1280');
  });
});
