import { LOCKED_STATUSES, statusChangeProblem, type WarehouseRecord } from '@parcelo/common';
import { verifyShopifyBody } from '@parcelo/common/shopify';
import {
  badRequest,
  callService,
  config,
  countsChanged,
  ok,
  unauthorized,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { appendTrail } from '../orders/create.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { placeChannelOrders, storeIs } from './place.js';
import { mapShopifyOrder, type ShopifyOrder } from './shopify.js';

const MAX_BODY = 2_000_000;
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

  async function companyWarehouse(companyId: string): Promise<WarehouseRecord | undefined> {
    const { warehouses } = await callService<{ warehouses: WarehouseRecord[] }>(
      ctx.urls.wms,
      `/internal/company/${companyId}/warehouses`,
      { internal: true },
    );
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
    if (topic === 'orders/updated' && order.cancelled_at) return cancel(companyId, shop, order.name);
    return 'recorded';
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
      let order: ShopifyOrder;
      try {
        order = JSON.parse(body.toString('utf8')) as ShopifyOrder;
      } catch {
        throw badRequest('The webhook body is not JSON.');
      }
      if (!order || typeof order !== 'object' || typeof order.name !== 'string' || !Array.isArray(order.line_items))
        throw badRequest('The webhook body is not an order.');

      const { companyId } = await callService<{ companyId: string | null }>(
        ctx.urls.ums,
        `/ums/shopify-integration/shops/${encodeURIComponent(shop)}`,
        { internal: true },
      );
      const first = await db
        .insertInto('shopify_webhooks')
        .values({ webhook_id: webhookId, shop, topic, company_id: companyId })
        .onConflict((oc) => oc.column('webhook_id').doNothing())
        .returning('webhook_id')
        .executeTakeFirst();
      if (!first) return ok({ outcome: 'duplicate delivery' });
      if (!companyId) {
        await db
          .updateTable('shopify_webhooks')
          .set({ outcome: 'store not connected' })
          .where('webhook_id', '=', webhookId)
          .execute();
        return ok({ outcome: 'store not connected' });
      }
      let outcome: string;
      try {
        outcome = await act(companyId, shop, topic, order);
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
