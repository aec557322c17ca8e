import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Shopify signs what it sends an app with the app's client secret: the query of a redirect
 * (install, authorisation) as a hex HMAC-SHA256 over its other parameters sorted by name, and
 * a webhook's raw body as a base64 HMAC-SHA256 in X-Shopify-Hmac-Sha256. The sandbox signs with
 * these very functions, and the product checks with them.
 */

/** The message Shopify signs for a redirect: every parameter but hmac and signature, sorted, as a query. */
export function shopifyQueryMessage(params: Record<string, string>): string {
  const entries = Object.entries(params)
    .filter(([k]) => k !== 'hmac' && k !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

export const signShopifyQuery = (params: Record<string, string>, secret: string) =>
  createHmac('sha256', secret).update(shopifyQueryMessage(params)).digest('hex');

export const signShopifyBody = (body: Buffer | string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64');

function sameBytes(a: Buffer, b: Buffer) {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a redirect's parameters carry Shopify's signature (compared in constant time). */
export function verifyShopifyQuery(params: Record<string, string>, secret: string): boolean {
  const given = params.hmac;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return sameBytes(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(signShopifyQuery(params, secret), 'hex'));
}

/** Whether a webhook's X-Shopify-Hmac-Sha256 signs its raw body (compared in constant time). */
export function verifyShopifyBody(body: Buffer, header: string | undefined, secret: string): boolean {
  if (typeof header !== 'string' || header.length > 100) return false;
  return sameBytes(Buffer.from(header, 'base64'), Buffer.from(signShopifyBody(body, secret), 'base64'));
}

/** A signed redirect's timestamp (seconds) may be this old, or this far ahead of our clock. */
export const SHOPIFY_REDIRECT_MAX_AGE_SECONDS = 24 * 3600;

/** Where Shopify delivers order webhooks, under the product's public address. */
export const SHOPIFY_WEBHOOK_PATH = '/webhooks/shopify';
