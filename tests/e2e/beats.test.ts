import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, type Session } from '../support/client.js';
import { retailerOf, salesmanOf, unique } from '../support/d2r.js';

/*
 * The admin's Beats page for a brand of this test's own, made like the demo brand: retailers
 * called on by a salesman. The orders sheet prefilled with its retailers is downloaded and
 * uploaded back, planned for a Tata Ace with beats of up to 20 stops; the beats show on the
 * map and in the table, a stop moves between beats, a beat is given to the salesman, and the
 * "Download Beat" workbook has one sheet per beat in route order.
 */

const BRAND = `Chai Beats ${unique()}`;
const RETAILERS = 25;

let browser: Browser;
let admin: Session;
let company: { id: string; code: string };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(BRAND);
  company = (await seller.gql(`{ viewer { company { id code } } }`)).viewer.company;
  const salesman = await salesmanOf(admin, company.id, 'Rajesh');
  for (let i = 0; i < RETAILERS; i++) await retailerOf(admin, company.id, salesman);
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('Beats in the browser', () => {
  it('plans beats from the brand’s retailers, edits them and downloads them', async () => {
    const { page } = await signedInAt(browser, 'admin@demo.in', '/admin/d2r/beats');
    await page.getByRole('heading', { name: 'Beats', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await page.getByRole('option', { name: `${BRAND} (${company.code})` }).click();
    await page.waitForURL(/company=/);

    // The template holds the brand's retailers, ready to plan.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download the sheet with the brand/ }).click(),
    ]);
    const sheetPath = (await template.path())!;
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.load((await readFile(sheetPath)) as never);
    expect(sheet.worksheets[0]!.rowCount).toBe(RETAILERS + 1);

    await page.getByLabel('Vehicle').selectOption('Tata_Ace');
    await page.getByLabel('Beat size').fill('20');
    await page.getByLabel('Orders sheet').setInputFiles({
      name: 'orders.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await readFile(sheetPath),
    });
    await page.getByRole('button', { name: 'Upload orders and plan' }).click();

    const beatsTable = page.getByRole('table', { name: 'Beats' });
    await beatsTable.waitFor({ timeout: 60_000 });
    await page.getByRole('img', { name: 'Beats map' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Beat \d+ stop \d+:/).count()).toBe(RETAILERS);
    const stopsOf = async (name: string) =>
      Number(
        ((await beatsTable.locator(`tr[data-beat="${name}"] td`).nth(1).textContent()) ?? '').split('/')[0]!.trim(),
      );
    const rows = await beatsTable.locator('tbody tr').count();
    expect(rows).toBeGreaterThanOrEqual(2);
    const [one, two] = [await stopsOf('Beat 1'), await stopsOf('Beat 2')];
    expect(one).toBeLessThanOrEqual(20);
    expect(two).toBeLessThanOrEqual(20);

    // A stop moves from the fuller beat to the other; both counts change at once and stay saved.
    const [from, to] = one >= two ? ['Beat 1', 'Beat 2'] : ['Beat 2', 'Beat 1'];
    const before = { from: await stopsOf(from), to: await stopsOf(to) };
    await page.getByRole('button', { name: `Stops of ${from}` }).click();
    const stops = page.getByRole('table', { name: `Stops of ${from}` });
    const moveSelect = stops.getByLabel(/^Move .* to$/).first();
    await moveSelect.selectOption({ label: to });
    await page.getByText('Stop moved').waitFor();
    await expect.poll(() => stopsOf(to)).toBe(before.to + 1);
    expect(await stopsOf(from)).toBe(before.from - 1);

    // The beat goes to the brand's salesman.
    const salesman = page.getByLabel('Salesman for Beat 1');
    await expect.poll(() => salesman.locator('option').count()).toBeGreaterThan(1);
    await salesman.selectOption({ index: 1 });
    await page.getByText('Beat 1 assigned').waitFor();

    // "Download Beat" waits two seconds, then saves a sheet per beat in route order.
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Beat' }).click(),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as never);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(Array.from({ length: rows }, (_, i) => `Beat ${i + 1}`));
    const beatOne = workbook.getWorksheet('Beat 1')!;
    expect(String(beatOne.getRow(2).getCell(2).value)).toMatch(/Rajesh/);
    const total = workbook.worksheets.reduce((sum, w) => sum + w.rowCount - 3, 0);
    expect(total).toBe(RETAILERS);
  }, 180_000);
});
