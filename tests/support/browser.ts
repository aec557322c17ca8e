import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';
import { MSG } from '@parcelo/common';
import { SELLER_PASSWORD, latestOtp, type Session } from './client.js';

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
  explainFailures(page);
  return { context, page, base: inject('bffUrl') };
}

const KEPT = 40;

/**
 * When the test fails, prints what the page showed and what it was waiting for: a failure on
 * a loaded CI machine is otherwise only a locator that timed out, and cannot be run again.
 */
function explainFailures(page: Page) {
  const started = new Map<Request, number>();
  const events: string[] = [];
  const keep = (line: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (events.length > KEPT) events.shift();
  };
  const label = (request: Request) => {
    const url = new URL(request.url());
    const operation = /"operationName":"(\w+)"|"id":"(\w+)"/.exec(request.postData()?.slice(0, 400) ?? '');
    return `${request.method()} ${url.pathname}${operation ? ` ${operation[1] ?? operation[2]}` : ''}`;
  };
  const elapsed = (request: Request) => Date.now() - (started.get(request) ?? Date.now());
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') started.set(request, Date.now());
  });
  // Counted as answered at its response: Chromium does not always report a PUT's upload as finished.
  page.on('response', (response) => {
    const request = response.request();
    if (!started.has(request)) return;
    keep(`${response.status()} ${label(request)} ${elapsed(request)} ms`);
    started.delete(request);
    // A refusal may show only in a toast, gone before the test gives up: its words are kept here.
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
      void response
        .text()
        .then((body) => {
          if (/"errors":\[|"userErrors":\[\{/.test(body)) keep(`  answered ${body.slice(0, 300)}`);
        })
        .catch(() => undefined);
  });
  page.on('requestfailed', (request) => {
    if (!started.has(request)) return;
    keep(`failed ${label(request)} ${elapsed(request)} ms: ${request.failure()?.errorText ?? ''}`);
    started.delete(request);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') keep(`console: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => keep(`page error: ${error.message.slice(0, 300)}`));
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '(unreadable)');
      const pending = [...started.keys()].map((r) => `${label(r)} waiting ${elapsed(r)} ms`);
      const report = [
        `Page at failure: ${page.url()}`,
        `Shown: ${text.replace(/\s+/g, ' ').slice(0, 1_500)}`,
        `Still waiting for: ${pending.join('; ') || 'nothing'}`,
        'Last requests and errors:',
        ...events,
      ].join('\n');
      // On the error too, so the run's summary of failures (all a CI log's tail may keep) shows it.
      const error = task.result?.errors?.[0];
      if (error) error.message = `${error.message}\n\n${report}`;
      else console.error(report);
    });
  } catch {
    // Opened outside a test (in a hook): nothing to report to.
  }
}

/** A fresh profile holding this session's cookie, as its browser would after signing in, at `path`. */
export async function openAs(browser: Browser, session: Session, path: string): Promise<AppPage> {
  const app = await openApp(browser);
  const [name, value] = session.cookie!.split('=') as [string, string];
  await app.context.addCookies([{ name, value, url: app.base }]);
  await app.page.goto(path);
  return app;
}

/** Signs in through the real form. */
export async function signInThroughForm(page: Page, login: string, password = 'Demo@1234') {
  await page.getByLabel(/email or phone/i).fill(login);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** A salesman or promoter signed in on the phone page (/field) with the code texted to `phone`, on a phone's screen. */
export async function signedInAtField(browser: Browser, phone: string): Promise<AppPage> {
  const app = await openApp(browser);
  const { page } = app;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/field');
  const signIn = page.getByRole('form', { name: 'Field sign in' });
  await signIn.getByLabel('Phone').fill(phone);
  await signIn.getByRole('button', { name: 'Send code' }).click();
  await signIn
    .getByRole('status')
    .getByText(/Enter the 6-digit code we sent to/)
    .waitFor();
  await signIn.getByLabel('Code').fill(await latestOtp(phone));
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  return app;
}

/**
 * A fresh profile that asked for `path`, signed in through the form and back at `path`: as a
 * demo account by its login (password Demo@1234 unless told), or as the user of an API session
 * a helper signed up (its `login`, password SELLER_PASSWORD unless told).
 */
export async function signedInAt(
  browser: Browser,
  who: string | Session,
  path: string,
  password?: string,
): Promise<AppPage> {
  const [login, secret] =
    typeof who === 'string' ? [who, password ?? 'Demo@1234'] : [who.login!, password ?? SELLER_PASSWORD];
  const app = await openApp(browser);
  await app.page.goto(path);
  await signInThroughForm(app.page, login, secret);
  await app.page.waitForURL(`**${path}`);
  // The address changes as the next page starts loading; the sign-in form stays until it is ready.
  await app.page.getByRole('button', { name: /sign in/i }).waitFor({ state: 'detached' });
  return app;
}

/**
 * A new seller signs up through the form and types in the code texted to its phone (read from
 * the NMS outbox, as support would); the app then goes on where it sends a verified seller.
 */
export async function signUpThroughForm(
  page: Page,
  who: {
    name: string;
    companyName: string;
    email: string;
    phone: string;
    password: string;
    stock: 'I need a warehouse' | 'I have my own';
  },
) {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(who.name);
  await page.getByLabel('Company name').fill(who.companyName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill(who.phone);
  await page.getByLabel('Password').fill(who.password);
  await page.getByText(who.stock).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/verify-otp?attempt=1');
  await page.getByText(`******${who.phone.slice(-4)}`).waitFor();
  await page.getByLabel('Verification code').fill(await latestOtp(who.phone));
  await page.getByRole('button', { name: /verify/i }).click();
}

/**
 * A prepaid order of one line placed through /orders/new, to Kiran Joshi in Pune, from the
 * seller's only warehouse; its order ID, which the list the form leads to is searched for.
 */
export async function placeManualOrder(
  page: Page,
  line: { title: string; sku: string; quantity: number; unitPrice: string; weightKg: string },
): Promise<string> {
  await page.goto('/orders/new');
  await page.getByRole('heading', { name: 'Create Order' }).waitFor();
  await page.getByLabel('First name').fill('Kiran');
  await page.getByLabel('Last name').fill('Joshi');
  await page.getByLabel('Email').fill('kiran.joshi@example.in');
  await page.getByLabel('Phone').fill('9822012345');
  await page.getByLabel('Address line 1').fill('7 FC Road');
  await page.getByLabel('Address line 2').fill('Shivajinagar');
  await page.getByLabel('Pincode').fill('411005');
  // City and state come from the pincode.
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Pune');
  await page.getByLabel('Title').fill(line.title);
  await page.getByLabel('SKU').fill(line.sku);
  await page.getByLabel('Quantity').fill(String(line.quantity));
  await page.getByLabel('Unit price (₹)').fill(line.unitPrice);
  await page.getByLabel('Weight (kg)').fill(line.weightKg);
  await page.getByRole('button', { name: 'Create order' }).click();
  await page.getByText(MSG.orderCreated).first().waitFor();
  await page.waitForURL(/\/orders\?search=ORDER_ID/);
  const shopOrderId = new URL(page.url()).searchParams.get('search')?.replace(/^ORDER_ID:/, '') ?? '';
  expect(shopOrderId).toMatch(/^MAN-[A-Z0-9]+$/);
  return shopOrderId;
}

/** With E2E_SHOTS set, a full-page screenshot of what the user sees there (to look at, not compare). */
export const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
    : Promise.resolve();
