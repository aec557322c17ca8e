import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, signedInAt } from '../support/browser.js';
import { signedIn, type Session } from '../support/client.js';

const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
    : Promise.resolve();

const run = Math.random().toString(36).slice(2, 7).toUpperCase();
const code = `E2E-${run}`;
const LIST = `{ viewer { company { shippingPackages(first: 300) { edges { node { id code default } } } } } }`;
const UPDATE = `mutation($i: ShippingPackageUpdateInput!) { shippingPackageUpdate(input: $i) { userErrors { message } } }`;

let browser: Browser;
let seller: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signedIn('seller@demo.in');
});
afterAll(async () => {
  await browser?.close();
  // The demo seller's default goes back to its tea caddy box, and this run's package is put away.
  const packages: { id: string; code: string }[] = (await seller.gql(LIST)).viewer.company.shippingPackages.edges.map(
    (e: { node: { id: string; code: string } }) => e.node,
  );
  const caddy = packages.find((p) => p.code === 'CPN-CADDY');
  if (caddy) await seller.gql(UPDATE, { i: { shippingPackage: caddy.id, default: true } });
  const mine = packages.find((p) => p.code === code);
  if (mine) await seller.gql(UPDATE, { i: { shippingPackage: mine.id, active: false } });
});

describe('shipping packages in the browser', () => {
  it('adds a package (the rules first), makes it the default and shows its badge', async () => {
    const { page } = await signedInAt(browser, 'seller@demo.in', '/settings/shipping-packages');
    // By code on one long page: the demo's CPN- packages first, however many runs a kept database has seen.
    await page.goto('/settings/shipping-packages?sort=CODE&order=ASC&size=300');
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
    await dialog.getByLabel('Code').fill('CPN-CADDY');
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
    const caddy = table.getByRole('row').filter({ hasText: 'CPN-CADDY' });
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
    await table.getByText('CPN-TIN24').waitFor();
    await expect.poll(() => table.getByText(code).count()).toBe(0);
    await shot(page, 'shipping-packages-inactive-390');
  });
});
