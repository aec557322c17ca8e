import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG, maskPhone } from '@parcelo/common';
import { launchBrowser, openApp, signInThroughForm } from '../support/browser.js';
import { signUpSeller, uniqueEmail, uniquePhone } from '../support/client.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('admin app in the browser', () => {
  it('creates a sub-admin and finds it under Users', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await signInThroughForm(page, 'admin@demo.in');
    await page.waitForURL('**/admin/list');
    // The newest companies come first; on a long-lived database the demo ones may be on a later page.
    await page.getByRole('table', { name: 'Companies' }).getByRole('row').nth(1).waitFor();
    await page.getByText(/^1-\d+ of [\d,]+ items$/).waitFor();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Sub Admin' }).click();
    await page.waitForURL('**/admin/list?tab=Users');
    await page.getByRole('link', { name: /create sub admin/i }).click();
    await page.waitForURL('**/admin/list?tab=CreateUser');

    const email = uniqueEmail('kavya');
    await page.getByLabel('Name', { exact: true }).fill('Kavya Reddy');
    await page.getByLabel('Phone').fill(uniquePhone());
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Kavya12345');
    await page.getByLabel('Role').selectOption({ label: 'Finance' });
    await page.getByRole('button', { name: /create/i }).click();

    await page.waitForURL('**/admin/list?tab=Users');
    await page.getByText(MSG.subAdminCreated).waitFor();
    await page.getByLabel('Search users').fill(email);
    // Earlier runs against the same database have their own Kavya Reddy; this one's email is unique.
    await page.getByText('1-1 of 1 item').waitFor();
    const row = page
      .getByRole('table', { name: 'Sub Admins' })
      .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Kavya Reddy');
    expect(await row.textContent()).toContain('Finance');
    await context.close();
  });

  it('shows a sub-admin no Sub Admin menu and keeps them off the Users tab', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await signInThroughForm(page, 'subadmin@demo.in');
    await page.waitForURL('**/admin/list');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await menu.getByRole('link', { name: 'Companies' }).waitFor();
    await menu.getByRole('link', { name: 'Warehouses' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Sub Admin' }).count()).toBe(0);

    await page.goto('/admin/list?tab=Users');
    await page.getByRole('table', { name: 'Companies' }).waitFor();
    expect(await page.getByRole('table', { name: 'Sub Admins' }).count()).toBe(0);
    await context.close();
  });

  it('pages and searches the companies table', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await signInThroughForm(page, 'admin@demo.in');
    await page.waitForURL('**/admin/list');
    await page.getByText(/^1-\d+ of [\d,]+ items$/).waitFor();
    await page.getByLabel('Search companies').fill('zzz-no-such-company');
    await page.getByText(MSG.nothingHere).waitFor();
    await page.getByLabel('Search companies').fill('Bombay');
    await page.getByRole('table', { name: 'Companies' }).getByText('Bombay Threads').waitFor();
    await context.close();
  });

  it("lists the notification outbox with a new seller's sign-up code, the number masked", async () => {
    const phone = uniquePhone();
    const otp = await signUpSeller(phone);

    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await signInThroughForm(page, 'admin@demo.in');
    await page.waitForURL('**/admin/list');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL('**/admin/notifications');
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    const row = page
      .getByRole('table', { name: 'Notifications' })
      .getByRole('row', { name: new RegExp(`${otp} is your Parcelo verification code`) });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(maskPhone(phone));
    expect(text).toContain('SMS');
    expect(text).not.toContain(phone);
    await context.close();
  });
});
