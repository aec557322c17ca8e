import { createHmac, randomBytes } from 'node:crypto';
import { config } from '@parcelo/common/config';
import type { SandboxPartner, SandboxRequest } from './index.js';
import { bodyOf, json } from './replies.js';

/*
 * Razorpay's API as the product meets it (api.razorpay.com): Orders and Payment Links created
 * with basic auth of the key id and secret, amounts in paise, and its error shape. A payment
 * is made through the controls, which answer the webhook Razorpay would send, signed with the
 * webhook secret over the exact body, and deliver it when given where.
 *
 * Controls: POST /_sandbox/razorpay/pay {orderId, event?, url?} (event payment.captured,
 * order.paid, payment_link.paid or payment.failed; url: where to POST the webhook),
 * GET /_sandbox/razorpay/orders, POST /_sandbox/razorpay/reset.
 */
interface SandboxOrder {
  id: string;
  entity: 'order' | 'payment_link';
  amount: number;
  currency: string;
  receipt: string | null;
  notes: unknown;
  status: string;
  created_at: number;
}

let orders = new Map<string, SandboxOrder>();
const error = (status: number, description: string, field?: string) =>
  json(status, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      reason: 'input_validation_failed',
      ...(field ? { field } : {}),
    },
  });
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

function authorised(request: SandboxRequest): boolean {
  const settings = config().payments.razorpay;
  const header = request.headers.authorization;
  if (!settings || typeof header !== 'string' || !header.startsWith('Basic ')) return false;
  return Buffer.from(header.slice(6), 'base64').toString('utf8') === `${settings.keyId}:${settings.keySecret}`;
}

/** The webhook Razorpay sends when an order's payment is captured (or fails). */
export function razorpayEvent(order: { id: string; entity: string; amount: number }, event: string) {
  const paymentId = id('pay');
  const failed = event === 'payment.failed';
  const orderId = order.entity === 'payment_link' ? id('order') : order.id;
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount: order.amount,
    currency: 'INR',
    status: failed ? 'failed' : 'captured',
    order_id: orderId,
    method: 'upi',
    captured: !failed,
    ...(failed ? { error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment was cancelled by the customer' } : {}),
    created_at: Math.floor(Date.now() / 1000),
  };
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (event === 'order.paid')
    payload.order = {
      entity: { id: order.id, entity: 'order', amount: order.amount, amount_paid: order.amount, status: 'paid' },
    };
  if (order.entity === 'payment_link')
    payload.payment_link = { entity: { id: order.id, amount: order.amount, status: 'paid' } };
  return {
    entity: 'event',
    account_id: 'acc_ParceloSandbox',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  };
}

export const razorpay: SandboxPartner = {
  name: 'razorpay',
  serves: (host) => host === 'api.razorpay.com',
  handle(request) {
    if (!authorised(request))
      return json(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    const body = bodyOf(request);
    if (request.method !== 'POST' || !body) return error(400, 'The requested URL was not found on the server.');
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      return error(400, 'The amount must be an integer.', 'amount');
    if (amount < 100) return error(400, 'The amount must be at least INR 1.00', 'amount');
    if (body.currency !== 'INR') return error(400, 'The currency field is invalid.', 'currency');
    if (request.path === '/v1/orders') {
      const order: SandboxOrder = {
        id: id('order'),
        entity: 'order',
        amount,
        currency: 'INR',
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        notes: body.notes ?? [],
        status: 'created',
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return json(200, { ...order, amount_paid: 0, amount_due: amount, attempts: 0, offer_id: null });
    }
    if (request.path === '/v1/payment_links') {
      const link: SandboxOrder = {
        id: id('plink'),
        entity: 'payment_link',
        amount,
        currency: 'INR',
        receipt: typeof body.reference_id === 'string' ? body.reference_id : null,
        notes: body.notes ?? null,
        status: 'created',
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(link.id, link);
      return json(200, { ...link, reference_id: link.receipt, short_url: `https://rzp.io/i/${link.id.slice(6)}` });
    }
    return error(404, 'The requested URL was not found on the server.');
  },
  async control(request) {
    if (request.path === '/reset' && request.method === 'POST') {
      orders = new Map();
      return json(200, { ok: true });
    }
    if (request.path === '/orders') return json(200, { orders: [...orders.values()] });
    if (request.path === '/pay' && request.method === 'POST') {
      const body = bodyOf(request) ?? {};
      const order = orders.get(String(body.orderId ?? ''));
      if (!order) return json(404, { error: 'No such order' });
      const settings = config().payments.razorpay;
      if (!settings) return json(409, { error: 'Razorpay is not configured' });
      const name =
        typeof body.event === 'string'
          ? body.event
          : order.entity === 'payment_link'
            ? 'payment_link.paid'
            : 'payment.captured';
      const text = JSON.stringify(razorpayEvent(order, name));
      const signature = createHmac('sha256', settings.webhookSecret).update(text).digest('hex');
      if (name !== 'payment.failed') order.status = 'paid';
      let delivered: number | null = null;
      if (typeof body.url === 'string') {
        const res = await fetch(body.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signature,
            'x-razorpay-event-id': id('evt'),
          },
          body: text,
        });
        delivered = res.status;
      }
      return json(200, { body: text, signature, delivered });
    }
    return json(404, { error: 'Unknown control' });
  },
};
