import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MSG, formatPaise } from '@parcelo/common';
import { launchBrowser, shot, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, uniquePhone } from '../support/client.js';
import { stockedProduct } from '../support/stock.js';

/*
 * An admin takes D2R orders for a retailer of a brand of this test's own, from the Retailers
 * list: refused without a salesman in the form's words, then taken for the retailer's salesman
 * and approved from the order's drawer at an edited price; a bigger one is refused over the
 * retailer's ₹50 credit limit, then approved over it on purpose.
 */

const unique = () => Math.random().toString(36).slice(2, 8);
const BRAND = `Haldiram D2R ${unique()}`;
const RETAILER = `Bansal Kirana ${unique()}`;

let browser: Browser;
let company: { id: string; code: string };
let product: Awaited<ReturnType<typeof stockedProduct>>;
let salesmanPhone: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(BRAND);
  company = (await seller.gql(`{ viewer { company { id code } } }`)).viewer.company;
  // Its catalogue price is ₹10.00.
  product = await stockedProduct(admin, seller, 20);
  salesmanPhone = uniquePhone();
  const person = (
    await admin.gql(
      `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
        fieldPersonEdge { node { id } } userErrors { message } } }`,
      { i: { company: company.id, role: 'SALESMAN', firstName: 'Manoj', lastName: 'Tiwari', phone: salesmanPhone } },
    )
  ).fieldPersonCreate;
  expect(person.userErrors).toEqual([]);
  const retailer = (
    await admin.gql(
      `mutation($i: RetailerCreateInput!) { retailerCreate(input: $i) { userErrors { field message } } }`,
      {
        i: {
          company: company.id,
          firstName: RETAILER,
          addressLine1: 'B-14 Lajpat Nagar II',
          addressLine2: 'Main Market',
          pincode: '110024',
          phone: uniquePhone(),
          storeType: 'GT',
          retailCluster: 'SOUTH_DELHI',
          retailerClass: 'C',
          salesman: person.fieldPersonEdge.node.id,
          // ₹50: three units at ₹9.50 fit, six more at ₹10 do not.
          creditLimit: 50_00,
          paymentTermsDays: 15,
        },
      },
    )
  ).retailerCreate;
  expect(retailer.userErrors).toEqual([]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

/** A dialog as a phone shows it, then back to the desktop. */
async function shotBoth(page: Page, name: string) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens "New order" on the test's retailer, in the Retailers list of its brand. */
async function newOrder(page: Page): Promise<Locator> {
  const row = page.getByRole('table', { name: 'Retailers' }).getByRole('row').filter({ hasText: RETAILER });
  await row.getByRole('button', { name: `New order for ${RETAILER}` }).click();
  const dialog = page.getByRole('dialog', { name: `New order for ${RETAILER}` });
  // The salesman select starts at the retailer's salesman once the brand's salesmen load.
  await expect.poll(() => dialog.getByLabel('Salesman').inputValue()).not.toBe('');
  await expect.poll(() => dialog.getByLabel('Warehouse').inputValue()).not.toBe('');
  return dialog;
}

/** Creates the order in the open dialog and opens it in Brands > Orders. */
async function createAndOpen(page: Page, dialog: Locator, quantity: number) {
  await dialog.getByLabel('SKU 1').fill(product.sku);
  await dialog.getByLabel('Quantity').fill(String(quantity));
  await dialog.getByRole('button', { name: 'Create order' }).click();
  await page.getByText(MSG.d2rOrderCreated).first().waitFor();
  await dialog.getByText(formatPaise(quantity * 1_000)).waitFor();
  await dialog.getByRole('link', { name: 'Open order' }).click();
  await page.waitForURL(/\/admin\/brands\/orders\?.*order=/);
  await page.getByRole('button', { name: 'Approve D2R order' }).waitFor();
}

describe('D2R orders in the browser', () => {
  it('takes an order for a retailer, approves it at an edited price, and another over the credit limit', async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/d2r/retailers');
    await page.getByRole('heading', { name: 'Retailers' }).waitFor();
    await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await page.getByRole('option', { name: `${BRAND} (${company.code})` }).click();
    await page.waitForURL(/company=/);
    const retailersUrl = page.url();

    const dialog = await newOrder(page);
    expect(await dialog.getByLabel('Salesman').locator('option:checked').innerText()).toBe(
      `Manoj Tiwari (${salesmanPhone})`,
    );
    // The retailer is given days to pay: the order is on credit.
    expect(await dialog.getByRole('radio', { name: 'Credit', exact: true }).isChecked()).toBe(true);

    // Without a salesman the order is refused, in the manual order's words.
    await dialog.getByLabel('Salesman').selectOption('');
    await dialog.getByRole('button', { name: 'Create order' }).click();
    await dialog.getByText(MSG.selectSalesmanForOrder, { exact: true }).waitFor();
    await dialog.getByLabel('Salesman').selectOption({ label: `Manoj Tiwari (${salesmanPhone})` });
    await dialog.getByLabel('SKU 1').fill(product.sku);
    await dialog.getByLabel('Quantity').fill('3');
    await shotBoth(page, 'd2r-order-dialog');
    await createAndOpen(page, dialog, 3);

    const drawerTags = page.getByRole('list', { name: 'D2R order tags' });
    await drawerTags.getByText('D2R', { exact: true }).waitFor();
    await drawerTags.getByText('Awaiting approval').waitFor();
    await page.getByText(RETAILER).first().waitFor();
    await page.getByText(`Manoj Tiwari (${salesmanPhone})`).waitFor();
    await page.getByText('H/Q', { exact: true }).waitFor();

    // Approved at ₹9.50 a unit: the total follows as it is typed.
    await page.getByRole('button', { name: 'Approve D2R order' }).click();
    const approve = page.getByRole('dialog', { name: /^Approve D2R order / });
    expect(await approve.getByLabel('Unit price (₹)').inputValue()).toBe('10.00');
    await approve.getByText(formatPaise(3_000)).first().waitFor();
    await approve.getByLabel('Unit price (₹)').fill('9.50');
    await approve.getByText(`New total: ${formatPaise(2_850)}`).waitFor();
    await shotBoth(page, 'd2r-approve-dialog');
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(MSG.d2rOrderApproved).first().waitFor();
    await approve.waitFor({ state: 'detached' });
    await drawerTags.getByText('Approved', { exact: true }).waitFor();
    await drawerTags.getByText('Price edited').waitFor();
    await page.getByText(formatPaise(2_850)).first().waitFor();
    expect(await page.getByRole('button', { name: 'Approve D2R order' }).count()).toBe(0);
    await shot(page, 'd2r-order-drawer-1280');

    // Six more units take the retailer past ₹50: refused, then approved over the limit.
    await page.goto(retailersUrl);
    await page.getByRole('heading', { name: 'Retailers' }).waitFor();
    const second = await newOrder(page);
    await createAndOpen(page, second, 6);
    await page.getByRole('button', { name: 'Approve D2R order' }).click();
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    const refusal = approve.getByRole('alert').filter({ hasText: formatPaise(50_00) });
    await refusal.waitFor();
    await shotBoth(page, 'd2r-approve-credit-limit');
    await approve.getByRole('button', { name: 'Approve over the credit limit' }).click();
    await page.getByText(MSG.d2rOrderApproved).first().waitFor();
    await approve.waitFor({ state: 'detached' });
    await drawerTags.getByText('Approved', { exact: true }).waitFor();
    expect(await drawerTags.getByText('Price edited').count()).toBe(0);
    await context.close();
  });
});
