import { describe, expect, it } from 'vitest';
import { config } from '@parcelo/common/config';
import { verifyShopifyQuery } from '@parcelo/common/shopify';
import type { SandboxReply, SandboxRequest } from './index.js';
import { shopifyPartner } from './shopify.js';

const SANDBOX = 'http://127.0.0.1:4100';

function request(
  host: string,
  path: string,
  init: { method?: string; query?: string; headers?: Record<string, string>; body?: unknown } = {},
): SandboxRequest {
  return {
    method: init.method ?? 'GET',
    host,
    path,
    query: new URLSearchParams(init.query ?? ''),
    headers: { 'content-type': 'application/json', ...init.headers },
    body: Buffer.from(init.body === undefined ? '' : JSON.stringify(init.body)),
    sandboxUrl: SANDBOX,
  };
}

const handle = async (r: SandboxRequest) => (await shopifyPartner.handle(r)) as SandboxReply & { body: any };
const control = async (r: SandboxRequest) => (await shopifyPartner.control!(r)) as SandboxReply & { body: any };
const paramsOf = (location: string) => Object.fromEntries(new URL(location).searchParams);

describe('the sandbox Shopify', () => {
  const app = config().shopifyApp;

  it('serves myshopify.com stores only', () => {
    expect(shopifyPartner.serves('a-b.myshopify.com')).toBe(true);
    expect(shopifyPartner.serves('myshopify.com')).toBe(false);
    expect(shopifyPartner.serves('a.myshopify.com.evil.in')).toBe(false);
  });

  it('signs its install and authorisation redirects, and exchanges each code once', async () => {
    const shop = 'unit-oauth.myshopify.com';
    const installed = await handle(
      request(shop, '/admin/oauth/install/confirm', { query: `client_id=${app.apiKey}&state=s1` }),
    );
    expect(installed.status).toBe(302);
    const install = paramsOf(installed.headers!.location!);
    expect(install).toMatchObject({ 'redirect-type': 'installation', shop, state: 's1' });
    const { 'redirect-type': _type, ...signed } = install;
    expect(verifyShopifyQuery(signed, app.apiSecret)).toBe(true);

    const redirectUri = `${config().publicUrl}/shopify-redirect?redirect-type=permission`;
    const approved = await handle(
      request(shop, '/admin/oauth/authorize/approve', {
        query: new URLSearchParams({
          client_id: app.apiKey,
          scope: 'read_orders',
          redirect_uri: redirectUri,
          state: 's1',
        }).toString(),
      }),
    );
    const { 'redirect-type': _t, ...permission } = paramsOf(approved.headers!.location!);
    expect(verifyShopifyQuery(permission, app.apiSecret)).toBe(true);

    const exchange = () =>
      handle(
        request(shop, '/admin/oauth/access_token', {
          method: 'POST',
          body: { client_id: app.apiKey, client_secret: app.apiSecret, code: permission.code },
        }),
      );
    const first = await exchange();
    expect(first.body).toEqual({ access_token: expect.stringMatching(/^shpat_/), scope: 'read_orders' });
    expect((await exchange()).status).toBe(400);

    const wrongSecret = await handle(
      request(shop, '/admin/oauth/access_token', {
        method: 'POST',
        body: { client_id: app.apiKey, client_secret: 'nope', code: permission.code },
      }),
    );
    expect(wrongSecret.body.error).toBe('invalid_client');
  });

  it('pages orders by since_id and Link page_info, and refuses a wrong token', async () => {
    const shop = 'chai-point-naturals.myshopify.com';
    const token = 'shpat_demo_chai_point_naturals';
    const orders = (query: string, t = token) =>
      handle(request(shop, '/admin/api/2024-10/orders.json', { query, headers: { 'x-shopify-access-token': t } }));
    expect((await orders('limit=5', 'wrong')).status).toBe(401);
    const first = await orders('limit=2');
    expect(first.body.orders.map((o: { name: string }) => o.name)).toEqual(['#CHA1001', '#CHA1002']);
    const next = new URL(/<([^>]+)>; rel="next"/.exec(first.headers!.link!)![1]!);
    expect(next.origin).toBe(`https://${shop}`);
    const second = await orders(next.search.slice(1));
    expect(second.body.orders.map((o: { name: string }) => o.name)).toEqual(['#CHA1003']);
    expect(second.headers?.link).toBeUndefined();
    const since = await orders(`since_id=${first.body.orders[1].id}`);
    expect(since.body.orders).toHaveLength(1);
  });

  it('registers a topic at an address once', async () => {
    const shop = 'bombay-threads.myshopify.com';
    const register = (topic: string, address: string) =>
      handle(
        request(shop, '/admin/api/2024-10/webhooks.json', {
          method: 'POST',
          headers: { 'x-shopify-access-token': 'shpat_demo_bombay_threads' },
          body: { webhook: { topic, address } },
        }),
      );
    expect((await register('orders/create', 'https://example.in/hook')).status).toBe(201);
    expect((await register('orders/create', 'https://example.in/hook')).status).toBe(422);
    expect((await register('products/create', 'https://example.in/hook')).status).toBe(422);
    const state = await control(request('shopify', `/shops/${shop}`));
    expect(state.body.webhooks.map((w: { topic: string }) => w.topic)).toEqual([
      'orders/create',
      'orders/updated',
      'app/uninstalled',
      'orders/create',
    ]);
  });
});
