import { MSG } from '@parcelo/common';
import { verifyShopifyBody } from '@parcelo/common/shopify';
import {
  answers,
  badRequest,
  config,
  ok,
  unauthorized,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { ShopifyOrderShape, orderLabel, type ShopifyOrder } from './shopify.js';
import { shopifyWebhookService } from './webhookService.js';

const MAX_BODY = 2_000_000;
const ORDER_TOPICS = new Set(['orders/create', 'orders/updated']);
const PRIVACY_TOPICS = new Set(['customers/data_request', 'customers/redact', 'shop/redact']);

/** What the store-level topics carry that the product reads: the orders a privacy request names. */
const StorePayload = z
  .object({
    orders_to_redact: z
      .array(z.union([z.number(), z.string().max(40)]))
      .max(100_000)
      .optional(),
    orders_requested: z
      .array(z.union([z.number(), z.string().max(40)]))
      .max(100_000)
      .optional(),
  })
  .passthrough();
type StorePayload = z.infer<typeof StorePayload>;
const header = (value: string | string[] | undefined, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** What became of a delivery. */
const OutcomeSchema = { response: answers(z.object({ outcome: z.string() })) };

/**
 * Shopify's order webhooks, relayed unchanged by the BFF (the public server): signed with the
 * app's secret over the raw body, delivered at least once. A delivery is acted on once (its
 * webhook id is kept), and a new order is placed as a sync would place it, so an order that
 * arrives both ways is one order. Shopify is answered quickly; it retries what fails.
 */
export function shopifyWebhookRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
  const service = shopifyWebhookService(ctx, outbox);

  app.register(async (scope) => {
    // The signature is over the bytes Shopify sent, so the body is kept as it came.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY }, (_req, body, done) => done(null, body));

    scope.post('/webhooks/shopify', { config: { access: 'public' }, schema: OutcomeSchema }, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const h = request.headers;
      if (!verifyShopifyBody(body, header(h['x-shopify-hmac-sha256'], 100) ?? undefined, config().shopifyApp.apiSecret))
        throw unauthorized('The webhook signature is not valid.');
      const topic = header(h['x-shopify-topic'], 100);
      const shop = header(h['x-shopify-shop-domain'], 253)?.toLowerCase();
      const webhookId = header(h['x-shopify-webhook-id'], 200);
      if (!topic || !shop || !webhookId) throw badRequest('The webhook is missing its Shopify headers.');
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        throw badRequest('The webhook body is not JSON.');
      }
      if (!payload || typeof payload !== 'object') throw badRequest('The webhook body is not an object.');
      // A signed order that cannot be read is recorded as skipped, not refused: Shopify would only
      // send it again, and drop the subscription after enough failures.
      const parsedOrder = ORDER_TOPICS.has(topic) ? ShopifyOrderShape.safeParse(payload) : null;
      const order = parsedOrder?.success ? (parsedOrder.data as ShopifyOrder) : null;
      const store = parsedOrder ? null : StorePayload.safeParse(payload);
      if (store && !store.success) throw badRequest('The webhook body is not what its topic carries.');

      const companyId = await service.storeCompany(shop);
      if (!(await service.firstDelivery(webhookId, shop, topic, companyId)))
        return ok({ outcome: 'duplicate delivery' });
      // Privacy requests reach a store's orders whether or not it is still connected.
      if (!companyId && !PRIVACY_TOPICS.has(topic)) {
        await service.setOutcome(webhookId, 'store not connected');
        return ok({ outcome: 'store not connected' });
      }
      let outcome: string;
      try {
        outcome =
          parsedOrder && !order
            ? `skipped: ${orderLabel(payload)} ${MSG.storeOrderUnreadable}`.slice(0, 500)
            : order && companyId
              ? await service.act(companyId, shop, topic, order)
              : await service.actOnStore(shop, companyId, topic, store?.data ?? {});
      } catch (err) {
        // Not acted on: Shopify's retry must find it new.
        await service.forget(webhookId);
        throw err;
      }
      await service.setOutcome(webhookId, outcome);
      return ok({ outcome });
    });
  });
}
