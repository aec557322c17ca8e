import { SHOP_TYPES, type SalesChannelConfig, type ShopType, type WarehouseRecord, acceptsOnly } from '@parcelo/common';
import { callService, forbidden, ok, z, type ServiceContext, type ServiceApp } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { placeChannelOrders } from './place.js';
import { UnconfiguredAdapter, notConnected, type ChannelAdapter } from './adapters.js';
import { ShopifyAdapter } from './shopify.js';

const ADAPTERS = new Map<ShopType, ChannelAdapter>(
  SHOP_TYPES.map((t) => [t, t === 'shopify' ? new ShopifyAdapter() : new UnconfiguredAdapter(t)]),
);

/** GET /syncOrders/{shopType}: pulls a connected channel's new orders into the order book. */
export function channelRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
  const { db } = ctx;

  app.get(
    '/syncOrders/:shopType',
    {
      config: { access: 'member' },
      schema: {
        params: z.object({
          shopType: z.enum(SHOP_TYPES as [ShopType, ...ShopType[]], { error: acceptsOnly(SHOP_TYPES) }),
        }),
      },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      if (!principal.companyId) throw forbidden();
      const companyId = principal.companyId;
      const shopType = request.params.shopType;
      if (shopType === 'manual') throw notConnected(shopType);
      const { salesChannel } = await callService<{ salesChannel: SalesChannelConfig | null }>(
        ctx.urls.ums,
        `/ums/ts/stores/${companyId}/${shopType}`,
        { internal: true },
      );
      if (!salesChannel) throw notConnected(shopType);

      const { warehouses } = await callService<{ warehouses: WarehouseRecord[] }>(ctx.urls.wms, '/company/warehouses', {
        caller: request,
      });
      const warehouse = warehouses.find((w) => w.active) ?? warehouses[0];
      if (!warehouse) throw forbidden();

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
      return ok({ fetched: pulled.orders.length, created, duplicates, skipped }, `Synced ${created} new orders`);
    },
  );
}
