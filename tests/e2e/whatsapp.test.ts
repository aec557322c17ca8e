import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs, signedInAt } from '../support/browser.js';
import {
  oneWarehouseSeller,
  signedIn,
  uniqueEmail,
  uniquePhone,
  verifiedSeller,
  type Session,
} from '../support/client.js';
import { markUndelivered, placeOrderFor } from '../support/ndr.js';
import { stockedProduct } from '../support/stock.js';

const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
    : Promise.resolve();

const run = Math.random().toString(36).slice(2, 8);
const TEMPLATE = `Failed delivery ${run}`;

let browser: Browser;
/** A brand of this file's own at Okhla, its NDR texts by SMS until it sets WhatsApp up. */
let seller: Session;
let sku: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  seller = await oneWarehouseSeller('Lucknow Chikan House');
  ({ sku } = await stockedProduct(admin, seller, 20));
});
afterAll(async () => {
  await browser?.close();
});

describe('the WhatsApp service in the browser', () => {
  it('saves credentials and an ndr message, then an undelivered order’s NDR text goes by WhatsApp', async () => {
    const { page, context } = await openAs(browser, seller, '/settings/whatsapp');
    await page.getByRole('heading', { name: 'WhatsApp service' }).waitFor();
    const form = page.getByRole('form', { name: 'WhatsApp credentials' });
    await expect(page.getByLabel('NDR texts go by').textContent()).resolves.toBe('NDR texts go by SMS');

    // Each field is required; nine digits are not a number.
    for (const label of ['Company ID', 'User ID', 'Password', 'WhatsApp number']) await form.getByLabel(label).fill('');
    await form.getByRole('button', { name: 'Save credentials' }).click();
    await expect.poll(() => form.getByText(MSG.required, { exact: true }).count()).toBeGreaterThanOrEqual(3);
    await form.getByLabel('Company ID').fill('LCH-WA-5521');
    await form.getByLabel('User ID').fill('lucknow.chikan');
    await form.getByLabel('Password').fill('Wa#Chikan2024');
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
      .fill('Hi {customerName}, your Lucknow Chikan House order {orderId} missed you ({reason}).');
    await dialog.getByRole('button', { name: 'Add template' }).click();
    await dialog.getByText(MSG.templateLinkMissing).waitFor();
    await dialog.getByRole('button', { name: '{link}' }).click();
    await dialog
      .getByRole('region', { name: 'Preview' })
      .getByText('Hi Ananya Sharma, your Lucknow Chikan House order CPN-1042 missed you (No Response from Customer).', {
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
    const order = await placeOrderFor(seller, uniquePhone(), uniqueEmail('buyer'), sku);
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
    // A second brand of its own, whose WhatsApp account and ndr message it set up itself.
    const brand = 'Banaras Silk Emporium';
    const owner = await verifiedSeller(brand);
    const { code } = (await owner.gql(`{ viewer { company { code } } }`)).viewer.company;
    const saved = await owner.gql(
      `mutation($i: WhatsAppCredentialsSaveInput!) { whatsAppCredentialsSave(input: $i) { userErrors { message } } }`,
      {
        i: {
          providerCompanyId: 'BSE-WA-3310',
          userId: 'banaras.silk',
          password: 'Wa#Silk2024',
          whatsAppNumber: '9415012345',
        },
      },
    );
    expect(saved.whatsAppCredentialsSave.userErrors).toEqual([]);
    const ndr = await owner.gql(
      `mutation($i: MessageTemplateCreateInput!) { messageTemplateCreate(input: $i) { userErrors { message } } }`,
      {
        i: {
          templateName: 'Delivery attempt failed',
          purpose: 'NDR_MSG',
          messageBody: `Hi {customerName}, we could not deliver your ${brand} order {orderId} ({reason}). Tell us a better time or address here: {link}`,
        },
      },
    );
    expect(ndr.messageTemplateCreate.userErrors).toEqual([]);

    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/brands/products');
    await page.getByRole('combobox', { name: 'Search company' }).fill(brand);
    await page.getByRole('option', { name: `${brand} (${code})` }).click();
    await page.getByRole('heading', { name: `Products · ${brand}` }).waitFor();
    await page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'Whatsapp Service' }).click();
    await page.getByRole('heading', { name: `Whatsapp Service · ${brand}` }).waitFor();
    await page.waitForURL(/\/admin\/brands\/whatsapp\?company=/);

    // The brand's account and ndr message, the password only as its hint.
    const form = page.getByRole('form', { name: 'WhatsApp credentials' });
    await expect(form.getByLabel('User ID').inputValue()).resolves.toBe('banaras.silk');
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
