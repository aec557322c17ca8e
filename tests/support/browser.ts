import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface AppPage {
  context: BrowserContext;
  page: Page;
  base: string;
}

/** A fresh browser profile (no cookies) on the running app, in the Indian locale and time zone. */
export async function openApp(browser: Browser): Promise<AppPage> {
  const context = await browser.newContext({
    baseURL: inject('bffUrl'),
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 1280, height: 800 },
  });
  // Generous: a CI machine running the whole suite answers some pages far slower than a developer's.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  return { context, page, base: inject('bffUrl') };
}

/** Signs in through the real form. */
export async function signInThroughForm(page: Page, login: string, password = 'Demo@1234') {
  await page.getByLabel(/email or phone/i).fill(login);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** A fresh profile that asked for `path`, signed in as `login` and back at `path`. */
export async function signedInAt(browser: Browser, login: string, path: string): Promise<AppPage> {
  const app = await openApp(browser);
  await app.page.goto(path);
  await signInThroughForm(app.page, login);
  await app.page.waitForURL(`**${path}`);
  // The address changes as the next page starts loading; the sign-in form stays until it is ready.
  await app.page.getByRole('button', { name: /sign in/i }).waitFor({ state: 'detached' });
  return app;
}

/** With E2E_SHOTS set, a full-page screenshot of what the user sees there (to look at, not compare). */
export const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
    : Promise.resolve();
