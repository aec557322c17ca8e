import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG, fill } from '@parcelo/common';
import { launchBrowser, openAs, shot } from '../support/browser.js';
import { oneWarehouseSeller, uniquePhone } from '../support/client.js';
import { placeOrderFor } from '../support/ndr.js';
import { rechargeWallet } from '../support/wallet.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Math.random().toString(36).slice(2, 7).toUpperCase();

describe("Parcelo's courier contracts in the browser", () => {
  it('a new seller ships with a Parcelo contract and watches the courier take the order to Delivered', async () => {
    // A brand-new seller: no courier account of its own, only money in its wallet for the freight.
    const session = await oneWarehouseSeller(`Fresh Parcel Co ${run}`);
    await session.gql(
      `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
    );
    await rechargeWallet(session, 5_000_00);
    const { id: orderId, shopOrderId } = await placeOrderFor(session, uniquePhone(), undefined, `LOOSE-${run}`);

    const { page, context } = await openAs(
      browser,
      session,
      `/orders?search=ORDER_ID%3A${encodeURIComponent(shopOrderId)}&order=${encodeURIComponent(orderId)}`,
    );
    const drawer = page.getByRole('dialog');
    // Nothing connected, and Ship with offers Parcelo's contract, the first of equals.
    const ship = drawer.getByRole('button', { name: 'Ship with Parcelo · Delhivery' });
    await ship.scrollIntoViewIfNeeded();
    await shot(page, 'courier-ship-with-parcelo');
    await ship.click();
    await drawer.getByText('Parcelo · Delhivery (Delhivery)').waitFor();
    const awb = /DL\d{10}/.exec((await drawer.textContent()) ?? '')?.[0];
    expect(awb).toMatch(/^DL\d{10}$/);

    // The status is the courier's now: no manual move for the seller.
    const fromCourier = drawer.getByText(fill(MSG.statusFromCourier, { partner: 'Parcelo · Delhivery' }));
    await fromCourier.waitFor();
    expect(await drawer.getByRole('combobox', { name: 'Status' }).count()).toBe(0);

    // The courier picks it up, carries it and delivers it; the open drawer follows.
    const res = await fetch(`${inject('sandboxUrl')}/_sandbox/couriers/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb, steps: 'all' }),
    });
    expect(res.status).toBe(200);
    await drawer.getByText('Delivered to consignee, Bangalore').first().waitFor({ timeout: 45_000 });
    await drawer.getByRole('heading', { name: shopOrderId }).waitFor();
    expect(await drawer.getByText('Delivered', { exact: true }).count()).toBeGreaterThan(0);
    await drawer.getByText('Delivered to consignee, Bangalore').first().scrollIntoViewIfNeeded();
    await shot(page, 'courier-delivered');
    await context.close();
  });
});
