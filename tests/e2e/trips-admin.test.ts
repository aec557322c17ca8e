import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, formatPaise } from '@parcelo/common';
import { launchBrowser, shot, signedInAt } from '../support/browser.js';
import type { Session } from '../support/client.js';
import { deliveryCode, lightningWorld, signedInDriver, type LightningWorld } from '../support/lightning.js';

/*
 * The admin's Lightning Trips page: in a world of its own, a bike given two COD orders starts a
 * trip from its phone (over GraphQL) and reports where it is; the admin finds the trip in the
 * list by its cluster, sees an order delivered change the row live, opens the trip's stats,
 * orders and trail, filters by status and exports the CSV.
 */

const unique = () => Math.random().toString(36).slice(2, 8);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page fits the phone's width: wide tables scroll inside their own frame. */
async function fitsWidth(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

interface StartedTrip {
  /** The driver's own session, as its phone holds it. */
  driver: Session;
  driverName: string;
  trip: string;
  /** The orders the trip took out, in the order given. */
  orders: { id: string; awb: string }[];
}

/**
 * The world's first bike is given `count` of its orders by the admin, signs in on its phone
 * with the code texted to it, starts a trip with them and sends a few positions from Kalkaji
 * towards Lajpat Nagar.
 */
async function startTrip(world: LightningWorld, count = 2): Promise<StartedTrip> {
  const orders = world.orders.slice(0, count);
  const driverId = world.drivers[0]!;
  const assigned = await world.admin.gql(
    `mutation($i: DriverOrdersAssignInput!) { driverOrdersAssign(input: $i) { userErrors { message } } }`,
    { i: { driver: driverId, orders: orders.map((o) => o.id) } },
  );
  expect(assigned.driverOrdersAssign.userErrors).toEqual([]);
  const driver = await signedInDriver(world.driverPhones[0]!);

  const started = await driver.gql(
    `mutation($i: TripStartInput!) { tripStart(input: $i) { trip { id } userErrors { message } } }`,
    { i: { idempotencyKey: `e2e-${unique()}` } },
  );
  expect(started.tripStart.userErrors).toEqual([]);
  const trip = started.tripStart.trip.id as string;

  // Fixes taken on the trip, a few seconds apart (a phone sends what it took since the start).
  const at = (step: number) => new Date(Date.now() + step * 5_000).toISOString();
  const recorded = await driver.gql(
    `mutation($i: TripPositionsRecordInput!) { tripPositionsRecord(input: $i) { recorded userErrors { message } } }`,
    {
      i: {
        trip,
        positions: [
          { lat: 28.5494, lng: 77.2596, at: at(0), accuracy: 10 },
          { lat: 28.5562, lng: 77.2495, at: at(3), accuracy: 10 },
          { lat: 28.5672, lng: 77.2436, at: at(6), accuracy: 10 },
        ],
      },
    },
  );
  expect(recorded.tripPositionsRecord.userErrors).toEqual([]);
  return { driver, driverName: world.driverNames[0]!, trip, orders };
}

/** The driver hands `order` over with the buyer's code and collects its COD total (₹250). */
async function deliver(started: StartedTrip, order: { id: string; awb: string }) {
  const delivered = await started.driver.gql(
    `mutation($i: TripOrderDeliverInput!) { tripOrderDeliver(input: $i) { userErrors { message } } }`,
    {
      i: {
        trip: started.trip,
        order: order.id,
        otp: await deliveryCode(order.awb),
        codCollected: 25_000,
      },
    },
  );
  expect(delivered.tripOrderDeliver.userErrors).toEqual([]);
}

describe('Lightning trips in the browser', () => {
  it("lists a bike's trip live, opens its stats, orders and trail, filters by status and exports", async () => {
    const world = await lightningWorld({
      clusterName: 'C4',
      drivers: [{ name: `Trip Bike ${unique()}`, capacityOrders: 3 }],
      orderPincodes: ['110019', '110048'],
    });
    const started = await startTrip(world);
    const [first, second] = started.orders as [{ id: string; awb: string }, { id: string; awb: string }];

    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/lightning/clusters');
    const sidebar = page.getByRole('navigation', { name: 'Lightning' });
    await sidebar.getByRole('link', { name: 'Trips', exact: true }).click();
    await page.waitForURL('**/admin/lightning/trips');
    await page.getByRole('heading', { name: 'Trips' }).waitFor();

    // Narrowed to the world's cluster (kept in the URL): its one trip, in progress.
    await page.getByLabel('Cluster', { exact: true }).selectOption(world.cluster);
    await page.waitForURL((url) => url.searchParams.get('cluster') === world.cluster);
    const table = page.getByRole('table', { name: 'Trips' });
    const row = table.getByRole('row').filter({ hasText: started.driverName });
    await row.getByText('In progress').waitFor();
    await row.getByText('0/2').waitFor();
    await row.getByText(formatPaise(50_000)).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await row.getByRole('cell').last().innerText()).toMatch(/^\d+\.\d{2} km$/);
    await shot(page, 'trips-1280');

    // Delivered on the road: the row follows without a reload.
    await deliver(started, first);
    await row.getByText('1/2').waitFor();
    await row.getByText(formatPaise(25_000)).waitFor();

    // The trip's details open from its row, and follow the driver too.
    await row.click();
    await page.waitForURL((url) => url.searchParams.get('trip') === started.trip);
    const drawer = page.getByRole('dialog', { name: `Trip of ${started.driverName}` });
    const stats = drawer.getByRole('list', { name: 'Trip stats' });
    await stats.getByRole('listitem', { name: 'Total orders' }).getByText('2').waitFor();
    await stats.getByRole('listitem', { name: 'Delivered' }).getByText('1').waitFor();
    await stats.getByRole('listitem', { name: 'Amount Collected' }).getByText(formatPaise(25_000)).waitFor();
    await stats.getByRole('listitem', { name: 'Amount Expected' }).getByText(formatPaise(50_000)).waitFor();
    const orders = drawer.getByRole('table', { name: `Orders on ${started.driverName}'s trip` });
    await orders.getByRole('row').filter({ hasText: first.awb }).getByText('Delivered').waitFor();
    await orders.getByRole('row').filter({ hasText: second.awb }).getByText('Out For Delivery').waitFor();
    const map = drawer.getByRole('img', { name: `Trail of ${started.driverName}'s trip` });
    await expect.poll(() => map.locator('path[data-trail]').count()).toBe(1);
    await shot(page, 'trip-drawer-1280');
    await fitsWidth(page, 'trip-drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // No completed trip yet at this cluster.
    await page.getByLabel('Status', { exact: true }).selectOption('COMPLETED');
    await page.waitForURL((url) => url.searchParams.get('status') === 'COMPLETED');
    await table.getByText(MSG.nothingHere).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('IN_PROGRESS');
    await row.waitFor();

    // The CSV of the trips the filters match.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^trips.*\.csv$/);
    await fitsWidth(page, 'trips');
    await context.close();
  }, 120_000);
});
