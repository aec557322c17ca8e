import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openAs, shot } from '../support/browser.js';
import { oneWarehouseSeller, type Session } from '../support/client.js';

let browser: Browser;
/** A brand of this file's own with one active store address, so the order form offers the picker. */
let seller: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await oneWarehouseSeller('Pocket Width Tea Co');
  const made = await seller.gql(
    `mutation($i: StoreAddressCreateInput!) { storeAddressCreate(input: $i) { userErrors { message } } }`,
    {
      i: {
        firstName: 'Lajpat Corner Store',
        addressLine1: '8, Central Market',
        addressLine2: 'Lajpat Nagar II',
        pincode: '110024',
        city: 'New Delhi',
        state: 'Delhi',
        phone: '9811045678',
        addressPurpose: 'BILLING_AND_SHIPPING',
      },
    },
  );
  expect(made.storeAddressCreate.userErrors).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

describe('the store address picker on a phone', () => {
  it('shows its whole placeholder at 390 px', async () => {
    const { page, context } = await openAs(browser, seller, '/orders/new');
    await page.setViewportSize({ width: 390, height: 844 });
    const picker = page.getByLabel('Deliver to a store address');
    await picker.waitFor();
    // A native select shows its text on one line: it must fit between the select's paddings.
    const fit = await picker.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.options[select.selectedIndex]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, width: Math.ceil(context2d.measureText(text).width), room: Math.floor(room) };
    });
    expect(fit.text).not.toBe('');
    expect(fit.width, `"${fit.text}" is ${fit.width} px in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
    await picker.scrollIntoViewIfNeeded();
    await shot(page, 'store-address-picker-390');
    await context.close();
  });
});
