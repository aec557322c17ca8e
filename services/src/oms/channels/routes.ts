import {
  SHOP_TYPES,
  type SalesChannelConfig,
  type ShopType,
  type WarehouseRecord,
  acceptsOnly,
  CreateOrderInput,
} from '@parcelo/common';
import {
  callService,
  forbidden,
  ok,
  z,
  type ServiceContext,
  countsChanged,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { pickupOf } from '../orders/create.js';
import { placeOrders } from '../orders/stock.js';
import { invoicePrefixes } from '../orders/invoices.js';
import type { OrderOutbox } from '../orders/outbox.js';
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

      let created = 0;
      let duplicates = 0;
      const skipped: { shopOrderId: string; message: string }[] = [];
      // Orders pulled before are known here, so their stock is not blocked again only to be given back.
      const known = pulled.orders.length
        ? new Set(
            (
              await db
                .selectFrom('orders')
                .select('shop_order_id')
                .where('company_id', '=', companyId)
                .where('shop_type', '=', shopType)
                .where(
                  'shop_order_id',
                  'in',
                  pulled.orders.map((o) => o.shopOrderId),
                )
                .execute()
            ).map((r) => r.shop_order_id),
          )
        : new Set<string>();
      const prefixes = await invoicePrefixes(ctx.urls, [companyId]);
      for (const o of pulled.orders) {
        if (known.has(o.shopOrderId)) {
          duplicates += 1;
          continue;
        }
        const parsed = CreateOrderInput.safeParse({ ...o, warehouseId: warehouse.id, shopOrderId: o.shopOrderId });
        if (!parsed.success) {
          skipped.push({ shopOrderId: o.shopOrderId, message: parsed.error.issues[0]!.message });
          continue;
        }
        try {
          const [placement] = await placeOrders(
            db,
            ctx.urls,
            outbox,
            [
              {
                companyId,
                pickup: pickupOf(warehouse),
                order: { ...parsed.data, shopOrderId: o.shopOrderId },
                shopType,
                placedBy: `${shopType} sync`,
                externalOrderId: o.channelOrderId,
              },
            ],
            undefined,
            prefixes,
          );
          if (placement && !placement.ok) {
            skipped.push({ shopOrderId: o.shopOrderId, message: placement.message });
            continue;
          }
          created += 1;
          countsChanged(ctx.db, companyId);
        } catch (err) {
          if ((err as { code?: string }).code !== '23505') throw err;
          duplicates += 1; // already pulled once: the channel's order id is the de-duplication key
        }
      }
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
