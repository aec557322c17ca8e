import { describe, expect, it } from 'vitest';
import {
  shopifyQueryMessage,
  signShopifyBody,
  signShopifyQuery,
  verifyShopifyBody,
  verifyShopifyQuery,
} from './shopify.js';

const SECRET = 'hush';

describe('Shopify redirect signatures', () => {
  const params = {
    shop: 'a.myshopify.com',
    timestamp: '1700000000',
    host: 'YS5teXNob3BpZnkuY29tL2FkbWlu',
    state: 'n1',
  };

  it('signs every parameter but hmac, sorted by name', () => {
    expect(shopifyQueryMessage({ ...params, hmac: 'x' })).toBe(
      'host=YS5teXNob3BpZnkuY29tL2FkbWlu&shop=a.myshopify.com&state=n1&timestamp=1700000000',
    );
  });

  it('accepts its own signature in any case and refuses a changed parameter, another key or a malformed hmac', () => {
    const hmac = signShopifyQuery(params, SECRET);
    expect(verifyShopifyQuery({ ...params, hmac }, SECRET)).toBe(true);
    expect(verifyShopifyQuery({ ...params, hmac: hmac.toUpperCase() }, SECRET)).toBe(true);
    expect(verifyShopifyQuery({ ...params, shop: 'b.myshopify.com', hmac }, SECRET)).toBe(false);
    expect(verifyShopifyQuery({ ...params, hmac }, 'other')).toBe(false);
    expect(verifyShopifyQuery({ ...params, hmac: hmac.slice(2) }, SECRET)).toBe(false);
    expect(verifyShopifyQuery({ ...params, hmac: 'zz'.repeat(32) }, SECRET)).toBe(false);
    expect(verifyShopifyQuery(params, SECRET)).toBe(false);
  });
});

describe('Shopify webhook signatures', () => {
  const body = Buffer.from('{"id":1,"name":"#1001"}');

  it('accepts the base64 HMAC of the raw body and refuses any other', () => {
    const header = signShopifyBody(body, SECRET);
    expect(verifyShopifyBody(body, header, SECRET)).toBe(true);
    expect(verifyShopifyBody(Buffer.from('{"id":1,"name":"#1002"}'), header, SECRET)).toBe(false);
    expect(verifyShopifyBody(body, signShopifyBody(body, 'other'), SECRET)).toBe(false);
    expect(verifyShopifyBody(body, undefined, SECRET)).toBe(false);
    expect(verifyShopifyBody(body, '', SECRET)).toBe(false);
    expect(verifyShopifyBody(body, 'x'.repeat(500), SECRET)).toBe(false);
  });
});

describe('the Shopify app configuration', () => {
  it('has development defaults and needs the secret in production', async () => {
    const { loadConfig } = await import('./config.js');
    expect(loadConfig({}).shopifyApp).toEqual({
      apiKey: 'parcelo-dev-shopify-api-key',
      apiSecret: 'parcelo-dev-shopify-api-secret',
    });
    const production = { NODE_ENV: 'production', INTERNAL_API_KEY: 'k', PRINCIPAL_SIGNING_KEY: 'p', SECRETS_KEY: 's' };
    expect(() => loadConfig(production)).toThrow(/SHOPIFY_API_SECRET must be set in production/);
    expect(loadConfig({ ...production, SHOPIFY_API_KEY: 'key', SHOPIFY_API_SECRET: 'secret' }).shopifyApp).toEqual({
      apiKey: 'key',
      apiSecret: 'secret',
    });
  });
});
