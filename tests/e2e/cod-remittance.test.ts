import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BULK_COD_REMITTANCES, MSG, fill } from '@parcelo/common';
import { launchBrowser, openAs, shot, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, uniquePhone } from '../support/client.js';
import { markDelivered, placeOrderFor } from '../support/ndr.js';
import { bulkSheet } from '../support/sheets.js';
import { listedSku } from '../support/stock.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('COD remittance in the browser', () => {
  it('an admin uploads a remittance sheet and the seller sees the rows paid', async () => {
    // A brand of its own, whose one delivered COD order awaits its remittance.
    const seller = await oneWarehouseSeller('Remittance Sheet Tea Co');
    await listedSku(seller, 'CHAI-MSL-250');
    const order = await placeOrderFor(seller, uniquePhone());
    await markDelivered(seller, order.id);
    const awb = order.awb;
    const company: string = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    await expect
      .poll(async () => (await seller.gql(`{ codRemittances(first: 1) { totalCount } }`)).codRemittances.totalCount)
      .toBe(1);
    const run = Date.now().toString(36).toUpperCase().slice(-6);
    const utr = `UTIB${run}0042`;

    const admin = await signedInAt(browser, 'admin@demo.in', `/admin/billing/cod-remittance?company=${company}`);
    const { page } = admin;
    await page.getByRole('heading', { name: 'COD Remittance' }).waitFor();
    await shot(page, 'cod-remittance-admin');
    await page.getByRole('link', { name: 'Upload sheet' }).click();
    await page.waitForURL('**/admin/billing/cod-remittance/upload**');
    await page.getByLabel('COD remittance sheet (.xlsx)').setInputFiles({
      name: `remittance-${run}.xlsx`,
      mimeType: XLSX,
      buffer: Buffer.from(
        await bulkSheet(BULK_COD_REMITTANCES, [
          { awb, utr },
          { awb: `NOPE${run}`, utr },
        ]),
        'base64',
      ),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page
      .getByText(fill(MSG.codRemittanceUnknownAwb, { awb: `NOPE${run}` }))
      .first()
      .waitFor({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('main').getByText('1 of 2 COD remittances created, 1 failed.').waitFor({ timeout: 30_000 });
    const failed = page.getByRole('table', { name: 'Failed' });
    await failed.getByRole('cell', { name: `NOPE${run}`, exact: true }).waitFor();
    await failed.getByText(`Row 3: ${fill(MSG.codRemittanceUnknownAwb, { awb: `NOPE${run}` })}`).waitFor();
    await page.getByRole('table', { name: 'Successful' }).getByText(awb).waitFor();
    await shot(page, 'cod-remittance-upload-result');
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL('**/admin/billing/cod-remittance**');
    await admin.context.close();

    const sellerApp = await openAs(browser, seller, '/billing/cod-remittance?status=PAID');
    const table = sellerApp.page.getByRole('table', { name: 'COD remittances' });
    const row = table.getByRole('row').filter({ hasText: awb });
    await row.waitFor();
    expect(await row.textContent()).toContain(utr);
    expect(await row.textContent()).toContain('Paid');
    await sellerApp.page
      .getByRole('group', { name: 'Paid total' })
      .or(sellerApp.page.getByLabel('Paid total'))
      .first()
      .waitFor();
    await sellerApp.page.getByLabel('Take COD into my wallet instead of my bank').waitFor({ state: 'attached' });
    await shot(sellerApp.page, 'cod-remittance-seller');
    await sellerApp.page.setViewportSize({ width: 390, height: 844 });
    await shot(sellerApp.page, 'cod-remittance-seller-390');
    await sellerApp.context.close();
  });
});
