import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MSG, formatPaise, paiseToRupeesText } from '@parcelo/common';
import { launchBrowser, openApp, shot } from '../support/browser.js';
import { latestOtp } from '../support/client.js';
import { deliveryCode, lightningWorld } from '../support/lightning.js';

/*
 * The Lightning driver's phone page: in a world of its own, a bike given three COD orders by the
 * admin signs in at /driver with the code texted to it, sees its route, starts a trip, delivers
 * the first stop with the buyer's code (a wrong one refused first) and a photo, marks the
 * second undelivered with why, and ends the trip: the third comes back not attempted and the
 * driver is idle. The admins' trips then have it, with the photo kept.
 */

const unique = () => Math.random().toString(36).slice(2, 8);

/** ₹250 COD: what each of the world's orders collects. */
const COD = 25_000;

/** A 1×1 PNG, as the phone's camera would hand over a (much larger) picture. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const ASSIGN = `mutation($i: DriverOrdersAssignInput!) { driverOrdersAssign(input: $i) { userErrors { message } } }`;
const TRIPS = `query($d: ID) { trips(first: 5, driver: $d) { edges { node { status
  stats { delivered undelivered unattempted amountCollected } orders { awb hasProof } } } } }`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page fits the phone's width: nothing scrolls sideways. */
async function fitsPhone(page: Page, name: string) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
}

/** The stop of `awb` on the Stops list. */
const stopCard = (page: Page, awb: string): Locator =>
  page
    .getByRole('list', { name: 'Stops' })
    .getByRole('listitem')
    .filter({ hasText: `AWB ${awb}` });

describe("The driver's phone page", () => {
  it('signs in with the texted code, starts a trip, delivers, marks undelivered and ends it', async () => {
    const world = await lightningWorld({
      clusterName: 'C5',
      drivers: [{ name: `Phone Bike ${unique()}`, capacityOrders: 3 }],
      orderPincodes: ['110019', '110048', '110019'],
    });
    const driverId = world.drivers[0]!;
    const driverName = world.driverNames[0]!;
    const phone = world.driverPhones[0]!;
    const assigned = await world.admin.gql(ASSIGN, { i: { driver: driverId, orders: world.orders.map((o) => o.id) } });
    expect(assigned.driverOrdersAssign.userErrors).toEqual([]);

    // A phone, not signed in, where the driver is: Kalkaji.
    const { page, context } = await openApp(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 28.5494, longitude: 77.2596, accuracy: 10 });

    // Signs in with its phone and the code texted to it.
    await page.goto('/driver');
    const signIn = page.getByRole('form', { name: 'Driver sign in' });
    await signIn.getByLabel('Phone').fill(phone);
    await shot(page, 'driver-sign-in-390');
    await signIn.getByRole('button', { name: 'Send code' }).click();
    await signIn
      .getByRole('status')
      .getByText(/Enter the 6-digit code we sent to/)
      .waitFor();
    await signIn.getByLabel('Code').fill(await latestOtp(phone));
    await signIn.getByRole('button', { name: 'Sign in' }).click();

    // Its name, and its three stops in driving order, each with the cash to collect.
    await page.getByRole('heading', { name: driverName }).waitFor();
    await signIn.waitFor({ state: 'detached' });
    await page.getByText('Orders Assigned', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Your route · 3 stops' }).waitFor();
    const stops = page.getByRole('list', { name: 'Stops' }).getByRole('listitem');
    await expect.poll(() => stops.count()).toBe(3);
    for (const { awb } of world.orders)
      await stopCard(page, awb)
        .getByText(`Collect ${formatPaise(COD)}`)
        .waitFor();
    // The stops as the route orders them: the first is delivered, the second undelivered.
    const awbs = (await stops.allInnerTexts()).map((text) => /AWB (\S+)/.exec(text)?.[1]);
    expect([...awbs].sort()).toEqual(world.orders.map((o) => o.awb).sort());
    const [first, second, third] = awbs as [string, string, string];
    await fitsPhone(page, 'driver-route');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'driver-route-1280');
    await page.setViewportSize({ width: 390, height: 844 });

    // Start trip: in progress, every stop still to go.
    await page.getByRole('button', { name: 'Start trip' }).click();
    await page.getByText('Trip started with 3 orders').first().waitFor();
    await page.getByRole('heading', { name: 'Your trip · 3 stops to go' }).waitFor();
    await page.getByText('In progress', { exact: true }).waitFor();
    await page.getByText('In Journey', { exact: true }).waitFor();
    await stopCard(page, first).getByRole('button', { name: 'Deliver', exact: true }).waitFor();
    await fitsPhone(page, 'driver-trip');

    // Deliver the first: the buyer's code, the cash prefilled with what there is to collect.
    await stopCard(page, first).getByRole('button', { name: 'Deliver', exact: true }).click();
    const deliver = page.getByRole('dialog', { name: `Deliver ${first}` });
    expect(await deliver.getByLabel('Cash collected (₹)').inputValue()).toBe(paiseToRupeesText(COD));
    await deliver.getByText(`To collect: ${formatPaise(COD)}`).waitFor();
    const code = await deliveryCode(first);
    // One in ten thousand: the test's wrong code is the real one.
    if (code !== '0000') {
      await deliver.getByLabel("Buyer's code").fill('0000');
      await deliver.getByRole('button', { name: 'Delivered', exact: true }).click();
      await deliver.getByText(MSG.deliveryCodeWrong, { exact: true }).waitFor();
      await shot(page, 'driver-deliver-wrong-code-390');
    }
    await deliver.getByLabel("Buyer's code").fill(code);
    await deliver.locator('input[type=file]').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PHOTO });
    await deliver.getByRole('img', { name: 'Delivery photo' }).waitFor();
    await deliver.getByRole('button', { name: 'Retake photo' }).waitFor();
    await shot(page, 'driver-deliver-390');
    await deliver.getByRole('button', { name: 'Delivered', exact: true }).click();
    await deliver.waitFor({ state: 'detached' });
    await stopCard(page, first).getByText('Delivered', { exact: true }).waitFor();
    await stopCard(page, first)
      .getByText(`Collected ${formatPaise(COD)}`)
      .waitFor();
    await page.getByRole('heading', { name: 'Your trip · 2 stops to go' }).waitFor();
    const stats = page.getByRole('list', { name: 'Trip stats' });
    await stats.getByRole('listitem', { name: 'Amount Collected' }).getByText(formatPaise(COD)).waitFor();

    // The second undelivered, with why.
    await stopCard(page, second).getByRole('button', { name: 'Undelivered', exact: true }).click();
    const undeliver = page.getByRole('dialog', { name: `Undelivered ${second}` });
    await undeliver.getByLabel('Reason').selectOption({ label: 'No Response from Customer' });
    await shot(page, 'driver-undeliver-390');
    await undeliver.getByRole('button', { name: 'Mark undelivered' }).click();
    await undeliver.waitFor({ state: 'detached' });
    await stopCard(page, second).getByText('Undelivered · No Response from Customer').waitFor();
    await page.getByRole('heading', { name: 'Your trip · 1 stop to go' }).waitFor();
    await stopCard(page, third).getByRole('button', { name: 'Deliver', exact: true }).waitFor();
    await fitsPhone(page, 'driver-trip-closed-stops');

    // End trip, asked once more: the third comes back not attempted; the driver is idle.
    await page.getByRole('button', { name: 'End trip' }).click();
    const end = page.getByRole('alertdialog', { name: 'End trip?' });
    await end
      .getByText('1 order still out for delivery will be marked not attempted and go back to the cluster.')
      .waitFor();
    await shot(page, 'driver-end-trip-390');
    await end.getByRole('button', { name: 'Yes, end trip' }).click();
    await end.waitFor({ state: 'detached' });
    await page.getByText(MSG.tripEnded).first().waitFor();
    await page.getByText(MSG.tripNoOrders).waitFor();
    await page.getByText('Idle', { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Stops' }).count()).toBe(0);
    await fitsPhone(page, 'driver-idle');
    await context.close();

    // The admins' trips have it: completed, 1/1/1, ₹250 collected, the photo kept.
    const trips = (await world.admin.gql(TRIPS, { d: driverId })).trips.edges;
    expect(trips).toHaveLength(1);
    const trip = trips[0].node;
    expect(trip).toMatchObject({
      status: 'COMPLETED',
      stats: { delivered: 1, undelivered: 1, unattempted: 1, amountCollected: COD },
    });
    const proofs = Object.fromEntries(
      trip.orders.map((o: { awb: string; hasProof: boolean }) => [o.awb, o.hasProof] as const),
    );
    expect(proofs).toEqual({ [first]: true, [second]: false, [third]: false });
  }, 120_000);
});
