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
import { pathSegment, type Upstream } from './http.js';
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

/** Typed calls to OMS (REST contract: Orders). */
export function omsApi(oms: Upstream) {
  return {
    find: (where: OrderListWhere, pagination: { records: number; cursor?: string }) =>
      oms.call<{ orders: Order[]; totalCount: number; nextCursor: string | null; cursors: string[] }>(
        'POST',
        '/orders/find',
        {
          read: true,
          body: { where, pagination },
        },
      ),
    awaitingPickup: () =>
      oms.call<{ couriers: { courier: string; count: number; partnerId: string; courierCode: string }[] }>(
        'GET',
        '/orders/awaiting-pickup',
      ),
    lookup: (query: { number: string } | { awb: string }) =>
      oms.call<{ order: Order | null }>('GET', '/orders/lookup', { read: true, query }),
    byIds: (ids: readonly string[]) =>
      oms.call<{ orders: Order[] }>('POST', '/orders/byIds', { read: true, body: { ids } }),
    trails: (orderIds: readonly string[]) =>
      oms.call<{ trails: Record<string, OrderTrailRecord[]> }>('POST', '/orders/trails', {
        read: true,
        body: { orderIds },
      }),
    create: (body: Record<string, unknown>, idempotencyKey?: string | null) =>
      oms.call<{ order: Order; cursor: string; warnings?: string[] }>('POST', '/orders', { body, idempotencyKey }),
    updateWeight: (orderId: string, weight: number) =>
      oms.call<{ order: Order }>('POST', '/update-weight', { body: { orderId, weight } }),
    updateQuantities: (orderId: string, itemsWithQty: { itemId: string; quantity: number }[]) =>
      oms.call<{ order: Order }>('PATCH', '/update-sku-qty', {
        body: { splitOrderId: orderId, itemsWithQty },
        once: true,
      }),
    reassignWarehouse: (orderId: string, warehouseId: string) =>
      oms.call<{ order: Order }>('POST', '/reassign-warehouse', {
        body: { orderID: orderId, newWarehouseID: warehouseId },
      }),
    downloadLink: (kind: 'label' | 'invoice', orderIds: string[]) =>
      oms.call<{ id: string; expiresAt: string; leftOut: number }>('POST', `/download/${kind}/link`, {
        body: { orderId: orderIds },
      }),
    downloadByLink: (id: string) => oms.file(`/download/links/${pathSegment(id)}`),
    document: (kind: 'label' | 'invoice' | 'creditNote', orderId: string) =>
      oms.file(`/documents/${kind}/${pathSegment(orderId)}`),
    bulkPreview: (body: BulkPreviewRequest) => oms.call<BulkPreviewRecord>('POST', '/bulk/orders/preview', { body }),
    bulkSave: (body: BulkSaveRequest, idempotencyKey?: string | null) =>
      oms.call<{ task: Task }>('POST', '/bulk/orders/save', { body, idempotencyKey }),
    bulkTemplate: () => oms.file('/bulk/orders/template'),
    presign: (body: { key: string; fileName: string; fileType: string }) =>
      oms.call<{ uploadUrl: string; storedUrl: string; expiresAt: string }>('POST', '/order/presigned', { body }),
    confirmUpload: (storedUrl: string) =>
      oms.call<{ storedUrl: string }>('POST', '/order/presigned/confirm', { body: { storedUrl } }),
    readLink: (storedUrl: string) =>
      oms.call<{ url: string; expiresAt: string }>('POST', '/order/presigned/read', { body: { storedUrl } }),
    objectPut: (path: string, data: Buffer, contentType: string) => oms.raw('PUT', path, data, contentType),
    objectGet: (path: string) => oms.raw('GET', path),
    sync: (shopType: string, salesChannelId?: string) =>
      oms.call<{
        fetched: number;
        created: number;
        duplicates: number;
        skipped: { shopOrderId: string; message: string }[];
        salesChannels: SalesChannelRecord[];
        failedStores: { shop: string; message: string }[];
      }>('GET', `/syncOrders/${shopType}`, {
        read: false,
        ...(salesChannelId ? { query: { salesChannelId } } : {}),
      }),
    cancel: (orderId: string) => oms.call<{ order: Order }>('POST', `/orders/${orderId}/cancel`),
    statusUpdate: (
      orderId: string,
      body: { status: string; undeliveredReason?: string | null; description?: string | null; city?: string | null },
    ) => oms.call<{ order: Order }>('POST', `/orders/${orderId}/status`, { body }),
    trackedShipment: (query: { awb?: string; trackingId?: string }) =>
      oms.call<{ shipment: TrackedShipment | null }>('GET', '/track/shipment', { query }),
    trackedShipments: (body: { by: 'awb' | 'mobile' | 'email'; value: string; offset: number; limit: number }) =>
      oms.call<{ shipments: TrackedShipment[]; totalCount: number }>('POST', '/track/shipments', { read: true, body }),
    fulfilmentFind: (body: {
      where: { companyId?: string; warehouseId?: string; status?: 'PENDING' | 'PACKED'; searchValue?: string };
      pagination: { records: number; offset: number };
    }) => oms.call<{ fulfilments: Fulfilment[]; totalCount: number }>('POST', '/fulfilment/find', { read: true, body }),
    fulfilmentByIds: (ids: readonly string[]) =>
      oms.call<{ fulfilments: Fulfilment[] }>('POST', '/fulfilment/byIds', { read: true, body: { ids } }),
    fulfilmentScanAwb: (awb: string) =>
      oms.call<{ fulfilment: Fulfilment }>('POST', '/fulfilment/scan-awb', { body: { awb } }),
    fulfilmentScanItem: (orderId: string, code: string) =>
      oms.call<{ fulfilment: Fulfilment }>('POST', '/fulfilment/scan-item', { body: { orderId, code } }),
    fulfilmentDetails: (
      orderId: string,
      body: { shippingLabelUrl?: string | null; invoiceUrl?: string | null; packageType?: string | null },
    ) => oms.call<{ fulfilment: Fulfilment }>('PATCH', `/fulfilment/${orderId}/details`, { body, once: true }),
    couriers: () => oms.call<{ couriers: Courier[] }>('GET', '/delivery-partners/couriers'),
    deliveryPartners: () => oms.call<{ deliveryPartners: DeliveryPartnerRecord[] }>('GET', '/delivery-partners'),
    deliveryPartnersByIds: (ids: readonly string[]) =>
      oms.call<{ deliveryPartners: DeliveryPartnerRecord[] }>('POST', '/delivery-partners/byIds', {
        read: true,
        body: { ids },
      }),
    deliveryPartnerConnect: (body: Record<string, unknown>, idempotencyKey?: string | null) =>
      oms.call<{ deliveryPartner: DeliveryPartnerRecord }>('POST', '/delivery-partners', { body, idempotencyKey }),
    deliveryPartnerUpdate: (id: string, body: Record<string, unknown>) =>
      oms.call<{ deliveryPartner: DeliveryPartnerRecord }>('PATCH', `/delivery-partners/${pathSegment(id)}`, {
        body,
        once: true,
      }),
    deliveryPartnerDisconnect: (id: string) =>
      oms.call<{ deliveryPartner: DeliveryPartnerRecord }>('DELETE', `/delivery-partners/${pathSegment(id)}`),
    deliveryPartnerRateCard: (id: string, card: RateCard) =>
      oms.call<{ deliveryPartner: DeliveryPartnerRecord }>('PUT', `/delivery-partners/${pathSegment(id)}/rate-card`, {
        body: card,
      }),
    deliveryPartnerPincodes: (
      id: string,
      body: { csv?: string; allPincodes?: { forward: boolean; reverse: boolean; cod: boolean } },
    ) =>
      oms.call<{ deliveryPartner: DeliveryPartnerRecord }>('POST', `/delivery-partners/${pathSegment(id)}/pincodes`, {
        body,
        once: true,
      }),
    deliveryRates: (body: Record<string, unknown>) =>
      oms.call<{ quotes: DeliveryQuoteRecord[] }>('POST', '/delivery-partners/rates', { read: true, body }),
    orderDeliveryRates: (orderId: string) =>
      oms.call<{ quotes: DeliveryQuoteRecord[]; partners: DeliveryPartnerRecord[] }>(
        'GET',
        `/orders/${pathSegment(orderId)}/delivery-rates`,
      ),
    insightsOrders: (q: InsightsQuery) =>
      oms.call<InsightsOrdersRecord>('GET', '/insights/orders', { query: insightsQuery(q) }),
    insightsRevenue: (q: InsightsQuery) =>
      oms.call<InsightsRevenueRecord>('GET', '/insights/revenue', { query: insightsQuery(q) }),
    insightsUndelivered: (q: InsightsQuery) =>
      oms.call<InsightsCountRecord>('GET', '/insights/undelivered-orders', { query: insightsQuery(q) }),
    insightsCancelled: (q: InsightsQuery) =>
      oms.call<InsightsCountRecord>('GET', '/insights/cancelled-orders', { query: insightsQuery(q) }),
    insightsTopProducts: (q: InsightsQuery, limit: number) =>
      oms.call<InsightsTopProductsRecord>('GET', '/insights/top-products', {
        query: { ...insightsQuery(q), limit: String(limit) },
      }),
    insightsRtoReasons: (q: InsightsQuery) =>
      oms.call<InsightsRtoReasonsRecord>('GET', '/insights/rto-top-reasons', { query: insightsQuery(q) }),
    insightsWarehouses: (q: InsightsQuery) =>
      oms.call<InsightsWarehousesRecord>('GET', '/insights/warehouse-split', { query: insightsQuery(q) }),
    insightsCouriers: (q: InsightsQuery) =>
      oms.call<InsightsCouriersRecord>('GET', '/insights/courier', { query: insightsQuery(q) }),
    insightsStates: (q: InsightsQuery) =>
      oms.call<InsightsStatesRecord>('GET', '/insights/state-wise', { query: insightsQuery(q) }),
    orderShip: (orderId: string, partnerId: string, idempotencyKey?: string | null) =>
      oms.call<{ order: Order }>('POST', `/orders/${pathSegment(orderId)}/ship`, {
        body: { partnerId },
        idempotencyKey,
      }),
  };
}

export type OmsApi = ReturnType<typeof omsApi>;
