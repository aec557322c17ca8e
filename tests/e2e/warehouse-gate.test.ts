import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs, shot } from '../support/browser.js';
import { completeInvoicing, verifiedSeller, type Session } from '../support/client.js';

let browser: Browser;
/** A new seller of its own, invoicing done, with no warehouse yet. */
let seller: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await verifiedSeller('Gatekeeper Tea Co');
  await completeInvoicing(seller, { legalName: 'Gatekeeper Tea Co' });
});
afterAll(async () => {
  await browser?.close();
});

describe('the warehouse gate in the browser', () => {
  it('offers a seller without a warehouse its two ways to one, and lets it through once it adds its own', async () => {
    const { page, context } = await openAs(browser, seller, '/orders');
    await page.getByText(MSG.warehouseGate).waitFor();
    await page.getByText(/goes to the Parcelo warehouse team, who contact you and attach a warehouse/).waitFor();
    const request = page.getByRole('button', { name: 'Request a new Micro-WH' });
    const own = page.getByRole('button', { name: 'Add my own Micro-WH' });
    await own.waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'warehouse-gate-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A request: sent from the gate, which then says it is on its way (after a reload too).
    await request.click();
    const asked = page.getByRole('dialog', { name: 'Request a new Micro-WH' });
    await asked.getByLabel('State').selectOption('Karnataka');
    await asked.getByLabel('City').fill('Mysuru');
    await asked.getByLabel('Expected orders per month').fill('600');
    await asked.getByLabel('Estimated units').fill('2500');
    await asked.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(MSG.microWhRequested).first().waitFor();
    const pending = 'Your request for a Micro-WH in Mysuru is with the warehouse team.';
    await page.getByText(pending).waitFor();
    await page.reload();
    await page.getByText(pending).waitFor();

    // Its own premises: usable at once, so the gate lifts and the page it asked for shows.
    await own.click();
    const added = page.getByRole('dialog', { name: 'Add my own Micro-WH' });
    await added.getByLabel('Warehouse name').fill('Devaraja Backroom');
    await added.getByLabel('Address line 1').fill('14, Sayyaji Rao Road');
    await added.getByLabel('Address line 2').fill('Devaraja Mohalla');
    await added.getByLabel('Pincode').fill('570001');
    await expect.poll(() => added.getByLabel('City').inputValue()).not.toBe('');
    await added.getByLabel('GST number').fill('29AABCT1332L1ZA');
    await added.getByRole('button', { name: 'Add warehouse' }).click();
    await page.getByText(MSG.warehouseCreated).first().waitFor();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    expect(await page.getByText(MSG.warehouseGate).count()).toBe(0);
    await context.close();
  });
});
