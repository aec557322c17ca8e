import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@parcelo/common';
import { launchBrowser, openApp, signInThroughForm, signedInAt } from '../support/browser.js';
import {
  SELLER_PASSWORD,
  Session,
  latestOtp,
  oneWarehouseSeller,
  uniqueEmail,
  uniquePhone,
} from '../support/client.js';

let browser: Browser;
/** A seller of this file's own (Anjali Deshmukh of Nashik Grape Farms), set up and able to work. */
let seller: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await oneWarehouseSeller('Nashik Grape Farms');
});
afterAll(async () => {
  await browser?.close();
});

describe('auth in the browser', () => {
  it('signs up, verifies the OTP and lands on the orders route behind the warehouse gate', async () => {
    const { page, context } = await openApp(browser);
    const phone = uniquePhone();
    await page.goto('/signup');
    await page.getByLabel('Name', { exact: true }).fill('Ishaan Mehta');
    await page.getByLabel('Company name').fill('Mehta Organics');
    await page.getByLabel('Email').fill(uniqueEmail('ishaan'));
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('Password').fill('Organic123');
    await page.getByText('I need a warehouse').click();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/verify-otp?attempt=1');
    await page.getByText(`******${phone.slice(-4)}`).waitFor();
    await page.getByLabel('Verification code').fill(await latestOtp(phone));
    await page.getByRole('button', { name: /verify/i }).click();

    await page.waitForURL('**/orders');
    await page.getByText(MSG.warehouseGate).waitFor();
    await context.close();
  });

  it('sends a signed-out visitor to sign in and back to where they were going', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/settings/profile');
    await page.waitForURL(/\/signin\?next=%2Fsettings%2Fprofile$/);
    await signInThroughForm(page, seller.login!, SELLER_PASSWORD);
    await page.waitForURL('**/settings/profile');
    await page.getByText('Anjali Deshmukh').first().waitFor();
    await context.close();
  });

  it("shows a wrong password's message and stays signed out", async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await signInThroughForm(page, seller.login!, 'Wrong@1234');
    await page.getByText(MSG.wrongCredentials).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect((await context.cookies()).find((c) => c.name === 'session')).toBeUndefined();
    await context.close();
  });

  it('gives the phone messages before sending anything', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    let requests = 0;
    page.on('request', (r) => {
      // The app sends its operations by id and name, not by their text.
      if (r.url().endsWith('/graphql') && r.postData()?.includes('useSignInMutation')) requests += 1;
    });
    await signInThroughForm(page, '12345', 'whatever1');
    await page.getByText(MSG.phoneInvalid).waitFor();
    await page.getByLabel(/email or phone/i).fill('0123456789');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByText(MSG.phoneFirstDigit).waitFor();
    expect(requests).toBe(0);
    await context.close();
  });

  it('sends an unverified account to verify OTP after sign-in', async () => {
    const email = uniqueEmail('unverified');
    const created = await new Session().gql(
      `mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`,
      {
        i: {
          role: 'SELLER',
          name: 'Unverified Seller',
          companyName: 'Pending Co',
          email,
          phone: uniquePhone(),
          password: 'Pending123',
        },
      },
    );
    expect(created.signUp.userErrors).toEqual([]);
    const { page, context } = await openApp(browser);
    await page.goto('/orders');
    await signInThroughForm(page, email, 'Pending123');
    await page.waitForURL(/\/verify-otp\?attempt=1&next=%2Forders$/);
    await page.getByLabel('Verification code').waitFor();
    await context.close();
  });

  // The demo accounts themselves: each role's demo login lands on its own shell.
  it.each([
    ['seller@demo.in', '/orders', ['Orders', 'Catalog', 'Inventory', 'Insights', 'Administration']],
    ['warehouse@demo.in', '/orders', ['Orders', 'Catalog', 'Inventory', 'Insights', 'Administration']],
    ['admin@demo.in', '/admin/list', ['Home', 'Lightning', 'Brands', 'D2R', 'Billing']],
    // The demo sub-admin is Ops: the brands' money (Billing) is Finance's.
    ['subadmin@demo.in', '/admin/list', ['Home', 'Lightning', 'Brands', 'D2R']],
    // A cluster owner's admin app is Lightning alone, on its own clusters.
    ['owner@demo.in', '/admin/lightning/clusters', ['Lightning']],
  ])('lands %s on its shell', async (login, home, links) => {
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await signInThroughForm(page, login);
    await page.waitForURL(`**${home}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of links) await nav.getByRole('link', { name, exact: true }).waitFor();
    if (home.startsWith('/admin'))
      for (const name of ['Home', 'Brands', 'D2R', 'Billing'].filter((n) => !links.includes(n)))
        expect(await nav.getByRole('link', { name, exact: true }).count(), name).toBe(0);
    // Signed-in users are sent away from the sign-in page.
    await page.goto('/signin');
    await page.waitForURL(`**${home}`);
    await context.close();
  });

  it('signs out from the account menu, and the session is gone', async () => {
    const { page, context } = await signedInAt(browser, seller, '/orders');
    await page.getByRole('button', { name: 'Account menu for Anjali Deshmukh' }).click();
    // The menu names who is signed in before anything is chosen.
    await page.getByRole('menu').getByText(seller.login!).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/signin');
    expect((await context.cookies()).find((c) => c.name === 'session')).toBeUndefined();
    await page.goto('/orders');
    await page.waitForURL(/\/signin\?next=%2Forders$/);
    await context.close();
  });

  it("opens a phone's navigation menu from the keyboard and goes where it is told", async () => {
    const { page, context } = await signedInAt(browser, seller, '/orders');
    await page.setViewportSize({ width: 390, height: 844 });
    const open = page.getByRole('button', { name: 'Open navigation' });
    await open.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Inventory' }).click();
    await page.waitForURL('**/inventory');
    // Open again, and closed with Escape without going anywhere.
    await open.click();
    await page.getByRole('menuitem', { name: 'Insights' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Insights' }).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/inventory');
    await context.close();
  });

  it("names a taken email in a 'Signup Error' notification and creates nothing", async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/signup');
    await page.getByLabel('Name', { exact: true }).fill('Copy Cat');
    await page.getByLabel('Company name').fill('Copy Co');
    await page.getByLabel('Email').fill(seller.login!);
    await page.getByLabel('Phone').fill(uniquePhone());
    await page.getByLabel('Password').fill('Copycat123');
    await page.getByText('I have my own').click();
    await page.getByRole('button', { name: 'Create account' }).click();
    const toast = page.getByRole('status').filter({ hasText: MSG.signUpError });
    await toast.getByText(MSG.emailTaken).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect((await context.cookies()).find((c) => c.name === 'session')).toBeUndefined();
    await context.close();
  });

  it('resets a forgotten password with the code and signs in with the new one', async () => {
    const input = {
      role: 'SELLER',
      name: 'Forgetful Farhan',
      companyName: 'Farhan Foods',
      email: uniqueEmail('farhan'),
      phone: uniquePhone(),
      password: 'Before1234',
    };
    await new Session().gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
      i: input,
    });
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await page.getByRole('link', { name: /forgot/i }).click();
    // Sign-in has a field with the same label; the URL changes before the new page shows.
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email or phone').fill(input.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`we sent a code to ******${input.phone.slice(-4)}`).waitFor();
    await page.getByLabel('Code').fill(await latestOtp(input.phone, 'OTP_PASSWORD_RESET'));
    await page.getByLabel('New password').fill('After12345');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await signInThroughForm(page, input.email, 'After12345');
    await page.waitForURL(/\/verify-otp/);
    await context.close();
  });
});
