import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  MSG,
  fill,
  packItemStatus,
  packOrderStatus,
  FulfilmentDetailsInput,
  type FulfilmentRecord,
  type PackOrderStatus,
} from '@parcelo/common';
import {
  byIdsRoute,
  badRequest,
  notFound,
  ok,
  z,
  type ServiceContext,
  countsChanged,
  withinReach,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB, OrderRow } from '../db.js';
import { appendTrail } from '../orders/create.js';
import type { OrderOutbox } from '../orders/outbox.js';

/** Orders a packer may still scan. */
const PACKABLE = ['PLACED', 'PROCESSED', 'READY_TO_SHIP'];
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

const ListBody = z.object({
  where: z
    .object({
      companyId: z.string().uuid().optional(),
      warehouseId: z.string().uuid().optional(),
      status: z.enum(['PENDING', 'PACKED']).optional(),
      searchValue: z.string().trim().max(100).optional(),
    })
    .default({}),
  pagination: z
    .object({
      records: z.coerce.number().int().min(1).max(300).default(10),
      offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
    })
    .default({ records: 10, offset: 0 }),
});

/**
 * Fulfilment packing: the packer scans an order's AWB, then each item; when every
 * item's quantity is scanned the order is packed and its stock leaves the warehouse.
 */
export function fulfilmentRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, outbox: OrderOutbox) {
  const { db } = ctx;

  async function ownOrder(
    request: FastifyRequest,
    where: { id?: string; awb?: string },
    tx: Kysely<OmsDB> | Transaction<OmsDB> = db,
    lock = false,
  ) {
    const within = await ctx.auth.reach(request, undefined);
    const { principal } = within;
    let q = withinReach(tx.selectFrom('orders').selectAll(), within);
    if (where.id) q = q.where('id', '=', where.id);
    if (where.awb) {
      // AWBs are kept in capitals, so a scan in either case meets the (company, AWB) indexes.
      const awb = where.awb.trim().toUpperCase();
      q = q.where((eb) => eb.or([eb('awb', '=', awb), eb('delivery_awb', '=', awb)]));
    }
    const order = await (lock ? q.forUpdate() : q).orderBy('created_at', 'desc').executeTakeFirst();
    return { principal, order };
  }

  const reply = async (orderId: string, message: string) => {
    const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const [fulfilment] = await fulfilmentRecords(db, [row]);
    return ok({ fulfilment }, message);
  };

  app.post('/fulfilment/find', { config: { access: 'member' }, schema: { body: ListBody } }, async (request) => {
    const body = request.body;
    const within = await ctx.auth.reach(request, body.where.companyId);
    // Packing starts with the AWB's barcode, so only orders with one are at the bench.
    let q = withinReach(db.selectFrom('orders'), within)
      .where(
        'status',
        'in',
        body.where.status === 'PACKED' ? ['packed'] : body.where.status === 'PENDING' ? PACKABLE : IN_QUEUE,
      )
      .where('awb', 'is not', null);
    if (body.where.warehouseId) q = q.where('warehouse_id', '=', body.where.warehouseId);
    if (body.where.searchValue) {
      const v = body.where.searchValue.toUpperCase();
      q = q.where((eb) =>
        eb.or([eb('awb', '=', v), eb('delivery_awb', '=', v), eb('shop_order_id', '=', body.where.searchValue!)]),
      );
    }
    const [rows, total] = await Promise.all([
      q
        .selectAll()
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .limit(body.pagination.records)
        .offset(body.pagination.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({ fulfilments: await fulfilmentRecords(db, rows), totalCount: Number(total.n) });
  });

  byIdsRoute(app, '/fulfilment/byIds', 'fulfilments', async (ids, request) => {
    const within = await ctx.auth.reach(request, undefined);
    const q = withinReach(db.selectFrom('orders').selectAll().where('id', 'in', ids), within);
    return fulfilmentRecords(db, await q.execute());
  });

  /** Step one: the AWB barcode opens its order at the bench, with its lines to scan. */
  app.post(
    '/fulfilment/scan-awb',
    {
      config: { access: 'member' },
      schema: {
        body: z.object({
          awb: z
            .string({ error: fill(MSG.requiredInput, { field: 'AWB' }) })
            .trim()
            .min(1, fill(MSG.requiredInput, { field: 'AWB' }))
            .max(64),
        }),
      },
    },
    async (request) => {
      const { awb } = request.body;
      const { order } = await ownOrder(request, { awb });
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
      return reply(
        order.id,
        order.status === 'packed' ? fill(MSG.packDone, { orderId: order.shop_order_id }) : 'Scan the items',
      );
    },
  );

  /** Step two: one scan counts one unit; the last unit packs the order and ships its stock out. */
  app.post(
    '/fulfilment/scan-item',
    {
      config: { access: 'member' },
      schema: {
        body: z.object({
          orderId: z.string().uuid(),
          code: z
            .string({ error: fill(MSG.requiredInput, { field: 'Barcode' }) })
            .trim()
            .min(1, fill(MSG.requiredInput, { field: 'Barcode' }))
            .max(100),
        }),
      },
    },
    async (request) => {
      const body = request.body;
      const { message, moves, companyId } = await db.transaction().execute(async (tx) => {
        const { principal, order } = await ownOrder(request, { id: body.orderId }, tx, true);
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
            ...(await outbox.record(
              tx,
              [order.id],
              'outbound',
              `Packed, order ${order.shop_order_id}`,
              principal.name,
            )),
            ...(await outbox.statusChanged(tx, order, 'packed', principal.name)),
          ],
        };
      });
      if (companyId) countsChanged(db, companyId);
      await outbox.deliver(moves);
      return reply(body.orderId, message);
    },
  );

  /** Fulfilment details: the label and invoice addresses a packer prints from. */
  app.patch(
    '/fulfilment/:orderId/details',
    {
      config: { access: 'member' },
      schema: {
        body: FulfilmentDetailsInput,
        params: z.object({ orderId: z.string().uuid() }),
      },
    },
    async (request) => {
      const body = request.body;
      const id = request.params.orderId;
      const { order } = await ownOrder(request, { id });
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
      return reply(order.id, MSG.fulfilmentSaved);
    },
  );
}
