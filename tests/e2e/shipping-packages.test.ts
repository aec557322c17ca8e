import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs } from '../support/browser.js';
import { oneWarehouseSeller, type Session } from '../support/client.js';

const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
    : Promise.resolve();

const run = Math.random().toString(36).slice(2, 7).toUpperCase();
const code = `E2E-${run}`;
/** Package codes are unique across companies: this brand's own carry the run. */
const CADDY = `AVT-CADDY-${run}`;
const TIN = `AVT-TIN24-${run}`;
const CREATE = `mutation($i: ShippingPackageCreateInput!) { shippingPackageCreate(input: $i) { shippingPackageEdge { node { id } } userErrors { message } } }`;
const UPDATE = `mutation($i: ShippingPackageUpdateInput!) { shippingPackageUpdate(input: $i) { userErrors { message } } }`;

let browser: Browser;
/** A tea brand of this file's own: its tea caddy box the default, a retired festive tin put away. */
let seller: Session;

async function addPackage(name: string, packageCode: string, sides: number[], grams: number, update: object) {
  const [packageLength, packageWidth, packageHeight] = sides;
  const made = await seller.gql(CREATE, {
    i: { name, code: packageCode, packageLength, packageWidth, packageHeight, packageWeight: grams },
  });
  expect(made.shippingPackageCreate.userErrors).toEqual([]);
  const id = made.shippingPackageCreate.shippingPackageEdge.node.id;
  if (!Object.keys(update).length) return;
  const updated = await seller.gql(UPDATE, { i: { shippingPackage: id, ...update } });
  expect(updated.shippingPackageUpdate.userErrors).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await oneWarehouseSeller('Assam Valley Teas');
  await addPackage('Tea caddy box', CADDY, [12, 12, 18], 90, { default: true });
  await addPackage('Gift hamper carton', `AVT-HAMPER-${run}`, [35, 25, 15], 320, {});
  await addPackage('Festive tin box (2024)', TIN, [20, 20, 20], 240, { active: false });
});
afterAll(async () => {
  await browser?.close();
});

describe('shipping packages in the browser', () => {
  it('adds a package (the rules first), makes it the default and shows its badge', async () => {
    const { page, context } = await openAs(browser, seller, '/settings/shipping-packages?sort=CODE&order=ASC');
    await page.getByRole('heading', { name: 'Shipping Packages' }).waitFor();
    const table = page.getByRole('table', { name: 'Shipping packages' });
    await table.getByText('Tea caddy box').waitFor();
    await shot(page, 'shipping-packages-list-1280');

    // Nothing typed: the spec's words, and the dialog stays open.
    await page.getByRole('button', { name: 'Add package' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add package' });
    await dialog.getByRole('button', { name: 'Add package' }).click();
    await dialog.getByText(MSG.packageNameRequired).waitFor();
    await dialog.getByText('Length is required.').waitFor();
    await dialog.getByText('Weight is required.').waitFor();
    // The Default and Active selectors are for editing only.
    expect(await dialog.getByLabel('Default').count()).toBe(0);

    await dialog.getByLabel('Name').fill(`Spice jar box ${run}`);
    await dialog.getByLabel('Code').fill(CADDY);
    await dialog.getByLabel('Length (cm)').fill('2.5');
    await dialog.getByLabel('Width (cm)').fill('14');
    await dialog.getByLabel('Height (cm)').fill('9');
    await dialog.getByLabel('Weight (gm)').fill('60');
    await dialog.getByRole('button', { name: 'Add package' }).click();
    await dialog.getByText('Please input a valid length.').waitFor();

    // The server refuses a code already used: the dialog stays open and says why.
    await dialog.getByLabel('Length (cm)').fill('14');
    await dialog.getByRole('button', { name: 'Add package' }).click();
    await dialog.getByText(MSG.packageCodeTaken).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await shot(page, 'shipping-packages-dialog-1280');

    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('button', { name: 'Add package' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.getByText('Default', { exact: true }).count()).toBe(0);

    // Make default: the badge moves to it, off the tea caddy box.
    await row.getByRole('button', { name: `Make Spice jar box ${run} the default` }).click();
    await row.getByText('Default', { exact: true }).waitFor();
    const caddy = table.getByRole('row').filter({ hasText: CADDY });
    await expect.poll(() => caddy.getByText('Default', { exact: true }).count()).toBe(0);

    // It stays after a reload.
    await page.reload();
    await table.getByRole('row').filter({ hasText: code }).getByText('Default', { exact: true }).waitFor();

    // Editing shows the Default and Active selectors; the default cannot be made inactive.
    await table
      .getByRole('row')
      .filter({ hasText: code })
      .getByRole('button', { name: `Edit Spice jar box ${run}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit package' });
    await expect(edit.getByLabel('Default').inputValue()).resolves.toBe('1');
    await edit.getByLabel('Active').selectOption('0');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText(MSG.packageDefaultInactive).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'shipping-packages-edit-390');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // The Inactive filter shows the retired tin, and only it.
    await page.getByLabel('Status').selectOption('0');
    await table.getByText(TIN).waitFor();
    await expect.poll(() => table.getByText(code).count()).toBe(0);
    await shot(page, 'shipping-packages-inactive-390');
    await context.close();
  });
});
