import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs } from '../support/browser.js';
import { oneWarehouseSeller, type Session } from '../support/client.js';
import { listedSku } from '../support/stock.js';

let browser: Browser;
/** A brand of this file's own with a few products of its catalogue already. */
let seller: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await oneWarehouseSeller('Channapatna Toy Works');
  const run = Date.now().toString(36).toUpperCase();
  for (const n of [1, 2, 3]) await listedSku(seller, `CTW-${run}-${n}`);
});
afterAll(async () => {
  await browser?.close();
});

describe('the catalogue in the browser', () => {
  it('refuses a non-image, crops a picture to 3:1, uploads it and shows it on the product', async () => {
    const { page, context } = await openAs(browser, seller, '/catalogs');
    const sku = `IMG-${Date.now().toString(36).toUpperCase()}`;
    // A 600 × 400 picture to crop, drawn by the browser itself.
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 600, height: 400 }, type: 'png' });
    // What the list and the channel counts say before, to see them count the new product.
    const rangeText = page.getByText(/^\d[\d,]*-\d[\d,]* of [\d,]+ items$/);
    const listed = async () => Number(/of ([\d,]+) items/.exec(await rangeText.innerText())![1]!.replace(/,/g, ''));
    const byChannel = page.getByRole('region', { name: 'Products by channel' });
    // The channel's line, once it has products: 'Manual 7'.
    const manual = async () => {
      await byChannel.waitFor();
      const line = byChannel.getByText('Manual', { exact: true });
      return (await line.count()) ? Number((await line.locator('xpath=..').innerText()).replace(/\D/g, '')) : 0;
    };
    const [listedBefore, manualBefore] = [await listed(), await manual()];

    await page.getByRole('button', { name: 'Create Product' }).click();
    const form = page.getByRole('dialog');
    await form
      .getByLabel('Add image')
      .setInputFiles({ name: 'brochure.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await form.getByText(MSG.imagesOnly).waitFor();

    await form.getByLabel('Add image').setInputFiles({ name: 'tin.png', mimeType: 'image/png', buffer: picture });
    await form.getByRole('group', { name: 'Crop image' }).waitFor();
    await form.getByRole('button', { name: 'Crop and upload' }).click();
    const thumb = form.getByRole('img', { name: 'Product image 1' });
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const ratio = await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
    expect(ratio).toBeCloseTo(3, 1);

    await form.getByLabel('Product Title').fill('Picture Tin');
    await form.getByLabel('SKU', { exact: true }).fill(sku);
    await form.getByLabel('Category', { exact: true }).fill('Gift');
    await form.getByLabel('Price (₹)', { exact: true }).fill('199');
    await form.getByLabel('Base Price (₹)').fill('120');
    await form.getByLabel('Margin (%)').fill('101');
    await form.getByLabel('Weight (gm)').fill('200');
    await form.getByRole('combobox', { name: 'HSN Code' }).fill('');
    await form.getByRole('button', { name: 'Create Product' }).click();
    // Checked before anything is sent: the margin's ceiling and the spec's HSN message.
    await form.getByText('Value should not be more than 100').waitFor();
    await form.getByText(MSG.hsnRequired).waitFor();
    await form.getByLabel('Margin (%)').fill('35');
    await form.getByRole('combobox', { name: 'HSN Code' }).fill('09024020');
    await form.getByRole('combobox', { name: 'HSN Code' }).press('Escape');
    await form.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText(MSG.productCreated).first().waitFor();
    await expect.poll(listed).toBe(listedBefore + 1);
    await expect.poll(manual).toBe(manualBefore + 1);

    const row = page.getByRole('main').getByRole('row').filter({ hasText: sku });
    await expect
      .poll(() =>
        row
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await context.close();
  });
});
