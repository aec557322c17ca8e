import express, { type Express } from 'express';
import { SHOPIFY_WEBHOOK_PATH } from '@parcelo/common/shopify';
import { REQUEST_ID_HEADER } from '@parcelo/common/requestId';
import type { BffDeps } from './context.js';

/**
 * The headers a Shopify webhook is judged by; nothing else of the sender's is passed on (the
 * request id is the BFF's, set as the request arrived).
 */
const SHOPIFY_HEADERS = [
  REQUEST_ID_HEADER,
  'content-type',
  'x-shopify-topic',
  'x-shopify-hmac-sha256',
  'x-shopify-shop-domain',
  'x-shopify-webhook-id',
  'x-shopify-event-id',
  'x-shopify-api-version',
  'x-shopify-triggered-at',
];

/** The headers a Razorpay webhook is judged by. */
const RAZORPAY_HEADERS = [REQUEST_ID_HEADER, 'content-type', 'x-razorpay-signature', 'x-razorpay-event-id'];
/** Where Razorpay's dashboard is told to send the account's webhooks. */
export const RAZORPAY_WEBHOOK_PATH = '/webhooks/razorpay';

/**
 * Webhooks partners send to the product. The BFF is the only public server, so it relays
 * them to their service unchanged, raw body and all, as the signature is over the bytes sent;
 * the service checks the signature and answers.
 */
export function webhookRoutes(app: Express, deps: BffDeps) {
  app.post(SHOPIFY_WEBHOOK_PATH, express.raw({ type: () => true, limit: '2mb' }), async (req, res) => {
    const headers: Record<string, string> = {};
    for (const name of SHOPIFY_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const answer = await deps.clients.oms.raw(SHOPIFY_WEBHOOK_PATH, {
        method: 'POST',
        headers,
        body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      });
      res.status(answer.statusCode).type('application/json').send(answer.body);
    } catch {
      // Shopify retries a failed delivery, so the order is not lost.
      res.status(503).type('text/plain').send('Unavailable. Try again after some time.');
    }
  });

  // Razorpay retries until it gets a 2xx, so a payment it reports is credited even after an outage.
  app.post(RAZORPAY_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const headers: Record<string, string> = {};
    for (const name of RAZORPAY_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const answer = await deps.clients.invoices.raw('/payments/webhooks/razorpay', {
        method: 'POST',
        headers,
        body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      });
      res.status(answer.statusCode).type('application/json').send(answer.body);
    } catch {
      res.status(503).type('text/plain').send('Unavailable. Try again after some time.');
    }
  });
}
