import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_ORDERS, MSG, istToday, type OrderRecord } from '@parcelo/common';
import { answers, badRequest, notFound, ok, z, type ServiceContext, type ServiceApp } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { labelPdf } from './pdf.js';
import { gstDocumentPdf } from '../../platform/taxInvoicePdf.js';
import { hasCreditNote, orderTaxDocument } from '../taxInvoices/document.js';
import { zip } from './zip.js';
import { createDownloadLink, downloadLink, loadDocuments, unlabelled, type Kind, type Loaded } from './service.js';

type Ctx = ServiceContext<OmsDB>;

const RENDER: Record<Kind, (d: Loaded) => Promise<Buffer>> = {
  label: (d) => labelPdf(d.order, d.seller, d.pickup),
  invoice: (d) => gstDocumentPdf(orderTaxDocument(d.order, d.seller, d.pickup, d.products)),
  creditNote: (d) =>
    gstDocumentPdf(
      orderTaxDocument(d.order, d.seller, d.pickup, d.products, { date: d.creditedAt ?? d.order.createdAt }),
    ),
};

const render = (kind: Kind, d: Loaded) => RENDER[kind](d);

const fileName = (kind: Kind, o: OrderRecord) =>
  `${kind === 'creditNote' ? 'credit-note' : kind}-${o.shopOrderId.replace(/[^\w.-]+/g, '_')}.pdf`;

const OrderIds = z.object({
  orderId: z
    .array(z.string().uuid())
    .min(1, 'Select at least one order')
    .max(MAX_DOCUMENT_ORDERS, `Select at most ${MAX_DOCUMENT_ORDERS} orders`),
});

/** The caller's orders among `ids` (another company's are not found), with seller and pickup details. */
async function load(ctx: Ctx, request: FastifyRequest, ids: string[], kind: Kind): Promise<Loaded[]> {
  const within = await ctx.auth.reach(request, undefined);
  return loadDocuments(ctx.db, ctx.urls, within, request, ids, kind);
}

async function sendZip(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, kind: Kind, orderIds: string[]) {
  // A cancelled order never ships, so its label would only be stuck on a parcel by mistake.
  const docs = (await load(ctx, request, orderIds, kind)).filter(
    (d) => kind !== 'label' || !unlabelled(d.order.status),
  );
  if (!docs.length) throw badRequest(MSG.labelsAllCancelled, 'orderId', 'NOT_ALLOWED');
  const files = await Promise.all(
    docs.map(async (d) => ({ name: fileName(kind, d.order), data: await render(kind, d) })),
  );
  reply.type('application/zip').header('content-disposition', `attachment; filename="${kind}s-${istToday()}.zip"`);
  return zip(files);
}

/** Labels, invoices and credit notes: one order's as a PDF, many orders' as a zip. */
export function documentRoutes(app: ServiceApp, ctx: Ctx) {
  creditNoteRoutes(app, ctx);
  for (const kind of ['label', 'invoice'] as const) documentKindRoutes(app, ctx, kind);
  downloadLinkRoutes(app, ctx);
}

function creditNoteRoutes(app: ServiceApp, ctx: Ctx) {
  app.get(
    '/documents/creditNote/:orderId',
    { config: { access: 'member' }, schema: { params: z.object({ orderId: z.string().uuid() }) } },
    async (request, reply) => {
      const [doc] = await load(ctx, request, [request.params.orderId], 'creditNote');
      // Only an order that was cancelled or came back has its invoice reversed.
      if (!doc || !hasCreditNote(doc.order)) throw notFound(MSG.creditNoteNone);
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName('creditNote', doc.order)}"`);
      return render('creditNote', doc);
    },
  );
}

function documentKindRoutes(app: ServiceApp, ctx: Ctx, kind: 'label' | 'invoice') {
  /** Many orders' documents as one zip. */
  app.post(`/download/${kind}`, { config: { access: 'member' }, schema: { body: OrderIds } }, async (request, reply) =>
    sendZip(ctx, request, reply, kind, request.body.orderId),
  );

  /**
   * A short-lived link to the same zip, for browsers: the orders are checked now, and
   * the link works only for the same user, once fetched with their session.
   */
  const link = answers(z.object({ id: z.string(), expiresAt: z.string(), leftOut: z.number().int() }));
  app.post(
    `/download/${kind}/link`,
    { config: { access: 'member' }, schema: { body: OrderIds, response: link } },
    async (request) => {
      const within = await ctx.auth.reach(request, undefined);
      return ok(await createDownloadLink(ctx.db, within, kind, request.body.orderId));
    },
  );

  app.get(
    `/documents/${kind}/:orderId`,
    { config: { access: 'member' }, schema: { params: z.object({ orderId: z.string().uuid() }) } },
    async (request, reply) => {
      const id = request.params.orderId;
      const [doc] = await load(ctx, request, [id], kind);
      if (!doc) throw badRequest('Unknown order');
      reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName(kind, doc.order)}"`);
      return render(kind, doc);
    },
  );
}

function downloadLinkRoutes(app: ServiceApp, ctx: Ctx) {
  app.get(
    '/download/links/:id',
    { config: { access: 'member' }, schema: { params: z.object({ id: z.string().max(200) }) } },
    async (request, reply) => {
      const principal = await ctx.auth.member(request);
      const link = await downloadLink(ctx.db, principal.userId, request.params.id);
      return sendZip(ctx, request, reply, link.kind, link.order_ids);
    },
  );
}
