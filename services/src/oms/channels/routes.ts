import {
  MSG,
  SHOP_TYPES,
  SalesChannelRecordSchema,
  type SalesChannelConfig,
  type SalesChannelRecord,
  type ShopType,
  type WarehouseRecord,
  acceptsOnly,
} from '@parcelo/common';
import {
  answers,
  badRequest,
  forbidden,
  notFound,
  ServiceError,
  ok,
  serviceApis,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { placeChannelOrders } from './place.js';
import { UnconfiguredAdapter, notConnected, type ChannelAdapter } from './adapters.js';
import { ShopifyAdapter } from './shopify.js';
import { WooCommerceAdapter } from './woocommerce.js';

const ADAPTERS = new Map<ShopType, ChannelAdapter>(
  SHOP_TYPES.map((t) => [
    t,
    t === 'shopify' ? new ShopifyAdapter() : t === 'wordpress' ? new WooCommerceAdapter() : new UnconfiguredAdapter(t),
  ]),
);

interface SyncResult {
  fetched: number;
  created: number;
  duplicates: number;
  skipped: { shopOrderId: string; message: string }[];
  /** The stores synced, with their new lastSyncedAt (never their credentials). */
  salesChannels: SalesChannelRecord[];
}

/** A sync's outcome; its stores are SalesChannelRecords (contracts/channels.ts), never their credentials. */
const Synced = answers(
  z.object({
    fetched: z.number().int(),
    created: z.number().int(),
    duplicates: z.number().int(),
    skipped: z.array(z.object({ shopOrderId: z.string(), message: z.string() })),
    salesChannels: z.array(SalesChannelRecordSchema),
    failedStores: z.array(z.object({ shop: z.string(), message: z.string() })),
  }),
);

/**
 * GET /syncOrders/{shopType}: pulls a connected channel's new orders into the order book, from
 * one store (salesChannelId) or from each of the company's stores of that type in turn.
 */
export function channelRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
  const { db } = ctx;
  const apis = serviceApis(ctx.urls);

  app.get(
    '/syncOrders/:shopType',
    {
      config: { access: 'member' },
      schema: {
        params: z.object({
          shopType: z.enum(SHOP_TYPES as [ShopType, ...ShopType[]], { error: acceptsOnly(SHOP_TYPES) }),
        }),
        querystring: z.object({ salesChannelId: z.string().uuid('Not found.').optional() }),
        response: Synced,
      },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      if (!principal.companyId) throw forbidden();
      const companyId = principal.companyId;
      const shopType = request.params.shopType;
      const channelId = request.query.salesChannelId;
      if (shopType === 'manual') throw notConnected(shopType);
      let channels: SalesChannelConfig[];
      if (channelId) {
        const { salesChannel } = await apis.ums.getUmsTsChannelsByCompanyIdById<{
          salesChannel: SalesChannelConfig | null;
        }>({ internal: true, params: { companyId, id: channelId } });
        // Another company's store, or one of another type, is as unknown as a missing one.
        if (!salesChannel || salesChannel.type !== shopType) throw notFound();
        channels = [salesChannel];
      } else {
        ({ salesChannels: channels } = await apis.ums.getUmsTsStoresByCompanyIdByType<{
          salesChannels: SalesChannelConfig[];
        }>({ internal: true, params: { companyId, type: shopType } }));
      }
      if (channels.length === 0) throw notConnected(shopType);

      const { warehouses } = await apis.wms.getCompanyWarehouses<{ warehouses: WarehouseRecord[] }>({
        caller: request,
      });
      if (!warehouses.length) throw forbidden();
      // A warehouse the company switched off takes none of its new orders.
      const warehouse = warehouses.find((w) => w.active);
      if (!warehouse) throw badRequest(MSG.noActiveWarehouse, null, 'NOT_ALLOWED');

      const total: SyncResult = { fetched: 0, created: 0, duplicates: 0, skipped: [], salesChannels: [] };
      // One store that refuses or cannot be reached (a revoked key, a site down) does not hold
      // back the others; it is named with why. When every store failed, so did the sync, and it
      // says so as for one store. Our own services failing stops the sync.
      const failedStores: { shop: string; message: string }[] = [];
      let firstFailure: unknown = null;
      for (const salesChannel of channels) {
        let r: SyncResult;
        try {
          r = await syncStore(salesChannel, warehouse);
        } catch (err) {
          const storesOwn = err instanceof ServiceError && (err.httpStatus < 500 || err.code === 'UPSTREAM');
          if (channels.length === 1 || !storesOwn) throw err;
          firstFailure ??= err;
          failedStores.push({ shop: salesChannel.shop, message: err.message });
          continue;
        }
        total.fetched += r.fetched;
        total.created += r.created;
        total.duplicates += r.duplicates;
        total.skipped.push(...r.skipped);
        total.salesChannels.push(...r.salesChannels);
      }
      if (failedStores.length === channels.length) throw firstFailure;
      return ok({ ...total, failedStores }, `Synced ${total.created} new orders`);

      async function syncStore(salesChannel: SalesChannelConfig, warehouse: WarehouseRecord): Promise<SyncResult> {
        // The cursor belongs to the connected shop: connecting another store starts from its first order.
        const state = await db
          .selectFrom('channel_sync')
          .select('cursor')
          .where('company_id', '=', companyId)
          .where('shop_type', '=', shopType)
          .where('shop', '=', salesChannel.shop)
          .executeTakeFirst();
        const pulled = await ADAPTERS.get(shopType)!.pull(salesChannel, state?.cursor ?? null);

        const { created, duplicates, skipped } = await placeChannelOrders(ctx, outbox, {
          companyId,
          shopType,
          shop: salesChannel.shop,
          warehouse,
          orders: pulled.orders,
        });
        await db
          .insertInto('channel_sync')
          .values({
            company_id: companyId,
            shop_type: shopType,
            shop: salesChannel.shop,
            cursor: pulled.nextState,
            synced_at: new Date(),
          })
          .onConflict((oc) =>
            oc
              .columns(['company_id', 'shop_type', 'shop'])
              .doUpdateSet({ cursor: pulled.nextState, synced_at: new Date() }),
          )
          .execute();
        const synced = await apis.ums.postUmsTsChannelsByCompanyIdByIdSynced<{
          salesChannel: SalesChannelRecord | null;
        }>({
          internal: true,
          params: { companyId, id: salesChannel.id },
        });
        return {
          fetched: pulled.orders.length + pulled.unreadable.length,
          created,
          duplicates,
          skipped: [...pulled.unreadable, ...skipped],
          salesChannels: synced.salesChannel ? [synced.salesChannel] : [],
        };
      }
    },
  );
}
