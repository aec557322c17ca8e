import type { ExpressionBuilder } from 'kysely';
import { type ShopType, type WarehouseRecord, CreateOrderInput } from '@parcelo/common';
import { countsChanged, type ServiceContext } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { pickupOf } from '../orders/create.js';
import { placeOrders } from '../orders/stock.js';
import { invoicePrefixes } from '../orders/invoices.js';
import { unlistedAllowed } from '../orders/catalogue.js';
import type { OrderOutbox } from '../orders/outbox.js';
import type { ChannelOrder } from './adapters.js';
import { cleanChannelOrder } from './clean.js';

const CHANNEL_WEIGHT_KG = 0.5;

export interface PlacedChannelOrders {
  created: number;
  duplicates: number;
  skipped: { shopOrderId: string; message: string }[];
}

/** Orders from this store, or from before orders kept their store (then from any store of the type). */
export const storeIs = (shop: string) => (eb: ExpressionBuilder<OmsDB, 'orders'>) =>
  eb.or([eb('shop', '=', shop), eb('shop', 'is', null)]);

/**
 * Turns a channel's orders into the company's orders, whether a sync pulled them or the
 * channel pushed one (a webhook): the channel's order id is the de-duplication key, so an
 * order that comes both ways, or twice, is placed once.
 */
export async function placeChannelOrders(
  ctx: ServiceContext<OmsDB>,
  outbox: OrderOutbox,
  c: { companyId: string; shopType: ShopType; shop: string; warehouse: WarehouseRecord; orders: ChannelOrder[] },
): Promise<PlacedChannelOrders> {
  const { db } = ctx;
  const { companyId, shopType, shop, warehouse } = c;
  let created = 0;
  let duplicates = 0;
  const skipped: PlacedChannelOrders['skipped'] = [];
  // An order whose text cannot be kept is refused alone; the orders beside it are placed.
  const orders: ChannelOrder[] = [];
  for (const o of c.orders) {
    const cleaned = cleanChannelOrder(o);
    if ('problem' in cleaned) skipped.push(cleaned.problem);
    else orders.push(cleaned.order);
  }
  if (!orders.length) return { created, duplicates, skipped };
  // Orders pulled before are known here, so their stock is not blocked again only to be given back.
  const known = new Set(
    (
      await db
        .selectFrom('orders')
        .select('shop_order_id')
        .where('company_id', '=', companyId)
        .where('shop_type', '=', shopType)
        .where(storeIs(shop))
        .where(
          'shop_order_id',
          'in',
          orders.map((o) => o.shopOrderId),
        )
        .execute()
    ).map((r) => r.shop_order_id),
  );
  const [prefixes, allowed] = await Promise.all([
    invoicePrefixes(ctx.urls, [companyId]),
    unlistedAllowed(ctx.urls, [companyId]),
  ]);
  for (const o of orders) {
    if (known.has(o.shopOrderId)) {
      duplicates += 1;
      continue;
    }
    // Without a weight from the channel, half a kilo stands in unless the company has a default package.
    const parsed = CreateOrderInput.safeParse({
      ...o,
      weight: o.weight ?? CHANNEL_WEIGHT_KG,
      warehouseId: warehouse.id,
      shopOrderId: o.shopOrderId,
    });
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
            shop,
            weightGiven: o.weight !== null,
            allowUnmapped: allowed.get(companyId) ?? false,
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
  return { created, duplicates, skipped };
}
