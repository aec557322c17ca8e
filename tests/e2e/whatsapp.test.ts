import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, signedInAt } from '../support/browser.js';
import { signedIn, uniqueEmail, uniquePhone, type Session } from '../support/client.js';
import { markUndelivered, placeOrderFor } from '../support/ndr.js';

const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
    : Promise.resolve();

const run = Math.random().toString(36).slice(2, 8);
const TEMPLATE = `Failed delivery ${run}`;
const LIST = `{ viewer { company { whatsApp { templates(first: 100) { edges { node { id templateName } } } } } } }`;
const DELETE = `mutation($i: MessageTemplateDeleteInput!) { messageTemplateDelete(input: $i) { userErrors { message } } }`;

let browser: Browser;
let seller: Session;

/** This test's templates (and earlier runs' on a kept database): Bombay Threads goes back to SMS. */
async function deleteTestTemplates() {
  const ids = (await seller.gql(LIST)).viewer.company.whatsApp.templates.edges
    .map((e: { node: { id: string; templateName: string } }) => e.node)
    .filter((t: { templateName: string }) => t.templateName.startsWith('Failed delivery '))
    .map((t: { id: string }) => t.id);
  for (const id of ids) await seller.gql(DELETE, { i: { template: id } });
}

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signedIn('seller2@demo.in');
  await deleteTestTemplates();
});
afterAll(async () => {
  await browser?.close();
  await deleteTestTemplates().catch(() => {});
});

describe('the WhatsApp service in the browser', () => {
  it('saves credentials and an ndr message, then an undelivered order’s NDR text goes by WhatsApp', async () => {
    const { page, context } = await signedInAt(browser, 'seller2@demo.in', '/settings/whatsapp');
    await page.getByRole('heading', { name: 'WhatsApp service' }).waitFor();
    const form = page.getByRole('form', { name: 'WhatsApp credentials' });
    await expect(page.getByLabel('NDR texts go by').textContent()).resolves.toBe('NDR texts go by SMS');

    // Each field is required; nine digits are not a number.
    for (const label of ['Company ID', 'User ID', 'Password', 'WhatsApp number']) await form.getByLabel(label).fill('');
    await form.getByRole('button', { name: 'Save credentials' }).click();
    await expect.poll(() => form.getByText(MSG.required, { exact: true }).count()).toBeGreaterThanOrEqual(3);
    await form.getByLabel('Company ID').fill('BT-WA-5521');
    await form.getByLabel('User ID').fill('bombay.threads');
    await form.getByLabel('Password').fill('Wa#Threads2024');
    await form.getByLabel('WhatsApp number').fill('982001234');
    await form.getByRole('button', { name: 'Save credentials' }).click();
    await form.getByText(MSG.whatsAppNumberInvalid, { exact: true }).waitFor();
    await shot(page, 'whatsapp-invalid-number-1280');
    await form.getByLabel('WhatsApp number').fill('9820012345');
    await form.getByRole('button', { name: 'Save credentials' }).click();
    await page.getByText(MSG.whatsAppCredentialsSaved).first().waitFor();
    await form.getByText('Saved (…2024). Leave blank to keep it.').waitFor();
    await expect(form.getByLabel('Password').inputValue()).resolves.toBe('');

    // An ndr message must carry the buyer's link; the preview fills the placeholders.
    await page.getByRole('button', { name: 'Add template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add template' });
    await dialog.getByLabel('Template name').fill(TEMPLATE);
    await dialog.getByLabel('Used for').selectOption('NDR_MSG');
    await dialog
      .getByLabel('Message body')
      .fill('Hi {customerName}, your Bombay Threads order {orderId} missed you ({reason}).');
    await dialog.getByRole('button', { name: 'Add template' }).click();
    await dialog.getByText(MSG.templateLinkMissing).waitFor();
    await dialog.getByRole('button', { name: '{link}' }).click();
    await dialog
      .getByRole('region', { name: 'Preview' })
      .getByText('Hi Ananya Sharma, your Bombay Threads order CPN-1042 missed you (No Response from Customer).', {
        exact: false,
      })
      .waitFor();
    await shot(page, 'whatsapp-template-dialog-1280');
    await dialog.getByRole('button', { name: 'Add template' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Message templates' }).getByText(TEMPLATE).waitFor();
    await expect.poll(() => page.getByLabel('NDR texts go by').textContent()).toBe('NDR texts go by WhatsApp');
    await shot(page, 'whatsapp-service-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'whatsapp-service-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // An order the courier could not deliver: its buyer's link goes by WhatsApp.
    const order = await placeOrderFor(seller, uniquePhone(), uniqueEmail('buyer'), 'KRT-IND-M');
    await markUndelivered(seller, order.id);
    await page.goto('/billing/ndr');
    const table = page.getByRole('table', { name: 'NDR customer requests' });
    const row = table.getByRole('row').filter({ hasText: order.shopOrderId });
    await expect
      .poll(
        async () => {
          if (await row.count()) return row.first().textContent();
          await page.reload();
          await table.waitFor();
          return null;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toContain('by WhatsApp');
    await shot(page, 'whatsapp-ndr-sent-1280');
    await context.close();
  });

  it("lets an admin work a chosen brand's WhatsApp service from Brands > Whatsapp Service", async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/brands/products');
    await page.getByRole('combobox', { name: 'Search company' }).fill('Chai');
    await page.getByRole('option', { name: 'Chai Point Naturals (PC0001)' }).click();
    await page.getByRole('heading', { name: 'Products · Chai Point Naturals' }).waitFor();
    await page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'Whatsapp Service' }).click();
    await page.getByRole('heading', { name: 'Whatsapp Service · Chai Point Naturals' }).waitFor();
    await page.waitForURL(/\/admin\/brands\/whatsapp\?company=/);

    // The demo account and ndr message, the password only as its hint.
    const form = page.getByRole('form', { name: 'WhatsApp credentials' });
    await expect(form.getByLabel('User ID').inputValue()).resolves.toBe('chaipoint.naturals');
    await expect(form.getByLabel('Password').inputValue()).resolves.toBe('');
    await form.getByText('Saved (…2024). Leave blank to keep it.').waitFor();
    await expect(page.getByLabel('NDR texts go by').textContent()).resolves.toBe('NDR texts go by WhatsApp');
    const templates = page.getByRole('table', { name: 'Message templates' });
    await templates.getByText('Delivery attempt failed').waitFor();

    // The admin adds a template for the brand, and deletes it again.
    const name = `Failed delivery admin ${run}`;
    await page.getByRole('button', { name: 'Add template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add template' });
    await dialog.getByLabel('Template name').fill(name);
    await dialog.getByLabel('Message body').fill('Your order {orderId} is packed.');
    await dialog.getByRole('button', { name: 'Add template' }).click();
    await templates.getByText(name).waitFor();
    await shot(page, 'brands-whatsapp-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'brands-whatsapp-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete template?' })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
    await templates.getByText(name).waitFor({ state: 'detached' });
    await context.close();
  });
});
