import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, fieldRequired, fill, scanAddedMessage } from '@parcelo/common';
import { launchBrowser, openApp, signInThroughForm, signedInAt, shot } from '../support/browser.js';
import {
  OPERATOR_PASSWORD,
  attachedOperator,
  oneWarehouseSeller,
  signUpOperator,
  signedIn,
  uniqueEmail,
  type Session,
} from '../support/client.js';
import { stockedProduct } from '../support/stock.js';

const run = Math.random().toString(36).slice(2, 6).toUpperCase();
let browser: Browser;
/** An operator of its own at Okhla and Bhiwandi. */
let operator: Session;
/** Two sellers of this file's own: a tea brand at Okhla and a kurta brand at Bhiwandi. */
const tea = { name: `Chai Ghar ${run}`, id: '', sku: '', wsin: '' };
const kurta = { name: `Kurta Kothi ${run}`, id: '', sku: '', wsin: '' };
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  const [teaSeller, kurtaSeller] = await Promise.all([
    oneWarehouseSeller(tea.name, 'WH-DEL-001'),
    oneWarehouseSeller(kurta.name, 'WH-BOM-001'),
  ]);
  operator = await attachedOperator(admin, ['WH-DEL-001', 'WH-BOM-001']);
  for (const [seller, brand] of [
    [teaSeller, tea],
    [kurtaSeller, kurta],
  ] as const) {
    brand.id = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const product = await stockedProduct(admin, seller, 10);
    brand.sku = product.sku;
    brand.wsin = product.wsin;
  }
}, 120_000);
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
    // An order of each seller's, placed by the operator for the seller at the seller's warehouse.
    const { viewer } = await operator.gql(`{ viewer { workplaces { id warehouseId } } }`);
    const at = (code: string) => viewer.workplaces.find((w: { warehouseId: string }) => w.warehouseId === code).id;
    const place = async (brand: typeof tea, warehouse: string) => {
      const placed = await operator.gql(
        `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { shopOrderId awb } } userErrors { message } } }`,
        {
          i: {
            company: brand.id,
            warehouse,
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
            items: [{ title: `Item ${brand.sku}`, sku: brand.sku, quantity: 2, unitPrice: 24_900 }],
          },
        },
      );
      expect(placed.orderCreate.userErrors).toEqual([]);
      return placed.orderCreate.orderEdge.node as { shopOrderId: string; awb: string };
    };
    const { awb, shopOrderId } = await place(tea, at('WH-DEL-001'));
    await place(kurta, at('WH-BOM-001'));

    // 1. The orders list names each row's seller, and the seller filter narrows it.
    const { page, context } = await signedInAt(browser, operator, '/orders', OPERATOR_PASSWORD);
    await page.getByRole('table', { name: 'Orders' }).getByRole('columnheader', { name: 'Seller' }).waitFor();
    await page.getByLabel('Seller').selectOption({ label: kurta.name });
    await page.waitForURL(/seller=/);
    await expect.poll(() => sellersShown(page, 'Orders')).toEqual([kurta.name]);
    await page.getByLabel('Seller').selectOption({ label: tea.name });
    await expect.poll(() => sellersShown(page, 'Orders')).toEqual([tea.name]);
    await page.getByRole('table', { name: 'Orders' }).getByText(shopOrderId).waitFor();
    await shot(page, 'operator-orders-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'operator-orders-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // 2. Packing the tea order by its AWB and item barcodes.
    await page.goto('/fulfilment');
    // The queue names each order's seller, as the orders list does.
    await expect
      .poll(async () => (await sellersShown(page, 'Packing queue')).every((name) => name && name !== '—'))
      .toBe(true);
    const awbInput = page.getByLabel('Scan AWB');
    await awbInput.fill(awb);
    await awbInput.press('Enter');
    await page.getByRole('table', { name: 'Items to pack' }).getByText(tea.wsin).first().waitFor();
    const itemInput = page.getByLabel('Scan item');
    for (let n = 0; n < 2; n++) {
      await itemInput.fill(tea.wsin);
      await itemInput.press('Enter');
      if (n === 0) await expect.poll(async () => itemInput.inputValue()).toBe('');
    }
    await page
      .getByText(fill(MSG.packDone, { orderId: shopOrderId }))
      .first()
      .waitFor();

    // 3. Stock in for the other seller, at its warehouse, by scanning.
    await page.goto(`/inventory?search=SKU:${kurta.wsin}`);
    const stockTable = page.getByRole('table', { name: 'Inventory' });
    await stockTable.getByRole('columnheader', { name: 'Seller' }).waitFor();
    await stockTable.getByText(kurta.name).first().waitFor();
    await page.goto('/inventory/scan');
    await page.getByLabel('Seller').selectOption({ label: kurta.name });
    await page.getByLabel('Warehouse').selectOption({ label: 'Bhiwandi Central (Thane)' });
    const scan = page.getByLabel('Scan WSIN');
    for (let n = 0; n < 2; n++) {
      await scan.fill(kurta.wsin);
      await scan.press('Enter');
    }
    await expect.poll(() => page.getByLabel(`Quantity of ${kurta.wsin}`).inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Add to inventory' }).click();
    await page
      .getByText(scanAddedMessage(2, [kurta.wsin]))
      .first()
      .waitFor();
    await shot(page, 'operator-scan-1280');

    // 4. A manual order is always for one of the sellers the operator stocks.
    await page.goto('/orders/new');
    await page.getByRole('heading', { name: 'Create Order' }).waitFor();
    const sellerChoice = page.getByLabel('Seller');
    const offered = await sellerChoice.locator('option').allTextContents();
    expect(offered).toEqual(expect.arrayContaining([kurta.name, tea.name]));
    await page.getByRole('button', { name: 'Create order' }).click();
    await page.getByText(fieldRequired('Seller')).waitFor();
    await sellerChoice.selectOption({ label: kurta.name });
    await expect.poll(() => page.getByText(fieldRequired('Seller')).count()).toBe(0);
    await context.close();
  });

  it('shows a warehouse operator neither billing nor Micro-WH requests, which are for sellers', async () => {
    const { page, context } = await signedInAt(browser, operator, '/orders', OPERATOR_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Inventory', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Billing', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Billing' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // A bookmarked billing page takes it to its orders.
    await page.goto('/billing/wallet');
    await page.waitForURL('**/orders');
    await page.goto('/settings/warehouses');
    await page.getByRole('heading', { name: 'Wherehouses' }).waitFor();
    expect(await page.getByRole('button', { name: 'Request a new Micro-WH' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add my own Micro-WH' }).count()).toBe(0);
    await context.close();
  });

  it('tells a new warehouse operator what happens next until an admin attaches its warehouse', async () => {
    const phone = await signUpOperator().then(async (s) => {
      const { viewer } = await s.gql(`{ viewer { user { phone } } }`);
      return viewer.user.phone as string;
    });
    const { page, context } = await openApp(browser);
    await page.goto('/orders');
    await signInThroughForm(page, phone, OPERATOR_PASSWORD);
    await page.getByText('Your warehouse account is ready').waitFor();
    await page.getByText(/a Parcelo admin attaches your warehouse to New Warehouse Co/).waitFor();
    await page.getByText(MSG.warehouseGate).waitFor();
    await page.getByRole('button', { name: 'Check again' }).waitFor();
    await shot(page, 'operator-waiting-1280');
    await context.close();
  });
});
