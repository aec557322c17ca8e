import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openApp, signInThroughForm, signedInAt } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** GraphQL requests over HTTP while `load` runs: when each was sent and when its answer came. */
async function graphqlTraffic(page: Page, load: () => Promise<void>) {
  const sent: { operation: string; at: number }[] = [];
  const answered: number[] = [];
  const isGraphql = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/graphql';
  page.on('request', (request) => {
    if (!isGraphql(request.url(), request.method())) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    sent.push({ operation: body?.operationName ?? '?', at: performance.now() });
  });
  page.on('response', (response) => {
    if (isGraphql(response.url(), response.request().method())) answered.push(performance.now());
  });
  await load();
  return { sent, answered };
}

describe('what a page loads', () => {
  it('asks for everything /orders needs in one round trip on a full load', async () => {
    // The demo seller, read only: its seeded months of orders are the full list a real load brings.
    const { page, context } = await signedInAt(browser, 'seller@demo.in', '/orders');
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).waitFor();

    const { sent, answered } = await graphqlTraffic(page, async () => {
      await page.reload();
      await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).waitFor();
    });
    // The session guard, the shell and the page all go out before the first answer is back.
    expect(sent.map((s) => s.operation).sort()).toEqual(['OrdersPageQuery', 'SellerShellQuery', 'guardsSessionQuery']);
    expect(Math.max(...sent.map((s) => s.at))).toBeLessThan(Math.min(...answered));
    await context.close();
  });

  it('asks for everything the admin home needs in one round trip on a full load', async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/list?tab=Warehouses');
    const table = page.getByRole('table').first();
    await table.getByRole('row').nth(1).waitFor();

    const { sent, answered } = await graphqlTraffic(page, async () => {
      await page.reload();
      await table.getByRole('row').nth(1).waitFor();
    });
    expect(sent.map((s) => s.operation).sort()).toEqual([
      'AdminListPageQuery',
      'AdminShellQuery',
      'guardsSessionQuery',
    ]);
    expect(Math.max(...sent.map((s) => s.at))).toBeLessThan(Math.min(...answered));
    await context.close();
  });

  it('goes from Sign in to the orders list in two round trips: the sign-in, then the shell and the page', async () => {
    // The demo seller, read only, as above.
    const { page, context } = await openApp(browser);
    await page.goto('/signin');
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    const { sent, answered } = await graphqlTraffic(page, async () => {
      await signInThroughForm(page, 'seller@demo.in');
      await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).waitFor();
    });
    // The sign-in's answer is the session: nobody asks for it again on the way.
    const [signIn, ...pages] = sent;
    expect(signIn!.operation).toBe('useSignInMutation');
    expect(pages.map((p) => p.operation).sort()).toEqual(['OrdersPageQuery', 'SellerShellQuery']);
    expect(signIn!.at).toBeLessThan(answered[0]!);
    // Each page query goes out once the sign-in is answered and its route's code is in (which a
    // first visit downloads, so the two may leave a moment apart).
    for (const p of pages) expect(p.at).toBeGreaterThan(answered[0]!);
    expect(new URL(page.url()).pathname).toBe('/orders');
    await context.close();
  });

  it('serves the app pre-compressed, hashed files for a year and the page itself afresh', async () => {
    const { page, context } = await openApp(browser);
    const scripts: Promise<{ url: string; encoding: string | undefined; cache: string | undefined; bytes: number }>[] =
      [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = response.headers();
      scripts.push(
        response.body().then((body) => ({
          url: response.url(),
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
          bytes: body.length,
        })),
      );
    });
    const html = await page.goto('/signin');
    await page.getByRole('button', { name: /sign in/i }).waitFor();

    expect(html?.headers()['cache-control']).toBe('no-cache');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    for (const script of loaded) {
      // The few files too small to gain from compression are sent as they are.
      if (script.bytes > 1024) expect(script.encoding).toBe('br');
      expect(script.cache).toBe('public, max-age=31536000, immutable');
    }
    const largest = loaded.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const gzip = await fetch(largest.url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toMatch(/accept-encoding/i);
    // GraphiQL and its editor load only on /graphql.
    expect(loaded.filter((s) => /graphiql|monaco/i.test(s.url))).toEqual([]);
    await context.close();
  });

  it("opens GraphiQL for an admin with its own styles alone, the editor's with the editor, and runs a query", async () => {
    const { page, context } = await signedInAt(browser, 'admin@demo.in', '/admin/list');
    const styles: { url: string; bytes: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet')
        void response.body().then((body) => styles.push({ url: response.url(), bytes: body.length }));
    });
    const html = await (await page.goto('/graphql'))!.text();
    // What the page waits for before it paints: GraphiQL's own styles, not the editor's nor any font.
    const blocking = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    expect(blocking).toHaveLength(1);
    const editor = page.locator('.graphiql-query-editor .monaco-editor');
    await editor.waitFor();
    const first = styles.find((s) => s.url.endsWith(blocking[0]!));
    expect(first?.bytes).toBeLessThan(50_000);
    await page.getByRole('button', { name: /execute query/i }).click();
    await expect.poll(() => page.locator('.graphiql-response').innerText()).toMatch(/"userType":\s*"admin"/i);
    await context.close();
  });
});
