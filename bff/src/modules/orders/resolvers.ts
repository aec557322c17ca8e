import { normaliseStatus, statusView, type OrderSearchOption } from '@parcelo/common';
import type { OrderSearchField, Resolvers, ShopType } from '../../generated/resolvers-types.js';
import { MAX_PAGE_SIZE, dateRangeWhere, localId, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import { GraphQLError } from 'graphql';
import type { Order } from '../../upstream/models.js';
import type { Context } from '../../context.js';
import { browserDocumentUrl } from '../../files.js';
import { bulkUploadPreview, bulkUploadSave } from '../tasks/bulk.js';

const SEARCH_OPTIONS: Record<OrderSearchField, OrderSearchOption> = {
  ORDER_ID: 'orderId',
  AWB: 'awb',
  INVOICE_ID: 'invoiceId',
  DELIVERY_PARTNER: 'deliveryPartner',
  PAYMENT_MODE: 'paymentMode',
  SHOP_TYPE: 'shopType',
  CUSTOMER_NAME: 'customerName',
  CUSTOMER_PHONE: 'customerPhone',
  DELIVERY_STATE: 'deliveryState',
  DELIVERY_PINCODE: 'deliveryPincode',
  PICKUP_PINCODE: 'pickupPincode',
  PICKUP_STATE: 'pickupState',
  SKU: 'sku',
  SHIPPER: 'shipper',
  REVERSE_AWB: 'reverseAwb',
  B2B: 'b2b',
  D2R: 'd2r',
  D2R_APPROVED: 'd2rApproved',
  CREDIT_NOTE_AVAILABLE: 'creditNoteAvailable',
  D2R_PRICE_EDITED: 'd2rPriceEdited',
};

/** OMS's body fields named as the mutations' input fields. */
const CREATE_FIELDS = { warehouseId: 'warehouse', companyId: 'company' };

const volumetric = (o: Order) =>
  o.dimensions
    ? Math.round(((o.dimensions.length * o.dimensions.breadth * o.dimensions.height) / 5000) * 1000) / 1000
    : null;

function downloadLink(ctx: Context, kind: 'label' | 'invoice', ids: readonly string[]) {
  return mutate(
    async () => {
      await ctx.requireViewer();
      const { id, expiresAt, leftOut } = await ctx.apis.oms.downloadLink(
        kind,
        ids.map((g) => localId(g, 'Order')),
      );
      return { url: `/files/downloads/${id}`, expiresAt, cancelledLeftOut: leftOut };
    },
    { url: null, expiresAt: null, cancelledLeftOut: 0 },
    { fields: { orderId: 'ids' } },
  );
}

/** One order by its number or AWB, for support; a blank or overlong value finds none. */
async function lookupOrder(ctx: Context, query: { number: string } | { awb: string }): Promise<Order | null> {
  const value = 'number' in query ? query.number : query.awb;
  await ctx.requireViewer();
  if (!value.trim() || value.length > 200) return null;
  const { order } = await ctx.apis.oms.lookup(query).catch(rethrow);
  if (order) ctx.loaders.order.prime(order.id, order);
  return order;
}

const orderPayload = async (run: Promise<{ order: Order }>) => ({ order: (await run).order });

export const orderResolvers: Resolvers = {
  Order: {
    id: (o) => toGlobalId('Order', o.id),
    status: (o) => statusView(normaliseStatus(o.status)),
    shopType: (o) => o.shopType.toUpperCase() as ShopType,
    weight: (o) => o.weightKg,
    volumetricWeight: (o) => volumetric(o),
    chargeableWeight: (o) => Math.max(o.weightKg, volumetric(o) ?? 0),
    canPrintLabel: (o) => !!(o.invoiceUrl || o.shippingLabelUrl),
    invoiceUrl: (o) => browserDocumentUrl(o.invoiceUrl),
    shippingLabelUrl: (o) => browserDocumentUrl(o.shippingLabelUrl),
    customer: (o) => ({ name: o.customerName, phone: o.customerPhone, email: o.customerEmail }),
    // Nullable: a WMS outage blanks only the warehouse, with UPSTREAM_UNAVAILABLE.
    warehouse: (o, _, ctx) => {
      const warehouse = ctx.loaders.warehouse.loadPrimed(o.warehouseId);
      return warehouse instanceof Promise ? warehouse.catch(rethrow) : warehouse;
    },
    // Nullable: a UMS outage blanks only the seller's name.
    company: (o, _, ctx) => ctx.loaders.company.load(o.companyId).catch(rethrow),
    trail: async (o, _, ctx) =>
      (await ctx.loaders.orderTrail.load(o.id).catch(rethrow)).map((t) => ({
        ...t,
        status: statusView(normaliseStatus(t.status)),
      })),
  },
  // Made only when asked for, not for every item of every row of a page.
  OrderItem: {
    wsinMapping: (i) => Object.entries(i.wsinMapping).map(([wsin, quantity]) => ({ wsin, quantity })),
  },
  Query: {
    order: (_, { number }, ctx) => lookupOrder(ctx, { number }),
    orderByAwb: (_, { awb }, ctx) => lookupOrder(ctx, { awb }),
    awaitingPickup: async (_, __, ctx) => (await ctx.apis.oms.awaitingPickup().catch(rethrow)).couriers,
    orders: async (_, { first, after, company, search, status, createdAt, warehouse }, ctx) => {
      const records = first ?? 10;
      if (records < 1 || records > MAX_PAGE_SIZE) {
        throw new GraphQLError(`first must be between 1 and ${MAX_PAGE_SIZE}`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const companyId = company ? localId(company, 'Company') : undefined;
      // OMS checks the session itself, so the viewer check runs beside the list, not before it;
      // so does reading the company's few warehouses, which the page's orders almost always
      // name, instead of asking for them by id once the list is back.
      const [page, , warehouses] = await Promise.all([
        ctx.apis.oms
          .find(
            {
              ...(companyId ? { companyId } : {}),
              ...(warehouse ? { warehouseId: localId(warehouse, 'Warehouse') } : {}),
              ...(search ? { searchOptionType: SEARCH_OPTIONS[search.by], searchValue: search.value } : {}),
              ...(status?.length ? { status } : {}),
              ...dateRangeWhere(createdAt),
            },
            { records, ...(after ? { cursor: after } : {}) },
          )
          .catch(rethrow),
        ctx.requireViewer(),
        ctx.apis.wms.companyWarehouses(companyId).then(
          (r) => r.warehouses,
          () => [],
        ),
      ]);
      for (const warehouse of warehouses) ctx.loaders.warehouse.prime(warehouse.id, warehouse);
      // Any other warehouse of the page in one batched WMS call, before the resolvers ask one by one.
      ctx.loaders.warehouse.loadMany([...new Set(page.orders.map((o) => o.warehouseId))]).catch(() => undefined);
      for (const order of page.orders) ctx.loaders.order.prime(order.id, order);
      return {
        totalCount: page.totalCount,
        edges: page.orders.map((node, i) => ({ node, cursor: page.cursors[i]! })),
        pageInfo: {
          hasNextPage: page.nextCursor !== null,
          hasPreviousPage: !!after,
          startCursor: page.cursors[0] ?? null,
          endCursor: page.cursors.at(-1) ?? null,
        },
      };
    },
  },
  Mutation: {
    orderCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { company, warehouse, dimensions, idempotencyKey, shopOrderId, buyerGstin, ...rest } = input;
          const { order, cursor, warnings } = await ctx.apis.oms.create(
            {
              ...rest,
              // GraphQL's null is "not given": a generated number, a consumer's order.
              ...(shopOrderId != null ? { shopOrderId } : {}),
              ...(buyerGstin != null ? { buyerGstin } : {}),
              warehouseId: localId(warehouse, 'Warehouse'),
              ...(company ? { companyId: localId(company, 'Company') } : {}),
              ...(dimensions ? { dimensions } : {}),
            },
            idempotencyKey,
          );
          return { orderEdge: { cursor, node: order }, warnings: warnings ?? [] };
        },
        { orderEdge: null, warnings: [] },
        { fields: CREATE_FIELDS },
      ),
    orderWeightUpdate: (_, { input }, ctx) =>
      mutate(() => orderPayload(ctx.apis.oms.updateWeight(localId(input.id, 'Order'), input.weight)), { order: null }),
    orderItemsQuantityUpdate: (_, { input }, ctx) =>
      mutate(
        () =>
          orderPayload(
            ctx.apis.oms.updateQuantities(
              localId(input.id, 'Order'),
              input.items.map((i) => ({ itemId: i.item, quantity: i.quantity })),
            ),
          ),
        { order: null },
        { fields: { itemsWithQty: 'items', splitOrderId: 'id' } },
      ),
    orderWarehouseReassign: (_, { input }, ctx) =>
      mutate(
        () =>
          orderPayload(
            ctx.apis.oms.reassignWarehouse(localId(input.id, 'Order'), localId(input.warehouse, 'Warehouse')),
          ),
        { order: null },
        { fields: { newWarehouseID: 'warehouse', orderID: 'id' } },
      ),
    ordersBulkUploadPreview: (_, { input }, ctx) => bulkUploadPreview(ctx, 'orders', input),
    ordersBulkUploadSave: (_, { input }, ctx) => bulkUploadSave(ctx, 'orders', input),
    ordersLabelsDownload: (_, { input }, ctx) => downloadLink(ctx, 'label', input.ids),
    ordersInvoicesDownload: (_, { input }, ctx) => downloadLink(ctx, 'invoice', input.ids),
    orderCancel: (_, { input }, ctx) =>
      mutate(() => orderPayload(ctx.apis.oms.cancel(localId(input.id, 'Order'))), { order: null }),
  },
};
