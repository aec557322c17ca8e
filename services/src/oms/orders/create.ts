import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import {
  CreateOrderInput,
  sheetOrderId,
  type OrderAddress,
  type ShopType,
  type WarehouseRecord,
} from '@parcelo/common';
import type { z } from '../../platform/index.js';
import type { OmsDB, OrderItemTable, OrderTable, OrderTrailTable } from '../db.js';
import { documentPath } from '../documents/paths.js';
import { defaultPackages } from '../shippingPackages/service.js';

const newAwb = () => `PC${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`;
const newReverseAwb = () => `RV${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`;

/** A parcel coming back (to origin, or picked up from the buyer) travels on its own AWB, given as the return starts. */
export const reverseAwbFor = (order: { reverse_awb: string | null }, status: string): { reverse_awb?: string } =>
  !order.reverse_awb && (status.startsWith('RTO_') || status.startsWith('DTO_'))
    ? { reverse_awb: newReverseAwb() }
    : {};

export type OrderInput = z.output<typeof CreateOrderInput> & { shopOrderId: string };

/** What an order keeps of its pickup warehouse (OMS never reads WMS's tables). */
export interface Pickup {
  id: string;
  name: string;
  city: string;
  state: string;
  pincode: string;
}

/**
 * Which of these order IDs the company's own (manual and sheet) orders already use, in the
 * form `sheetOrderId` gives them: 'cpn-100846 ' is taken by 'CPN-100846', and by an older
 * order typed in lower case too.
 */
export async function takenOrderIds(
  db: Kysely<OmsDB>,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids.map(sheetOrderId).filter(Boolean))];
  const taken = new Set<string>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const rows = await db
      .selectFrom('orders')
      .select(sql<string>`upper(shop_order_id)`.as('id'))
      .where('company_id', '=', companyId)
      .where('shop_type', '=', 'manual')
      .where(sql`upper(shop_order_id)`, 'in', wanted.slice(i, i + 1000))
      .execute();
    for (const r of rows) taken.add(r.id);
  }
  return taken;
}

export const pickupOf = (w: WarehouseRecord): Pickup => ({
  id: w.id,
  name: w.name,
  city: w.address.city,
  state: w.address.state,
  pincode: w.address.pincode,
});

export const appendTrail = (
  tx: Transaction<OmsDB>,
  orderId: string,
  status: string,
  description: string,
  city: string | null = null,
) => tx.insertInto('order_trail').values({ order_id: orderId, status, description, city }).execute();

/** A row as JSON holds it: its jsonb columns as values, not as the strings Kysely takes. */
type OrderJson = Omit<Insertable<OrderTable>, 'shipping_address'> & { shipping_address: OrderAddress };
type ItemJson = Omit<Insertable<OrderItemTable>, 'wsin_mapping'> & { wsin_mapping: Record<string, number> };

/**
 * Inserts rows sent as one JSON parameter: 500 orders as VALUES are some 18,000 parameters,
 * which Kysely compiles and PostgreSQL binds one at a time, for more than the insert itself
 * costs. Every row names the same columns (a column left out takes its default; one named
 * but missing from a row would be null).
 */
async function insertAsJson(
  tx: Transaction<OmsDB>,
  table: 'orders' | 'order_items' | 'order_trail',
  rows: readonly object[],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  await tx
    .insertInto(table)
    .columns(columns as never)
    .expression(
      sql`select ${sql.join(columns.map((c) => sql.ref(c)))} from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)`,
    )
    .execute();
}

export type NewOrder = {
  companyId: string;
  pickup: Pickup;
  order: OrderInput;
  shopType: ShopType;
  placedBy: string;
  externalOrderId?: string | null;
  /** The connected store a channel order came from (several stores of one type may share order IDs). */
  shop?: string | null;
  /**
   * False when the channel gave no weight: `order.weight` is then only a stand-in, and the
   * company's default package's weight is taken when it has one.
   */
  weightGiven?: boolean;
  /** The company takes lines with no WSIN map (it allows unlisted SKUs); asked of UMS when not known. */
  allowUnmapped?: boolean;
};
/** An order whose stock WMS has blocked: its id, and each SKU's WSIN map. */
type PlacedOrder = NewOrder & { id: string; mappings: Record<string, Record<string, number>>; invoiceId: string };

/**
 * Writes new orders, their items and their first trail entries, for placeOrders (which
 * blocks their stock first). Three statements for any number of orders, since a bulk
 * batch is 500.
 */
export async function insertOrders(tx: Transaction<OmsDB>, orders: readonly PlacedOrder[]): Promise<string[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  // Every way of placing an order comes through here, so this is the one place orders placed
  // without measurements take their company's default package's.
  const packages = await defaultPackages(
    tx,
    orders.filter((o) => !o.order.dimensions || o.weightGiven === false).map((o) => o.companyId),
  );
  await insertAsJson(
    tx,
    'orders',
    orders.map(
      ({ companyId, pickup, order, shopType, externalOrderId, shop, invoiceId, weightGiven }, i): OrderJson => {
        const a = order.shippingAddress;
        const box = packages.get(companyId);
        const dimensions =
          order.dimensions ?? (box ? { length: box.length_cm, breadth: box.width_cm, height: box.height_cm } : null);
        // A package's own weight is only taken when the order has none; weightless boxes (0 g) are not.
        const boxKg = box && box.weight_gm > 0 ? box.weight_gm / 1000 : null;
        return {
          id: ids[i]!,
          company_id: companyId,
          warehouse_id: pickup.id,
          shop_order_id: order.shopOrderId,
          external_order_id: externalOrderId ?? null,
          shop: shop ?? null,
          status: 'PLACED',
          payment_mode: order.paymentMode,
          shop_type: shopType,
          customer_name: `${a.firstName} ${a.lastName}`.trim(),
          customer_phone: order.customerPhone,
          customer_email: order.customerEmail.toLowerCase(),
          shipping_address: a,
          delivery_state: a.state,
          delivery_pincode: a.pincode,
          pickup_pincode: pickup.pincode,
          pickup_state: pickup.state,
          weight_kg: weightGiven === false && boxKg !== null ? boxKg : order.weight,
          length_cm: dimensions?.length ?? null,
          breadth_cm: dimensions?.breadth ?? null,
          height_cm: dimensions?.height ?? null,
          total_amount_paise: order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0),
          // Parcelo assigns its own AWB as the order is placed, so a label can be printed at once.
          awb: newAwb(),
          delivery_awb: null,
          reverse_awb: null,
          delivery_partner: null,
          shipper: null,
          // Invoiced as it is placed: its number was taken in this same transaction.
          invoice_id: invoiceId,
          // A buyer with a GSTIN buys as a business: its invoice is a B2B one.
          buyer_gstin: order.buyerGstin || null,
          b2b: !!order.buyerGstin,
          invoice_url: documentPath('invoice', ids[i]!),
          invoiced_at: new Date(),
          shipping_label_url: documentPath('label', ids[i]!),
          rts_at: null,
        };
      },
    ),
  );
  const items = orders.flatMap(({ companyId, order, mappings }, i) =>
    order.items.map((item, position): ItemJson => ({
      id: randomUUID(),
      order_id: ids[i]!,
      company_id: companyId,
      position,
      title: item.title,
      sku: item.sku,
      quantity: item.quantity,
      unit_price_paise: item.unitPrice,
      wsin_mapping: mappings[item.sku] ?? {},
    })),
  );
  await insertAsJson(tx, 'order_items', items);
  await insertAsJson(
    tx,
    'order_trail',
    orders.map(({ pickup, placedBy }, i): Insertable<OrderTrailTable> => ({
      order_id: ids[i]!,
      status: 'PLACED',
      description: `Order placed by ${placedBy}`,
      city: pickup.city,
    })),
  );
  return ids;
}
