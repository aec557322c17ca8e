import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const production = {
  NODE_ENV: 'production',
  INTERNAL_API_KEY: 'k',
  PRINCIPAL_SIGNING_KEY: 'p',
  SECRETS_KEY: 's',
  SHOPIFY_API_SECRET: 'x',
};
const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 'ks', RAZORPAY_WEBHOOK_SECRET: 'ws' };

describe('payment provider settings', () => {
  it('development takes console payments by default, and Razorpay through the sandbox with development keys', () => {
    const { payments } = loadConfig({});
    expect(payments.provider).toBe('console');
    expect(payments.razorpay).toMatchObject({ keyId: 'rzp_test_parcelodev', apiUrl: 'https://api.razorpay.com' });
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_API_URL: 'http://127.0.0.1:9/' }).payments,
    ).toMatchObject({
      provider: 'razorpay',
      razorpay: { apiUrl: 'http://127.0.0.1:9' },
    });
  });

  it('production takes Razorpay with its own keys, offline payments only without them, and never the console', () => {
    expect(loadConfig(production).payments).toEqual({ provider: 'razorpay', razorpay: null });
    expect(loadConfig({ ...production, ...razorpay }).payments.razorpay).toMatchObject({ keyId: 'rzp_live_1' });
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'console' })).toThrow(/development only/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paytm' })).toThrow(/Invalid configuration/);
  });
});
