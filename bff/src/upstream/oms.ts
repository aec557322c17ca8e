import type { Courier, CourierCode, DatePreset, InsightsQuery, OrderSearchOption, RateCard } from '@parcelo/common';
import { omsOperations, type operations } from '@parcelo/common/api/oms';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, pathSegment, type Upstream } from './http.js';
import type { BulkPreviewRecord, BulkPreviewRequest, BulkSaveRequest, SalesChannelRecord } from '@parcelo/common';
import type { Task } from './models.js';

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
    ...deliveryPartnerCalls(api),
    ...insightsCalls(api),
  };
}

/** Orders: finding, reading, placing, changing and shipping them, and their sheets. */
function orderCalls(api: OmsOperations, oms: Upstream) {
  return {
    find: (where: OrderListWhere, pagination: { records: number; cursor?: string }) =>
      api.postOrdersFind({
        read: true,
        body: { where, pagination },
      }),
    awaitingPickup: () => api.getOrdersAwaitingPickup({}),
    lookup: (query: { number: string } | { awb: string }) => api.getOrdersLookup({ read: true, query }),
    byIds: (ids: readonly string[]) => api.postOrdersByIds({ read: true, body: { ids: [...ids] } }),
    trails: (orderIds: readonly string[]) =>
      api.postOrdersTrails({
        read: true,
        body: { orderIds: [...orderIds] },
      }),
    create: (body: OperationInput<operations['postOrders']>['body'], idempotencyKey?: string | null) =>
      api.postOrders({ body, idempotencyKey }),
    updateWeight: (orderId: string, weight: number) => api.postUpdateWeight({ body: { orderId, weight } }),
    updateQuantities: (orderId: string, itemsWithQty: { itemId: string; quantity: number }[]) =>
      api.patchUpdateSkuQty({
        body: { splitOrderId: orderId, itemsWithQty },
        once: true,
      }),
    reassignWarehouse: (orderId: string, warehouseId: string) =>
      api.postReassignWarehouse({
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
    cancel: (orderId: string) => api.postOrdersByIdCancel({ params: { id: orderId } }),
    statusUpdate: (
      orderId: string,
      body: { status: string; undeliveredReason?: string | null; description?: string | null; city?: string | null },
    ) => api.postOrdersByIdStatus({ params: { id: orderId }, body }),
    orderShip: (orderId: string, partnerId: string, idempotencyKey?: string | null) =>
      api.postOrdersByIdShip({
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
    presign: (body: OperationInput<operations['postOrderPresigned']>['body']) => api.postOrderPresigned({ body }),
    confirmUpload: (storedUrl: string) => api.postOrderPresignedConfirm({ body: { storedUrl } }),
    readLink: (storedUrl: string) => api.postOrderPresignedRead({ body: { storedUrl } }),
    objectPut: (path: string, data: Buffer, contentType: string) => oms.raw('PUT', path, data, contentType),
    objectGet: (path: string) => oms.raw('GET', path),
  };
}

/** Public tracking and the packing station. */
function trackingAndFulfilmentCalls(api: OmsOperations) {
  return {
    trackedShipment: (query: { awb?: string; trackingId?: string }) => api.getTrackShipment({ query }),
    trackedShipments: (body: { by: 'awb' | 'mobile' | 'email'; value: string; offset: number; limit: number }) =>
      api.postTrackShipments({ read: true, body }),
    fulfilmentFind: (body: {
      where: { companyId?: string; warehouseId?: string; status?: 'PENDING' | 'PACKED'; searchValue?: string };
      pagination: { records: number; offset: number };
    }) => api.postFulfilmentFind({ read: true, body }),
    fulfilmentByIds: (ids: readonly string[]) => api.postFulfilmentByIds({ read: true, body: { ids: [...ids] } }),
    fulfilmentScanAwb: (awb: string) => api.postFulfilmentScanAwb({ body: { awb } }),
    fulfilmentScanItem: (orderId: string, code: string) => api.postFulfilmentScanItem({ body: { orderId, code } }),
    fulfilmentDetails: (
      orderId: string,
      body: { shippingLabelUrl?: string | null; invoiceUrl?: string | null; packageType?: string | null },
    ) => api.patchFulfilmentByOrderIdDetails({ params: { orderId }, body, once: true }),
  };
}

/** Couriers, the brand's delivery partners and their rates. */
function deliveryPartnerCalls(api: OmsOperations) {
  return {
    couriers: () => api.getDeliveryPartnersCouriers<{ couriers: Courier[] }>({}),
    deliveryPartners: () => api.getDeliveryPartners({}),
    deliveryPartnersByIds: (ids: readonly string[]) =>
      api.postDeliveryPartnersByIds({
        read: true,
        body: { ids: [...ids] },
      }),
    deliveryPartnerConnect: (
      body: Omit<OperationInput<operations['postDeliveryPartners']>['body'], 'courier'> & { courier: string },
      idempotencyKey?: string | null,
    ) =>
      // GraphQL takes the courier as a string; OMS checks it is a code and answers why not.
      api.postDeliveryPartners({ body: { ...body, courier: body.courier as CourierCode }, idempotencyKey }),
    deliveryPartnerUpdate: (id: string, body: OperationInput<operations['patchDeliveryPartnersById']>['body']) =>
      api.patchDeliveryPartnersById({
        params: { id },
        body,
        once: true,
      }),
    deliveryPartnerDisconnect: (id: string) => api.deleteDeliveryPartnersById({ params: { id } }),
    deliveryPartnerRateCard: (id: string, card: RateCard) =>
      api.putDeliveryPartnersByIdRateCard({
        params: { id },
        body: card,
      }),
    deliveryPartnerPincodes: (
      id: string,
      body: { csv?: string; allPincodes?: { forward: boolean; reverse: boolean; cod: boolean } },
    ) =>
      api.postDeliveryPartnersByIdPincodes({
        params: { id },
        body,
        once: true,
      }),
    deliveryRates: (body: OperationInput<operations['postDeliveryPartnersRates']>['body']) =>
      api.postDeliveryPartnersRates({ read: true, body }),
    orderDeliveryRates: (orderId: string) =>
      api.getOrdersByIdDeliveryRates({
        params: { id: orderId },
      }),
  };
}

/** Insights, each for a date range and optionally a brand and warehouse. */
function insightsCalls(api: OmsOperations) {
  return {
    insightsOrders: (q: InsightsQuery) => api.getInsightsOrders({ query: insightsQuery(q) }),
    insightsRevenue: (q: InsightsQuery) => api.getInsightsRevenue({ query: insightsQuery(q) }),
    insightsUndelivered: (q: InsightsQuery) => api.getInsightsUndeliveredOrders({ query: insightsQuery(q) }),
    insightsCancelled: (q: InsightsQuery) => api.getInsightsCancelledOrders({ query: insightsQuery(q) }),
    insightsTopProducts: (q: InsightsQuery, limit: number) =>
      api.getInsightsTopProducts({
        query: { ...insightsQuery(q), limit },
      }),
    insightsRtoReasons: (q: InsightsQuery) => api.getInsightsRtoTopReasons({ query: insightsQuery(q) }),
    insightsWarehouses: (q: InsightsQuery) => api.getInsightsWarehouseSplit({ query: insightsQuery(q) }),
    insightsCouriers: (q: InsightsQuery) => api.getInsightsCourier({ query: insightsQuery(q) }),
    insightsStates: (q: InsightsQuery) => api.getInsightsStateWise({ query: insightsQuery(q) }),
  };
}

export type OmsApi = ReturnType<typeof omsApi>;
