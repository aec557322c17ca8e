import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BULK_SHIPPING_ADJUSTMENTS, MSG, XLSX_TYPE, fill } from '@parcelo/common';
import { launchBrowser, openAs, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, uniquePhone } from '../support/client.js';
import { markDelivered, placeOrderFor } from '../support/ndr.js';
import { listedSku } from '../support/stock.js';
import { bulkSheet } from '../support/sheets.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const localOf = (gid: string) => Buffer.from(gid, 'base64').toString('utf8').split(':')[1]!;
// The smallest PNG there is: a 1×1 transparent pixel.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const BRAND = 'Scalewise Spices';

/** A brand of its own with a rate card that charges by weight, and one delivered order of 0.5 kg. */
async function deliveredShipment() {
  const seller = await oneWarehouseSeller(BRAND);
  await listedSku(seller, 'CHAI-MSL-250');
  const admin = await signedIn('admin@demo.in');
  const company = localOf((await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id);
  // A price per kg after 2 kg, so a heavier parcel costs more.
  const res = await fetch(`${inject('serviceUrls').ums}/ums/ts/pricing-preferences`, {
    method: 'PUT',
    headers: { cookie: admin.cookie!, 'content-type': 'application/json' },
    body: JSON.stringify({
      companyId: company,
      lightningBaseCharges: 3000,
      lightningPriceUpto2Kgs: 4500,
      lightningPriceAfter2Kgs: 1800,
    }),
  });
  expect(res.status).toBe(200);
  const order = await placeOrderFor(seller, uniquePhone());
  await markDelivered(seller, order.id);
  return { seller, shipment: { awb: order.awb as string, weight: 0.5 } };
}

describe('shipping adjustments in the browser', () => {
  it('admin uploads a sheet, the seller disputes under Billing > Actions, the admin refunds', async () => {
    const { seller: brand, shipment } = await deliveredShipment();
    const measured = Math.round(shipment.weight * 1000 + 4000) / 1000;
    const sheet = await bulkSheet(BULK_SHIPPING_ADJUSTMENTS, [
      { awb: shipment.awb, measuredWeight: measured, remark: 'Re-weighed at Okhla hub' },
      { awb: 'PC0000000001', measuredWeight: 1.5 },
    ]);

    // Admin: Billing > Shipping Adjustment > Upload sheet.
    const admin = await signedInAt(browser, 'admin@demo.in', '/admin/billing/shipping-adjustment');
    await admin.page.getByRole('link', { name: 'Upload sheet' }).click();
    await admin.page.waitForURL('**/admin/billing/shipping-adjustment/upload');
    await admin.page.getByLabel('Shipping adjustment file (.xlsx)').setInputFiles({
      name: 'adjustments.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.from(sheet, 'base64'),
    });
    await admin.page.getByRole('button', { name: 'Upload' }).click();
    const unknown = fill(MSG.adjustmentAwbUnknown, { awb: 'PC0000000001' });
    await admin.page.getByText(unknown).waitFor({ timeout: 45_000 });
    await admin.page.getByRole('button', { name: 'Save' }).click();

    // The result lists the failed row by AWB with why, the good one as successful, and Go back.
    const failed = admin.page.getByRole('table', { name: 'Failed' });
    await failed.getByRole('cell', { name: 'PC0000000001', exact: true }).waitFor({ timeout: 45_000 });
    await failed.getByText(`Row 3: ${unknown}`).waitFor();
    await admin.page
      .getByRole('table', { name: 'Successful' })
      .getByRole('cell', { name: shipment.awb, exact: true })
      .waitFor();
    await admin.page.getByRole('link', { name: 'Go back' }).click();
    await admin.page.waitForURL('**/admin/billing/shipping-adjustment');
    await admin.page.getByRole('searchbox', { name: 'AWB' }).fill(shipment.awb);
    const history = admin.page.getByRole('table', { name: 'Shipping adjustments' });
    await history.getByRole('row').filter({ hasText: shipment.awb }).getByText(BRAND).waitFor();

    // Seller: Billing > Actions lists it open; a dispute needs a remark, and takes a photo.
    const seller = await openAs(browser, brand, '/billing/actions');
    await seller.page.getByRole('searchbox', { name: 'AWB' }).fill(shipment.awb);
    const row = seller.page.getByRole('table', { name: 'Weight discrepancies' }).getByRole('row').filter({
      hasText: shipment.awb,
    });
    await row.getByText('Open').waitFor();
    await row.getByRole('button', { name: `Dispute AWB ${shipment.awb}` }).click();
    const dialog = seller.page.getByRole('dialog');
    await dialog.getByLabel('Photo (optional)').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await dialog.getByText(MSG.imagesOnly).waitFor();
    await dialog
      .getByLabel('Photo (optional)')
      .setInputFiles({ name: 'scale.png', mimeType: 'image/png', buffer: PIXEL });
    await dialog.getByRole('button', { name: 'Dispute' }).click();
    await dialog.getByText(MSG.discrepancyRemarkRequired).waitFor();
    await dialog.getByLabel('Remark').fill('Packed at 1.1 kg on our scale, photo attached');
    await dialog.getByRole('button', { name: 'Dispute' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Listed among the disputed ones now (the Open list, fetched again, no longer holds it).
    await seller.page.getByLabel('Status').selectOption({ label: 'Disputed' });
    await row.getByText('Disputed').waitFor();
    await row.getByRole('button', { name: `Photo for AWB ${shipment.awb}` }).waitFor();

    // Admin: Billing > Weight Disputes resolves it for the seller.
    await admin.page.goto('/admin/billing/disputes');
    await admin.page.getByRole('searchbox', { name: 'AWB' }).fill(shipment.awb);
    const dispute = admin.page.getByRole('table', { name: 'Weight disputes' }).getByRole('row').filter({
      hasText: shipment.awb,
    });
    await dispute.getByText('Packed at 1.1 kg on our scale, photo attached').waitFor();
    await dispute.getByRole('button', { name: `Resolve AWB ${shipment.awb}` }).click();
    const resolve = admin.page.getByRole('dialog');
    await resolve.getByLabel('Remark').fill('Scale photo checked with the courier');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await resolve.waitFor({ state: 'detached' });
    await admin.page.getByText(MSG.disputeResolved).first().waitFor();

    // The seller sees it refunded.
    await seller.page.getByLabel('Status').selectOption({ label: 'All' });
    await row.getByText('Refunded').waitFor();
    await admin.context.close();
    await seller.context.close();
  });
});
