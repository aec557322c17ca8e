import { randomBytes, randomUUID } from 'node:crypto';
import { config } from '@parcelo/common/config';
import { SHOPIFY_WEBHOOK_PATH, signShopifyBody, signShopifyQuery } from '@parcelo/common/shopify';
import { DEMO_SHOPIFY_STORES, stockedDemoProducts } from '../demo.js';
import type { SandboxPartner, SandboxReply, SandboxRequest } from './index.js';

/*
 * Shopify as the product meets it: a store's OAuth install and authorisation pages (which a
 * browser visits), the token exchange, the Admin API's shop, orders and webhook registrations, and
 * order webhooks signed with the app's secret. Any {store}.myshopify.com exists, empty, on
 * first use; the demo sellers' stores start with their tokens, a few orders and webhooks to
 * the product's public address.
 */

const SHOP = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.myshopify\.com$/;
/** Topics an app subscribes to through the Admin API. */
const TOPICS = ['orders/create', 'orders/updated', 'app/uninstalled'] as const;
/** Privacy topics every public app must answer, sent to the address in the app's settings. */
type ComplianceTopic = 'customers/data_request' | 'customers/redact' | 'shop/redact';
type Topic = (typeof TOPICS)[number] | ComplianceTopic;
const API_PATH = /^\/admin\/api\/[\d-]+\/(orders|webhooks|shop)\.json$/;

type ShopifyOrder = Record<string, unknown> & { id: number; name: string };

interface Delivery {
  webhookId: string;
  eventId: string;
  topic: Topic;
  address: string;
  body: string;
  /** The receiver's status, or 0 when it could not be reached. */
  status: number;
}

interface Shop {
  domain: string;
  orders: ShopifyOrder[];
  tokens: Set<string>;
  webhooks: { id: number; topic: (typeof TOPICS)[number]; address: string }[];
  deliveries: Delivery[];
}

const shops = new Map<string, Shop>();
/** Authorisation codes handed to the app, each exchanged once. */
const codes = new Map<string, { shop: string; scope: string; used: boolean }>();
/** Where the product's public address is really reached (tests run it on a free port). */
let appUrl: string | undefined;
let sequence = 0;

/** The product's public address, when it is not this process's own (a fleet's processes are told theirs). */
let productUrl: string | undefined;
const publicUrl = () => productUrl ?? config().publicUrl;

/** Where the product that installs the app says it is: its PUBLIC_URL (unset: this process's configuration's). */
export function setShopifyAppPublicUrl(url: string | undefined) {
  productUrl = url?.replace(/\/$/, '');
}
/** An address on the product's public URL, as this process can reach it. */
const toApp = (address: string) =>
  appUrl && address.startsWith(publicUrl()) ? appUrl + address.slice(publicUrl().length) : address;

const hostParam = (shop: string) =>
  Buffer.from(`admin.shopify.com/store/${shop.replace(/\.myshopify\.com$/, '')}`).toString('base64url');

function demoOrders(companyId: string, prefix: string): ShopifyOrder[] {
  const catalogue = stockedDemoProducts(companyId);
  const buyers = [
    ['Ananya', 'Iyer', '14 Residency Road', 'Bengaluru', 'Karnataka', '560025', '9845012345'],
    ['Rohan', 'Mehta', '22 Linking Road', 'Mumbai', 'Maharashtra', '400050', '9820012345'],
    ['Priya', 'Sharma', '7 Hauz Khas Village', 'New Delhi', 'Delhi', '110016', '9810012345'],
  ] as const;
  return buyers.map(([first, last, street, city, province, zip, phone], i) => {
    const product = catalogue[i % Math.max(1, catalogue.length)];
    return {
      id: 5_500_000_001 + i,
      name: `#${prefix}${1001 + i}`,
      email: `${first.toLowerCase()}@example.in`,
      created_at: new Date(Date.now() - (3 - i) * 3600_000).toISOString(),
      financial_status: i % 2 ? 'pending' : 'paid',
      payment_gateway_names: i % 2 ? ['Cash on Delivery (COD)'] : ['razorpay'],
      total_weight: product?.weight ?? 500,
      cancelled_at: null,
      shipping_address: {
        first_name: first,
        last_name: last,
        address1: street,
        address2: '',
        city,
        province,
        zip,
        country: 'India',
        phone: `+91 ${phone}`,
      },
      line_items: [
        {
          title: product?.title ?? 'Sample product',
          sku: product?.sku ?? 'SAMPLE-1',
          quantity: 1 + (i % 2),
          price: String(product?.price ?? 100),
        },
      ],
    };
  });
}

function shopOf(domain: string): Shop {
  let shop = shops.get(domain);
  if (shop) return shop;
  shop = { domain, orders: [], tokens: new Set(), webhooks: [], deliveries: [] };
  const demo = DEMO_SHOPIFY_STORES.find((s) => s.shop === domain);
  if (demo) {
    shop.tokens.add(demo.token);
    shop.orders.push(...demoOrders(demo.companyId, domain.slice(0, 3).toUpperCase()));
    const address = `${publicUrl()}${SHOPIFY_WEBHOOK_PATH}`;
    shop.webhooks.push(...TOPICS.map((topic) => ({ id: ++sequence, topic, address })));
  }
  shops.set(domain, shop);
  return shop;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): SandboxReply => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});
const redirect = (location: string): SandboxReply => ({ status: 302, headers: { location } });
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): SandboxReply {
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;background:#f1f1f1;margin:0;padding:48px 16px}
main{max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}
button{background:#008060;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-size:15px;cursor:pointer}
small{color:#666}</style></head><body><main><small>Shopify (sandbox)</small><h1>${escape(title)}</h1>${body}</main></body></html>`,
  };
}

function hiddenForm(action: string, params: Record<string, string>, label: string) {
  const inputs = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  return `<form method="get" action="${escape(action)}">${inputs}<button type="submit">${escape(label)}</button></form>`;
}

/** Shopify's redirect to the app: the parameters it adds, signed with the app's secret. */
function signedRedirect(base: string, params: Record<string, string>) {
  const url = new URL(toApp(base));
  const hmac = signShopifyQuery(params, config().shopifyApp.apiSecret);
  for (const [k, v] of Object.entries({ ...params, hmac })) url.searchParams.set(k, v);
  return redirect(url.toString());
}

const timestamp = () => String(Math.floor(Date.now() / 1000));

function oauth(request: SandboxRequest, shop: Shop): SandboxReply {
  const { path, query } = request;
  const app = config().shopifyApp;
  const clientId = query.get('client_id') ?? '';
  if (clientId !== app.apiKey) return page('Oauth error invalid_request', '<p>The app’s client id is not known.</p>');
  const here = `${request.sandboxUrl}/${shop.domain}/admin/oauth`;
  const state = query.get('state') ?? '';
  if (path === '/admin/oauth/install') {
    return page(
      `Install Parcelo on ${shop.domain}`,
      `<p>Parcelo will be able to read your store’s orders and fulfil them.</p>${hiddenForm(`${here}/install/confirm`, { client_id: clientId, state }, 'Install')}`,
    );
  }
  if (path === '/admin/oauth/install/confirm') {
    return signedRedirect(`${publicUrl()}/shopify-redirect?redirect-type=installation`, {
      host: hostParam(shop.domain),
      shop: shop.domain,
      state,
      timestamp: timestamp(),
    });
  }
  const scope = query.get('scope') ?? '';
  const redirectUri = query.get('redirect_uri') ?? '';
  // Shopify sends codes only to the app's own addresses.
  if (!redirectUri.startsWith(`${publicUrl()}/`))
    return page('Oauth error invalid_request', '<p>The redirect_uri is not whitelisted for this app.</p>');
  if (path === '/admin/oauth/authorize') {
    const scopes = scope
      .split(',')
      .filter(Boolean)
      .map((s) => `<li>${escape(s)}</li>`)
      .join('');
    return page(
      `Install Parcelo`,
      `<p>Parcelo would like access to ${escape(shop.domain)}:</p><ul>${scopes}</ul>${hiddenForm(
        `${here}/authorize/approve`,
        { client_id: clientId, scope, redirect_uri: redirectUri, state },
        'Install app',
      )}`,
    );
  }
  if (path === '/admin/oauth/authorize/approve') {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { shop: shop.domain, scope, used: false });
    return signedRedirect(redirectUri, {
      code,
      host: hostParam(shop.domain),
      shop: shop.domain,
      state,
      timestamp: timestamp(),
    });
  }
  return json(404, { errors: 'Not Found' });
}

function parseBody(request: SandboxRequest): Record<string, unknown> {
  const text = request.body.toString('utf8');
  if (!text) return {};
  if (String(request.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function accessToken(request: SandboxRequest, shop: Shop): SandboxReply {
  const { client_id, client_secret, code } = parseBody(request) as Record<string, string | undefined>;
  const app = config().shopifyApp;
  if (client_id !== app.apiKey || client_secret !== app.apiSecret)
    return json(400, { error: 'invalid_client', error_description: 'Client credentials are invalid' });
  const grant = code ? codes.get(code) : undefined;
  if (!grant || grant.used || grant.shop !== shop.domain)
    return json(400, {
      error: 'invalid_request',
      error_description: 'The authorization code was not found or was already used',
    });
  grant.used = true;
  const token = `shpat_${randomBytes(16).toString('hex')}`;
  shop.tokens.add(token);
  return json(200, { access_token: token, scope: grant.scope });
}

function orders(request: SandboxRequest, shop: Shop): SandboxReply {
  const { query } = request;
  const limit = Math.min(250, Math.max(1, Number(query.get('limit') ?? 50) || 50));
  // page_info carries the position, as Shopify's opaque cursor does.
  const pageInfo = query.get('page_info');
  const sinceId = Number(pageInfo ? Buffer.from(pageInfo, 'base64url').toString() : (query.get('since_id') ?? 0));
  const after = shop.orders.filter((o) => o.id > sinceId).sort((a, b) => a.id - b.id);
  const list = after.slice(0, limit);
  const headers: Record<string, string> = {};
  if (after.length > limit) {
    // The product asked https://{shop}/…; its next page is on the same origin.
    const next = new URL(`https://${shop.domain}${request.path}`);
    next.searchParams.set('limit', String(limit));
    next.searchParams.set('page_info', Buffer.from(String(list.at(-1)!.id)).toString('base64url'));
    headers.link = `<${next}>; rel="next"`;
  }
  return json(200, { orders: list }, headers);
}

function registerWebhook(request: SandboxRequest, shop: Shop): SandboxReply {
  const webhook = (parseBody(request).webhook ?? {}) as { topic?: string; address?: string };
  const topic = TOPICS.find((t) => t === webhook.topic);
  if (!topic) return json(422, { errors: { topic: ['Invalid topic specified.'] } });
  let address: URL;
  try {
    address = new URL(String(webhook.address ?? ''));
  } catch {
    return json(422, { errors: { address: ['is invalid'] } });
  }
  if (shop.webhooks.some((w) => w.topic === topic && w.address === address.toString()))
    return json(422, { errors: { address: ['for this topic has already been taken'] } });
  const registered = { id: ++sequence, topic, address: address.toString() };
  shop.webhooks.push(registered);
  return json(201, { webhook: { ...registered, format: 'json' } });
}

async function send(shop: Shop, delivery: Omit<Delivery, 'status'>): Promise<Delivery> {
  let status = 0;
  try {
    const res = await fetch(toApp(delivery.address), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': delivery.topic,
        'x-shopify-hmac-sha256': signShopifyBody(delivery.body, config().shopifyApp.apiSecret),
        'x-shopify-shop-domain': shop.domain,
        'x-shopify-webhook-id': delivery.webhookId,
        'x-shopify-event-id': delivery.eventId,
        'x-shopify-api-version': '2024-10',
        'x-shopify-triggered-at': new Date().toISOString(),
      },
      body: delivery.body,
      signal: AbortSignal.timeout(15_000),
    });
    status = res.status;
    await res.body?.cancel();
  } catch {
    // unreachable receiver: Shopify would retry later; the sandbox reports status 0
  }
  const done = { ...delivery, status };
  shop.deliveries.push(done);
  return done;
}

/** Sends a topic's webhook to every address registered for it. */
function deliver(shop: Shop, topic: (typeof TOPICS)[number], payload: object) {
  const eventId = randomUUID();
  const body = JSON.stringify(payload);
  return Promise.all(
    shop.webhooks
      .filter((w) => w.topic === topic)
      .map((w) => send(shop, { webhookId: randomUUID(), eventId, topic, address: w.address, body })),
  );
}

/** A privacy request, sent to the app's own compliance address whatever the store registered. */
function deliverCompliance(shop: Shop, topic: ComplianceTopic, payload: object) {
  const body = JSON.stringify({ shop_id: shopId(shop), shop_domain: shop.domain, ...payload });
  const address = `${publicUrl()}${SHOPIFY_WEBHOOK_PATH}`;
  return send(shop, { webhookId: randomUUID(), eventId: randomUUID(), topic, address, body });
}

/** A store's number, steady for its name. */
const shopId = (shop: Shop) => [...shop.domain].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1_000_000_007, 7);

function newOrder(shop: Shop, given: Record<string, unknown>): ShopifyOrder {
  // Numbers from the clock, so a restarted sandbox does not repeat an order the product has.
  const id = Date.now() * 10 + (++sequence % 10);
  const base = demoOrders(DEMO_SHOPIFY_STORES.find((s) => s.shop === shop.domain)?.companyId ?? '', 'X')[0]!;
  return {
    ...base,
    created_at: new Date().toISOString(),
    ...given,
    id,
    name: typeof given.name === 'string' ? given.name : `#${shop.domain.slice(0, 3).toUpperCase()}${id % 10_000_000}`,
  };
}

async function control(request: SandboxRequest): Promise<SandboxReply> {
  const { method, path } = request;
  if (method === 'POST' && path === '/app') {
    const url = parseBody(request).url;
    appUrl = typeof url === 'string' && url ? url.replace(/\/$/, '') : undefined;
    return json(200, { appUrl: appUrl ?? publicUrl() });
  }
  const m = /^\/shops\/([^/]+)(\/.*)?$/.exec(path);
  if (!m || !SHOP.test(decodeURIComponent(m[1]!))) return json(404, { error: 'Unknown control' });
  const shop = shopOf(decodeURIComponent(m[1]!));
  const rest = m[2] ?? '';
  if (method === 'GET' && rest === '') {
    return json(200, {
      shop: shop.domain,
      orders: shop.orders,
      webhooks: shop.webhooks,
      deliveries: shop.deliveries.map(({ body: _body, ...d }) => d),
      tokens: shop.tokens.size,
    });
  }
  // The store owner creates a custom app in the store's admin: its Admin API access token, typed into the product.
  if (method === 'POST' && rest === '/tokens') {
    const { token } = parseBody(request) as { token?: unknown };
    if (typeof token !== 'string' || !token) return json(400, { error: 'token is required' });
    shop.tokens.add(token);
    return json(201, { tokens: shop.tokens.size });
  }
  if (method === 'POST' && rest === '/orders') {
    const order = newOrder(shop, parseBody(request));
    shop.orders.push(order);
    return json(201, { order, deliveries: await deliver(shop, 'orders/create', order) });
  }
  const cancel = /^\/orders\/(\d+)\/cancel$/.exec(rest);
  if (method === 'POST' && cancel) {
    const order = shop.orders.find((o) => String(o.id) === cancel[1]);
    if (!order) return json(404, { errors: 'Not Found' });
    order.cancelled_at = new Date().toISOString();
    order.cancel_reason = 'customer';
    return json(200, { order, deliveries: await deliver(shop, 'orders/updated', order) });
  }
  // The store owner removes the app: its tokens stop working and the app is told.
  if (method === 'POST' && rest === '/uninstall') {
    shop.tokens.clear();
    const deliveries = await deliver(shop, 'app/uninstalled', { id: shopId(shop), domain: shop.domain });
    shop.webhooks = [];
    return json(200, { deliveries });
  }
  // A buyer asks the store for their data, or to be forgotten; 48 hours after an uninstall, the store's data goes.
  const privacy = /^\/(customers\/data_request|customers\/redact|redact)$/.exec(rest);
  if (method === 'POST' && privacy) {
    const given = parseBody(request) as { orderIds?: unknown; email?: unknown; phone?: unknown };
    const orderIds = Array.isArray(given.orderIds) ? given.orderIds.map(Number).filter(Number.isSafeInteger) : [];
    const customer = { id: 1, email: typeof given.email === 'string' ? given.email : null, phone: given.phone ?? null };
    if (privacy[1] === 'redact') return json(200, { delivery: await deliverCompliance(shop, 'shop/redact', {}) });
    if (privacy[1] === 'customers/redact')
      return json(200, {
        delivery: await deliverCompliance(shop, 'customers/redact', { customer, orders_to_redact: orderIds }),
      });
    return json(200, {
      delivery: await deliverCompliance(shop, 'customers/data_request', {
        customer,
        orders_requested: orderIds,
        data_request: { id: ++sequence },
      }),
    });
  }
  if (method === 'POST' && rest === '/redeliver') {
    const { webhookId } = parseBody(request) as { webhookId?: string };
    const last = [...shop.deliveries].reverse().find((d) => !webhookId || d.webhookId === webhookId);
    if (!last) return json(404, { error: 'Nothing was delivered yet' });
    const { status: _status, ...again } = last;
    return json(200, { delivery: await send(shop, again) });
  }
  return json(404, { error: 'Unknown control' });
}

export const shopifyPartner: SandboxPartner = {
  name: 'shopify',
  serves: (host) => SHOP.test(host),
  handle(request) {
    const shop = shopOf(request.host);
    if (request.path.startsWith('/admin/oauth/')) {
      if (request.path === '/admin/oauth/access_token' && request.method === 'POST') return accessToken(request, shop);
      return oauth(request, shop);
    }
    const api = API_PATH.exec(request.path);
    if (!api) return json(404, { errors: 'Not Found' });
    const token = request.headers['x-shopify-access-token'];
    if (typeof token !== 'string' || !shop.tokens.has(token))
      return json(401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    if (api[1] === 'shop' && request.method === 'GET')
      return json(200, { shop: { id: shopId(shop), name: shop.domain, myshopify_domain: shop.domain } });
    if (api[1] === 'orders' && request.method === 'GET') return orders(request, shop);
    if (api[1] === 'webhooks' && request.method === 'POST') return registerWebhook(request, shop);
    if (api[1] === 'webhooks' && request.method === 'GET') return json(200, { webhooks: shop.webhooks });
    return json(404, { errors: 'Not Found' });
  },
  control,
};
