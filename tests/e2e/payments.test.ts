import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs, openApp, shot, signInThroughForm, signedInAt } from '../support/browser.js';
import { PIXEL_PNG } from '../support/files.js';
import {
  type Session,
  completeInvoicing,
  oneWarehouseSeller,
  signedIn,
  twoWarehouseSeller,
} from '../support/client.js';

const run = Math.random().toString(36).slice(2, 8).toUpperCase();
let browser: Browser;
/** A brand of this file's own: a wallet and a payment log no other file moves. */
let seller: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await oneWarehouseSeller('Jaipur Block Prints');
});
afterAll(async () => {
  await browser?.close();
});

/** The wallet balance the page shows, in paise. */
async function shownBalance(page: Page): Promise<number> {
  const text = await page.getByTestId('wallet-balance').first().innerText();
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

describe('payments in the browser', () => {
  it('a seller recharges through the provider and sees the balance go up, then the payment in the log', async () => {
    // From Billing > Wallet, whose Recharge opens Billing > Payment's recharge form.
    const { page, context } = await openAs(browser, seller, '/billing/wallet');
    const before = await shownBalance(page);
    await page.getByRole('link', { name: 'Recharge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recharge wallet' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await dialog.getByText(MSG.paymentAmountRequired).waitFor();
    await dialog.getByLabel('Amount (₹)').fill('1250.50');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await page.getByText(MSG.paymentRecharged).first().waitFor();
    await expect.poll(() => shownBalance(page)).toBe(before + 125050);
    const row = page
      .getByRole('table', { name: 'Payment log' })
      .getByRole('row')
      .filter({ hasText: '₹1,250.50' })
      .first();
    await row.getByText('Success').waitFor();
    await row.getByText(/Recharge/).waitFor();
    await shot(page, 'payments-1280');
    await page.getByRole('link', { name: 'Wallet' }).first().click();
    await page.getByRole('heading', { name: 'Wallet' }).waitFor();
    await expect.poll(() => shownBalance(page)).toBe(before + 125050);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'payments-390');
    await context.close();
  });

  it('a payment request says what is missing in the spec’s words, then is sent', async () => {
    const { page, context } = await openAs(browser, seller, '/billing/payment');
    await page.getByRole('button', { name: 'Request a payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a payment' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Please enter phone number').waitFor();
    await dialog.getByText('Please enter amount').waitFor();
    await dialog.getByText('Please enter message').waitFor();
    await dialog.getByText('E-mail').click();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Please enter email').waitFor();
    await dialog.getByText('Mobile (SMS)').click();
    await dialog.getByLabel('Phone number').fill('9876501234');
    await dialog.getByLabel('Amount (₹)').fill('-5');
    await dialog.getByLabel('Message').fill(`Sample kit ${run}`);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText(MSG.paymentAmountInvalid).waitFor();
    await dialog.getByLabel('Amount (₹)').fill('499');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(MSG.paymentRequested).first().waitFor();
    const row = page
      .getByRole('table', { name: 'Payment log' })
      .getByRole('row')
      .filter({ hasText: `Sample kit ${run}` });
    await row.getByText('Pending').waitFor();
    await context.close();
  });

  it('a payment request from a wallet at its floor is refused before anything is sent', async () => {
    // A brand of its own whose texts cost ₹1, its wallet at its floor of ₹0.
    const floored = await twoWarehouseSeller(`Floor Traders ${run}`);
    await completeInvoicing(floored, { legalName: `Floor Traders ${run} Private Limited` });
    const { viewer } = await floored.gql(`{ viewer { user { email } company { id } } }`);
    const admin = await signedIn('admin@demo.in');
    const priced = await admin.gql(
      `mutation($i: PricingPreferencesUpdateInput!) { pricingPreferencesUpdate(input: $i) { userErrors { message } } }`,
      { i: { company: viewer.company.id, smsCharges: 100 } },
    );
    expect(priced.pricingPreferencesUpdate.userErrors).toEqual([]);

    const { page, context } = await openApp(browser);
    await page.goto('/billing/payment');
    await signInThroughForm(page, viewer.user.email, 'NewSeller12345');
    await page.waitForURL('**/billing/payment');
    await page.getByRole('button', { name: 'Request a payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a payment' });
    await dialog.getByLabel('Phone number').fill('9876501299');
    await dialog.getByLabel('Amount (₹)').fill('250');
    await dialog.getByLabel('Message').fill(`At the floor ${run}`);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText(MSG.walletBelowFloor).waitFor();
    await shot(page, 'payments-request-at-floor');
    // Nothing was recorded: the log has no such request.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(MSG.nothingHere).waitFor();
    expect(await page.getByText(`At the floor ${run}`).count()).toBe(0);
    await context.close();
  });

  it('a seller records an offline payment with its proof; the admin approves it and the wallet is credited', async () => {
    const app = await openAs(browser, seller, '/billing/payment');
    const before = await shownBalance(app.page);
    await app.page.getByRole('button', { name: 'Record offline payment' }).click();
    const dialog = app.page.getByRole('dialog', { name: 'Record an offline payment' });
    await dialog.getByLabel('Amount (₹)').fill('2000');
    await dialog.getByLabel('Reference').fill(`UTR E2E${run}`);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText(MSG.paymentProofRequired).waitFor();
    await dialog.getByLabel('Payment proof').setInputFiles({
      name: 'neft.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await dialog.getByText('neft.png').waitFor();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await app.page.getByText(MSG.offlinePaymentRecorded).first().waitFor();
    await app.page
      .getByRole('row')
      .filter({ hasText: `UTR E2E${run}` })
      .getByText('Pending')
      .waitFor();

    const admin = await signedInAt(browser, 'admin@demo.in', '/admin/billing/payments');
    await admin.page.getByRole('heading', { name: 'Payments' }).waitFor();
    const row = admin.page.getByRole('row').filter({ hasText: `UTR E2E${run}` });
    await row.waitFor();
    await shot(admin.page, 'admin-payments-1280');
    await row.getByRole('button', { name: 'Approve' }).click();
    const approve = admin.page.getByRole('dialog', { name: 'Approve payment' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText(MSG.paymentApproved).first().waitFor();
    await admin.context.close();

    await app.page.reload();
    await expect.poll(() => shownBalance(app.page)).toBe(before + 200000);
    await app.page
      .getByRole('row')
      .filter({ hasText: `UTR E2E${run}` })
      .getByText('Success')
      .waitFor();
    await app.context.close();
  });

  it('bank details: the IFSC is checked and the account number shown masked', async () => {
    const { page, context } = await openAs(browser, seller, '/billing/payment/bank');
    await page.getByRole('tab', { name: 'Bank details' }).waitFor();
    const form = page.getByRole('region', { name: 'Bank details form' });
    await form.getByLabel('Bank name').fill('Kotak Mahindra Bank');
    await form.getByLabel('Account number').fill('1234567890123');
    await form.getByLabel('IFSC code').fill('KKBK1234567');
    await form.getByRole('button', { name: 'Save bank details' }).click();
    await form.getByText(MSG.ifscInvalid).waitFor();
    await form.getByLabel('IFSC code').fill('KKBK0000958');
    await form.getByRole('button', { name: 'Save bank details' }).click();
    await page.getByText(MSG.bankDetailsSaved).first().waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Saved bank details' }).getByText('XXXXXXXXX0123').waitFor();
    await context.close();
  });
});
