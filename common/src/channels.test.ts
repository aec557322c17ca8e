import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { normaliseStoreAddress, storeAddressRule } from './channels.js';

const check = (type: string, value: string) => storeAddressRule(type)(normaliseStoreAddress(value));

describe('store addresses', () => {
  it('takes a Shopify store only as {name}.myshopify.com', () => {
    expect(check('shopify', 'chai-point.myshopify.com')).toBeNull();
    expect(check('shopify', 'https://Chai-Point.myshopify.com/')).toBeNull();
    expect(normaliseStoreAddress(' https://Chai-Point.myshopify.com/')).toBe('chai-point.myshopify.com');
    for (const bad of [
      '127.0.0.1:5990/x?',
      'chai.myshopify.com:8443',
      'chai.myshopify.com/admin',
      'chai.myshopify.com.evil.in',
      'evil.in#.myshopify.com',
      'user@chai.myshopify.com',
      'myshopify.com',
      'http://chai.myshopify.com',
      '-chai.myshopify.com',
    ]) {
      expect(check('shopify', bad), bad).toBe(MSG.shopifyStoreAddress);
    }
  });

  it("holds Unicommerce to its tenants' hosts and the others to a public host name", () => {
    expect(check('unicommerce', 'chai.unicommerce.com')).toBeNull();
    expect(check('unicommerce', 'chai.example.in')).toBe(MSG.unicommerceStoreAddress);
    expect(check('wordpress', 'shop.chaipoint.in')).toBeNull();
    for (const bad of [
      '127.0.0.1',
      '127.1',
      '0x7f000001',
      '[::1]',
      'localhost',
      'shop.in:8080',
      'shop.in/x',
      '10.0.0.1',
      // IPv4 of our own network dressed as IPv6, with or without the brackets.
      '[::127.0.0.1]',
      '[::169.254.169.254]',
      '[::ffff:7f00:1]',
      '[::ffff:127.0.0.1]',
      '[0:0:0:0:0:ffff:a9fe:a9fe]',
      '[64:ff9b::7f00:1]',
      '[2002:a9fe:a9fe::]',
      '::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      'https://[::ffff:127.0.0.1]/',
    ]) {
      expect(check('wordpress', bad), bad).toBe(MSG.storeAddress);
    }
  });
});
