import { inject } from 'vitest';

/** The sandbox's Shopify controls: orders added, webhooks redelivered, the shop's state read back. */
export async function shopifyControl<T = any>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('sandboxUrl')}/_sandbox/shopify${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Shopify sends its redirects to the product's PUBLIC_URL; in tests that is the BFF on its free port. */
export const pointSandboxAtApp = () => shopifyControl('/app', { url: inject('bffUrl') });

/** The parameters of a redirect from a sandbox page's button: the form's fields sent to its action. */
async function pressButton(pageUrl: string, action: string): Promise<URLSearchParams> {
  const page = await fetch(pageUrl);
  if (!page.ok) throw new Error(`${pageUrl}: ${page.status}`);
  const html = await page.text();
  const form = /<form method="get" action="([^"]+)">(.*?)<\/form>/s.exec(html);
  if (!form || !form[1]!.endsWith(action)) throw new Error(`No ${action} button on ${pageUrl}: ${html.slice(0, 300)}`);
  const target = new URL(form[1]!.replace(/&amp;/g, '&'));
  for (const m of form[2]!.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    target.searchParams.set(
      m[1]!,
      m[2]!
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
    );
  const res = await fetch(target, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`${target}: ${res.status} ${await res.text()}`);
  return new URL(location).searchParams;
}

/** Shopify's install page, Install pressed: what it sends to /shopify-redirect?redirect-type=installation. */
export async function installOnSandbox(installUrl: string) {
  const q = await pressButton(installUrl, '/admin/oauth/install/confirm');
  return {
    redirectType: q.get('redirect-type'),
    input: {
      shop: q.get('shop')!,
      hmac: q.get('hmac')!,
      host: q.get('host')!,
      state: q.get('state')!,
      timestamp: q.get('timestamp')!,
    },
  };
}

/** Shopify's authorisation page, Install app pressed: what it sends to /shopify-redirect?redirect-type=permission. */
export async function authorizeOnSandbox(authorizationUrl: string) {
  const q = await pressButton(authorizationUrl, '/admin/oauth/authorize/approve');
  return {
    redirectType: q.get('redirect-type'),
    input: {
      authorizationCode: q.get('code')!,
      shop: q.get('shop')!,
      hmac: q.get('hmac')!,
      host: q.get('host')!,
      state: q.get('state')!,
      timestamp: q.get('timestamp')!,
    },
  };
}
