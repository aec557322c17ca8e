import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MSG } from '@parcelo/common';
import { OutboundRefused, outboundFetch, partnerUrl } from '@parcelo/common/outbound';
import { SHOPIFY_WEBHOOK_PATH } from '@parcelo/common/shopify';
import { badRequest, config, publicUrl, ServiceError, type ServiceUrls } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { integrateBlocker } from './service.js';
import { saveSalesChannel } from './store.js';
import { STATE_TTL_MS, stateRefusal } from './shopifyState.js';

/** What the app asks a store for: it fulfils orders, keeps stock and reads the catalogue. */
export const SHOPIFY_SCOPES = [
  'read_products',
  'write_products',
  'read_orders',
  'write_orders',
  'read_inventory',
  'write_inventory',
  'read_fulfillments',
  'write_fulfillments',
  'read_shipping',
  'write_shipping',
  'read_assigned_fulfillment_orders',
  'write_assigned_fulfillment_orders',
  'read_product_listings',
  'read_all_orders',
  'read_locations',
  'read_discounts',
  'read_customers',
] as const;

const API_VERSION = '2024-10';
const WEBHOOK_TOPICS = ['orders/create', 'orders/updated', 'app/uninstalled'] as const;

/** States are kept as hashes: a copy of the table gives nobody a usable state. */
const stateKey = (state: string) => createHash('sha256').update(state).digest('hex');

export const failed = (reason: string, status = 400) =>
  new ServiceError(status, `${MSG.shopifyIntegrationFailed}: ${reason}`, 'NOT_ALLOWED');

type Warner = Pick<FastifyBaseLogger, 'warn'>;

/** Orders from a store need somewhere to ship from and invoice details to bill with. */
export async function requireIntegrable(
  db: Kysely<UmsDB>,
  urls: ServiceUrls,
  request: FastifyRequest,
  companyId: string,
) {
  const blocker = await integrateBlocker(db, urls, request, companyId);
  if (blocker) throw badRequest(blocker, null, 'NOT_ALLOWED');
}

/** Keeps a new state for the company's install of the store; answers Shopify's install page for it. */
export async function startInstall(db: Kysely<UmsDB>, companyId: string, userId: string, shop: string) {
  const nonce = randomBytes(24).toString('base64url');
  const now = new Date();
  // Old states are of no use to anyone; they go as new ones come.
  await db
    .deleteFrom('shopify_oauth_states')
    .where('expires_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
  await db
    .insertInto('shopify_oauth_states')
    .values({
      nonce: stateKey(nonce),
      company_id: companyId,
      user_id: userId,
      shop,
      expires_at: new Date(now.getTime() + STATE_TTL_MS),
    })
    .execute();
  const url = new URL(`https://${shop}/admin/oauth/install`);
  url.searchParams.set('client_id', config().shopifyApp.apiKey);
  url.searchParams.set('state', nonce);
  return partnerUrl(url).toString();
}

/** Shopify's authorisation page for a signed installation, if its state is this company's for this store. */
export async function authorizationUrl(db: Kysely<UmsDB>, companyId: string, shop: string, state: string) {
  const row = await db
    .selectFrom('shopify_oauth_states')
    .selectAll()
    .where('nonce', '=', stateKey(state))
    .executeTakeFirst();
  const refusal = stateRefusal(row, { companyId, shop, now: new Date() });
  if (refusal) throw failed(refusal);
  const url = new URL(`https://${shop}/admin/oauth/authorize`);
  url.searchParams.set('client_id', config().shopifyApp.apiKey);
  url.searchParams.set('scope', SHOPIFY_SCOPES.join(','));
  url.searchParams.set('redirect_uri', `${publicUrl()}/shopify-redirect?redirect-type=permission`);
  url.searchParams.set('state', state);
  return partnerUrl(url).toString();
}

async function exchangeCode(shop: string, code: string): Promise<{ token: string; scope: string }> {
  const { apiKey, apiSecret } = config().shopifyApp;
  let res: Awaited<ReturnType<typeof outboundFetch>>;
  try {
    res = await outboundFetch(`https://${shop}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: apiKey, client_secret: apiSecret, code }),
      timeoutMs: 15_000,
    });
  } catch (err) {
    if (err instanceof OutboundRefused) throw failed(`Shopify could not be called: ${err.message}.`);
    throw failed('Could not reach Shopify. Try again after some time.', 502);
  }
  const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; scope?: unknown };
  if (!res.ok || typeof body.access_token !== 'string' || !body.access_token || body.access_token.length > 500)
    throw failed('Shopify did not accept the authorisation. Start again from Settings > Integrations.');
  return { token: body.access_token, scope: typeof body.scope === 'string' ? body.scope.slice(0, 2000) : '' };
}

/** Orders reach the product as they are placed; an address already registered is kept. */
async function registerWebhooks(log: Warner, shop: string, token: string) {
  const address = `${publicUrl()}${SHOPIFY_WEBHOOK_PATH}`;
  for (const topic of WEBHOOK_TOPICS) {
    try {
      const res = await outboundFetch(`https://${shop}/admin/api/${API_VERSION}/webhooks.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Shopify-Access-Token': token },
        body: JSON.stringify({ webhook: { topic, address, format: 'json' } }),
        timeoutMs: 15_000,
      });
      await res.body?.cancel();
      if (!res.ok && res.status !== 422) log.warn({ shop, topic, status: res.status }, 'webhook not registered');
    } catch (err) {
      // Syncing still brings the orders in; the seller is not held up for this.
      log.warn({ err, shop, topic }, 'webhook not registered');
    }
  }
}

/**
 * Claims the state, takes the store's access token for the code and saves the store as the
 * company's sales channel, its webhooks registered.
 */
export async function connectStore(
  db: Kysely<UmsDB>,
  log: Warner,
  companyId: string,
  rest: { shop: string; state: string },
  authorizationCode: string,
) {
  // Taken in one statement, so a state is used once however many times the page is reloaded.
  const now = new Date();
  const claimed = await db
    .updateTable('shopify_oauth_states')
    .set({ used_at: now })
    .where('nonce', '=', stateKey(rest.state))
    .where('company_id', '=', companyId)
    .where('shop', '=', rest.shop)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('nonce')
    .executeTakeFirst();
  if (!claimed) {
    const row = await db
      .selectFrom('shopify_oauth_states')
      .selectAll()
      .where('nonce', '=', stateKey(rest.state))
      .executeTakeFirst();
    throw failed(
      stateRefusal(row, { companyId, shop: rest.shop, now }) ??
        'This request was already used. Start again from Settings > Integrations.',
    );
  }
  const { token, scope } = await exchangeCode(rest.shop, authorizationCode);
  let salesChannel;
  try {
    salesChannel = await saveSalesChannel(db, {
      companyId,
      type: 'shopify',
      shop: rest.shop,
      key: config().shopifyApp.apiKey,
      secret: token,
      extras: { scope },
      verified: true,
    });
  } catch (err) {
    // Another company's proven store stays theirs, and its webhooks are not registered again.
    if (err instanceof ServiceError && err.code === 'TAKEN') throw failed(MSG.storeTaken);
    throw err;
  }
  await registerWebhooks(log, rest.shop, token);
  return salesChannel;
}

/** The company a store vouched for, if any. */
export async function storeOwner(db: Kysely<UmsDB>, shop: string) {
  const row = await db
    .selectFrom('sales_channels')
    .select('company_id')
    .where('type', '=', 'shopify')
    .where(({ fn }) => fn('lower', ['shop']), '=', shop.toLowerCase())
    // Only the company the store vouched for: a store typed in by anyone else is not its owner.
    .where('disconnected_at', 'is', null)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return row?.company_id ?? null;
}

/** Disconnects the store; answers how many connections went. */
export async function disconnectStore(db: Kysely<UmsDB>, shop: string) {
  const gone = await db
    .deleteFrom('sales_channels')
    .where('type', '=', 'shopify')
    .where('shop', '=', shop.toLowerCase())
    .returning('company_id')
    .execute();
  return gone.length;
}
