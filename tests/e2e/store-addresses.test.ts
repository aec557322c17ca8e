import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs } from '../support/browser.js';
import { oneWarehouseSeller, type Session } from '../support/client.js';

const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
    : Promise.resolve();

const run = Math.random().toString(36).slice(2, 8);
const name = `Juhu Boutique ${run}`;

/** The store the brand already delivers to. */
const STORE = 'Bandra Fashion House';

let browser: Browser;
/** A Mumbai brand of this file's own, with one active store address already. */
let seller: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await oneWarehouseSeller('Colaba Couture');
  const made = await seller.gql(
    `mutation($i: StoreAddressCreateInput!) { storeAddressCreate(input: $i) { userErrors { message } } }`,
    {
      i: {
        firstName: STORE,
        addressLine1: '31, Hill Road',
        addressLine2: 'Bandra West',
        pincode: '400050',
        city: 'Mumbai',
        state: 'Maharashtra',
        phone: '9820456789',
        email: 'store@bandrafashion.in',
        addressPurpose: 'BILLING_AND_SHIPPING',
      },
    },
  );
  expect(made.storeAddressCreate.userErrors).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

/** The options the order form's store address selector offers. */
async function selectorOptions(page: Page): Promise<string[]> {
  await page.goto('/orders/new');
  await page.getByRole('heading', { name: 'Create Order' }).waitFor();
  const select = page.getByLabel('Deliver to a store address');
  await select.waitFor();
  return select.locator('option').allTextContents();
}

describe('store addresses in the browser', () => {
  it('adds an address by pincode, edits it, and sets it InActive so the order form no longer offers it', async () => {
    const { page, context } = await openAs(browser, seller, '/settings/store-address');
    await page.getByRole('heading', { name: 'Store addresses' }).waitFor();
    await page.getByRole('article', { name: STORE }).waitFor();

    // Nothing filled: the spec's words under each field.
    await page.getByRole('button', { name: 'Add store address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add store address' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(MSG.firstNameRequired).waitFor();
    expect(await dialog.getByText(MSG.required, { exact: true }).count()).toBe(2);
    await dialog.getByText(MSG.invalidPincode).waitFor();

    await dialog.getByLabel('First name').fill(name);
    await dialog.getByLabel('Phone').fill('9820123456');
    await dialog.getByLabel('Email').fill('juhu@boutique.in');
    await dialog.getByLabel('Address line 1').fill('12, Juhu Tara Road');
    await dialog.getByLabel('Address line 2').fill('Opposite Juhu Beach');
    // A pincode India Post does not have is refused; a real one fills and locks the place.
    await dialog.getByLabel('Pincode').fill('000000');
    await dialog.getByText(MSG.invalidPincode).waitFor();
    await dialog.getByLabel('Pincode').fill('400049');
    await expect.poll(() => dialog.getByLabel('City').inputValue()).toBe('Mumbai');
    expect(await dialog.getByLabel('State').inputValue()).toBe('Maharashtra');
    expect(await dialog.getByLabel('City').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('State').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Country').isDisabled()).toBe(true);
    await dialog.getByLabel('GSTIN').fill('27AAGFB5532M1Z1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(MSG.gstinChecksum).waitFor();
    await dialog.getByLabel('GSTIN').fill('');
    await dialog.getByLabel('Address purpose').selectOption({ label: 'Billing and shipping' });
    await shot(page, 'store-address-form-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MSG.storeAddressCreated).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name });
    await card.getByText('Mumbai, Maharashtra 400049, India').waitFor();
    await card.getByText('Billing and shipping').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();

    // Edit: the saved values are in the form; the change shows on the card.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    expect(await edit.getByLabel('Pincode').inputValue()).toBe('400049');
    await edit.getByLabel('Address line 1').fill('14, Juhu Tara Road');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MSG.storeAddressSaved).first().waitFor();
    await card.getByText(/14, Juhu Tara Road/).waitFor();

    // The order form offers it, and picking it fills the customer's address.
    expect((await selectorOptions(page)).some((o) => o.startsWith(name))).toBe(true);
    const pick = (await selectorOptions(page)).find((o) => o.startsWith(name))!;
    await page.getByLabel('Deliver to a store address').selectOption({ label: pick });
    expect(await page.getByLabel('First name').inputValue()).toBe(name);
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Mumbai');
    await shot(page, 'store-address-order-form-1280');

    // Set InActive from the card: it flips as the server answers, and stays so after a reload.
    await page.goto('/settings/store-address');
    const again = page.getByRole('article', { name });
    await again.getByRole('checkbox', { name: `${name} active` }).click({ force: true });
    await again.getByText('InActive', { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('article', { name }).getByText('InActive', { exact: true }).waitFor();

    // The InActive filter shows it; the Active one does not.
    await page.getByLabel('Status').selectOption({ label: 'InActive' });
    await page.waitForURL(/status=inactive/);
    await page.getByRole('article', { name }).waitFor();
    await page.getByRole('article', { name: STORE }).waitFor({ state: 'detached' });
    await shot(page, 'store-addresses-inactive-1280');
    await page.getByLabel('Status').selectOption({ label: 'Active' });
    await page.waitForURL(/status=active/);
    await page.getByRole('article', { name: STORE }).waitFor();
    expect(await page.getByRole('article', { name }).count()).toBe(0);

    // Gone from the selector.
    const left = await selectorOptions(page);
    expect(left.some((o) => o.startsWith(STORE))).toBe(true);
    expect(left.some((o) => o.startsWith(name))).toBe(false);

    await page.goto('/settings/store-address');
    await page.getByRole('article', { name }).waitFor();
    await shot(page, 'store-addresses-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'store-addresses-390');
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await page
      .getByRole('dialog', { name: `Edit ${name}` })
      .getByLabel('City')
      .waitFor();
    await shot(page, 'store-address-form-390');
    await context.close();
  });
});
