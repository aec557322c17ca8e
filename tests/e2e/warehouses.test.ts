import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openApp, signInThroughForm, signedInAt, type AppPage } from '../support/browser.js';
import { Session, latestOtp, uniqueEmail, uniquePhone } from '../support/client.js';

const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
    : Promise.resolve();

const PASSWORD = 'NewSeller12345';
let browser: Browser;

/** A new verified seller with no warehouse yet, and the global id of its company. */
async function newSeller(companyName: string) {
  const phone = uniquePhone();
  const email = uniqueEmail('wh');
  const session = new Session();
  const res = await session.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: { role: 'SELLER', name: 'Meera Iyer', companyName, email, phone, password: PASSWORD },
  });
  expect(res.signUp.userErrors).toEqual([]);
  await session.gql(`mutation($i: OtpVerifyInput!) { otpVerify(input: $i) { userErrors { message } } }`, {
    i: { otp: await latestOtp(phone) },
  });
  const company = (await session.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
  return { email, phone, session, company };
}

async function signedInAs(email: string, path: string): Promise<AppPage> {
  const app = await openApp(browser);
  await app.page.goto(path);
  await signInThroughForm(app.page, email, PASSWORD);
  await app.page.waitForURL(`**${path}`);
  await app.page.getByRole('button', { name: /sign in/i }).waitFor({ state: 'detached' });
  return app;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('warehouses in the browser', () => {
  it('requests a Micro-WH, gets a warehouse attached, and keeps its RTO switch after a reload', async () => {
    const seller = await newSeller('Nilgiri Leaf Co');
    const { page, context } = await signedInAs(seller.email, '/settings/warehouses');
    await page.getByRole('heading', { name: 'Wherehouses' }).waitFor();
    await page.getByText(MSG.warehouseGate).waitFor();

    // The form says what is missing, in the product's words, before anything is sent.
    await page.getByRole('button', { name: 'Request a new Micro-WH' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a new Micro-WH' });
    await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe('Meera Iyer');
    await expect(dialog.getByLabel('Phone').inputValue()).resolves.toBe(seller.phone);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText(MSG.microWhStateRequired).waitFor();
    await dialog.getByText(MSG.microWhCityRequired).waitFor();
    await dialog.getByLabel('State').selectOption('Tamil Nadu');
    await dialog.getByLabel('City').fill('Coimbatore');
    await dialog.getByLabel('Expected orders per month').fill('900');
    await dialog.getByLabel('Estimated units').fill('4000');
    await shot(page, 'warehouses-request-1280');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(MSG.microWhRequested).first().waitFor();
    const requests = page.getByRole('region', { name: 'Micro-WH requests' });
    await requests.getByRole('article', { name: 'Micro-WH request for Coimbatore' }).getByText('Pending').waitFor();

    // An admin attaches a warehouse to the company on Brands > Warehouses.
    const admin = await signedInAt(browser, 'admin@demo.in', `/admin/brands/warehouses?company=${seller.company}`);
    const attach = admin.page.getByRole('region', { name: 'Attach warehouse' });
    await attach.getByLabel('Warehouse', { exact: true }).selectOption({ label: 'Whitefield Pseudo (Bangalore)' });
    await attach.getByLabel('Warehouse type').selectOption('MICRO');
    await attach.getByRole('button', { name: 'Attach' }).click();
    await attach.getByText(MSG.attachGstRequired).waitFor();
    await attach.getByLabel('GST number').fill('33AABCN1234F1Z3');
    await attach.getByRole('button', { name: 'Attach' }).click();
    await admin.page.getByText(MSG.warehouseAttached).first().waitFor();
    await admin.page.getByRole('article', { name: 'Whitefield Pseudo' }).waitFor();
    // The seller's request waits for the admin beside the cards.
    await admin.page.getByRole('article', { name: 'Micro-WH request for Coimbatore' }).getByText('Pending').waitFor();
    await shot(admin.page, 'brands-warehouses-1280');
    // Admin home's Warehouses tab lists the requests no admin has answered, across brands.
    await admin.page.goto('/admin/list?tab=Warehouses');
    await admin.page
      .getByRole('region', { name: 'Open Micro-WH requests' })
      .getByText('Nilgiri Leaf Co', { exact: false })
      .first()
      .waitFor();
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await shot(admin.page, 'brands-warehouses-390');
    await admin.context.close();

    await page.reload();
    const card = page.getByRole('article', { name: 'Whitefield Pseudo' });
    const rto = card.getByRole('checkbox', { name: 'Returns (RTO) to another warehouse' });
    await expect(rto.isChecked()).resolves.toBe(false);
    await card.getByText('Returns (RTO) to another warehouse').click();
    // It flips once the server has stored it, and stays after a reload.
    await expect.poll(() => rto.isChecked()).toBe(true);
    await shot(page, 'warehouses-cards-1280');
    await page.reload();
    await expect(
      page
        .getByRole('article', { name: 'Whitefield Pseudo' })
        .getByRole('checkbox', { name: 'Returns (RTO) to another warehouse' })
        .isChecked(),
    ).resolves.toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('article', { name: 'Whitefield Pseudo' }).waitFor();
    await shot(page, 'warehouses-cards-390');
    await context.close();
  });
});
