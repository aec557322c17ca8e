import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG, maskPhone } from '@parcelo/common';
import { readFile } from 'node:fs/promises';
import { launchBrowser, openApp, shot, signedInAt, signInThroughForm } from '../support/browser.js';
import { signedIn, signUpSeller, uniqueEmail, uniquePhone } from '../support/client.js';

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

  it("a sub-admin's home never asks for what a sub-admin may not see", async () => {
    // A sub-admin of this test's own, so no other file's changes to the demo one matter.
    const admin = await signedIn('admin@demo.in');
    const email = uniqueEmail('subadmin');
    const created = (
      await admin.gql(
        `mutation($i: SubAdminCreateInput!) { subAdminCreate(input: $i) { userErrors { field message } } }`,
        { i: { name: 'Ishaan Kapoor', phone: uniquePhone(), email, password: 'Ishaan12345', role: 'OPS' } },
      )
    ).subAdminCreate;
    expect(created.userErrors).toEqual([]);

    const { page, context } = await openApp(browser);
    const refused: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/graphql')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('"FORBIDDEN"')) refused.push(body);
    });
    await page.goto('/signin');
    await signInThroughForm(page, email, 'Ishaan12345');
    await page.waitForURL('**/admin/list');
    await page.getByRole('table', { name: 'Companies' }).getByRole('row').nth(1).waitFor();
    // A link to the Users tab (an admin's bookmark, say) lands on Companies, asking nothing of sub-admins either.
    await page.goto('/admin/list?tab=Users');
    await page.waitForURL('**/admin/list?tab=Companies');
    await page.getByRole('table', { name: 'Companies' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Warehouses' }).click();
    await page.getByRole('table', { name: 'Warehouses' }).waitFor();
    await page.goto('/admin/list');
    await page.getByRole('table', { name: 'Companies' }).getByRole('row').nth(1).waitFor();
    await shot(page, 'admin-sub-admin-home');
    expect(refused).toEqual([]);
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

  it('keeps search, sort and page of the admin lists in the URL, sorts by a column and exports every matching row', async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/list');
    const table = page.getByRole('table', { name: 'Companies' });
    await table.getByRole('row').nth(1).waitFor();
    const total = Number(
      (await page.getByText(/^1-\d+ of [\d,]+ items?$/).textContent())!
        .split(' of ')[1]!
        .split(' ')[0]!
        .replace(/,/g, ''),
    );

    // Sorted by name, ascending then descending, by the server; the URL says so.
    const byName = page.getByRole('button', { name: 'Sort by Name' });
    await byName.click();
    await page.waitForURL(/sort=NAME&order=ASC/);
    const header = table.getByRole('columnheader', { name: /Name/ });
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    const names = async () => {
      await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
      return table.locator('tbody tr td:first-child').allTextContents();
    };
    // The header turns before the rows arrive: wait for rows in the order asked for, as long as a
    // busy server takes to send them (a poll gives up after one second unless told).
    // Only names that begin with a Latin letter are compared: the fuzz tests' companies have names of
    // emoji and private-use characters, which the database's collation and the browser's order differently.
    const firstToLast = async () => {
      const shown = (await names()).filter((n) => /^[A-Za-z]/.test(n));
      return shown.length > 1 ? Math.sign(shown[0]!.localeCompare(shown.at(-1)!, 'en', { sensitivity: 'base' })) : NaN;
    };
    await expect.poll(firstToLast, { timeout: 15_000 }).toBeLessThanOrEqual(0);
    await byName.click();
    await page.waitForURL(/sort=NAME&order=DESC/);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(firstToLast, { timeout: 15_000 }).toBeGreaterThanOrEqual(0);
    const descending = await names();

    // The export has every company, in the list's order, not just the page on screen.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^companies-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await file.path())!, 'utf8')).trim().split('\n');
    expect(csv[0]).toBe('Name,Code,Owner,Owner email,Owner phone,Invoicing complete,Created');
    // Counted before: companies signed up meanwhile can only add rows.
    expect(csv.length).toBeGreaterThanOrEqual(total + 1);
    expect(csv[1]!.startsWith(descending[0]!.includes(',') ? `"${descending[0]}` : descending[0]!)).toBe(true);

    // The search is in the URL too: a reload shows the same list, sorted the same way.
    await page.getByLabel('Search companies').fill('Bombay');
    await page.waitForURL(/search=Bombay/);
    await page.reload();
    await table.getByText('Bombay Threads').waitFor();
    expect(await page.getByLabel('Search companies').inputValue()).toBe('Bombay');
    expect(await header.getAttribute('aria-sort')).toBe('descending');

    // The warehouses and sub-admins lists keep theirs the same way.
    await page.goto('/admin/list?tab=Warehouses&search=Okhla&sort=CODE&order=ASC');
    const warehouses = page.getByRole('table', { name: 'Warehouses' });
    await warehouses.getByText('Okhla Micro-WH').waitFor();
    expect(await page.getByLabel('Search warehouses').inputValue()).toBe('Okhla');
    expect(await warehouses.getByRole('columnheader', { name: /Code/ }).getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Sub Admin' }).click();
    await page.getByLabel('Search users').fill('subadmin@demo.in');
    await page.waitForURL(/tab=Users.*search=subadmin%40demo\.in/);
    await page.getByRole('table', { name: 'Sub Admins' }).getByText('subadmin@demo.in').waitFor();
    await context.close();
  });

  it("asks before deleting a product's WSIN mapping, and going back keeps it", async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/brands/products');
    await page.getByRole('combobox', { name: 'Search company' }).fill('Chai');
    await page.getByRole('option', { name: 'Chai Point Naturals (PC0001)' }).click();
    await page.getByRole('heading', { name: 'Products · Chai Point Naturals' }).waitFor();
    // Found by its SKU: earlier runs' products may fill the first page.
    await page.getByRole('main').getByRole('searchbox', { name: 'Search products' }).fill('CHAI-KHW-100');
    await page.getByRole('main').getByRole('cell', { name: 'CHAI-KHW-100' }).first().click();
    const mapping = page.getByRole('dialog').getByRole('form', { name: /WSIN mapping of/ });
    const wsin = await mapping.getByLabel('WSIN 1').inputValue();
    expect(wsin).not.toBe('');
    await mapping.getByRole('button', { name: 'Delete mapping' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/^Delete the WSIN mapping of /).waitFor();
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await mapping.getByLabel('WSIN 1').inputValue()).toBe(wsin);
    expect(await page.getByText(MSG.wsinMapDeleted).count()).toBe(0);
    await context.close();
  });
});
