import { D2rOrderApproveInput, D2rOrderInput, GstDocumentSchema, MSG } from '@parcelo/common';
import { answers, badRequest, ok, z, type Gate, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import { loadDocuments } from '../documents/service.js';
import { orderTaxDocument } from '../taxInvoices/document.js';
import { appendTrail } from '../orders/create.js';
import type { OmsDB } from '../db.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { OrderWithCursor, companyWarehouse, newShopOrderId } from '../orders/routes.js';
import type { OrderService } from '../orders/service.js';
import { d2rOrderService } from './service.js';
import { retailerLinesRoute } from './retailerLines.js';

const IdParams = z.object({ id: z.string().uuid(MSG.orderNotFound) });

/** Direct-to-retailer orders: a salesman's order for a retailer, approved by an admin. */
export function d2rOrderRoutes(
  app: ServiceApp,
  ctx: ServiceContext<OmsDB>,
  outbox: OrderOutbox,
  orders: OrderService,
  orderWrites: Gate,
) {
  const service = d2rOrderService(ctx.db, { urls: ctx.urls, outbox, log: ctx.log });

  app.post(
    '/orders/d2r',
    {
      config: { access: 'admin', adminPermission: 'd2r', idempotent: true },
      schema: { body: D2rOrderInput, response: answers(OrderWithCursor) },
    },
    async (request) =>
      orderWrites.run(async () => {
        const admin = await ctx.auth.admin(request);
        const { body } = request;
        const warehouse = await companyWarehouse(ctx, request, body.companyId, body.warehouseId, 'warehouseId');
        const id = await service.create(request, body, warehouse, newShopOrderId(), admin.name);
        return ok(await orders.withCursor(id), MSG.d2rOrderCreated);
      }),
  );

  app.post(
    '/orders/:id/d2r/approve',
    {
      config: { access: 'admin', adminPermission: 'd2r' },
      schema: { params: IdParams, body: D2rOrderApproveInput, response: answers(OrderWithCursor) },
    },
    async (request) =>
      orderWrites.run(async () => {
        const admin = await ctx.auth.admin(request);
        const within = await ctx.auth.reach(request, undefined);
        const order = await orders.editableOrder(within, request.params.id);
        await service.approve(request, order, request.body, admin.name);
        return ok(await orders.withCursor(order.id), MSG.d2rOrderApproved);
      }),
  );
  creditNoteRoutes(app, ctx);
  retailerLinesRoute(app, ctx);
}

/** What the D2R books ask of an order they credit: its tax invoice's content, and the flag that it has credit notes. */
function creditNoteRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  /** A shipped D2R order's tax invoice as its PDF says it, for the caller who may read the order. */
  app.get(
    '/orders/:id/d2r/tax-document',
    {
      config: { access: 'member', adminPermission: 'd2r' },
      schema: {
        params: IdParams,
        response: answers(z.object({ document: GstDocumentSchema, lineSkus: z.array(z.string()) })),
      },
    },
    async (request) => {
      const within = await ctx.auth.reach(request, undefined);
      const [doc] = await loadDocuments(ctx.db, ctx.urls, within, request, [request.params.id], 'invoice');
      if (!doc!.order.d2r) throw badRequest(MSG.d2rOrderNotD2r, 'id');
      // Each line's SKU beside it, in the document's order: a credit note names what it credits.
      const document = orderTaxDocument(doc!.order, doc!.seller, doc!.pickup, doc!.products);
      return ok({ document, lineSkus: doc!.order.items.map((i) => i.sku) });
    },
  );

  /** Marks that the order's invoice has a credit note (once, on the trail, however often it is told). */
  app.post(
    '/internal/orders/:id/d2r/credit-notes',
    {
      config: { access: 'internal' },
      schema: {
        params: IdParams,
        body: z.object({ creditNumber: z.string().min(1).max(60) }),
        response: answers(z.object({ flagged: z.boolean() })),
      },
    },
    async (request) => {
      const { id } = request.params;
      const flagged = await ctx.db.transaction().execute(async (tx) => {
        const order = await tx
          .selectFrom('orders')
          .select(['status', 'd2r'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!order?.d2r) return false;
        const told = `Credit note ${request.body.creditNumber} raised`;
        const seen = await tx
          .selectFrom('order_trail')
          .select('id')
          .where('order_id', '=', id)
          .where('description', '=', told)
          .executeTakeFirst();
        if (!seen) await appendTrail(tx, id, order.status, told);
        await tx
          .updateTable('orders')
          .set({ credit_note_available: true, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        return true;
      });
      return ok({ flagged });
    },
  );
}
