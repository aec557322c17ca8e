import { LOCKED_STATUSES, MSG, statusChangeProblem, type WarehouseRecord } from '@parcelo/common';
import { verifyShopifyBody } from '@parcelo/common/shopify';
import {
  badRequest,
  config,
  countsChanged,
  ok,
  serviceApis,
  unauthorized,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { appendTrail } from '../orders/create.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { ANONYMISE_COLUMNS, anonymiseClosed } from '../privacy/routes.js';
import { placeChannelOrders, storeIs } from './place.js';
import { ShopifyOrderShape, mapShopifyOrder, orderLabel, type ShopifyOrder } from './shopify.js';
import { orderNumberSavable } from './clean.js';

const MAX_BODY = 2_000_000;
/** The most orders one privacy request is acted on for (Shopify names a buyer's orders). */
const MAX_NAMED_ORDERS = 1_000;
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

/**
 * Shopify's order webhooks, relayed unchanged by the BFF (the public server): signed with the
 * app's secret over the raw body, delivered at least once. A delivery is acted on once (its
 * webhook id is kept), and a new order is placed as a sync would place it, so an order that
 * arrives both ways is one order. Shopify is answered quickly; it retries what fails.
 */
export function shopifyWebhookRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
  const { db } = ctx;
  const apis = serviceApis(ctx.urls);

  async function companyWarehouse(companyId: string): Promise<WarehouseRecord | undefined> {
    const { warehouses } = await apis.wms.getInternalCompanyByCompanyIdWarehouses<{ warehouses: WarehouseRecord[] }>({
      internal: true,
      params: { companyId },
    });
    // A warehouse the company switched off takes none of its new orders.
    return warehouses.find((w) => w.active);
  }

  /** A store cancelled an order: ours is cancelled too while nothing has left the warehouse. */
  async function cancel(companyId: string, shop: string, shopOrderId: string): Promise<string> {
    const done = await db.transaction().execute(async (tx) => {
      const order = await tx
        .selectFrom('orders')
        .select(['id', 'company_id', 'shop_order_id', 'awb', 'delivery_awb', 'status'])
        .where('company_id', '=', companyId)
        .where('shop_type', '=', 'shopify')
        .where(storeIs(shop))
        .where('shop_order_id', '=', shopOrderId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) return { outcome: 'order not found' };
      if (order.status === 'CANCELLED') return { outcome: 'already cancelled' };
      if (LOCKED_STATUSES.has(order.status) || statusChangeProblem(order.status, 'CANCELLED'))
        return { outcome: `not cancelled: ${order.status}` };
      await tx
        .updateTable('orders')
        .set({ status: 'CANCELLED', updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
      await appendTrail(tx, order.id, 'CANCELLED', 'Order cancelled on Shopify');
      return {
        outcome: 'cancelled',
        moves: [
          ...(await outbox.record(tx, [order.id], 'release', 'Order cancelled', 'Shopify')),
          ...(await outbox.statusChanged(tx, order, 'CANCELLED', 'Shopify')),
        ],
      };
    });
    if (done.moves) {
      await outbox.deliver(done.moves);
      countsChanged(db, companyId);
    }
    return done.outcome;
  }

  async function act(companyId: string, shop: string, topic: string, order: ShopifyOrder): Promise<string> {
    if (topic === 'orders/create') {
      const warehouse = await companyWarehouse(companyId);
      if (!warehouse) return 'skipped: no active warehouse';
      const placed = await placeChannelOrders(ctx, outbox, {
        companyId,
        shopType: 'shopify',
        shop,
        warehouse,
        orders: [mapShopifyOrder(order)],
      });
      if (placed.created) return 'created';
      if (placed.duplicates) return 'duplicate order';
      return `skipped: ${placed.skipped[0]?.message ?? ''}`.slice(0, 500);
    }
    if (topic === 'orders/updated' && order.cancelled_at) {
      // No order of ours carries a number that could not be saved.
      if (!orderNumberSavable(order.name)) return `not cancelled: ${MSG.storeOrderNumberUnsavable}`;
      return cancel(companyId, shop, order.name);
    }
    return 'recorded';
  }

  /**
   * A privacy request from the store: its buyers' details on the orders it names (or, for
   * shop/redact, on all of the store's orders) are forgotten once the orders are closed. It
   * comes from Shopify (signed), about its own store, so the store's orders with any company
   * are in scope; an order still on its way keeps them until it closes.
   */
  async function redact(shop: string, companyId: string | null, orderIds: readonly string[] | null): Promise<string> {
    const result = await db.transaction().execute(async (tx) => {
      let q = tx
        .selectFrom('orders')
        .select(ANONYMISE_COLUMNS)
        .where('shop_type', '=', 'shopify')
        .where('anonymised_at', 'is', null)
        .where((eb) =>
          companyId
            ? eb.or([eb('shop', '=', shop), eb.and([eb('shop', 'is', null), eb('company_id', '=', companyId)])])
            : eb('shop', '=', shop),
        );
      if (orderIds) q = q.where('external_order_id', 'in', orderIds);
      return anonymiseClosed(tx, await q.forUpdate().execute());
    });
    for (const c of result.companies) countsChanged(db, c);
    return `redacted ${result.orderIds.length}, kept ${result.retained} still on their way`;
  }

  /** What a delivery that is not about one order does. */
  async function actOnStore(shop: string, companyId: string | null, topic: string, payload: StorePayload) {
    if (topic === 'app/uninstalled') {
      const { disconnected } = await apis.ums.deleteUmsShopifyIntegrationShopsByShop<{ disconnected: number }>({
        internal: true,
        params: { shop },
      });
      return disconnected ? 'store disconnected' : 'store not connected';
    }
    if (topic === 'shop/redact') return redact(shop, companyId, null);
    const ids = (topic === 'customers/redact' ? payload.orders_to_redact : payload.orders_requested) ?? [];
    const orderIds = ids.slice(0, MAX_NAMED_ORDERS).map(String);
    if (topic === 'customers/redact') return orderIds.length ? redact(shop, companyId, orderIds) : 'redacted 0';
    // The store owner answers a buyer's data request from the store itself; the orders here are its copies.
    return `data request for ${orderIds.length} ${orderIds.length === 1 ? 'order' : 'orders'}: recorded`;
  }

  app.register(async (scope) => {
    // The signature is over the bytes Shopify sent, so the body is kept as it came.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY }, (_req, body, done) => done(null, body));

    scope.post('/webhooks/shopify', { config: { access: 'public' } }, async (request) => {
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

      const { companyId } = await apis.ums.getUmsShopifyIntegrationShopsByShop<{ companyId: string | null }>({
        internal: true,
        params: { shop },
      });
      const first = await db
        .insertInto('shopify_webhooks')
        .values({ webhook_id: webhookId, shop, topic, company_id: companyId })
        .onConflict((oc) => oc.column('webhook_id').doNothing())
        .returning('webhook_id')
        .executeTakeFirst();
      if (!first) return ok({ outcome: 'duplicate delivery' });
      // Privacy requests reach a store's orders whether or not it is still connected.
      if (!companyId && !PRIVACY_TOPICS.has(topic)) {
        await db
          .updateTable('shopify_webhooks')
          .set({ outcome: 'store not connected' })
          .where('webhook_id', '=', webhookId)
          .execute();
        return ok({ outcome: 'store not connected' });
      }
      let outcome: string;
      try {
        outcome =
          parsedOrder && !order
            ? `skipped: ${orderLabel(payload)} ${MSG.storeOrderUnreadable}`.slice(0, 500)
            : order && companyId
              ? await act(companyId, shop, topic, order)
              : await actOnStore(shop, companyId, topic, store?.data ?? {});
      } catch (err) {
        // Not acted on: Shopify's retry must find it new.
        await db.deleteFrom('shopify_webhooks').where('webhook_id', '=', webhookId).execute();
        throw err;
      }
      await db.updateTable('shopify_webhooks').set({ outcome }).where('webhook_id', '=', webhookId).execute();
      return ok({ outcome });
    });
  });
}
