import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openAs, shot, signedInAt } from '../support/browser.js';
import { twoWarehouseSeller, type Session, completeInvoicing } from '../support/client.js';
import { STATUS_UPDATE } from '../support/ndr.js';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const run = Math.random().toString(36).slice(2, 8);
const brandName = `Charged Brand ${run}`;

let browser: Browser;
let seller: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  // A brand of its own, so its wallet holds only this test's charges.
  seller = await twoWarehouseSeller(brandName);
  const prefs = await seller.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  expect(prefs.companyPreferencesUpdate.userErrors).toEqual([]);
  // The seller app asks for invoicing details before anything else.
  await completeInvoicing(seller, { legalName: 'Charged Brand Pvt Ltd', invoicePrefix: 'CHB' });
});
afterAll(async () => {
  await browser?.close();
});

describe('charges in the browser', () => {
  it('an admin sets a rate card; the brand’s delivered COD order shows its charges in its wallet', async () => {
    const admin = await signedInAt(browser, 'admin@demo.in', '/admin/billing/pricing');
    await admin.page.getByRole('combobox', { name: 'Search company' }).fill(brandName);
    await admin.page.getByRole('option', { name: new RegExp(brandName) }).click();
    await admin.page.getByRole('heading', { name: `Pricing · ${brandName}` }).waitFor();
    for (const [label, value] of [
      ['Base shipping charge (₹)', '20'],
      ['Shipping up to 2 kg (₹)', '30'],
      ['Shipping per kg after 2 kg (₹)', '15'],
      ['COD handling (fixed) (₹)', '25'],
      ['COD handling (% of COD amount) (%)', '2'],
      ['RTO processing (₹)', '35'],
    ])
      await admin.page.getByLabel(label!, { exact: true }).fill(value!);
    await admin.page.getByRole('button', { name: 'Save rate card' }).click();
    await admin.page.getByText('Rate card saved').first().waitFor();
    await admin.context.close();

    // The courier reports the order delivered.
    const { viewer } = await seller.gql(
      `{ viewer { company { warehouses(first: 5) { edges { node { id warehouseId } } } } } }`,
    );
    const warehouse = viewer.company.warehouses.edges.find((e: any) => e.node.warehouseId === 'WH-DEL-001').node.id;
    const created = await seller.gql(
      `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id awb } } userErrors { field message } } }`,
      {
        i: {
          warehouse,
          paymentMode: 'COD',
          customerPhone: '9812345678',
          customerEmail: 'ravi.kumar@example.in',
          weight: 1.2,
          shippingAddress: {
            firstName: 'Ravi',
            lastName: 'Kumar',
            addressLine1: '44 Residency Road',
            addressLine2: 'Shanthala Nagar',
            city: 'Bengaluru',
            state: 'Karnataka',
            pincode: '560025',
          },
          items: [{ title: 'Assam tea', sku: `ASSAM-${run}`, quantity: 2, unitPrice: 100_000 }],
        },
      },
    );
    expect(created.orderCreate.userErrors).toEqual([]);
    const order = created.orderCreate.orderEdge.node as { id: string; awb: string };
    for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      const moved = await seller.gql(STATUS_UPDATE, { i: { id: order.id, status } });
      expect(moved.orderStatusUpdate.userErrors).toEqual([]);
    }
    // ₹50 shipping (1.5 kg chargeable) and ₹40 COD handling (2 % of ₹2,000).
    await expect.poll(async () => (await seller.gql(`{ wallet { balance } }`)).wallet.balance).toBe(-9_000);

    const app = await openAs(browser, seller, '/billing/wallet');
    await app.page.getByRole('heading', { name: 'Wallet', exact: true }).waitFor();
    await app.page.getByRole('region', { name: 'Wallet balance' }).getByText(rupees.format(-90)).waitFor();
    const table = app.page.getByRole('table', { name: 'Wallet transactions' });
    const shipping = table.getByRole('row', {
      name: new RegExp(`Shipping charges for AWB ${order.awb} \\(1\\.5 kg\\)`),
    });
    // Debits show with a minus sign beside the balance each left.
    await shipping.getByText(`−${rupees.format(50)}`, { exact: true }).waitFor();
    const cod = table.getByRole('row', { name: new RegExp(`COD handling charges for AWB ${order.awb}`) });
    await cod.getByText(`−${rupees.format(40)}`, { exact: true }).waitFor();
    await shot(app.page, 'charges-wallet-1280');
    await app.context.close();
  });
});
