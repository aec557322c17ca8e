import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, shot, signedInAt } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, type Session } from '../support/client.js';
import { retailerOf, salesmanOf, unique } from '../support/d2r.js';
import { STATUS_UPDATE } from '../support/ndr.js';
import { stockedProduct } from '../support/stock.js';

/*
 * The admin's retailer engine for a brand of this test's own: one retailer bought twice, the
 * other never. Recompute now runs the engine as a task; the buyer comes out A (its class was
 * C) and the idle one E, both marked changed. Apply sets the buyer's class, and its drawer
 * shows the suggested next order.
 */

const BRAND = `Chai Engine ${unique()}`;

const CREATE = `mutation($i: D2rOrderCreateInput!) { d2rOrderCreate(input: $i) {
  orderEdge { node { id shopOrderId } } userErrors { field message code } } }`;
const APPROVE = `mutation($i: D2rOrderApproveInput!) { d2rOrderApprove(input: $i) { userErrors { field message code } } }`;
const INVOICES = `query($c: ID) { d2rInvoices(first: 50, company: $c) { edges { node { shopOrderId } } } }`;

let browser: Browser;
let admin: Session;
let company: { id: string; code: string };
let buyer: { id: string; name: string };
let idle: { id: string; name: string };
let sku: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(BRAND);
  company = (await seller.gql(`{ viewer { company { id code } } }`)).viewer.company;
  const product = await stockedProduct(admin, seller, 20);
  sku = product.sku;
  const salesman = await salesmanOf(admin, company.id);
  buyer = await retailerOf(admin, company.id, salesman);
  idle = await retailerOf(admin, company.id, salesman);
  for (let i = 0; i < 2; i++) {
    const order = (
      await admin.gql(CREATE, {
        i: {
          company: company.id,
          retailer: buyer.id,
          salesman,
          warehouse: product.warehouse,
          paymentMode: 'CREDIT',
          lines: [{ sku, quantity: 3 }],
        },
      })
    ).d2rOrderCreate;
    expect(order.userErrors).toEqual([]);
    const { id, shopOrderId } = order.orderEdge.node;
    expect((await admin.gql(APPROVE, { i: { order: id } })).d2rOrderApprove.userErrors).toEqual([]);
    expect((await admin.gql(STATUS_UPDATE, { i: { id, status: 'SHIPPED' } })).orderStatusUpdate.userErrors).toEqual([]);
    // Raised through OMS's outbox: it arrives a moment after the order ships.
    await vi.waitFor(
      async () => {
        const edges = (await admin.gql(INVOICES, { c: company.id })).d2rInvoices.edges;
        if (!edges.some((e: { node: { shopOrderId: string } }) => e.node.shopOrderId === shopOrderId))
          throw new Error(`No invoice yet for ${shopOrderId}`);
      },
      { timeout: 20_000, interval: 500 },
    );
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('Retailer engine in the browser', () => {
  it('recomputes a brand, shows the classes that changed, applies one and shows its suggested order', async () => {
    const { page } = await signedInAt(browser, 'admin@demo.in', '/admin/d2r/retailer-engine');
    await page.getByRole('heading', { name: 'Retailer Engine' }).waitFor();
    await page.getByRole('combobox', { name: 'Search company' }).fill(BRAND);
    await page.getByRole('option', { name: `${BRAND} (${company.code})` }).click();
    await page.waitForURL(/company=/);
    await page.getByText('The engine has not run for this brand yet').waitFor();

    await page.getByRole('button', { name: 'Recompute now' }).click();
    await page.getByText(/^Last run /).waitFor({ timeout: 30_000 });

    const table = page.getByRole('table', { name: 'Retailers' });
    const buyerRow = table.getByRole('row').filter({ hasText: buyer.name });
    const idleRow = table.getByRole('row').filter({ hasText: idle.name });
    await buyerRow.getByText('A', { exact: true }).waitFor();
    await buyerRow.getByText('Changed').waitFor();
    await idleRow.getByText('E', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Apply all changed (2)' }).waitFor();
    await shot(page, 'retailer-engine-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'retailer-engine-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: `Apply class for ${buyer.name}` }).click();
    await page.getByText(`${buyer.name} is now class A`).first().waitFor();
    await buyerRow.getByText('Changed').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: `Apply class for ${buyer.name}` }).isDisabled()).toBe(true);

    // The buyer's drawer: three of the SKU, due today (both orders were taken today).
    await buyerRow.getByText(buyer.name).click();
    await page.waitForURL(/retailer=/);
    const drawer = page.getByRole('table', { name: 'Suggested next order' });
    const line = drawer.getByRole('row').filter({ hasText: sku });
    await line.getByText('3', { exact: true }).waitFor();
    await shot(page, 'retailer-engine-drawer-1280');

    // The filter by the engine's class keeps the brand's A retailers.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('retailer'));
    await page.getByLabel('Engine class').selectOption('E');
    await page.waitForURL(/class=E/);
    await idleRow.waitFor();
    await buyerRow.waitFor({ state: 'detached' });
  });
});
