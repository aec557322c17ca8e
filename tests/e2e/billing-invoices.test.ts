import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openAs, shot, signedInAt } from '../support/browser.js';
import { completeInvoicing, sellerAt, signedIn, type Session } from '../support/client.js';
import { pdfText } from '../support/pdfText.js';

/*
 * A brand's monthly invoice from Parcelo: listed under Billing > Payment > Invoices, its PDF
 * and statement downloaded; the admin's list and Run month.
 */

const INTERNAL_KEY = process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key';
const MONTH = '2024-04';
/** A Pune brand of this file's own (named for the run: the admin's list holds every run's on a kept database). */
const BRAND = `Deccan Handlooms ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

let browser: Browser;
let me: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  me = await sellerAt(BRAND, ['WH-BOM-001']);
  // Billed from Delhi to Maharashtra: IGST.
  await completeInvoicing(me, {
    legalName: 'Deccan Handlooms LLP',
    gstin: '27AAHFD4321K1ZH',
    pan: 'AAHFD4321K',
    addressLine1: '14 FC Road',
    addressLine2: 'Shivajinagar',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411005',
  });
  const company = (await me.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
  const companyId = Buffer.from(company, 'base64').toString().split(':')[1]!;
  // ₹100 of shipping in April 2024, a month no other test bills.
  const res = await fetch(new URL('/wallet/entries', inject('serviceUrls').invoices), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-key': INTERNAL_KEY },
    body: JSON.stringify({
      entries: [
        {
          companyId,
          type: 'DEBIT',
          amountPaise: 10_000,
          code: '201',
          description: 'Lightning shipping for AWB PCL0424E2E',
          key: `e2e:billing:${MONTH}`,
          createdAt: '2024-04-15T12:00:00+05:30',
          enforceFloor: false,
        },
      ],
    }),
  });
  expect(res.status).toBe(200);
  const run = await admin.gql(
    `mutation($m: String!) { billingMonthRun(input: { month: $m }) { userErrors { message } } }`,
    { m: MONTH },
  );
  expect(run.billingMonthRun.userErrors).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

describe('monthly invoices in the browser', () => {
  it('lists the month for the seller, whose PDF and statement download', async () => {
    const { page, context } = await openAs(browser, me, '/billing/payment/invoices');
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Invoices' }).getAttribute('aria-selected')).toBe('true');
    const table = page.getByRole('table', { name: 'Invoices' });
    const row = table.getByRole('row').filter({ hasText: 'April 2024' });
    await row.waitFor();
    expect(await row.textContent()).toContain('₹118.00');
    await shot(page, 'billing-invoices-seller-1280');

    const pdfLink = row.getByRole('link', { name: /PDF$/ });
    const href = await pdfLink.getAttribute('href');
    const pdf = await context.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await pdf.body());
    expect(text).toContain('Deccan Handlooms LLP');
    expect(text).toContain('GSTIN: 27AAHFD4321K1ZH');
    expect(text).toContain('IGST: Rs. 18.00');
    expect(text).toContain('Rupees One Hundred Eighteen Only');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Statement for April 2024 CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Lightning shipping for AWB PCL0424E2E');
    expect(csv).toContain('18.00');

    await page.setViewportSize({ width: 390, height: 800 });
    await row.waitFor();
    await shot(page, 'billing-invoices-seller-390');
    await context.close();
  });

  it("shows the admin every brand's invoices and refuses a month still running", async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/billing/invoices');
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'April 2024' });
    await row.filter({ hasText: BRAND }).first().waitFor();

    await page.getByRole('button', { name: 'Run month' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run month' });
    await dialog.getByLabel('Month').fill('2099-01');
    await dialog.getByRole('button', { name: 'Run' }).click();
    await dialog.getByText(MSG.billingMonthInvalid).waitFor();
    await dialog.getByLabel('Month').fill(MONTH);
    await dialog.getByRole('button', { name: 'Run' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The month was run before the page opened: nothing was due, and the admin is told so.
    await page.getByText('Nothing was due: every brand is already invoiced for April 2024.').waitFor();
    await shot(page, 'billing-invoices-admin-run-again');
    // Still one invoice for the brand's month.
    expect(await row.filter({ hasText: BRAND }).count()).toBe(1);
    await shot(page, 'billing-invoices-admin-1280');
    await context.close();
  });
});
