import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, signedInAt } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function createOrder(page: Page) {
  await page.goto('/orders/new');
  await page.getByRole('heading', { name: 'Create Order' }).waitFor();
  await page.getByLabel('First name').fill('Kiran');
  await page.getByLabel('Last name').fill('Joshi');
  await page.getByLabel('Email').fill('kiran.joshi@example.in');
  await page.getByLabel('Phone').fill('9822012345');
  await page.getByLabel('Address line 1').fill('7 FC Road');
  await page.getByLabel('Address line 2').fill('Shivajinagar');
  await page.getByLabel('Pincode').fill('411005');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
  await page.getByLabel('Title').fill('Masala Chai 250g');
  await page.getByLabel('SKU').fill('CHAI-MSL-250');
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Unit price (₹)').fill('249');
  await page.getByLabel('Weight (kg)').fill('0.6');
  await page.getByRole('button', { name: 'Create order' }).click();
  await page.getByText('Order created').first().waitFor();
  await page.waitForURL(/\/orders\?search=ORDER_ID/);
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1);
  await row.getByText('Kiran Joshi').waitFor();
  return row;
}

describe('orders in the browser', () => {
  it('creates a manual order and finds it by its AWB', async () => {
    const { page, context } = await signedInAt(browser, 'seller@demo.in', '/orders');
    const row = await createOrder(page);
    const awb = /PC\d{10}/.exec((await row.textContent()) ?? '')?.[0];
    expect(awb).toMatch(/^PC\d{10}$/);
    if (!awb) return;

    await page.goto('/orders');
    await page.getByLabel('Search by').selectOption({ label: 'AWB' });
    await page.getByRole('searchbox', { name: 'AWB' }).fill(awb);
    const table = page.getByRole('table', { name: 'Orders' });
    await page.getByText('1-1 of 1 item').waitFor();
    await table.getByText('Kiran Joshi').waitFor();
    expect(page.url()).toContain(`search=AWB%3A${awb}`);

    // The order's drawer shows the same AWB, and its label can be printed.
    await table.getByRole('row').nth(1).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(awb).waitFor();
    expect(await drawer.getByRole('link', { name: 'Print label' }).getAttribute('href')).toMatch(
      /^\/files\/orders\/[0-9a-f-]{36}\/label\.pdf$/,
    );
    await context.close();
  });

  it('gives the form messages before anything is sent', async () => {
    const { page, context } = await signedInAt(browser, 'seller@demo.in', '/orders/new');
    await page.getByRole('heading', { name: 'Create Order' }).waitFor();
    await page.getByLabel('Phone').fill('12345');
    await page.getByLabel('Pincode').fill('4110');
    await page.getByLabel('SKU').fill('CHAI (250)');
    await page.getByRole('button', { name: 'Create order' }).click();
    await page.getByText(MSG.phoneInvalid).waitFor();
    await page.getByText(MSG.invalidPincode).waitFor();
    await page.getByText('Please provide valid SKU').waitFor();
    expect(new URL(page.url()).pathname).toBe('/orders/new');
    await context.close();
  });

  it('reassigns an order to another warehouse of the company', async () => {
    const { page, context } = await signedInAt(browser, 'warehouse@demo.in', '/orders');
    const row = await createOrder(page);
    await row.click();
    const drawer = page.getByRole('dialog');
    const reassign = drawer.getByRole('button', { name: 'Reassign' });
    expect(await reassign.isDisabled()).toBe(true);
    // New orders start at the first warehouse, Bhiwandi; move this one to Okhla.
    await drawer.getByText('Bhiwandi Central').first().waitFor();
    await drawer.getByLabel('Reassign warehouse').selectOption({ label: 'Okhla Micro-WH (New Delhi)' });
    expect(await reassign.isEnabled()).toBe(true);
    await reassign.click();
    await page.getByText(MSG.warehouseReassigned).first().waitFor();
    await drawer.getByText('Pickup moved to Okhla Micro-WH').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).getByText('Okhla Micro-WH').waitFor();
    await context.close();
  });

  it('downloads the labels of three selected orders as one zip', async () => {
    const { page, context } = await signedInAt(browser, 'seller@demo.in', '/orders');
    const table = page.getByRole('table', { name: 'Orders' });
    const boxes = table.getByRole('checkbox', { name: /^Select order / });
    await boxes.first().waitFor({ state: 'attached' });
    const picked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const box = boxes.nth(i);
      picked.push(((await box.getAttribute('aria-label')) ?? '').replace('Select order ', ''));
      await box.check({ force: true });
    }
    await page.getByText('3 selected').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download labels' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^labels-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = await download.path();
    const zip = await JSZip.loadAsync(await readFile(path));
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(picked.map((id) => `label-${id.replace(/[^\w.-]+/g, '_')}.pdf`).sort());
    for (const name of names) {
      const pdf = await zip.file(name)!.async('nodebuffer');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await context.close();
  });
});
