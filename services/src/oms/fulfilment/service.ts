import { sql, type Kysely, type Transaction } from 'kysely';
import {
  MSG,
  fill,
  packItemStatus,
  packOrderStatus,
  type FulfilmentDetailsInput,
  type FulfilmentRecord,
  type PackOrderStatus,
} from '@parcelo/common';
import { badRequest, notFound, countsChanged, withinReach, type Reach, type z } from '../../platform/index.js';
import type { OmsDB, OrderRow } from '../db.js';
import { appendTrail } from '../orders/create.js';
import type { OrderOutbox } from '../orders/outbox.js';

type Executor = Kysely<OmsDB> | Transaction<OmsDB>;

/** Orders a packer may still scan. */
export const PACKABLE = ['PLACED', 'PROCESSED', 'READY_TO_SHIP'];
/** The bench's queue: what is left to pack, and what has just been packed. */
const IN_QUEUE = [...PACKABLE, 'packed'];

/** What a packer scans for an order: each WSIN its items are packed from, or the SKU of an unmapped item. */
async function packingLines(db: Kysely<OmsDB> | Transaction<OmsDB>, orderIds: string[]) {
  if (!orderIds.length) return new Map<string, { code: string; title: string; quantity: number; scanned: number }[]>();
  const [stored, items] = await Promise.all([
    db
      .selectFrom('order_packing')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('order_items')
      .select(['order_id', 'title', 'sku', 'quantity', 'wsin_mapping'])
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
  ]);
  const lines = new Map<string, { code: string; title: string; quantity: number; scanned: number }[]>();
  for (const s of stored)
    lines.set(s.order_id, [
      ...(lines.get(s.order_id) ?? []),
      { code: s.code, title: s.title, quantity: s.quantity, scanned: s.scanned },
    ]);
  for (const item of items) {
    if (stored.some((s) => s.order_id === item.order_id)) continue;
    const list = lines.get(item.order_id) ?? [];
    const map = Object.entries(item.wsin_mapping);
    const parts = map.length
      ? map.map(([wsin, per]) => ({ code: wsin, title: `${item.title} (${wsin})`, quantity: per * item.quantity }))
      : [{ code: item.sku, title: item.title, quantity: item.quantity }];
    for (const p of parts) {
      const same = list.find((l) => l.code.toUpperCase() === p.code.toUpperCase());
      if (same) same.quantity += p.quantity;
      else list.push({ ...p, scanned: 0 });
    }
    lines.set(item.order_id, list);
  }
  return lines;
}

async function fulfilmentRecords(
  db: Kysely<OmsDB> | Transaction<OmsDB>,
  orders: OrderRow[],
): Promise<FulfilmentRecord[]> {
  const lines = await packingLines(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => {
    const items = lines.get(o.id) ?? [];
    const status: PackOrderStatus = o.status === 'packed' ? 'PACKED' : packOrderStatus(items);
    return {
      orderId: o.id,
      shopOrderId: o.shop_order_id,
      warehouseId: o.warehouse_id,
      deliveryAwb: o.delivery_awb ?? o.awb ?? '',
      customerName: o.customer_name,
      deliveryPartner: o.delivery_partner,
      packageType: o.package_type,
      orderStatus: o.status,
      status,
      shippingLabelUrl: o.shipping_label_url,
      invoiceUrl: o.invoice_url,
      itemsToScan: items.map((i) => ({ ...i, status: packItemStatus(i) })),
      packedAt: o.packed_at?.toISOString() ?? null,
      createdAt: o.created_at.toISOString(),
    };
  });
}

/** Which orders the bench lists, beyond the caller's reach. */
export interface BenchFilter {
  warehouseId?: string;
  status?: 'PENDING' | 'PACKED';
  searchValue?: string;
}

/** The order by its id or a scanned AWB, within the caller's reach; the newest when AWBs repeat. */
async function benchOrder(executor: Executor, within: Reach, where: { id?: string; awb?: string }, lock = false) {
  let q = withinReach(executor.selectFrom('orders').selectAll(), within);
  if (where.id) q = q.where('id', '=', where.id);
  if (where.awb) {
    // AWBs are kept in capitals, so a scan in either case meets the (company, AWB) indexes.
    const awb = where.awb.trim().toUpperCase();
    q = q.where((eb) => eb.or([eb('awb', '=', awb), eb('delivery_awb', '=', awb)]));
  }
  return (lock ? q.forUpdate() : q).orderBy('created_at', 'desc').executeTakeFirst();
}

/** One order at the bench as the routes answer it. */
export async function fulfilmentOf(db: Kysely<OmsDB>, orderId: string) {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const [fulfilment] = await fulfilmentRecords(db, [row]);
  return { fulfilment: fulfilment! };
}

/** A page of the bench's queue, oldest first, and how many it holds. */
export async function findAtBench(
  db: Kysely<OmsDB>,
  within: Reach,
  where: BenchFilter,
  pagination: { records: number; offset: number },
) {
  // Packing starts with the AWB's barcode, so only orders with one are at the bench.
  let q = withinReach(db.selectFrom('orders'), within)
    .where('status', 'in', where.status === 'PACKED' ? ['packed'] : where.status === 'PENDING' ? PACKABLE : IN_QUEUE)
    .where('awb', 'is not', null);
  if (where.warehouseId) q = q.where('warehouse_id', '=', where.warehouseId);
  if (where.searchValue) {
    const v = where.searchValue.toUpperCase();
    q = q.where((eb) =>
      eb.or([eb('awb', '=', v), eb('delivery_awb', '=', v), eb('shop_order_id', '=', where.searchValue!)]),
    );
  }
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(pagination.records)
      .offset(pagination.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { fulfilments: await fulfilmentRecords(db, rows), totalCount: Number(total.n) };
}

export async function fulfilmentsByIds(db: Kysely<OmsDB>, within: Reach, ids: string[]) {
  const q = withinReach(db.selectFrom('orders').selectAll().where('id', 'in', ids), within);
  return fulfilmentRecords(db, await q.execute());
}

/** Opens the AWB's order at the bench, its lines fixed; answers the order and what the packer sees. */
export async function openAtBench(db: Kysely<OmsDB>, within: Reach, awb: string) {
  const order = await benchOrder(db, within, { awb });
  if (!order) throw badRequest(fill(MSG.packAwbUnknown, { awb }), 'awb');
  if (!IN_QUEUE.includes(order.status))
    throw badRequest(
      fill(MSG.packNotPackable, { orderId: order.shop_order_id, status: order.status }),
      'awb',
      'NOT_ALLOWED',
    );
  if (order.status !== 'packed') {
    // The lines are fixed as packing starts, so later scans count against a stable list.
    const lines = (await packingLines(db, [order.id])).get(order.id) ?? [];
    if (lines.length) {
      await db
        .insertInto('order_packing')
        .values(
          lines.map((l, position) => ({
            order_id: order.id,
            code: l.code,
            position,
            title: l.title,
            quantity: l.quantity,
          })),
        )
        .onConflict((oc) => oc.columns(['order_id', 'code']).doNothing())
        .execute();
    }
  }
  return {
    orderId: order.id,
    message: order.status === 'packed' ? fill(MSG.packDone, { orderId: order.shop_order_id }) : 'Scan the items',
  };
}

/** Counts one scanned unit; the last one packs the order and sends its stock out. Answers what the packer is told. */
export async function scanItem(
  db: Kysely<OmsDB>,
  outbox: OrderOutbox,
  within: Reach,
  body: { orderId: string; code: string },
) {
  const { principal } = within;
  const { message, moves, companyId } = await db.transaction().execute(async (tx) => {
    const order = await benchOrder(tx, within, { id: body.orderId }, true);
    if (!order) throw notFound();
    if (!PACKABLE.includes(order.status))
      throw badRequest(
        fill(MSG.packNotPackable, { orderId: order.shop_order_id, status: order.status }),
        'code',
        'NOT_ALLOWED',
      );
    const line = await tx
      .selectFrom('order_packing')
      .selectAll()
      .where('order_id', '=', order.id)
      .where(sql`upper(code)`, '=', body.code.toUpperCase())
      .executeTakeFirst();
    if (!line) throw badRequest(fill(MSG.packItemUnknown, { code: body.code }), 'code');
    if (line.scanned >= line.quantity)
      throw badRequest(fill(MSG.packItemDone, { quantity: line.quantity, code: line.code }), 'code');
    await tx
      .updateTable('order_packing')
      .set({ scanned: sql`scanned + 1` })
      .where('order_id', '=', order.id)
      .where('code', '=', line.code)
      .execute();
    const lines = await tx
      .selectFrom('order_packing')
      .select(['quantity', 'scanned'])
      .where('order_id', '=', order.id)
      .execute();
    if (packOrderStatus(lines) !== 'PACKED') return { message: `Scanned ${line.code}`, moves: [], companyId: null };
    const now = new Date();
    await tx
      .updateTable('orders')
      .set({ status: 'packed', packed_at: now, rts_at: order.rts_at ?? now, updated_at: now })
      .where('id', '=', order.id)
      .execute();
    await appendTrail(tx, order.id, 'packed', `Packed by ${principal.name}`);
    return {
      companyId: order.company_id,
      message: fill(MSG.packDone, { orderId: order.shop_order_id }),
      moves: [
        ...(await outbox.record(tx, [order.id], 'outbound', `Packed, order ${order.shop_order_id}`, principal.name)),
        ...(await outbox.statusChanged(tx, order, 'packed', principal.name)),
      ],
    };
  });
  if (companyId) countsChanged(db, companyId);
  await outbox.deliver(moves);
  return message;
}

/** The label, invoice and package a packer prints from; what is not given stays. */
export async function saveDetails(
  db: Kysely<OmsDB>,
  within: Reach,
  id: string,
  body: z.output<typeof FulfilmentDetailsInput>,
) {
  const order = await benchOrder(db, within, { id });
  if (!order) throw notFound();
  await db
    .updateTable('orders')
    .set({
      shipping_label_url: body.shippingLabelUrl ?? order.shipping_label_url,
      invoice_url: body.invoiceUrl ?? order.invoice_url,
      package_type: body.packageType === undefined ? order.package_type : body.packageType || null,
      updated_at: new Date(),
    })
    .where('id', '=', order.id)
    .execute();
  return order.id;
}
