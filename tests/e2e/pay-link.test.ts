import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openApp, openAs, shot } from '../support/browser.js';
import { oneWarehouseSeller, type Session } from '../support/client.js';

const run = Math.random().toString(36).slice(2, 8).toUpperCase();
const internal = { 'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key' };
const BRAND = 'Kanchipuram Silk House';
let browser: Browser;
/** A brand of this file's own: a wallet only its pay link moves. */
let api: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await oneWarehouseSeller(BRAND);
});
afterAll(async () => {
  await browser?.close();
});

/** The wallet balance the page shows, in paise. */
async function shownBalance(page: Page): Promise<number> {
  const text = await page.getByTestId('wallet-balance').first().innerText();
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

/** The pay link's path in the message sent to the payer (read from the notification outbox). */
async function sentLinkPath(to: string): Promise<string> {
  const res = await fetch(
    `${inject('serviceUrls').nms}/notifications/outbox?to=${encodeURIComponent(to)}&template=PAYMENT_REQUEST&limit=1`,
    { headers: internal },
  );
  const link = String(((await res.json()) as any).data.notifications[0].params.link);
  return new URL(link).pathname;
}

describe('the public pay link', () => {
  it('a payer opens the e-mailed link signed out and pays; the seller’s wallet rises once', async () => {
    // By e-mail: a text would cost the seller its SMS charge, which would blur the wallet's figure.
    const email = `payer.${run.toLowerCase()}@example.in`;
    const seller = await openAs(browser, api, '/billing/wallet');
    const before = await shownBalance(seller.page);
    await seller.page.goto('/billing/payment');
    await seller.page.getByRole('button', { name: 'Request a payment' }).click();
    const dialog = seller.page.getByRole('dialog', { name: 'Request a payment' });
    await dialog.getByText('E-mail').click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Amount (₹)').fill('123456.78');
    await dialog.getByLabel('Message').fill(`Bulk order ${run}`);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await seller.page.getByText(MSG.paymentRequested).first().waitFor();
    const path = await sentLinkPath(email);
    expect(path).toMatch(/^\/pay\/[0-9a-f-]{36}$/);

    // A payer opens the link on a phone.
    const payer = await openApp(browser);
    await payer.page.setViewportSize({ width: 390, height: 844 });
    await payer.page.goto(path);
    await payer.page.getByRole('heading', { name: `Pay ${BRAND}` }).waitFor();
    await payer.page.getByText('₹1,23,456.78').first().waitFor();
    await payer.page.getByText(`Bulk order ${run}`).waitFor();
    await payer.page.getByText('Awaiting payment').waitFor();
    expect(await payer.page.getByText(email).count()).toBe(0);
    await shot(payer.page, 'pay-link-390');
    await payer.page.getByRole('button', { name: 'Pay ₹1,23,456.78' }).click();
    await payer.page.getByText(MSG.paymentLinkPaid).waitFor();
    await payer.page.getByText('Paid', { exact: true }).waitFor();
    // The seller's message stays as written once paid.
    await payer.page.getByText(`Bulk order ${run}`).waitFor();
    expect(await payer.page.getByText(/Paid from the pay link/).count()).toBe(0);
    await shot(payer.page, 'pay-link-paid');
    await payer.page.reload();
    await payer.page.getByText(MSG.paymentLinkAlreadyPaid).waitFor();
    expect(await payer.page.getByRole('button', { name: /^Pay ₹/ }).count()).toBe(0);
    await payer.page.goto('/pay/00000000-0000-4000-8000-000000000000');
    await payer.page.getByText(MSG.paymentLinkInvalid).waitFor();
    await payer.context.close();

    // The seller's log keeps the message, with how it was paid beside it.
    await seller.page.goto('/billing/payment');
    const row = seller.page.getByRole('row').filter({ hasText: `Bulk order ${run}` });
    await row.getByText('Paid from the pay link (console provider)').waitFor();
    await shot(seller.page, 'pay-link-seller-log');

    await seller.page.goto('/billing/wallet');
    await expect.poll(() => shownBalance(seller.page)).toBe(before + 12345678);
    await seller.context.close();
  });
});
