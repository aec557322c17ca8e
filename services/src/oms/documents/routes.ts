import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_ORDERS, MSG, type CompanyRecord, type OrderRecord, type WarehouseRecord } from '@parcelo/common';
import {
  badRequest,
  callService,
  notFound,
  withinReach,
  ok,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { orderRecords } from '../orders/records.js';
import { invoicePdf, labelPdf } from './pdf.js';
import { zip } from './zip.js';

type Kind = 'label' | 'invoice';
const RENDER = { label: labelPdf, invoice: invoicePdf } as const;
const LINK_TTL_MS = 5 * 60_000;
/** Orders whose labels a zip leaves out: they will not be shipped. */
const UNLABELLED: ReadonlySet<string> = new Set(['CANCELLED']);
const unlabelled = (status: string) => UNLABELLED.has(status);

export function documentRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;

  /** The caller's orders among `ids` (another company's are not found), with seller and pickup details. */
  async function load(request: FastifyRequest, ids: string[]) {
    const q = withinReach(
      db.selectFrom('orders').selectAll().where('id', 'in', ids),
      await ctx.auth.reach(request, undefined),
    );
    const orders = await orderRecords(db, await q.execute());
    if (orders.length !== new Set(ids).size) throw notFound();
    const [{ companies }, { warehouses }] = await Promise.all([
      callService<{ companies: CompanyRecord[] }>(ctx.urls.ums, '/ums/companies/byIds', {
        caller: request,
        body: { ids: [...new Set(orders.map((o) => o.companyId))] },
      }),
      callService<{ warehouses: WarehouseRecord[] }>(ctx.urls.wms, '/warehouse/byIds', {
        caller: request,
        body: { ids: [...new Set(orders.map((o) => o.warehouseId))] },
      }),
    ]);
    const company = new Map(companies.map((c) => [c.id, c]));
    const warehouse = new Map(warehouses.map((w) => [w.id, w]));
    return orders.map((order) => ({
      order,
      seller: company.get(order.companyId) ?? null,
      pickup: warehouse.get(order.warehouseId) ?? null,
    }));
  }

  const render = (
    kind: Kind,
    d: { order: OrderRecord; seller: CompanyRecord | null; pickup: WarehouseRecord | null },
  ) => RENDER[kind](d.order, d.seller, d.pickup);

  const fileName = (kind: Kind, o: OrderRecord) => `${kind}-${o.shopOrderId.replace(/[^\w.-]+/g, '_')}.pdf`;

  const OrderIds = z.object({
    orderId: z
      .array(z.string().uuid())
      .min(1, 'Select at least one order')
      .max(MAX_DOCUMENT_ORDERS, `Select at most ${MAX_DOCUMENT_ORDERS} orders`),
  });

  async function sendZip(request: FastifyRequest, reply: FastifyReply, kind: Kind, orderIds: string[]) {
    // A cancelled order never ships, so its label would only be stuck on a parcel by mistake.
    const docs = (await load(request, orderIds)).filter((d) => kind !== 'label' || !unlabelled(d.order.status));
    if (!docs.length) throw badRequest(MSG.labelsAllCancelled, 'orderId', 'NOT_ALLOWED');
    const files = await Promise.all(
      docs.map(async (d) => ({ name: fileName(kind, d.order), data: await render(kind, d) })),
    );
    reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${kind}s-${new Date().toISOString().slice(0, 10)}.zip"`);
    return zip(files);
  }

  for (const kind of ['label', 'invoice'] as const) {
    /** Many orders' documents as one zip. */
    app.post(
      `/download/${kind}`,
      { config: { access: 'member' }, schema: { body: OrderIds } },
      async (request, reply) => sendZip(request, reply, kind, request.body.orderId),
    );

    /**
     * A short-lived link to the same zip, for browsers: the orders are checked now, and
     * the link works only for the same user, once fetched with their session.
     */
    app.post(
      `/download/${kind}/link`,
      { config: { access: 'member' }, schema: { body: OrderIds } },
      async (request) => {
        const { orderId } = request.body;
        const within = await ctx.auth.reach(request, undefined);
        const { principal } = within;
        const q = withinReach(
          db
            .selectFrom('orders')
            .select((eb) => [
              eb.fn.countAll<number>().as('n'),
              eb.fn
                .countAll<number>()
                .filterWhere('status', 'in', [...UNLABELLED])
                .as('cancelled'),
            ])
            .where('id', 'in', orderId),
          within,
        );
        const counts = await q.executeTakeFirstOrThrow();
        if (Number(counts.n) !== new Set(orderId).size) throw notFound();
        const leftOut = kind === 'label' ? Number(counts.cancelled) : 0;
        if (leftOut === Number(counts.n)) throw badRequest(MSG.labelsAllCancelled, 'orderId', 'NOT_ALLOWED');
        const id = randomBytes(24).toString('base64url');
        const expiresAt = new Date(Date.now() + LINK_TTL_MS);
        await db.deleteFrom('downloads').where('expires_at', '<', new Date()).execute();
        await db
          .insertInto('downloads')
          .values({ id, kind, order_ids: JSON.stringify(orderId), user_id: principal.userId, expires_at: expiresAt })
          .execute();
        return ok({ id, expiresAt: expiresAt.toISOString(), leftOut });
      },
    );

    app.get(
      `/documents/${kind}/:orderId`,
      { config: { access: 'member' }, schema: { params: z.object({ orderId: z.string().uuid() }) } },
      async (request, reply) => {
        const id = request.params.orderId;
        const [doc] = await load(request, [id]);
        if (!doc) throw badRequest('Unknown order');
        reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName(kind, doc.order)}"`);
        return render(kind, doc);
      },
    );
  }

  app.get(
    '/download/links/:id',
    { config: { access: 'member' }, schema: { params: z.object({ id: z.string().max(200) }) } },
    async (request, reply) => {
      const principal = await ctx.auth.member(request);
      const link = await db
        .selectFrom('downloads')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', principal.userId)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (!link) throw notFound('This download link has expired. Start the download again.');
      return sendZip(request, reply, link.kind, link.order_ids);
    },
  );
}
