import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { INDIAN_STATES, MAP_EMPTY, MAP_SHADES, MSG, addDays, istToday, shadeFor } from '@parcelo/common';
import { launchBrowser, openAs, shot, signedInAt } from '../support/browser.js';
import {
  OPERATOR_PASSWORD,
  attachedOperator,
  completeInvoicing,
  oneWarehouseSeller,
  signedIn,
  twoWarehouseSeller,
  type Session,
} from '../support/client.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const INSIGHTS = `query($range: InsightsRange, $warehouse: ID, $company: ID) {
  insights(company: $company, range: $range, warehouse: $warehouse) {
    from to
    orders { current }
    stateWise { state orders revenue share }
  }
}`;

interface StateRow {
  state: string;
  orders: number;
  revenue: number;
  share: number;
}

const count = new Intl.NumberFormat('en-IN');
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const ordersText = (n: number) => `${count.format(n)} ${n === 1 ? 'order' : 'orders'}`;
/** The orders list's "x-y of n items", for n. */
const listedTotal = (n: number) => new RegExp(`of ${count.format(n)} items?$`);

/** Each state drawn on the map with its fill. */
async function mapFills(page: Page): Promise<[string, string][]> {
  const paths = page.locator('svg [data-state]');
  await expect.poll(() => paths.count()).toBe(INDIAN_STATES.length);
  return paths.evaluateAll((elements) =>
    elements.map((e) => [e.getAttribute('data-state') ?? '', e.getAttribute('fill') ?? ''] as [string, string]),
  );
}

/** What the map should show for these figures: each state's shade of the busiest. */
function expectedFills(states: readonly StateRow[]): [string, string][] {
  const max = Math.max(0, ...states.map((s) => s.orders));
  const byState = new Map(states.map((s) => [s.state, s.orders]));
  return INDIAN_STATES.map((state) => [state, shadeFor(byState.get(state) ?? 0, max)]);
}

type Place = { city: string; state: string; pincode: string };
const KA: Place = { city: 'Bengaluru', state: 'Karnataka', pincode: '560025' };
const MH: Place = { city: 'Mumbai', state: 'Maharashtra', pincode: '400001' };
const TN: Place = { city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' };
const WB: Place = { city: 'Kolkata', state: 'West Bengal', pincode: '700001' };

/** A prepaid order of one unlisted product (the brand allows them), the n-th to a buyer at `to`. */
async function placeOrder(seller: Session, sku: string, warehouse: string, to: Place, n: number) {
  const created = await seller.gql(
    `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { userErrors { field message } } }`,
    {
      i: {
        warehouse,
        paymentMode: 'PREPAID',
        customerPhone: '9812345678',
        customerEmail: 'meera.iyer@example.in',
        weight: 0.5,
        shippingAddress: {
          firstName: 'Meera',
          lastName: `Iyer ${n}`,
          addressLine1: '7 Station Road',
          addressLine2: 'Near the market',
          ...to,
        },
        items: [{ sku, title: 'Nilgiri tea 250 g', quantity: 1, unitPrice: 40_000 }],
      },
    },
  );
  expect(created.orderCreate.userErrors).toEqual([]);
}

/** A brand of its own that takes orders of products it has not listed. */
async function brandTakingAnySku(name: string, make: (name: string) => Promise<Session>): Promise<Session> {
  const seller = await make(name);
  const prefs = await seller.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  expect(prefs.companyPreferencesUpdate.userErrors).toEqual([]);
  return seller;
}

/** A point of the page inside a state's shape, nearest its middle, that the pointer reaches. */
async function pointInState(page: Page, state: string): Promise<{ x: number; y: number }> {
  const path = page.locator(`svg [data-state="${state}"]`);
  await path.scrollIntoViewIfNeeded();
  const point = await path.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points: { x: number; y: number; d: number }[] = [];
    for (let i = 1; i < 20; i++)
      for (let j = 1; j < 20; j++) {
        const x = box.left + (box.width * i) / 20;
        const y = box.top + (box.height * j) / 20;
        points.push({ x, y, d: Math.hypot(i - 10, j - 10) });
      }
    points.sort((a, b) => a.d - b.d);
    return points.find((p) => document.elementFromPoint(p.x, p.y) === element) ?? null;
  });
  if (!point) throw new Error(`No point of ${state} is reachable`);
  return point;
}

/** The figure of a card, in full (its tooltip). */
const cardFigure = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Figures' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: label, exact: true }) })
    .locator('[data-figure]')
    .getAttribute('title');

const CARDS = [
  'Orders this month',
  'Revenue this month (INR)',
  "Today's Orders",
  "Today's Revenue",
  'Undelivered orders (NDR)',
  'Average TAT',
  'Cancelled orders count',
];

describe('insights in the browser', () => {
  // A brand of its own, whose figures no other test moves: four states, Karnataka the busiest.
  const name = `Insights Map ${Math.random().toString(36).slice(2, 7).toUpperCase()} Teas`;
  let seller: Session;
  beforeAll(async () => {
    seller = await brandTakingAnySku(name, oneWarehouseSeller);
    const { warehouses } = await seller.gql(`{ warehouses(first: 1) { edges { node { id } } } }`);
    const okhla: string = warehouses.edges[0].node.id;
    const places = [KA, KA, KA, KA, MH, MH, TN, WB];
    for (const [n, to] of places.entries()) await placeOrder(seller, 'NLG-250', okhla, to, n);
  });

  it('shows the seller seven figures and the map of India shaded by its orders, a state opening its orders', async () => {
    const { page, context } = await openAs(browser, seller, '/insights');
    await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: 'Figures' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(7);
    for (const label of CARDS) await page.getByRole('link', { name: label, exact: true }).waitFor();
    await expect(page.getByText('Since last 30 days').count()).resolves.toBe(5);
    await expect(page.getByText('Since yesterday').count()).resolves.toBe(2);
    // Both the map and the pie are over the last 30 days.
    await page.getByRole('heading', { name: 'Orders across India · Last 30 Days' }).waitFor();
    await page.getByRole('heading', { name: 'Orders by state · Last 30 Days' }).waitFor();
    for (const section of ['RTO Top Reasons', 'Courier Split', 'Orders at Warehouses', 'Top Products'])
      await page.getByRole('heading', { name: section }).waitFor();

    // The same figures through GraphQL: the map holds every state and union territory once,
    // each in the shade its orders take against the busiest state.
    const { insights } = await seller.gql(INSIGHTS);
    const states: StateRow[] = insights.stateWise;
    expect(states.map((s) => [s.state, s.orders])).toEqual([
      ['Karnataka', 4],
      ['Maharashtra', 2],
      ['Tamil Nadu', 1],
      ['West Bengal', 1],
    ]);
    const drawn = await mapFills(page);
    expect(drawn.map(([state]) => state).sort()).toEqual([...INDIAN_STATES].sort());
    expect(new Map(drawn)).toEqual(new Map(expectedFills(states)));
    // The shades tell states apart: the busiest, half of it, a quarter, and none.
    expect(new Set(drawn.map(([, fill]) => fill)).size).toBe(4);
    expect(drawn.some(([, fill]) => fill === MAP_SHADES[9])).toBe(true);
    expect(await cardFigure(page, 'Orders this month')).toBe(ordersText(insights.orders.current));

    // Hovering a state shows its figures.
    const busiest = [...states].sort((a, b) => b.orders - a.orders)[0]!;
    const at = await pointInState(page, busiest.state);
    await page.mouse.move(at.x, at.y);
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText(busiest.state, { exact: true }).waitFor();
    await tooltip.getByText(ordersText(busiest.orders), { exact: true }).waitFor();
    await tooltip.getByText(rupees.format(busiest.revenue / 100), { exact: true }).waitFor();
    const share = `${busiest.share.toLocaleString('en-IN', { maximumFractionDigits: 2 })}% of orders`;
    await tooltip.getByText(share, { exact: true }).waitFor();
    await shot(page, 'insights-1280');

    // Clicking it opens its orders over the same days, as many as the map counted.
    await page.mouse.click(at.x, at.y);
    await page.waitForURL(/\/orders\?/);
    const opened = new URL(page.url()).searchParams;
    expect(opened.get('search')).toBe(`DELIVERY_STATE:${busiest.state}`);
    expect([opened.get('from'), opened.get('to')]).toEqual([insights.from, insights.to]);
    await page.getByText(listedTotal(busiest.orders)).waitFor();
    await expect(page.getByLabel('Created').inputValue()).resolves.toBe('CUSTOM');

    // From the keyboard: a state takes focus with its figures, and Enter opens its orders.
    await page.goBack();
    const second = [...states].sort((a, b) => b.orders - a.orders)[1]!;
    const path = page.locator(`svg [data-state="${second.state}"]`);
    await path.focus();
    expect(await path.getAttribute('aria-label')).toContain(`${second.state}: ${ordersText(second.orders)}`);
    await page.getByRole('tooltip').getByText(second.state, { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === `DELIVERY_STATE:${second.state}`);
    await page.getByText(listedTotal(second.orders)).waitFor();
    await context.close();
  });

  it('changes the range from the picker, keeps it in the URL and checks custom days first', async () => {
    const { page, context } = await openAs(browser, seller, '/insights');
    await page.getByRole('link', { name: 'Orders this month', exact: true }).waitFor();

    await page.getByLabel('Range').selectOption({ label: 'Last 1 Week' });
    await page.waitForURL(/date=LAST_1_WEEK/);
    await page.getByRole('link', { name: 'Orders this week', exact: true }).waitFor();
    const week = (await seller.gql(INSIGHTS, { range: { preset: 'LAST_1_WEEK' } })).insights;
    expect(await cardFigure(page, 'Orders this week')).toBe(ordersText(week.orders.current));
    await page.getByText('Since previous week').first().waitFor();
    await page.getByRole('heading', { name: 'Orders across India · Last 1 Week' }).waitFor();
    expect(new Map(await mapFills(page))).toEqual(new Map(expectedFills(week.stateWise)));

    // Custom days: the browser refuses reversed days with the server's message, before asking.
    const today = istToday();
    const from = addDays(today, -6);
    const dmy = (day: string) => day.split('-').reverse().join('/');
    await page.getByLabel('Range').selectOption({ label: 'Custom range' });
    await page.getByRole('textbox', { name: 'From' }).fill(dmy(today));
    await page.getByRole('textbox', { name: 'From' }).press('Enter');
    await page.getByRole('textbox', { name: 'To' }).fill(dmy(from));
    await page.getByRole('textbox', { name: 'To' }).press('Enter');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(MSG.insightsRangeOrder).waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe('LAST_1_WEEK');

    await page.getByRole('textbox', { name: 'From' }).fill(dmy(from));
    await page.getByRole('textbox', { name: 'From' }).press('Enter');
    await page.getByRole('textbox', { name: 'To' }).fill(dmy(today));
    await page.getByRole('textbox', { name: 'To' }).press('Enter');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === from && url.searchParams.get('to') === today);
    expect(new URL(page.url()).searchParams.get('date')).toBeNull();
    await page.getByText('Since previous 7 days').first().waitFor();
    const days = (await seller.gql(INSIGHTS, { range: { from, to: today } })).insights;
    expect(await cardFigure(page, 'Orders in these days')).toBe(ordersText(days.orders.current));

    // A card opens the orders it counts: the list agrees with it.
    await page.getByRole('link', { name: 'Orders in these days', exact: true }).click();
    await page.waitForURL(/\/orders\?/);
    expect(new URL(page.url()).searchParams.get('from')).toBe(from);
    await page.getByText(listedTotal(days.orders.current)).waitFor();

    // Back on the dashboard, the URL still holds the days.
    await page.goBack();
    await page.getByRole('link', { name: 'Orders in these days', exact: true }).waitFor();
    await expect(page.getByLabel('Range').inputValue()).resolves.toBe('CUSTOM');
    await page.getByRole('button', { name: 'Change days' }).click();
    await expect(page.getByRole('textbox', { name: 'From' }).inputValue()).resolves.toBe(dmy(from));
    await context.close();
  });

  it('works on a phone: the figures wrap, nothing runs off the side, a tap shows a state and the next opens it', async () => {
    const context = await browser.newContext({
      baseURL: inject('bffUrl'),
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    context.setDefaultTimeout(30_000);
    const [name, value] = seller.cookie!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: inject('bffUrl') }]);
    const page = await context.newPage();
    await page.goto('/insights');
    await page.getByRole('link', { name: 'Orders this month', exact: true }).waitFor();
    await mapFills(page);
    await page.getByRole('heading', { name: 'Top Products' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const map = await page.getByRole('group', { name: 'Orders by state on the map of India' }).boundingBox();
    expect(map!.width).toBeLessThanOrEqual(390);
    expect(map!.width).toBeGreaterThan(250);
    await shot(page, 'insights-390');

    const { insights } = await seller.gql(INSIGHTS);
    const busiest = [...(insights.stateWise as StateRow[])].sort((a, b) => b.orders - a.orders)[0]!;
    const at = await pointInState(page, busiest.state);
    await page.touchscreen.tap(at.x, at.y);
    await page.getByRole('tooltip').getByText(ordersText(busiest.orders), { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/insights');
    await page.touchscreen.tap(at.x, at.y);
    await page.waitForURL((url) => url.searchParams.get('search') === `DELIVERY_STATE:${busiest.state}`);
    await page.getByText(listedTotal(busiest.orders)).waitFor();
    await context.close();
  });

  it('shows a warehouse operator the dashboard of the seller it chooses', async () => {
    // An operator of its own at the brand's warehouse.
    const operator = await attachedOperator(await signedIn('admin@demo.in'), ['WH-DEL-001']);
    const { page, context } = await signedInAt(browser, operator, '/insights', OPERATOR_PASSWORD);
    await page.getByText('Choose a seller to see the insights').waitFor();
    await page.getByLabel('Seller').selectOption({ label: name });
    await page.waitForURL((url) => url.searchParams.get('seller') !== null);
    const company = new URL(page.url()).searchParams.get('seller');
    const { insights } = await operator.gql(INSIGHTS, { company });
    await expect.poll(() => cardFigure(page, 'Orders this month')).toBe(ordersText(insights.orders.current));
    expect(new Map(await mapFills(page))).toEqual(new Map(expectedFills(insights.stateWise)));
    // Its orders list is of the same seller.
    await page.getByRole('link', { name: 'Orders this month', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/orders' && url.searchParams.get('seller') === company);
    await page.getByText(listedTotal(insights.orders.current)).waitFor();
    await context.close();
  });

  it('opens the settings area from Administration', async () => {
    const { page, context } = await openAs(browser, seller, '/orders');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Administration' }).click();
    await page.waitForURL('**/settings/profile');
    await page.getByRole('navigation', { name: 'Settings' }).waitFor();
    const administration = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Administration' });
    expect(await administration.getAttribute('aria-current')).toBe('page');
    await page.goto('/administration/wallet');
    await page.waitForURL('**/settings/wallet');
    await page.goto('/dashboard');
    await page.getByText('This area is being set up').waitFor();
    await context.close();
  });
});

describe('a new seller’s insights', () => {
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();
  let seller: Session;
  let warehouses: { okhla: string; bhiwandi: string };

  beforeAll(async () => {
    seller = await brandTakingAnySku(`Insights Web ${run}`, twoWarehouseSeller);
    await completeInvoicing(seller, { legalName: 'Insights Web Pvt Ltd' });
    const { viewer } = await seller.gql(
      `{ viewer { company { warehouses(first: 5) { edges { node { id warehouseId } } } } } }`,
    );
    const byCode = (code: string) =>
      viewer.company.warehouses.edges.find((e: { node: { warehouseId: string } }) => e.node.warehouseId === code).node
        .id as string;
    warehouses = { okhla: byCode('WH-DEL-001'), bhiwandi: byCode('WH-BOM-001') };
  });

  it('sees a friendly start without orders, then its figures, narrowed to a warehouse', async () => {
    const { page, context } = await openAs(browser, seller, '/insights');
    await page.getByText('No orders in the last 30 days yet').waitFor();
    await page.getByRole('link', { name: 'Create an order' }).waitFor();
    // Nothing to chart yet: no map, no sections.
    await expect(page.locator('svg [data-state]').count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'Courier Split' }).count()).resolves.toBe(0);
    await shot(page, 'insights-empty-1280');

    await placeOrder(seller, `INSW-${run}`, warehouses.okhla, KA, 1);
    await placeOrder(seller, `INSW-${run}`, warehouses.okhla, KA, 2);
    await placeOrder(seller, `INSW-${run}`, warehouses.bhiwandi, MH, 3);

    await page.reload();
    await page.getByRole('link', { name: 'Orders this month', exact: true }).waitFor();
    expect(await cardFigure(page, 'Orders this month')).toBe(ordersText(3));
    expect(await cardFigure(page, 'Revenue this month (INR)')).toBe(rupees.format(1200));
    let fills = new Map(await mapFills(page));
    expect([fills.get('Karnataka'), fills.get('Maharashtra'), fills.get('Delhi')]).toEqual([
      MAP_SHADES[9],
      MAP_SHADES[4],
      MAP_EMPTY,
    ]);

    await page.getByLabel('Warehouse', { exact: true }).selectOption(warehouses.okhla);
    await page.waitForURL((url) => url.searchParams.get('warehouse') === warehouses.okhla);
    await expect.poll(() => cardFigure(page, 'Orders this month')).toBe(ordersText(2));
    fills = new Map(await mapFills(page));
    expect([fills.get('Karnataka'), fills.get('Maharashtra')]).toEqual([MAP_SHADES[9], MAP_EMPTY]);

    // The card opens the orders of that warehouse, named in the filter bar and removable.
    await page.getByRole('link', { name: 'Orders this month', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/orders' && url.searchParams.get('warehouse') === warehouses.okhla,
    );
    await page.getByText(listedTotal(2)).waitFor();
    await page.getByText('Warehouse: Okhla Micro-WH (New Delhi)').waitFor();
    await page.getByRole('button', { name: 'Remove the warehouse filter' }).click();
    await page.getByText(listedTotal(3)).waitFor();
    expect(new URL(page.url()).searchParams.get('warehouse')).toBeNull();
    await context.close();
  });
});
