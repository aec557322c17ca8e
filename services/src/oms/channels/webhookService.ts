import type { Kysely } from 'kysely';
import { LOCKED_STATUSES, MSG, statusChangeProblem, type WarehouseRecord } from '@parcelo/common';
import { countsChanged, serviceApis, type ServiceContext } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { appendTrail } from '../orders/create.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { ANONYMISE_COLUMNS, anonymiseClosed } from '../privacy/routes.js';
import { placeChannelOrders, storeIs } from './place.js';
import { mapShopifyOrder, type ShopifyOrder } from './shopify.js';
import { orderNumberSavable } from './clean.js';

/** The most orders one privacy request is acted on for (Shopify names a buyer's orders). */
const MAX_NAMED_ORDERS = 1_000;

/** The orders a store-level privacy request names, as Shopify sends them. */
export interface StoreNamedOrders {
  orders_to_redact?: (number | string)[];
  orders_requested?: (number | string)[];
}

/** A store cancelled an order: ours is cancelled too while nothing has left the warehouse. */
async function cancelStoreOrder(
  db: Kysely<OmsDB>,
  outbox: OrderOutbox,
  companyId: string,
  shop: string,
  shopOrderId: string,
): Promise<string> {
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

/**
 * A privacy request from the store: its buyers' details on the orders it names (or, for
 * shop/redact, on all of the store's orders) are forgotten once the orders are closed. It
 * comes from Shopify (signed), about its own store, so the store's orders with any company
 * are in scope; an order still on its way keeps them until it closes.
 */
async function redactStoreOrders(
  db: Kysely<OmsDB>,
  shop: string,
  companyId: string | null,
  orderIds: readonly string[] | null,
): Promise<string> {
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

/** Acts on Shopify's webhook deliveries, each recorded by its webhook id so it is acted on once. */
export function shopifyWebhookService(ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
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
      return cancelStoreOrder(db, outbox, companyId, shop, order.name);
    }
    return 'recorded';
  }

  /** What a delivery that is not about one order does. */
  async function actOnStore(shop: string, companyId: string | null, topic: string, payload: StoreNamedOrders) {
    if (topic === 'app/uninstalled') {
      const { disconnected } = await apis.ums.deleteUmsShopifyIntegrationShopsByShop<{ disconnected: number }>({
        internal: true,
        params: { shop },
      });
      return disconnected ? 'store disconnected' : 'store not connected';
    }
    if (topic === 'shop/redact') return redactStoreOrders(db, shop, companyId, null);
    const ids = (topic === 'customers/redact' ? payload.orders_to_redact : payload.orders_requested) ?? [];
    const orderIds = ids.slice(0, MAX_NAMED_ORDERS).map(String);
    if (topic === 'customers/redact')
      return orderIds.length ? redactStoreOrders(db, shop, companyId, orderIds) : 'redacted 0';
    // The store owner answers a buyer's data request from the store itself; the orders here are its copies.
    return `data request for ${orderIds.length} ${orderIds.length === 1 ? 'order' : 'orders'}: recorded`;
  }

  return {
    act,
    actOnStore,

    /** The company the store is connected to, if any. */
    async storeCompany(shop: string) {
      const { companyId } = await apis.ums.getUmsShopifyIntegrationShopsByShop<{ companyId: string | null }>({
        internal: true,
        params: { shop },
      });
      return companyId;
    },

    /** Records the delivery; false when it was recorded before. */
    async firstDelivery(webhookId: string, shop: string, topic: string, companyId: string | null) {
      const first = await db
        .insertInto('shopify_webhooks')
        .values({ webhook_id: webhookId, shop, topic, company_id: companyId })
        .onConflict((oc) => oc.column('webhook_id').doNothing())
        .returning('webhook_id')
        .executeTakeFirst();
      return !!first;
    },

    async setOutcome(webhookId: string, outcome: string) {
      await db.updateTable('shopify_webhooks').set({ outcome }).where('webhook_id', '=', webhookId).execute();
    },

    /** Forgets a delivery that was not acted on, so that the retry is. */
    async forget(webhookId: string) {
      await db.deleteFrom('shopify_webhooks').where('webhook_id', '=', webhookId).execute();
    },
  };
}
