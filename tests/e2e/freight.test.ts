import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG, fill, formatPaise } from '@parcelo/common';
import { launchBrowser, openAs, shot } from '../support/browser.js';
import { completeInvoicing, twoWarehouseSeller, type Session } from '../support/client.js';
import { BUYER } from '../support/sheets.js';
import { connectCourier } from '../support/couriers.js';
import { rechargeWallet } from '../support/wallet.js';

/*
 * Freight in the browser: a seller whose wallet cannot take the quoted freight is told so beside
 * "Ship with", with the way to recharge; recharged, it ships, and its wallet shows the debit
 * under the courier's AWB.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Math.random().toString(36).slice(2, 7).toUpperCase();

/** A seller of its own with its Delhivery account (₹80 from Delhi to Bengaluru at 1.2 kg), ₹10 in its wallet, and one order. */
async function sellerWithOrder(): Promise<{ session: Session; orderId: string; shopOrderId: string }> {
  const session = await twoWarehouseSeller(`Freight Browser Tea ${run}`);
  await completeInvoicing(session, {
    legalName: 'Freight Browser Tea Pvt Ltd',
    addressLine1: '1 Tea Street',
    addressLine2: 'Okhla',
    pincode: '110020',
    invoicePrefix: 'FBT',
  });
  await session.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  await connectCourier(session, {
    courier: 'DELHIVERY',
    name: 'Delhivery Surface',
    priority: 1,
    basePaise: 3000,
    additionalPaise: 2000,
  });
  await rechargeWallet(session, 1_000);

  const { viewer } = await session.gql(
    `{ viewer { company { warehouses(first: 5) { edges { node { id warehouseId } } } } } }`,
  );
  const warehouse = viewer.company.warehouses.edges.find((e: any) => e.node.warehouseId === 'WH-DEL-001').node.id;
  const made = await session.gql(
    `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shopOrderId } } userErrors { message } } }`,
    {
      i: {
        warehouse,
        paymentMode: 'PREPAID',
        ...BUYER,
        weight: 1.2,
        items: [{ title: 'Loose tea', sku: `FRT-E2E-${run}`, quantity: 1, unitPrice: 45_000 }],
      },
    },
  );
  expect(made.orderCreate.userErrors).toEqual([]);
  const { id: orderId, shopOrderId } = made.orderCreate.orderEdge.node;
  return { session, orderId, shopOrderId };
}

describe('freight in the browser', () => {
  it('asks a seller with too little in its wallet to recharge; recharged, it ships and sees the debit under the AWB', async () => {
    const { session, orderId, shopOrderId } = await sellerWithOrder();
    const { page, context } = await openAs(
      browser,
      session,
      `/orders?search=ORDER_ID%3A${encodeURIComponent(shopOrderId)}&order=${encodeURIComponent(orderId)}`,
    );
    const drawer = page.getByRole('dialog');
    const ship = drawer.getByRole('button', { name: 'Ship with Delhivery Surface' });
    await ship.waitFor();
    await drawer.getByText('₹80.00 freight is taken from your wallet when the courier assigns the AWB.').waitFor();
    await ship.click();
    const refusal = fill(MSG.freightNeedsRecharge, { amount: formatPaise(8_000), available: formatPaise(1_000) });
    await drawer.getByText(refusal).waitFor();
    const recharge = drawer.getByRole('link', { name: 'Recharge wallet' });
    expect(await recharge.getAttribute('href')).toBe('/billing/payment?recharge=1');
    await recharge.scrollIntoViewIfNeeded();
    await shot(page, 'freight-recharge-prompt');
    // Nothing was booked: the weight can still change.
    await drawer.getByRole('button', { name: 'Update weight' }).waitFor();

    await rechargeWallet(session, 100_000);
    await ship.click();
    await drawer.getByText('Ships with').waitFor();
    const awb = /DL\d{10}/.exec((await drawer.textContent()) ?? '')?.[0];
    expect(awb).toMatch(/^DL\d{10}$/);
    await drawer.getByText(refusal).waitFor({ state: 'detached' });
    // Booked and paid for at this weight: it no longer changes.
    await drawer
      .getByText(fill(MSG.orderContentsBooked, { partner: 'Delhivery Surface', awb: awb! }))
      .first()
      .waitFor();
    expect(await drawer.getByRole('button', { name: 'Update weight' }).count()).toBe(0);
    await shot(page, 'freight-shipped');

    await page.goto('/billing/wallet');
    const table = page.getByRole('table', { name: 'Wallet transactions' });
    const row = table.getByRole('row', {
      name: new RegExp(`Freight with Delhivery \\(Delhivery Surface\\) for AWB ${awb}`),
    });
    await row.waitFor();
    expect(await row.textContent()).toContain('₹80.00');
    await shot(page, 'freight-wallet');
    await context.close();
  });
});
