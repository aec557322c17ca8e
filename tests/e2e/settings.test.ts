import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG, fill } from '@parcelo/common';
import { launchBrowser, openApp, signInThroughForm } from '../support/browser.js';
import { Session, latestOtp, uniqueEmail, uniquePhone } from '../support/client.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A verified seller of its own, so editing it disturbs no other test. */
async function freshSeller() {
  const s = new Session();
  const input = {
    role: 'SELLER',
    name: 'Tara Singh',
    companyName: 'Tara Textiles',
    email: uniqueEmail('tara'),
    phone: uniquePhone(),
    password: 'Tara12345',
    warehouseRequirement: 'OWN',
  };
  await s.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, { i: input });
  await s.gql(`mutation($o: String!) { otpVerify(input: { otp: $o }) { userErrors { message } } }`, {
    o: await latestOtp(input.phone),
  });
  return input;
}

describe('settings in the browser', () => {
  it('changes the phone with a code sent to the new number, staying signed in', async () => {
    const seller = await freshSeller();
    const { page, context } = await openApp(browser);
    await page.goto('/settings/profile');
    await signInThroughForm(page, seller.email, seller.password);
    await page.waitForURL('**/settings/profile');

    const phone = uniquePhone();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Phone', { exact: true }).fill(phone);
    await page.getByRole('button', { name: /save/i }).click();
    const sent = fill(MSG.contactCodeSent, { sentTo: `******${phone.slice(-4)}`, contact: 'phone number' });
    await page.getByText(sent).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/profile');

    const confirm = page.getByRole('form', { name: 'Confirm your new phone number' });
    await confirm.getByLabel('Verification code').fill(await latestOtp(phone));
    await confirm.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(fill(MSG.contactChanged, { contact: 'phone number' })).waitFor();
    await page.getByText(phone, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/profile');
    await context.close();
  });

  it('edits the profile, changes the password and signs out', async () => {
    const seller = await freshSeller();
    const { page, context } = await openApp(browser);
    await page.goto('/settings/profile');
    await signInThroughForm(page, seller.email, seller.password);
    await page.waitForURL('**/settings/profile');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Tara K. Singh');
    await page.getByRole('button', { name: /save/i }).click();
    await page.getByText(MSG.profileUpdated).waitFor();
    await page.getByText('Tara K. Singh').first().waitFor();

    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current password').fill(seller.password);
    await page.getByLabel('New password', { exact: true }).fill('Tara67890');
    const confirm = page.getByLabel(/confirm/i);
    if (await confirm.count()) await confirm.fill('Tara67890');
    await page
      .getByRole('button', { name: /change password|save|update/i })
      .last()
      .click();
    await page.getByText(MSG.passwordChanged).waitFor();

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    await page.waitForURL('**/signin');
    expect((await context.cookies()).find((c) => c.name === 'session')).toBeUndefined();

    await signInThroughForm(page, seller.email, 'Tara67890');
    await page.waitForURL('**/orders');
    await context.close();
  });
});
