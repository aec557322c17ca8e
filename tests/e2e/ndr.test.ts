import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openApp, openAs, signedInAt, shot } from '../support/browser.js';
import { type Session, oneWarehouseSeller, signedIn, signedInAgain, uniquePhone } from '../support/client.js';
import { STATUS_UPDATE, ndrToken, placeOrderFor, textedToken } from '../support/ndr.js';
import { stockedProduct } from '../support/stock.js';

const BRAND = 'Kerala Coir Works';
let browser: Browser;
/** A brand of this file's own at Okhla, with a stocked product its COD orders name. */
let api: Session;
let sku: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  api = await oneWarehouseSeller(BRAND);
  ({ sku } = await stockedProduct(admin, api, 50));
});
afterAll(async () => {
  await browser?.close();
});

describe('non-delivery, tracking and messages in the browser', () => {
  it('marks an order undelivered, the buyer asks for a new address through the link, the admin approves, and the order shows it', async () => {
    const phone = uniquePhone();
    const order = await placeOrderFor(api, phone, undefined, sku);

    // The seller marks it undelivered from the order's drawer.
    const seller = await openAs(browser, api, `/orders?order=${encodeURIComponent(order.id)}`);
    const drawer = seller.page.getByRole('dialog');
    await drawer.getByText(order.awb).first().waitFor();
    await drawer.getByLabel('Status', { exact: true }).selectOption('SHIPPED');
    await drawer.getByRole('button', { name: 'Update', exact: true }).click();
    await seller.page.getByText(MSG.statusUpdated).first().waitFor();
    await drawer.getByLabel('Status', { exact: true }).selectOption('UNDELIVERED');
    await drawer.getByRole('button', { name: 'Update', exact: true }).click();
    await drawer.getByText(MSG.undeliveredReasonRequired).waitFor();
    await drawer.getByLabel('Undelivered reason').selectOption('WRONG_OR_INCOMPLETE_ADDRESS');
    await drawer.getByRole('button', { name: 'Update', exact: true }).click();
    await drawer.getByText('Delivery attempted: Wrong Or Incomplete Address').first().waitFor();
    await shot(seller.page, 'ndr-1-drawer');

    // The buyer opens the texted link, without signing in.
    const token = await ndrToken(phone);
    const buyer = await openApp(browser);
    await buyer.page.goto(`/customer-request/${token}`);
    const details = buyer.page
      .getByRole('region', { name: 'Order Details' })
      .or(buyer.page.locator('section', { hasText: 'Order Details' }).first());
    await details.getByText('12 MG Road').first().waitFor();
    await expect(details.getByText('Kavya Menon').first().isVisible()).resolves.toBe(true);
    await buyer.page.getByText('Update details', { exact: true }).click();
    await buyer.page.getByRole('button', { name: 'Submit' }).click();
    await buyer.page.getByText(MSG.requestDetailsRequired).waitFor();
    await buyer.page.getByText('Deliver to a different address').click();
    await buyer.page.getByLabel('First name').fill('Kavya');
    await buyer.page.getByLabel('Address line 1').fill('4 Koregaon Park');
    await buyer.page.getByLabel('Address line 2').fill('Lane 5');
    await buyer.page.getByLabel('Pincode').fill('4110');
    await buyer.page.getByRole('button', { name: 'Submit' }).click();
    await buyer.page.getByText(MSG.invalidPincode).waitFor();
    // City, state and country come from the pincode, locked.
    await buyer.page.getByLabel('Pincode').fill('411001');
    await expect.poll(() => buyer.page.getByLabel('City').inputValue()).toBe('Pune');
    expect(await buyer.page.getByLabel('State').inputValue()).toBe('Maharashtra');
    expect(await buyer.page.getByLabel('City').isDisabled()).toBe(true);
    await buyer.page.getByRole('button', { name: 'Submit' }).click();
    await buyer.page.getByText(MSG.requestSubmitted).waitFor();
    await shot(buyer.page, 'ndr-2-buyer-filled');
    // From now on the page shows the answer, read-only.
    await buyer.page.reload();
    await buyer.page.getByText('4 Koregaon Park').first().waitFor();
    expect(await buyer.page.getByRole('button', { name: 'Submit' }).count()).toBe(0);

    // The admin approves it at /admin/ndr.
    const admin = await signedInAt(
      browser,
      'admin@demo.in',
      `/admin/ndr?search=${encodeURIComponent(`AWB:${order.awb}`)}`,
    );
    const table = admin.page.getByRole('table', { name: /customer requests/i });
    const row = table.getByRole('row').filter({ hasText: order.shopOrderId });
    await row.waitFor();
    await row.getByText('Filled').first().waitFor();
    await admin.page
      .getByRole('checkbox', { name: `Select request for order ${order.shopOrderId}` })
      .check({ force: true });
    const approved = admin.page
      .getByRole('group', { name: 'Approval of the selected requests' })
      .getByRole('button', { name: 'Approved', exact: true });
    await approved.click();
    await admin.page.getByRole('button', { name: 'Yes, approve' }).click();
    await row.getByText('Approved').first().waitFor();
    await shot(admin.page, 'ndr-3-admin');
    expect(await approved.isDisabled()).toBe(true);

    // Applied to the order (when, in Indian time), the approval can still be set to any other
    // status: picked again, only the status it already has is off, here and in the row's menu.
    await row.getByText(/^Applied \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m$/).waitFor();
    await admin.page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    // The closing dialog may still hold the page's pointer events for a moment: pick until it takes.
    const pick = admin.page.getByRole('checkbox', { name: `Select request for order ${order.shopOrderId}` });
    const pickAgain = () =>
      expect
        .poll(
          async () => {
            await pick.check({ force: true, timeout: 2_000 }).catch(() => undefined);
            return pick.isChecked();
          },
          { timeout: 20_000 },
        )
        .toBe(true);
    await pickAgain();
    const approval = admin.page.getByRole('group', { name: 'Approval of the selected requests' });
    const button = (name: string) => approval.getByRole('button', { name, exact: true });
    expect(await button('Approved').isDisabled()).toBe(true);
    expect(await button('Processed').isDisabled()).toBe(false);
    expect(await button('Disapproved').isDisabled()).toBe(false);
    const menu = row.getByRole('button', { name: `Set approval for order ${order.shopOrderId}` });
    expect(await menu.isDisabled()).toBe(false);
    await button('Disapproved').click();
    await row.getByText('Disapproved').first().waitFor();
    await row.getByText(/^Applied \d{2} [A-Z][a-z]{2} \d{4}, /).waitFor();
    await pickAgain();
    await expect.poll(() => button('Disapproved').isDisabled()).toBe(true);
    expect(await button('Approved').isDisabled()).toBe(false);
    expect(await button('Processed').isDisabled()).toBe(false);
    await shot(admin.page, 'ndr-4-admin-final');

    // Approved again: it was applied once already, so the order does not change twice.
    await button('Approved').click();
    await admin.page.getByRole('button', { name: 'Yes, approve' }).click();
    await row.getByText('Approved', { exact: true }).first().waitFor();

    // The admin's list sorts by Order ID on the server, kept in the URL, and exports what it shows.
    await admin.page.getByRole('button', { name: 'Sort by Order ID' }).click();
    await admin.page.waitForURL(/sort=ORDER_NUMBER&order=ASC/);
    const orderHeader = admin.page.getByRole('columnheader', { name: /Order ID/ });
    await expect.poll(() => orderHeader.getAttribute('aria-sort')).toBe('ascending');
    await row.waitFor();
    const [file] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^ndr-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile((await file.path())!, 'utf8');
    expect(exported).toContain(`,${order.shopOrderId},${order.awb},`);

    // The seller sees the request, approved, under Billing > NDR.
    await seller.page.goto(`/billing/ndr?search=${encodeURIComponent(`AWB:${order.awb}`)}`);
    const mine = seller.page
      .getByRole('table', { name: /customer requests/i })
      .getByRole('row')
      .filter({ hasText: order.shopOrderId });
    await mine.getByText('Approved').first().waitFor();
    await mine.getByText(/^Applied \d{2} [A-Z][a-z]{2} \d{4}, /).waitFor();

    // The order now carries the new address.
    await seller.page.goto(`/orders?order=${encodeURIComponent(order.id)}`);
    await seller.page.getByRole('dialog').getByText('4 Koregaon Park').first().waitFor();
    await seller.page
      .getByRole('dialog')
      .getByText("Delivery re-attempt at the buyer's request (new address)")
      .first()
      .waitFor();
    await Promise.all([seller.context.close(), buyer.context.close(), admin.context.close()]);
  });

  it('the tracking page found by AWB shows the branding set in Settings > Tracking Page', async () => {
    const order = await placeOrderFor(api, uniquePhone(), undefined, sku);
    const seller = await openAs(browser, api, '/settings/tracking-page');
    const page = seller.page;
    await page.getByLabel('Primary colour', { exact: true }).fill('#7C2D12');
    await page.getByLabel('Header font colour', { exact: true }).fill('#FEF3C7');
    // The preview follows the form before anything is saved.
    await expect
      .poll(() =>
        page
          .getByTestId('tracking-header')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(124, 45, 18)');
    const links = await page.getByRole('button', { name: /^Remove link/ }).count();
    for (let i = 0; i < links; i++)
      await page
        .getByRole('button', { name: /^Remove link/ })
        .first()
        .click();
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByLabel('Link name 1').fill('Our shop');
    await page.getByLabel('Link URL 1').fill('shop');
    await page.getByRole('button', { name: 'Save tracking page' }).click();
    await page.getByText(MSG.urlInvalid).waitFor();
    await page.getByLabel('Link URL 1').fill('https://keralacoir.example/shop');
    // A logo that cannot load: the brand's name shows instead of a broken image.
    await page.getByLabel('Header logo URL').fill('https://logo.invalid/kerala-coir.png');
    await page.getByRole('button', { name: 'Save tracking page' }).click();
    await page.getByText(MSG.trackingPageSaved).first().waitFor();
    await page.getByTestId('tracking-header').first().getByText(BRAND, { exact: true }).waitFor();
    await shot(page, 'track-1-settings');

    const visitor = await openApp(browser);
    await visitor.page.goto(`/track/${order.awb}`);
    const header = visitor.page.getByTestId('tracking-header');
    await header.getByRole('link', { name: 'Our shop' }).waitFor();
    await header.getByText(BRAND, { exact: true }).waitFor();
    expect(await header.getByRole('img').count()).toBe(0);
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(124, 45, 18)');
    expect(await header.getByRole('link', { name: 'Our shop' }).getAttribute('href')).toBe(
      'https://keralacoir.example/shop',
    );
    await visitor.page.getByText(order.shopOrderId).first().waitFor();
    await visitor.page
      .getByText(/Refreshing in \d+ s/)
      .first()
      .waitFor();
    await shot(visitor.page, 'track-2-public');
    // A COD order asks for its amount until delivered, then says it was paid (a cancelled one's
    // nothing to pay is checked through the API).
    const payment = visitor.page.getByLabel('Order details');
    await payment.getByText('COD · ₹450.00 to pay').waitFor();
    for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      const moved = (await api.gql(STATUS_UPDATE, { i: { id: order.id, status } })).orderStatusUpdate;
      expect(moved.userErrors).toEqual([]);
    }
    await visitor.page.reload();
    await payment.getByText('COD · ₹450.00 paid on delivery').waitFor();
    expect(await visitor.page.getByText(/to pay/).count()).toBe(0);
    await shot(visitor.page, 'track-3-delivered');

    // A mobile search shows only masked details.
    await visitor.page.goto('/track');
    await visitor.page.getByLabel('Search by').selectOption('MOBILE');
    await visitor.page.getByRole('textbox').last().fill('12345');
    await visitor.page
      .getByRole('button', { name: /track|search/i })
      .first()
      .click();
    await visitor.page.getByText(MSG.phoneInvalid).waitFor();
    await page.getByLabel('Header logo URL').fill('');
    await page.getByRole('button', { name: 'Save tracking page' }).click();
    await page.getByText(MSG.trackingPageSaved).first().waitFor();
    await Promise.all([seller.context.close(), visitor.context.close()]);
  });

  it('/delete-user-data asks for a phone, shows the answer in a closable alert, and the texted link confirms', async () => {
    const visitor = await openApp(browser);
    await visitor.page.goto('/delete-user-data');
    await visitor.page.getByRole('button', { name: 'Submit' }).click();
    await visitor.page.getByText(MSG.deletionPhoneRequired).waitFor();
    const phone = uniquePhone();
    await visitor.page.getByLabel('Phone').fill(phone);
    await visitor.page.getByRole('button', { name: 'Submit' }).click();
    const alert = visitor.page.getByRole('status').filter({ hasText: MSG.deletionConfirmSent });
    await alert.waitFor();
    await alert.getByRole('button', { name: /close/i }).click();
    await alert.waitFor({ state: 'detached' });
    // The phone's owner opens the texted link and confirms.
    const link = `/delete-user-data/confirm/${await textedToken(phone, 'DATA_DELETION_CONFIRM')}`;
    await visitor.page.goto(link);
    await visitor.page.getByRole('button', { name: 'Yes, delete my data' }).click();
    await visitor.page.getByText(MSG.deletionReceived).waitFor();
    // Opened again, or a link that never worked: it says so at once, with nothing to click.
    for (const [path, message] of [
      [link, MSG.deletionLinkUsed],
      ['/delete-user-data/confirm/not-a-token', MSG.deletionLinkInvalid],
    ] as const) {
      await visitor.page.goto(path);
      await visitor.page.getByText(message).waitFor();
      expect(await visitor.page.getByRole('button', { name: 'Yes, delete my data' }).count()).toBe(0);
      await visitor.page.getByRole('link', { name: 'Ask again' }).waitFor();
    }
    await visitor.context.close();
  });

  it('a message sent on an order appears in another open browser without a reload', async () => {
    const order = await placeOrderFor(api, uniquePhone(), undefined, sku);
    const path = `/orders?order=${encodeURIComponent(order.id)}`;
    // Two browsers of the seller's team (two sessions), each with the order open.
    const [one, two] = await Promise.all([openAs(browser, api, path), openAs(browser, await signedInAgain(api), path)]);
    const thread = (page: Page) => page.getByRole('dialog').getByLabel('Message thread');
    await thread(one.page).waitFor();
    await thread(two.page).waitFor();
    await one.page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await one.page.getByRole('dialog').getByText(MSG.messageRequired).waitFor();
    const text = `Your parcel is on its way ${Date.now().toString(36)}`;
    await one.page.getByRole('dialog').getByLabel('Message', { exact: true }).fill(text);
    await one.page.getByRole('dialog').getByLabel('Message', { exact: true }).press('Enter');
    await thread(one.page).getByText(text).waitFor();
    await thread(two.page).getByText(text).waitFor();
    await thread(two.page).getByText('Sent', { exact: true }).first().waitFor();
    await shot(two.page, 'messages-live');
    await Promise.all([one.context.close(), two.context.close()]);
  });
});
