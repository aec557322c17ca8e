import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@parcelo/common/config';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { hmacHex, razorpayProvider, type PaymentProvider } from './providers.js';

// The adapter against the sandbox's Razorpay (a local fake of its API): the process's own when
// it has one (the whole suite's, which every partner address then leads to), else one started here.
let sandbox: RunningSandbox | undefined;
let sandboxUrl: string;
let provider: PaymentProvider;
const settings = () => config().payments.razorpay!;
const apiUrl = () => (sandbox ? `${sandbox.url}/api.razorpay.com` : 'https://api.razorpay.com');

beforeAll(async () => {
  const shared = config().sandboxUrl;
  if (shared) {
    sandboxUrl = shared;
  } else {
    sandbox = await startSandbox();
    sandboxUrl = sandbox.url;
  }
  provider = razorpayProvider({ ...settings(), apiUrl: apiUrl() });
});
afterAll(() => sandbox?.close());

async function pay(orderId: string, event?: string) {
  const res = await fetch(`${sandboxUrl}/_sandbox/razorpay/pay`, {
    method: 'POST',
    body: JSON.stringify({ orderId, ...(event ? { event } : {}) }),
  });
  return (await res.json()) as { body: string; signature: string };
}

describe('Razorpay adapter', () => {
  it('creates an order in paise with basic auth and reads its signed capture', async () => {
    const order = await provider.createOrder({ amountPaise: 125050, receipt: 'PCL1', notes: { companyId: 'c' } });
    expect(order).toMatchObject({ keyId: settings().keyId, completed: false });
    expect(order.orderId).toMatch(/^order_/);
    const { body, signature } = await pay(order.orderId);
    const event = provider.parseWebhook(Buffer.from(body), { 'x-razorpay-signature': signature });
    expect(event).toMatchObject({ outcome: 'SUCCESS', orderIds: [order.orderId], amountPaise: 125050 });
    expect(event.providerPaymentId).toMatch(/^pay_/);
  });

  it('reads order.paid, a paid payment link and a failed payment', async () => {
    const order = await provider.createOrder({ amountPaise: 1000, receipt: 'PCL2', notes: {} });
    const paid = await pay(order.orderId, 'order.paid');
    expect(provider.parseWebhook(Buffer.from(paid.body), { 'x-razorpay-signature': paid.signature }).outcome).toBe(
      'SUCCESS',
    );
    const failed = await pay(order.orderId, 'payment.failed');
    expect(provider.parseWebhook(Buffer.from(failed.body), { 'x-razorpay-signature': failed.signature })).toMatchObject(
      {
        outcome: 'FAILURE',
        message: 'Payment was cancelled by the customer',
      },
    );
    const link = await provider.createLink({
      amountPaise: 5000,
      referenceId: 'r1',
      description: 'Samples',
      phone: '9820012345',
      email: null,
    });
    expect(link.url).toMatch(/^https:\/\/rzp\.io\//);
    const linkPaid = await pay(link.id);
    const event = provider.parseWebhook(Buffer.from(linkPaid.body), { 'x-razorpay-signature': linkPaid.signature });
    expect(event.outcome).toBe('SUCCESS');
    expect(event.orderIds).toContain(link.id);
  });

  it('refuses a body whose signature does not match, and any other event is ignored', () => {
    const body = Buffer.from(JSON.stringify({ event: 'payment.captured', payload: {} }));
    expect(() => provider.parseWebhook(body, { 'x-razorpay-signature': hmacHex('wrong secret', body) })).toThrow(
      'The webhook signature is not valid.',
    );
    expect(() => provider.parseWebhook(body, {})).toThrow('The webhook signature is not valid.');
    const refund = Buffer.from(JSON.stringify({ event: 'refund.created', payload: {} }));
    expect(
      provider.parseWebhook(refund, { 'x-razorpay-signature': hmacHex(settings().webhookSecret, refund) }).outcome,
    ).toBe('IGNORED');
  });

  it('passes on Razorpay’s words for a refused amount; a wrong key is the provider failing', async () => {
    await expect(provider.createOrder({ amountPaise: 50, receipt: 'PCL3', notes: {} })).rejects.toMatchObject({
      httpStatus: 400,
      message: 'The amount must be at least INR 1.00',
    });
    const wrong = razorpayProvider({ ...settings(), keySecret: 'nope', apiUrl: apiUrl() });
    await expect(wrong.createOrder({ amountPaise: 5000, receipt: 'PCL4', notes: {} })).rejects.toMatchObject({
      httpStatus: 502,
    });
  });
});
