import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG, fill } from '@parcelo/common';
import { launchBrowser, openAs, shot, signedInAt } from '../support/browser.js';
import { twoWarehouseSeller, type Session, completeInvoicing } from '../support/client.js';

const run = Math.random().toString(36).slice(2, 8);
const READ = `{ pricingPreferences { lightningBaseCharges wlCODHandlingCharges smsCharges storageChargeType maximumStorageCharges codRemittanceDays } }`;

let browser: Browser;
let seller: Session;
const brandName = `Rate Card Brand ${run}`;

beforeAll(async () => {
  browser = await launchBrowser();
  // A brand of its own (stocked at warehouses, as the seller app asks), so the demo sellers'
  // rate cards, which other tests charge by, stay as they are.
  seller = await twoWarehouseSeller(brandName);
  // The seller app asks for invoicing details before anything else.
  await completeInvoicing(seller, { legalName: 'Rate Card Brand Pvt Ltd', invoicePrefix: 'RCB' });
});
afterAll(async () => {
  await browser?.close();
});

describe('rate cards in the browser', () => {
  it('an admin sets a brand’s rate card in rupees; the form refuses what the service would', async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/billing/pricing');
    await page.getByText(MSG.selectCompany).waitFor();
    await page.getByRole('combobox', { name: 'Search company' }).fill(brandName);
    await page.getByRole('option', { name: new RegExp(brandName) }).click();
    await page.getByRole('heading', { name: `Pricing · ${brandName}` }).waitFor();
    await page.getByText('Never set: this brand is charged nothing').waitFor();

    const card: [string, string][] = [
      ['Base shipping charge (₹)', '30'],
      ['Shipping up to 2 kg (₹)', '45'],
      ['Shipping per kg after 2 kg (₹)', '18'],
      ['COD handling (fixed) (₹)', '35'],
      ['COD handling (% of COD amount) (%)', '1.75'],
      ['COD remittance cycle (days)', '7'],
      ['RTO processing (₹)', '40'],
      ['SMS (₹)', '0.255'],
      ['WhatsApp message (₹)', '0.80'],
      ['Platform charges (monthly) (₹)', '999'],
      ['Storage rate (₹)', '2'],
      ['Minimum storage charges (₹)', '30000'],
      ['Maximum storage charges (₹)', '25000'],
    ];
    for (const [label, value] of card) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Storage charged').selectOption({ label: 'Per unit' });
    await page.getByRole('button', { name: 'Save rate card' }).click();
    await page.getByText(fill(MSG.pricingAmountInvalid, { label: 'SMS' })).waitFor();
    await page.getByLabel('SMS (₹)', { exact: true }).fill('0.25');
    // The bounds are checked together once each field is right.
    await page.getByRole('button', { name: 'Save rate card' }).click();
    await page.getByText(MSG.pricingStorageRange).waitFor();
    expect((await seller.gql(READ)).pricingPreferences.lightningBaseCharges).toBe(0);

    await page.getByLabel('Minimum storage charges (₹)', { exact: true }).fill('500');
    await page.getByRole('button', { name: 'Save rate card' }).click();
    await page.getByText('Rate card saved').first().waitFor();
    await shot(page, 'admin-pricing-1280');
    expect((await seller.gql(READ)).pricingPreferences).toEqual({
      lightningBaseCharges: 3_000,
      wlCODHandlingCharges: 175,
      smsCharges: 25,
      storageChargeType: 'PER_UNIT_CHARGES',
      maximumStorageCharges: 2_500_000,
      codRemittanceDays: 7,
    });

    await page.reload();
    await page.getByRole('heading', { name: `Pricing · ${brandName}` }).waitFor();
    await expect(page.getByLabel('Base shipping charge (₹)', { exact: true }).inputValue()).resolves.toBe('30.00');
    await expect(page.getByLabel('COD handling (% of COD amount) (%)', { exact: true }).inputValue()).resolves.toBe(
      '1.75',
    );
    await expect(page.getByLabel('Storage charged').inputValue()).resolves.toBe('perUnitCharges');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'admin-pricing-390');
    await context.close();
  });

  it('the seller sees its rate card under Billing > Pricing, with how each charge is worked out', async () => {
    // The seller's own session, as its browser would hold it after signing in.
    const { context, page } = await openAs(browser, seller, '/billing/pricing');
    await page.getByRole('heading', { name: 'Pricing', exact: true }).waitFor();
    const baseCharge = page.getByRole('group', { name: 'Base shipping charge' });
    await baseCharge.getByText('₹30.00').waitFor();
    await page.getByText('a 1.5 kg shipment costs ₹75.00, a 3.2 kg one ₹111.00, a 5 kg one ₹129.00').waitFor();
    await page.getByRole('group', { name: 'COD handling (% of COD amount)' }).getByText('1.75 %').waitFor();
    await page.getByText('a ₹1,000 COD order pays ₹35.00, a ₹5,000 one ₹87.50').waitFor();
    await page.getByRole('group', { name: 'COD remittance cycle (days)' }).getByText('7 days').waitFor();
    await page.getByRole('group', { name: 'Storage charged' }).getByText('Per unit').waitFor();
    await page.getByRole('group', { name: 'Maximum storage charges' }).getByText('₹25,000.00').waitFor();
    // Worked out as the monthly run charges it: ₹2 a unit, at least ₹500.
    await page.getByText('100 units cost ₹500.00 a month, 1,000 units ₹2,000.00').waitFor();
    await page.getByRole('group', { name: 'SMS' }).getByText('₹0.25 per SMS').waitFor();
    // Read-only: nothing to type into or save.
    await expect(page.getByRole('textbox').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /save/i }).count()).resolves.toBe(0);
    await shot(page, 'seller-pricing-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'seller-pricing-390');
    await context.close();
  });
});
