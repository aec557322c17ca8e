import type {
  Courier,
  DatePreset,
  DeliveryPartnerRecord,
  DeliveryQuoteRecord,
  InsightsCountRecord,
  InsightsCouriersRecord,
  InsightsOrdersRecord,
  InsightsQuery,
  InsightsRevenueRecord,
  InsightsRtoReasonsRecord,
  InsightsStatesRecord,
  InsightsTopProductsRecord,
  InsightsWarehousesRecord,
  OrderSearchOption,
  RateCard,
} from '@parcelo/common';
import { omsOperations, type operations } from '@parcelo/common/api/oms';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, pathSegment, type Upstream } from './http.js';
import type { BulkPreviewRecord, BulkPreviewRequest, BulkSaveRequest, SalesChannelRecord } from '@parcelo/common';
import type { Fulfilment, Order, OrderTrailRecord, Task, TrackedShipment } from './models.js';

export interface OrderListWhere {
  companyId?: string;
  warehouseId?: string;
  searchOptionType?: OrderSearchOption;
  searchValue?: string;
  status?: string[];
  datePreset?: DatePreset;
  start?: string;
  end?: string;
}

/** An insights query as a query string: absent ids left out. */
const insightsQuery = (q: InsightsQuery) => ({
  from: q.from,
  to: q.to,
  companyId: q.companyId,
  warehouseId: q.warehouseId,
});

type OmsOperations = ReturnType<typeof operationsOf<operations>>;

/** Typed calls to OMS (REST contract: Orders). */
export function omsApi(oms: Upstream) {
  const api = operationsOf<operations>(oms, omsOperations);
  return {
    ...orderCalls(api, oms),
    ...fileCalls(api, oms),
    ...trackingAndFulfilmentCalls(api),
    ...deliveryPartnerCalls(api, oms),
    ...insightsCalls(api),
  };
}

/** Orders: finding, reading, placing, changing and shipping them, and their sheets. */
function orderCalls(api: OmsOperations, oms: Upstream) {
  return {
    find: (where: OrderListWhere, pagination: { records: number; cursor?: string }) =>
      api.postOrdersFind<{ orders: Order[]; totalCount: number; nextCursor: string | null; cursors: string[] }>({
        read: true,
        body: { where, pagination },
      }),
    awaitingPickup: () =>
      api.getOrdersAwaitingPickup<{
        couriers: { courier: string; count: number; partnerId: string; courierCode: string }[];
      }>({}),
    lookup: (query: { number: string } | { awb: string }) =>
      api.getOrdersLookup<{ order: Order | null }>({ read: true, query }),
    byIds: (ids: readonly string[]) =>
      api.postOrdersByIds<{ orders: Order[] }>({ read: true, body: { ids: [...ids] } }),
    trails: (orderIds: readonly string[]) =>
      api.postOrdersTrails<{ trails: Record<string, OrderTrailRecord[]> }>({
        read: true,
        body: { orderIds: [...orderIds] },
      }),
    create: (body: Record<string, unknown>, idempotencyKey?: string | null) =>
      // A path-string call: orderCreate's resolver sends GraphQL's nulls, which postOrders' body does not take.
      oms.call<{ order: Order; cursor: string; warnings?: string[] }>('POST', '/orders', { body, idempotencyKey }),
    updateWeight: (orderId: string, weight: number) =>
      api.postUpdateWeight<{ order: Order }>({ body: { orderId, weight } }),
    updateQuantities: (orderId: string, itemsWithQty: { itemId: string; quantity: number }[]) =>
      api.patchUpdateSkuQty<{ order: Order }>({
        body: { splitOrderId: orderId, itemsWithQty },
        once: true,
      }),
    reassignWarehouse: (orderId: string, warehouseId: string) =>
      api.postReassignWarehouse<{ order: Order }>({
        body: { orderID: orderId, newWarehouseID: warehouseId },
      }),
    bulkPreview: (body: BulkPreviewRequest) => api.postBulkOrdersPreview<BulkPreviewRecord>({ body }),
    bulkSave: (body: BulkSaveRequest, idempotencyKey?: string | null) =>
      api.postBulkOrdersSave<{ task: Task }>({ body, idempotencyKey }),
    bulkTemplate: () => oms.file('/bulk/orders/template'),
    sync: (
      shopType: OperationInput<operations['getSyncOrdersByShopType']>['params']['shopType'],
      salesChannelId?: string,
    ) =>
      api.getSyncOrdersByShopType<{
        fetched: number;
        created: number;
        duplicates: number;
        skipped: { shopOrderId: string; message: string }[];
        salesChannels: SalesChannelRecord[];
        failedStores: { shop: string; message: string }[];
      }>({
        params: { shopType },
        read: false,
        ...(salesChannelId ? { query: { salesChannelId } } : {}),
      }),
    cancel: (orderId: string) => api.postOrdersByIdCancel<{ order: Order }>({ params: { id: orderId } }),
    statusUpdate: (
      orderId: string,
      body: { status: string; undeliveredReason?: string | null; description?: string | null; city?: string | null },
    ) => api.postOrdersByIdStatus<{ order: Order }>({ params: { id: orderId }, body }),
    orderShip: (orderId: string, partnerId: string, idempotencyKey?: string | null) =>
      api.postOrdersByIdShip<{ order: Order }>({
        params: { id: orderId },
        body: { partnerId },
        idempotencyKey,
      }),
  };
}

/** Order documents, and the object store's uploads and reads. */
function fileCalls(api: OmsOperations, oms: Upstream) {
  return {
    downloadLink: (kind: 'label' | 'invoice', orderIds: string[]) =>
      (kind === 'label' ? api.postDownloadLabelLink : api.postDownloadInvoiceLink)<{
        id: string;
        expiresAt: string;
        leftOut: number;
      }>({ body: { orderId: orderIds } }),
    downloadByLink: (id: string) => oms.file(`/download/links/${pathSegment(id)}`),
    document: (kind: 'label' | 'invoice' | 'creditNote', orderId: string) =>
      oms.file(`/documents/${kind}/${pathSegment(orderId)}`),
    presign: (body: OperationInput<operations['postOrderPresigned']>['body']) =>
      api.postOrderPresigned<{ uploadUrl: string; storedUrl: string; expiresAt: string }>({ body }),
    confirmUpload: (storedUrl: string) => api.postOrderPresignedConfirm<{ storedUrl: string }>({ body: { storedUrl } }),
    readLink: (storedUrl: string) =>
      api.postOrderPresignedRead<{ url: string; expiresAt: string }>({ body: { storedUrl } }),
    objectPut: (path: string, data: Buffer, contentType: string) => oms.raw('PUT', path, data, contentType),
    objectGet: (path: string) => oms.raw('GET', path),
  };
}

/** Public tracking and the packing station. */
function trackingAndFulfilmentCalls(api: OmsOperations) {
  return {
    trackedShipment: (query: { awb?: string; trackingId?: string }) =>
      api.getTrackShipment<{ shipment: TrackedShipment | null }>({ query }),
    trackedShipments: (body: { by: 'awb' | 'mobile' | 'email'; value: string; offset: number; limit: number }) =>
      api.postTrackShipments<{ shipments: TrackedShipment[]; totalCount: number }>({ read: true, body }),
    fulfilmentFind: (body: {
      where: { companyId?: string; warehouseId?: string; status?: 'PENDING' | 'PACKED'; searchValue?: string };
      pagination: { records: number; offset: number };
    }) => api.postFulfilmentFind<{ fulfilments: Fulfilment[]; totalCount: number }>({ read: true, body }),
    fulfilmentByIds: (ids: readonly string[]) =>
      api.postFulfilmentByIds<{ fulfilments: Fulfilment[] }>({ read: true, body: { ids: [...ids] } }),
    fulfilmentScanAwb: (awb: string) => api.postFulfilmentScanAwb<{ fulfilment: Fulfilment }>({ body: { awb } }),
    fulfilmentScanItem: (orderId: string, code: string) =>
      api.postFulfilmentScanItem<{ fulfilment: Fulfilment }>({ body: { orderId, code } }),
    fulfilmentDetails: (
      orderId: string,
      body: { shippingLabelUrl?: string | null; invoiceUrl?: string | null; packageType?: string | null },
    ) => api.patchFulfilmentByOrderIdDetails<{ fulfilment: Fulfilment }>({ params: { orderId }, body, once: true }),
  };
}

/** Couriers, the brand's delivery partners and their rates. */
function deliveryPartnerCalls(api: OmsOperations, oms: Upstream) {
  return {
    couriers: () => api.getDeliveryPartnersCouriers<{ couriers: Courier[] }>({}),
    deliveryPartners: () => api.getDeliveryPartners<{ deliveryPartners: DeliveryPartnerRecord[] }>({}),
    deliveryPartnersByIds: (ids: readonly string[]) =>
      api.postDeliveryPartnersByIds<{ deliveryPartners: DeliveryPartnerRecord[] }>({
        read: true,
        body: { ids: [...ids] },
      }),
    deliveryPartnerConnect: (body: Record<string, unknown>, idempotencyKey?: string | null) =>
      // A path-string call: the resolver sends an untyped object without its nulls, postDeliveryPartners needs its fields.
      oms.call<{ deliveryPartner: DeliveryPartnerRecord }>('POST', '/delivery-partners', { body, idempotencyKey }),
    deliveryPartnerUpdate: (id: string, body: OperationInput<operations['patchDeliveryPartnersById']>['body']) =>
      api.patchDeliveryPartnersById<{ deliveryPartner: DeliveryPartnerRecord }>({
        params: { id },
        body,
        once: true,
      }),
    deliveryPartnerDisconnect: (id: string) =>
      api.deleteDeliveryPartnersById<{ deliveryPartner: DeliveryPartnerRecord }>({ params: { id } }),
    deliveryPartnerRateCard: (id: string, card: RateCard) =>
      api.putDeliveryPartnersByIdRateCard<{ deliveryPartner: DeliveryPartnerRecord }>({
        params: { id },
        body: card,
      }),
    deliveryPartnerPincodes: (
      id: string,
      body: { csv?: string; allPincodes?: { forward: boolean; reverse: boolean; cod: boolean } },
    ) =>
      api.postDeliveryPartnersByIdPincodes<{ deliveryPartner: DeliveryPartnerRecord }>({
        params: { id },
        body,
        once: true,
      }),
    deliveryRates: (body: Record<string, unknown>) =>
      // A path-string call: the resolver sends an untyped object without its nulls, the route needs its fields.
      oms.call<{ quotes: DeliveryQuoteRecord[] }>('POST', '/delivery-partners/rates', { read: true, body }),
    orderDeliveryRates: (orderId: string) =>
      api.getOrdersByIdDeliveryRates<{ quotes: DeliveryQuoteRecord[]; partners: DeliveryPartnerRecord[] }>({
        params: { id: orderId },
      }),
  };
}

/** Insights, each for a date range and optionally a brand and warehouse. */
function insightsCalls(api: OmsOperations) {
  return {
    insightsOrders: (q: InsightsQuery) => api.getInsightsOrders<InsightsOrdersRecord>({ query: insightsQuery(q) }),
    insightsRevenue: (q: InsightsQuery) => api.getInsightsRevenue<InsightsRevenueRecord>({ query: insightsQuery(q) }),
    insightsUndelivered: (q: InsightsQuery) =>
      api.getInsightsUndeliveredOrders<InsightsCountRecord>({ query: insightsQuery(q) }),
    insightsCancelled: (q: InsightsQuery) =>
      api.getInsightsCancelledOrders<InsightsCountRecord>({ query: insightsQuery(q) }),
    insightsTopProducts: (q: InsightsQuery, limit: number) =>
      api.getInsightsTopProducts<InsightsTopProductsRecord>({
        query: { ...insightsQuery(q), limit },
      }),
    insightsRtoReasons: (q: InsightsQuery) =>
      api.getInsightsRtoTopReasons<InsightsRtoReasonsRecord>({ query: insightsQuery(q) }),
    insightsWarehouses: (q: InsightsQuery) =>
      api.getInsightsWarehouseSplit<InsightsWarehousesRecord>({ query: insightsQuery(q) }),
    insightsCouriers: (q: InsightsQuery) => api.getInsightsCourier<InsightsCouriersRecord>({ query: insightsQuery(q) }),
    insightsStates: (q: InsightsQuery) => api.getInsightsStateWise<InsightsStatesRecord>({ query: insightsQuery(q) }),
  };
}

export type OmsApi = ReturnType<typeof omsApi>;
