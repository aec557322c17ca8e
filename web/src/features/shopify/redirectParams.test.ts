import { describe, expect, it } from 'vitest';
import { failureReason, readShopifyRedirect } from './redirectParams';

const signed = 'shop=a.myshopify.com&hmac=ab12&host=aG9zdA&state=n1&timestamp=1700000000';

describe('readShopifyRedirect', () => {
  it('reads the installation and permission steps', () => {
    expect(readShopifyRedirect(new URLSearchParams(`redirect-type=installation&${signed}`))).toEqual({
      step: 'installation',
      input: { shop: 'a.myshopify.com', hmac: 'ab12', host: 'aG9zdA', state: 'n1', timestamp: '1700000000' },
    });
    expect(readShopifyRedirect(new URLSearchParams(`redirect-type=permission&code=c0de&${signed}`))).toMatchObject({
      step: 'permission',
      input: { authorizationCode: 'c0de', shop: 'a.myshopify.com' },
    });
  });

  it('refuses an incomplete redirect or an unknown step', () => {
    expect(readShopifyRedirect(new URLSearchParams(`redirect-type=permission&${signed}`))).toBeNull();
    expect(readShopifyRedirect(new URLSearchParams(`redirect-type=other&${signed}`))).toBeNull();
    expect(readShopifyRedirect(new URLSearchParams('redirect-type=installation&shop=a.myshopify.com'))).toBeNull();
  });

  it('drops the heading from a failure message', () => {
    expect(failureReason('Shopify integration failed: Expired.', 'Shopify integration failed')).toBe('Expired.');
    expect(failureReason('Network down', 'Shopify integration failed')).toBe('Network down');
  });
});
