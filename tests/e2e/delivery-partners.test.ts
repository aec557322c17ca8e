import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MSG, ZONES, ZONE_LABELS } from '@parcelo/common';
import { launchBrowser, openApp, openAs, shot } from '../support/browser.js';
import { twoWarehouseSeller, type Session, completeInvoicing } from '../support/client.js';
import { rechargeWallet } from '../support/wallet.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Math.random().toString(36).slice(2, 7).toUpperCase();

/** A seller of its own (no accounts of its own yet) with one order placed at Okhla for Bengaluru. */
async function sellerWithOrder(): Promise<{ session: Session; orderId: string; shopOrderId: string }> {
  const session = await twoWarehouseSeller(`Parcel Test Co ${run}`);
  await session.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  // The seller app asks for invoicing details before anything else.
  await completeInvoicing(session, {
    legalName: 'Parcel Test Co Pvt Ltd',
    addressLine1: '1 Tea Street',
    addressLine2: 'Okhla',
    pincode: '110020',
    invoicePrefix: 'PTC',
  });
  // Freight is debited when a courier assigns the AWB.
  await rechargeWallet(session, 500_000);
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
        customerPhone: '9812345678',
        customerEmail: 'meera.rao@example.in',
        weight: 1.2,
        shippingAddress: {
          firstName: 'Meera',
          lastName: 'Rao',
          addressLine1: '44 Residency Road',
          addressLine2: 'Shanthala Nagar',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560025',
        },
        items: [{ title: 'Loose tea', sku: `LOOSE-${run}`, quantity: 1, unitPrice: 45_000 }],
      },
    },
  );
  expect(made.orderCreate.userErrors).toEqual([]);
  const { id, shopOrderId } = made.orderCreate.orderEdge.node;
  return { session, orderId: id, shopOrderId };
}

async function connect(page: Page, courier: string, name: string, priority: string) {
  await page.getByRole('button', { name: 'Connect delivery partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a delivery partner' });
  await dialog.getByLabel('Courier').selectOption({ label: courier });
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByLabel('API key').fill(`e2e-key-${name.replace(/\W/g, '')}-${run}`);
  await dialog.getByLabel('Priority (1 to 99)').fill(priority);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await dialog.waitFor({ state: 'detached' });
  return page.getByRole('article', { name });
}

/** Every zone costs `base` rupees for the first 500 g and `extra` for each further 500 g. */
async function fillRateCard(page: Page, card: Locator, name: string, base: number, extra: number, days: number) {
  await card.getByRole('button', { name: 'Rate card' }).click();
  const dialog = page.getByRole('dialog', { name: `Rate card: ${name}` });
  await dialog.getByLabel('COD charge (₹)').fill('30');
  await dialog.getByLabel('or COD % of value').fill('1.5');
  for (const [i, zone] of ZONES.entries()) {
    await dialog.getByLabel(`${ZONE_LABELS[zone]} First slab (₹)`).fill(String(base + i * 5));
    await dialog.getByLabel(`${ZONE_LABELS[zone]} Each further slab (₹)`).fill(String(extra));
    await dialog.getByLabel(`${ZONE_LABELS[zone]} Est. days`).fill(String(days + i));
  }
  await shot(page, `rate-card-${days}`);
  await dialog.getByRole('button', { name: 'Save rate card' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText('500 g slabs').waitFor();
}

async function allPincodes(page: Page, card: Locator, name: string) {
  await card.getByRole('button', { name: 'Pincodes' }).click();
  const dialog = page.getByRole('dialog', { name: `Serviceable pincodes: ${name}` });
  await dialog.getByText('All pincodes in the directory').click();
  await dialog.getByRole('button', { name: 'Save pincodes' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText('(all in the directory)').waitFor();
}

describe('delivery partners in the browser', () => {
  it('connects two couriers, compares them, and ships an order with the cheaper one from its drawer', async () => {
    const { session, orderId, shopOrderId } = await sellerWithOrder();
    const { page, context } = await openAs(browser, session, '/settings/integrations/delivery-partners');
    // Parcelo's contracts are there from the start; the seller connects its own accounts beside them.
    await page.getByRole('article', { name: 'Parcelo · Delhivery' }).getByText('Parcelo contract').waitFor();

    const surface = await connect(page, 'Delhivery', 'Delhivery Surface', '1');
    const air = await connect(page, 'Blue Dart', 'Blue Dart Air', '2');
    await fillRateCard(page, surface, 'Delhivery Surface', 30, 20, 3);
    await fillRateCard(page, air, 'Blue Dart Air', 45, 30, 1);
    await allPincodes(page, surface, 'Delhivery Surface');
    await allPincodes(page, air, 'Blue Dart Air');

    // The switch flips as the server answers.
    await air.getByText('Inactive').waitFor({ state: 'detached' });
    await air.getByText('Active', { exact: true }).click();
    await air.getByText('Inactive', { exact: true }).waitFor();
    expect(await air.locator('input[type=checkbox]').isChecked()).toBe(false);
    await air.getByText('Inactive', { exact: true }).click();
    await air.getByText('Active', { exact: true }).waitFor();

    // The calculator: Delhi to Bengaluru, 1.2 kg is three slabs, metro to metro.
    const calculator = page.getByRole('region', { name: 'Rate calculator' });
    await calculator.getByLabel('Pickup pincode').fill('110020');
    await calculator.getByLabel('Delivery pincode').fill('5600');
    await calculator.getByRole('button', { name: 'Compare rates' }).click();
    await calculator.getByText(MSG.invalidPincode).waitFor();
    await calculator.getByLabel('Delivery pincode').fill('560025');
    await calculator.getByLabel('Weight (kg)').fill('1.2');
    await calculator.getByRole('button', { name: 'Compare rates' }).click();
    const quotes = calculator.getByRole('table', { name: 'Delivery partner quotes' });
    await quotes.getByText('Delhivery Surface').waitFor();
    const rows = quotes.getByRole('row');
    // 30 + 10 (third zone) + 2 × 20 = ₹80.00; 45 + 10 + 2 × 30 = ₹115.00
    await expect.poll(() => rows.nth(1).textContent()).toContain('₹80.00');
    expect(await rows.nth(1).textContent()).toContain('Delhivery Surface');
    expect(await rows.nth(2).textContent()).toContain('₹115.00');
    await shot(page, 'delivery-partners-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'delivery-partners-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Ship with: the drawer offers both, the cheaper chosen.
    await page.goto(
      `/orders?search=ORDER_ID%3A${encodeURIComponent(shopOrderId)}&order=${encodeURIComponent(orderId)}`,
    );
    const drawer = page.getByRole('dialog');
    const ship = drawer.getByRole('button', { name: 'Ship with Delhivery Surface' });
    await ship.waitFor().catch(async (e: unknown) => {
      await shot(page, 'debug-drawer');
      throw e;
    });
    await ship.scrollIntoViewIfNeeded();
    await shot(page, 'order-ship-with');
    await ship.click();
    await drawer.getByText('Ships with').waitFor();
    const awb = /DL\d{10}/.exec((await drawer.textContent()) ?? '')?.[0];
    expect(awb).toMatch(/^DL\d{10}$/);
    await drawer.getByText('Delhivery Surface (Delhivery)').waitFor();
    await drawer.getByText('Ships with').scrollIntoViewIfNeeded();
    await shot(page, 'order-shipped');

    // Awaiting pickup counts it, and links to it.
    await page.goto('/awaiting-pickup');
    const table = page.getByRole('table', { name: 'Orders awaiting pickup by courier' });
    const row = table.getByRole('row', { name: /Delhivery Surface/ });
    expect(await row.textContent()).toContain('1');
    await row.getByRole('link', { name: 'Delhivery Surface' }).click();
    await page.waitForURL(/search=DELIVERY_PARTNER/);
    await page.getByRole('table', { name: 'Orders' }).getByText(shopOrderId).waitFor();
    await context.close();

    // The buyer tracks it by the courier's AWB and sees both numbers, each labelled.
    const ours = (await session.gql(`query($id: ID!) { node(id: $id) { ... on Order { awb } } }`, { id: orderId })).node
      .awb as string;
    const visitor = await openApp(browser);
    await visitor.page.goto(`/track/${awb}`);
    const details = visitor.page.getByRole('definition');
    await visitor.page.getByRole('heading', { name: `Order ${shopOrderId}` }).waitFor();
    await details.getByText(awb!, { exact: true }).waitFor();
    await details.getByText(ours, { exact: true }).waitFor();
    await shot(visitor.page, 'track-by-courier-awb');
    await visitor.context.close();
  });
});
