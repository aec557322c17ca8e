import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs } from '../support/browser.js';
import { oneWarehouseSeller, type Session } from '../support/client.js';

const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
    : Promise.resolve();

const run = Math.random().toString(36).slice(2, 8);
let browser: Browser;
/** A brand of this file's own, whose ticket list holds only this test's ticket. */
let seller: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await oneWarehouseSeller('Surat Saree Mills');
});
afterAll(async () => {
  await browser?.close();
});

describe('support in the browser', () => {
  it('a seller sees the support e-mail, files a ticket and sees it listed as open', async () => {
    const { page, context } = await openAs(browser, seller, '/settings/support');
    await page.getByRole('heading', { name: 'Support' }).waitFor();
    await page.getByRole('link', { name: /@/ }).first().waitFor();
    const form = page.getByRole('region', { name: 'Raise a ticket' });

    // Nothing filled in: the rules' own words.
    await form.getByRole('button', { name: 'Raise ticket' }).click();
    await form.getByText(MSG.supportSubjectRequired).waitFor();
    await form.getByText(MSG.supportCategoryRequired).waitFor();

    const subject = `Pickup missed ${run}`;
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Category').selectOption({ label: 'Warehouse' });
    await form.getByLabel('Description').fill('The courier did not come for the 4 pm pickup at Bhiwandi today.');
    await form.getByLabel('Order reference (optional)').fill('BT-2291');
    await form.getByRole('button', { name: 'Raise ticket' }).click();
    await page.getByText(MSG.supportTicketCreated).first().waitFor();

    const table = page.getByRole('table', { name: 'Your tickets' });
    const row = table.getByRole('row').filter({ hasText: subject });
    await row.getByText('Open').waitFor();
    await row.getByText('BT-2291').waitFor();
    await shot(page, 'support-1280');

    await page.reload();
    await page.getByRole('table', { name: 'Your tickets' }).getByText(subject).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'support-390');
    await context.close();
  });
});
