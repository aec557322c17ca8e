import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_ORDERS, MSG, type CompanyRecord, type OrderRecord, type WarehouseRecord } from '@parcelo/common';
import {
  badRequest,
  serviceApis,
  notFound,
  withinReach,
  ok,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { orderRecords } from '../orders/records.js';
import { labelPdf } from './pdf.js';
import { gstDocumentPdf } from '../../platform/taxInvoicePdf.js';
import { hasCreditNote, orderTaxDocument, type ProductTax } from '../taxInvoices/document.js';
import { zip } from './zip.js';

type Kind = 'label' | 'invoice' | 'creditNote';
type Loaded = {
  order: OrderRecord;
  seller: CompanyRecord | null;
  pickup: WarehouseRecord | null;
  products: ProductTax[];
  creditedAt: string | null;
};
const RENDER: Record<Kind, (d: Loaded) => Promise<Buffer>> = {
  label: (d) => labelPdf(d.order, d.seller, d.pickup),
  invoice: (d) => gstDocumentPdf(orderTaxDocument(d.order, d.seller, d.pickup, d.products)),
  creditNote: (d) =>
    gstDocumentPdf(
      orderTaxDocument(d.order, d.seller, d.pickup, d.products, { date: d.creditedAt ?? d.order.createdAt }),
    ),
};
const LINK_TTL_MS = 5 * 60_000;
/** Orders whose labels a zip leaves out: they will not be shipped. */
const UNLABELLED: ReadonlySet<string> = new Set(['CANCELLED']);
const unlabelled = (status: string) => UNLABELLED.has(status);

export function documentRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;

  /** The caller's orders among `ids` (another company's are not found), with seller and pickup details. */
  async function load(request: FastifyRequest, ids: string[], kind: Kind): Promise<Loaded[]> {
    const q = withinReach(
      db.selectFrom('orders').selectAll().where('id', 'in', ids),
      await ctx.auth.reach(request, undefined),
    );
    const orders = await orderRecords(db, await q.execute());
    if (orders.length !== new Set(ids).size) throw notFound();
    const apis = serviceApis(ctx.urls);
    const [{ companies }, { warehouses }] = await Promise.all([
      // As the service: the orders above are the caller's to print, and a label or invoice
      // carries the seller's legal name, GSTIN and address, which an operator may not read itself.
      apis.ums.postUmsCompaniesByIds({
        internal: true,
        body: { ids: [...new Set(orders.map((o) => o.companyId))] },
      }),
      apis.wms.postWarehouseByIds<{ warehouses: WarehouseRecord[] }>({
        caller: request,
        body: { ids: [...new Set(orders.map((o) => o.warehouseId))] },
      }),
    ]);
    const company = new Map(companies.map((c) => [c.id, c]));
    const warehouse = new Map(warehouses.map((w) => [w.id, w]));
    const taxed = kind !== 'label';
    // HSN codes and GST rates come from each seller's catalogue, one call per seller.
    const products = new Map<string, ProductTax[]>();
    if (taxed)
      await Promise.all(
        [...new Set(orders.map((o) => o.companyId))].map(async (companyId) => {
          const skus = [
            ...new Set(orders.filter((o) => o.companyId === companyId).flatMap((o) => o.items.map((i) => i.sku))),
          ];
          const reply = await apis.wms.postCatalogueSkusTax<{ products: ProductTax[] }>({
            internal: true,
            body: { companyId, skus },
          });
          products.set(companyId, reply.products);
        }),
      );
    // A credit note is dated when the order ended: its last move into the status that reversed it.
    const credited = new Map<string, Date>();
    if (kind === 'creditNote') {
      const rows = await db
        .selectFrom('order_trail')
        .select(['order_id', (eb) => eb.fn.max('created_at').as('at')])
        .where('order_id', 'in', ids)
        .where('status', 'in', ['CANCELLED', 'RTO_DELIVERED', 'DTO_DELIVERED'])
        .groupBy('order_id')
        .execute();
      for (const r of rows) credited.set(r.order_id, new Date(r.at as unknown as string));
    }
    return orders.map((order) => ({
      order,
      seller: company.get(order.companyId) ?? null,
      pickup: warehouse.get(order.warehouseId) ?? null,
      products: products.get(order.companyId) ?? [],
      creditedAt: credited.get(order.id)?.toISOString() ?? null,
    }));
  }

  const render = (kind: Kind, d: Loaded) => RENDER[kind](d);

  const fileName = (kind: Kind, o: OrderRecord) =>
    `${kind === 'creditNote' ? 'credit-note' : kind}-${o.shopOrderId.replace(/[^\w.-]+/g, '_')}.pdf`;

  const OrderIds = z.object({
    orderId: z
      .array(z.string().uuid())
      .min(1, 'Select at least one order')
      .max(MAX_DOCUMENT_ORDERS, `Select at most ${MAX_DOCUMENT_ORDERS} orders`),
  });

  async function sendZip(request: FastifyRequest, reply: FastifyReply, kind: Kind, orderIds: string[]) {
    // A cancelled order never ships, so its label would only be stuck on a parcel by mistake.
    const docs = (await load(request, orderIds, kind)).filter((d) => kind !== 'label' || !unlabelled(d.order.status));
    if (!docs.length) throw badRequest(MSG.labelsAllCancelled, 'orderId', 'NOT_ALLOWED');
    const files = await Promise.all(
      docs.map(async (d) => ({ name: fileName(kind, d.order), data: await render(kind, d) })),
    );
    reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${kind}s-${new Date().toISOString().slice(0, 10)}.zip"`);
    return zip(files);
  }

  app.get(
    '/documents/creditNote/:orderId',
    { config: { access: 'member' }, schema: { params: z.object({ orderId: z.string().uuid() }) } },
    async (request, reply) => {
      const [doc] = await load(request, [request.params.orderId], 'creditNote');
      // Only an order that was cancelled or came back has its invoice reversed.
      if (!doc || !hasCreditNote(doc.order)) throw notFound(MSG.creditNoteNone);
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName('creditNote', doc.order)}"`);
      return render('creditNote', doc);
    },
  );

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
        const [doc] = await load(request, [id], kind);
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
