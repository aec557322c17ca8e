import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { partnerUrl } from '@parcelo/common/outbound';
import { PAYMENT_MSG, type PaymentGateway } from '@parcelo/common';
import { ServiceError, config, unauthorized } from '../../platform/index.js';

/** An order the payer pays against: the provider's id, and what its checkout needs. */
export interface ProviderOrder {
  orderId: string;
  /** The provider's public key for its checkout script; none for the console. */
  keyId: string | null;
  /** The console provider has taken the money already: the payment succeeds now. */
  completed: boolean;
}

/** A link sent to someone else to pay (a payment request). */
export interface ProviderLink {
  /** Kept as the payment's order id: the webhook names it when the link is paid. */
  id: string;
  url: string;
  completed: boolean;
}

/** What a verified webhook says about one of our payments. */
export interface PaymentEvent {
  /** The provider's order or payment-link id (our payment's `order_id`). */
  orderIds: string[];
  outcome: 'SUCCESS' | 'FAILURE' | 'IGNORED';
  providerPaymentId: string | null;
  amountPaise: number | null;
  message: string;
}

/**
 * A payment provider: starts an order for a wallet recharge (or a link for someone else to
 * pay) and reads its signed webhooks. Each adapter speaks its provider's API; the routes
 * never do.
 */
export interface PaymentProvider {
  gateway: Exclude<PaymentGateway, 'offline'>;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  createLink(input: {
    amountPaise: number;
    referenceId: string;
    description: string;
    phone: string | null;
    email: string | null;
  }): Promise<ProviderLink>;
  /** Checks the signature over the raw body and reads the event; a bad signature throws 401. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

/**
 * Development's provider: every payment succeeds the moment it is started, so a demo can
 * recharge a wallet with no account anywhere. Never in production.
 */
export const consoleProvider: PaymentProvider = {
  gateway: 'console',
  createOrder: async () => ({ orderId: `console_${randomUUID()}`, keyId: null, completed: true }),
  createLink: async ({ referenceId }) => ({
    id: `console_link_${randomUUID()}`,
    url: `${config().publicUrl}/pay/${referenceId}`,
    completed: false,
  }),
  parseWebhook() {
    throw unauthorized(PAYMENT_MSG.paymentWebhookInvalid);
  },
};

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
}

interface RazorpayEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  amount_paid?: unknown;
  status?: unknown;
  error_description?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : null);
const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

/**
 * Razorpay: an Order per payment attempt (POST /v1/orders, basic auth with the key id and
 * secret, the amount in paise), a Payment Link for someone else to pay, and webhooks signed
 * with the webhook secret: X-Razorpay-Signature is the HMAC-SHA256 (hex) of the raw body.
 * `payment.captured`, `order.paid` and `payment_link.paid` mean the money is ours;
 * `payment.failed` that an attempt failed. Razorpay retries a webhook until it gets a 2xx, so
 * the same event may come many times.
 */
export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call<T>(path: string, body: unknown): Promise<T> {
    let res: Response;
    try {
      // In development and tests the partner sandbox answers for api.razorpay.com.
      res = await fetch(partnerUrl(`${settings.apiUrl}${path}`), {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new ServiceError(502, PAYMENT_MSG.paymentProviderFailed, 'UPSTREAM');
    }
    const answer = (await res.json().catch(() => null)) as (T & { error?: { description?: string } }) | null;
    if (res.ok && answer) return answer;
    // Razorpay's own words for a refused amount are fit to show; anything else is ours to fix.
    if (res.status === 400 && typeof answer?.error?.description === 'string')
      throw new ServiceError(400, answer.error.description.slice(0, 300), 'INVALID', 'amountPaise');
    throw new ServiceError(502, PAYMENT_MSG.paymentProviderFailed, 'UPSTREAM');
  }

  return {
    gateway: 'razorpay',
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call<{ id: string }>('/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes });
      return { orderId: order.id, keyId: settings.keyId, completed: false };
    },
    async createLink({ amountPaise, referenceId, description, phone, email }) {
      const link = await call<{ id: string; short_url: string }>('/v1/payment_links', {
        amount: amountPaise,
        currency: 'INR',
        description: description.slice(0, 2048),
        reference_id: referenceId,
        customer: { ...(phone ? { contact: `+91${phone}` } : {}), ...(email ? { email } : {}) },
        // We send the link ourselves, from the seller's name.
        notify: { sms: false, email: false },
        reminder_enable: false,
      });
      return { id: link.id, url: link.short_url, completed: false };
    },
    parseWebhook(rawBody, headers) {
      const signature = headers['x-razorpay-signature'];
      if (
        !sameSignature(hmacHex(settings.webhookSecret, rawBody), typeof signature === 'string' ? signature : undefined)
      )
        throw unauthorized(PAYMENT_MSG.paymentWebhookInvalid);
      let event: { event?: unknown; payload?: Record<string, { entity?: RazorpayEntity } | undefined> };
      try {
        event = JSON.parse(rawBody.toString('utf8')) as typeof event;
      } catch {
        return { orderIds: [], outcome: 'IGNORED', providerPaymentId: null, amountPaise: null, message: 'not JSON' };
      }
      const name = typeof event?.event === 'string' ? event.event : '';
      const payment = event?.payload?.payment?.entity;
      const order = event?.payload?.order?.entity;
      const link = event?.payload?.payment_link?.entity;
      const orderIds = [str(order?.id), str(payment?.order_id), str(link?.id)].filter((v): v is string => v !== null);
      const outcome =
        name === 'payment.captured' || name === 'order.paid' || name === 'payment_link.paid'
          ? 'SUCCESS'
          : name === 'payment.failed'
            ? 'FAILURE'
            : 'IGNORED';
      return {
        orderIds,
        outcome,
        providerPaymentId: str(payment?.id),
        amountPaise: int(payment?.amount) ?? int(order?.amount_paid),
        message:
          outcome === 'FAILURE'
            ? (str(payment?.error_description) ?? 'Payment failed')
            : outcome === 'SUCCESS'
              ? `Paid through Razorpay (${name})`
              : name,
      };
    },
  };
}

/**
 * The providers this deployment offers: the configured one takes new payments; in
 * development both are on (Razorpay through the partner sandbox), so either can be tried.
 */
export function paymentProviders() {
  const { payments, production } = config();
  const providers = new Map<PaymentProvider['gateway'], PaymentProvider>();
  if (!production) providers.set('console', consoleProvider);
  if (payments.razorpay) providers.set('razorpay', razorpayProvider(payments.razorpay));
  const preferred = providers.get(payments.provider) ?? null;
  return { providers, preferred };
}
