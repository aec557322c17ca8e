import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, fieldRequired, fill, scanAddedMessage } from '@parcelo/common';
import { launchBrowser, openApp, signInThroughForm, signedInAt, shot } from '../support/browser.js';
import { signUpOperator, signedIn, uniqueEmail } from '../support/client.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The Seller cells of the orders table as shown. */
async function sellersShown(page: Page, table: string): Promise<string[]> {
  const grid = page.getByRole('table', { name: table });
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf('Seller');
  expect(index, headers.join(' | ')).toBeGreaterThanOrEqual(0);
  const rows = grid.getByRole('row');
  const names: string[] = [];
  for (let i = 1; i < (await rows.count()); i++)
    names.push(((await rows.nth(i).getByRole('cell').nth(index).textContent()) ?? '').trim());
  return [...new Set(names)].sort();
}

describe("the warehouse operator's day in the browser", () => {
  it("works both sellers' orders at its warehouses, packs one and scans stock in", async () => {
    // A Chai Point order waiting at Okhla, placed by the operator for the seller.
    const api = await signedIn('warehouse@demo.in');
    const { viewer } = await api.gql(`{ viewer { sellers { id name } workplaces { id warehouseId } } }`);
    const chai = viewer.sellers.find((s: { name: string }) => s.name.startsWith('Chai Point'));
    const okhla = viewer.workplaces.find((w: { warehouseId: string }) => w.warehouseId === 'WH-DEL-001');
    const placed = await api.gql(
      `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { shopOrderId awb } } userErrors { message } } }`,
      {
        i: {
          company: chai.id,
          warehouse: okhla.id,
          paymentMode: 'PREPAID',
          customerEmail: uniqueEmail('op-e2e'),
          customerPhone: '9876501234',
          weight: 0.3,
          shippingAddress: {
            firstName: 'Ritu',
            lastName: 'Bansal',
            addressLine1: '4 Civil Lines',
            addressLine2: 'Near Clock Tower',
            city: 'Ludhiana',
            state: 'Punjab',
            pincode: '141001',
          },
          items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 2, unitPrice: 24_900 }],
        },
      },
    );
    expect(placed.orderCreate.userErrors).toEqual([]);
    const { awb, shopOrderId } = placed.orderCreate.orderEdge.node;

    // 1. The orders list names each row's seller, and the seller filter narrows it.
    const { page, context } = await signedInAt(
      browser,
      'warehouse@demo.in',
      '/orders?date=LAST_1_YEAR&search=ORDER_ID:',
    );
    await page.getByRole('table', { name: 'Orders' }).getByRole('columnheader', { name: 'Seller' }).waitFor();
    await page.getByLabel('Seller').selectOption({ label: 'Bombay Threads' });
    await page.waitForURL(/seller=/);
    await expect.poll(() => sellersShown(page, 'Orders')).toEqual(['Bombay Threads']);
    await page.getByLabel('Seller').selectOption({ label: chai.name });
    await expect.poll(() => sellersShown(page, 'Orders')).toEqual([chai.name]);
    await page.getByRole('table', { name: 'Orders' }).getByText(shopOrderId).waitFor();
    await shot(page, 'operator-orders-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'operator-orders-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // 2. Packing the Chai Point order by its AWB and item barcodes.
    await page.goto('/fulfilment');
    const awbInput = page.getByLabel('Scan AWB');
    await awbInput.fill(awb);
    await awbInput.press('Enter');
    await page.getByRole('table', { name: 'Items to pack' }).getByText('WS-CPN-MSL250').first().waitFor();
    const itemInput = page.getByLabel('Scan item');
    for (let n = 0; n < 2; n++) {
      await itemInput.fill('WS-CPN-MSL250');
      await itemInput.press('Enter');
      if (n === 0) await expect.poll(async () => itemInput.inputValue()).toBe('');
    }
    await page
      .getByText(fill(MSG.packDone, { orderId: shopOrderId }))
      .first()
      .waitFor();

    // 3. Stock in for the other seller, at its warehouse, by scanning.
    await page.goto('/inventory?search=SKU:WS-BTH-KRTM');
    const stockTable = page.getByRole('table', { name: 'Inventory' });
    await stockTable.getByRole('columnheader', { name: 'Seller' }).waitFor();
    await stockTable.getByText('Bombay Threads').first().waitFor();
    await page.goto('/inventory/scan');
    await page.getByLabel('Seller').selectOption({ label: 'Bombay Threads' });
    await page.getByLabel('Warehouse').selectOption({ label: 'Bhiwandi Central (Thane)' });
    const scan = page.getByLabel('Scan WSIN');
    for (let n = 0; n < 2; n++) {
      await scan.fill('WS-BTH-KRTM');
      await scan.press('Enter');
    }
    await expect.poll(() => page.getByLabel('Quantity of WS-BTH-KRTM').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Add to inventory' }).click();
    await page
      .getByText(scanAddedMessage(2, ['WS-BTH-KRTM']))
      .first()
      .waitFor();
    await shot(page, 'operator-scan-1280');

    // 4. A manual order is always for one of the sellers the operator stocks.
    await page.goto('/orders/new');
    await page.getByRole('heading', { name: 'Create Order' }).waitFor();
    const sellerChoice = page.getByLabel('Seller');
    const offered = await sellerChoice.locator('option').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Bombay Threads', chai.name]));
    await page.getByRole('button', { name: 'Create order' }).click();
    await page.getByText(fieldRequired('Seller')).waitFor();
    await sellerChoice.selectOption({ label: 'Bombay Threads' });
    await expect.poll(() => page.getByText(fieldRequired('Seller')).count()).toBe(0);
    await context.close();
  });

  it('tells a new warehouse operator what happens next until an admin attaches its warehouse', async () => {
    const phone = await signUpOperator().then(async (s) => {
      const { viewer } = await s.gql(`{ viewer { user { phone } } }`);
      return viewer.user.phone as string;
    });
    const { page, context } = await openApp(browser);
    await page.goto('/orders');
    await signInThroughForm(page, phone, 'NewOperator12345');
    await page.getByText('Your warehouse account is ready').waitFor();
    await page.getByText(/a Parcelo admin attaches your warehouse to New Warehouse Co/).waitFor();
    await page.getByText(MSG.warehouseGate).waitFor();
    await page.getByRole('button', { name: 'Check again' }).waitFor();
    await shot(page, 'operator-waiting-1280');
    await context.close();
  });
});
