import { BEATS_MSG, BEAT_UPLOAD_SHEET, MSG, XLSX_TYPE } from '@parcelo/common';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, signedIn } from '../support/client.js';
import { unique } from '../support/d2r.js';
import { bulkSheet } from '../support/sheets.js';

/*
 * Beats made already, uploaded from the Beats page for a brand of this test's own: the preview
 * refuses a short phone, fixed in place; the save lists the beat over the beat size by its
 * name, and the good beat opens on the Beats page as a planned plan, its stops in the sheet's order.
 */

const BRAND = `Chai Beats Upload ${unique()}`;

let browser: Browser;
let company: { id: string; code: string };

const shop = (beatName: string, i: number, extra: Record<string, string | number> = {}) => ({
  beatName,
  retailerName: `${beatName} Shop ${i}`,
  phone: `98${String(30_000_000 + i).padStart(8, '0')}`,
  address: `${i} Lajpat Nagar`,
  pincode: '110024',
  latitude: Number((28.56 + i / 500).toFixed(5)),
  longitude: Number((77.24 + i / 700).toFixed(5)),
  weightKg: 10,
  volumeL: 30,
  ...extra,
});

beforeAll(async () => {
  browser = await launchBrowser();
  await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(BRAND);
  company = (await seller.gql(`{ viewer { company { id code } } }`)).viewer.company;
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('Beats upload in the browser', () => {
  it('previews, fixes and saves a sheet of beats, naming the beat that failed', async () => {
    const sheet = await bulkSheet(BEAT_UPLOAD_SHEET, [
      shop('Lajpat Round', 1, { description: 'Morning round' }),
      shop('Lajpat Round', 2, { phone: '12' }),
      ...[3, 4, 5, 6].map((i) => shop('Too Long', i)),
    ]);
    const { page } = await signedInAt(browser, 'admin@demo.in', '/admin/d2r/beats');
    await page.getByRole('heading', { name: 'Beats', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await page.getByRole('option', { name: `${BRAND} (${company.code})` }).click();
    await page.waitForURL(/company=/);
    await page.getByLabel('Vehicle').selectOption('Tata_Ace');
    await page.getByLabel('Beat size').fill('3');
    await page.getByRole('button', { name: 'Upload beats' }).click();
    await page.waitForURL('**/admin/d2r/beats/upload?*');

    await page.getByLabel('Beats file (.xlsx)').setInputFiles({
      name: 'beats.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.from(sheet, 'base64'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(MSG.phoneInvalid).waitFor({ timeout: 45_000 });
    const phone = page.getByLabel('Phone, row 3', { exact: true });
    await phone.fill('9830000002');
    await phone.press('Tab');
    await page.getByText(MSG.phoneInvalid).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();

    const failed = page.getByRole('table', { name: 'Failed' });
    await failed.getByText(BEATS_MSG.beatOverSize('Too Long', 3)).waitFor({ timeout: 45_000 });
    await page.getByRole('table', { name: 'Successful' }).getByText('Lajpat Round').waitFor();
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL('**/admin/d2r/beats?company=*');

    const beats = page.getByRole('table', { name: 'Beats' });
    await beats.locator('tr[data-beat="Lajpat Round"]').waitFor({ timeout: 30_000 });
    await page.getByRole('img', { name: 'Beats map' }).waitFor();
  }, 180_000);
});
