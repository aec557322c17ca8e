import type {
  BulkPreviewRecord,
  BulkPreviewRequest,
  BulkSaveRequest,
  CompanyWarehouseRecord,
  WarehouseRequestRecord,
  WarehouseRequestStatusName,
} from '@parcelo/common';
import type { Upstream } from './http.js';

/** The bulk sheets WMS reads, and the path of each one's routes. */
const BULK_PATHS = {
  catalogues: 'catalogues',
  inventory: 'inventory',
  wsins: 'wsins',
  wsinMaps: 'wsin-maps',
} as const;
export type WmsBulkKind = keyof typeof BULK_PATHS;
import type { HsnCode } from '../generated/resolvers-types.js';
import type {
  CatalogueProduct,
  InventoryRow,
  InventoryTrailEntry,
  ListRequest,
  Task,
  Warehouse,
  Wsin,
} from './models.js';

export interface CatalogueProductBody {
  companyId?: string;
  productTitle: string;
  sku: string;
  category: string;
  price: number;
  mappedDimensions?: { length: number; breadth: number; height: number } | null;
  weight: number;
  hsnCode: string;
  basePrice: number;
  margin: number;
  d2rCategory?: string | null;
  shopType: string;
  active: number;
  imageUrls: string[];
}

/** Typed calls to WMS (REST contract: Warehouse / catalogue / inventory). */
export function wmsApi(wms: Upstream) {
  return {
    list: (body: ListRequest<{ searchValue?: string; companyId?: string; notAttachedTo?: string }>) =>
      wms.call<{ warehouses: Warehouse[]; totalCount: number }>('POST', '/warehouse/listAllWarehouses', {
        read: true,
        body,
      }),
    /** The company's warehouses: the viewer's own without `companyId` (none for an admin). */
    companyWarehouses: (companyId?: string) =>
      wms.call<{ warehouses: Warehouse[] }>('GET', '/company/warehouses', {
        query: companyId ? { companyId } : { own: 'true' },
      }),
    byIds: (ids: readonly string[]) =>
      wms.call<{ warehouses: Warehouse[] }>('POST', '/warehouse/byIds', { read: true, body: { ids } }),
    attach: (body: {
      companyId: string;
      warehouseId: string;
      warehouseType: 'micro' | 'central' | 'pseudo';
      gstNumber: string;
      fssaiNumber?: string;
    }) => wms.call<{ warehouse: Warehouse }>('POST', '/company/attach-warehouse', { body }),
    /** A company's warehouses as it has them (its switches on each); every company's for an admin without one. */
    companyWarehousesFind: (body: ListRequest<{ companyId?: string }>) =>
      wms.call<{ companyWarehouses: CompanyWarehouseRecord[]; totalCount: number }>(
        'POST',
        '/company/warehouse-attachments/find',
        { read: true, body },
      ),
    companyWarehousesByIds: (ids: readonly string[]) =>
      wms.call<{ companyWarehouses: CompanyWarehouseRecord[] }>('POST', '/company/warehouse-attachments/byIds', {
        read: true,
        body: { ids },
      }),
    /** Switches the company's warehouse on or off for new orders. */
    warehouseActive: (warehouseId: string, body: { active: boolean; companyId?: string }) =>
      wms.call<{ companyWarehouse: CompanyWarehouseRecord }>('PATCH', `/warehouse/${warehouseId}/status`, { body }),
    /** Sends the company's returns from this warehouse to another of its warehouses, or not. */
    warehouseRto: (warehouseId: string, body: { rtoOtherWh: boolean; companyId?: string }) =>
      wms.call<{ companyWarehouse: CompanyWarehouseRecord }>('PATCH', `/warehouse/${warehouseId}/rto`, { body }),
    warehouseCreate: (body: Record<string, unknown>, idempotencyKey?: string | null) =>
      wms.call<{ warehouse: Warehouse }>('POST', '/warehouse', { body, idempotencyKey }),
    ownWarehouseCreate: (body: Record<string, unknown>, idempotencyKey?: string | null) =>
      wms.call<{ companyWarehouse: CompanyWarehouseRecord }>('POST', '/warehouse/own', { body, idempotencyKey }),
    warehouseRequestCreate: (body: Record<string, unknown>, idempotencyKey?: string | null) =>
      wms.call<{ warehouseRequest: WarehouseRequestRecord }>('POST', '/warehouse/request', { body, idempotencyKey }),
    warehouseRequestsFind: (body: ListRequest<{ companyId?: string; status?: WarehouseRequestStatusName }>) =>
      wms.call<{ warehouseRequests: WarehouseRequestRecord[]; totalCount: number }>(
        'POST',
        '/warehouse/requests/find',
        { read: true, body },
      ),
    warehouseRequestsByIds: (ids: readonly string[]) =>
      wms.call<{ warehouseRequests: WarehouseRequestRecord[] }>('POST', '/warehouse/requests/byIds', {
        read: true,
        body: { ids },
      }),
    warehouseRequestResolve: (id: string, body: Record<string, unknown>) =>
      wms.call<{ warehouseRequest: WarehouseRequestRecord }>('POST', `/warehouse/requests/${id}/resolve`, { body }),
    /** The sellers at the viewer's warehouses (an operator's), or the seller's own company. */
    sellers: () => wms.call<{ companyIds: string[] }>('GET', '/warehouse/sellers', { read: true }),

    catalogueFind: (
      body: ListRequest<{
        companyId?: string;
        searchOptionType?: 'sku' | 'title';
        searchValue?: string;
        active?: number;
      }>,
    ) =>
      wms.call<{ catalogues: CatalogueProduct[]; totalCount: number }>('POST', '/catalogue/find', { read: true, body }),
    catalogueByIds: (ids: readonly string[]) =>
      wms.call<{ catalogues: CatalogueProduct[] }>('POST', '/catalogue/byIds', { read: true, body: { ids } }),
    catalogueCreate: (body: CatalogueProductBody, idempotencyKey?: string | null) =>
      wms.call<{ catalogue: CatalogueProduct }>('POST', '/catalogue', { body, idempotencyKey }),
    catalogueUpdate: (id: string, body: CatalogueProductBody) =>
      wms.call<{ catalogue: CatalogueProduct }>('PUT', `/catalogue/${id}`, { body, once: true }),
    catalogueShopTypes: (companyIds: string[]) =>
      wms.call<{ catalogueShopTypes: { shopType: string; count: number }[] }>(
        'POST',
        '/catalogue/shop-types/company/',
        { read: true, body: { companyIds } },
      ),
    mapWsin: (catalogueId: string, data: Record<string, number>) =>
      wms.call<{ catalogue: CatalogueProduct }>('POST', '/catalogue/map-wsin', { body: { catalogueId, data } }),
    removeWsinMap: (catalogueId: string) =>
      wms.call<{ catalogue: CatalogueProduct }>('DELETE', '/catalogue/remove-wsin-map', {
        body: { catalogueId },
        once: true,
      }),
    hsn: (search: string) => wms.call<{ hsnCodes: HsnCode[] }>('GET', '/catalogue/hsn', { query: { search } }),
    wsinFind: (
      body: ListRequest<{ companyId?: string; searchOptionType?: 'wsin' | 'code' | 'title'; searchValue?: string }>,
    ) => wms.call<{ wsins: Wsin[]; totalCount: number }>('POST', '/wsin/find', { read: true, body }),
    wsinByIds: (ids: readonly string[]) =>
      wms.call<{ wsins: Wsin[] }>('POST', '/wsin/byIds', { read: true, body: { ids } }),
    wsinCreate: (body: { companyId: string; wsin: string; name: string }, idempotencyKey?: string | null) =>
      wms.call<{ wsin: Wsin }>('POST', '/wsin', { body, idempotencyKey }),

    inventoryFetch: (
      body: ListRequest<{
        companyId?: string;
        warehouseId?: string;
        searchOptionType?: 'sku' | 'title';
        searchValue?: string;
      }>,
    ) => wms.call<{ inventory: InventoryRow[]; totalCount: number }>('POST', '/inventory/fetch', { read: true, body }),
    inventoryByIds: (ids: readonly string[]) =>
      wms.call<{ inventory: InventoryRow[] }>('POST', '/inventory/byIds', { read: true, body: { ids } }),
    inventoryAdd: (
      id: string,
      body: { date: string; inboundAccepted: number; inboundRejected: number; remark: string },
      idempotencyKey?: string | null,
    ) => wms.call<{ inventory: InventoryRow }>('POST', `/inventory/add/${id}`, { body, idempotencyKey }),
    inventoryAdjust: (
      id: string,
      body: { date: string; quantity: number; remark: string; inventoryAdjustmentType: string },
      idempotencyKey?: string | null,
    ) => wms.call<{ inventory: InventoryRow }>('POST', `/inventory/adjust/${id}`, { body, idempotencyKey }),
    inventoryTrail: (inventoryId: string, pagination: { records: number; offset: number }) =>
      wms.call<{ trail: InventoryTrailEntry[]; totalCount: number }>('POST', '/inventory/trail', {
        read: true,
        body: { inventoryId, pagination },
      }),
    inventoryScanAdd: (
      body: {
        companyId?: string;
        warehouseId: string;
        rows: { wsin: string; quantity: number; actionType: string; reason: string }[];
      },
      idempotencyKey?: string | null,
    ) => wms.call<{ inventory: InventoryRow[] }>('POST', '/inventory/scan-add', { body, idempotencyKey }),
    bulkPreview: (kind: WmsBulkKind, body: BulkPreviewRequest) =>
      wms.call<BulkPreviewRecord>('POST', `/bulk/${BULK_PATHS[kind]}/preview`, { body }),
    bulkSave: (kind: WmsBulkKind, body: BulkSaveRequest, idempotencyKey?: string | null) =>
      wms.call<{ task: Task }>('POST', `/bulk/${BULK_PATHS[kind]}/save`, { body, idempotencyKey }),
    bulkTemplate: (kind: WmsBulkKind) => wms.file(`/bulk/${BULK_PATHS[kind]}/template`),
    pricingFind: (
      companyId: string,
      storeId: string,
      body: ListRequest<{ searchOptionType?: 'sku' | 'title'; searchValue?: string }>,
    ) =>
      wms.call<{ pricing: { discount: number; finalPrice: number; catalogue: { id: string } }[]; totalCount: number }>(
        'POST',
        `/catalogue/pricing/${companyId}/${storeId}/find`,
        { read: true, body },
      ),
    pricingCsv: (companyId: string, storeId: string) => wms.file(`/csv/catalogue/pricing/${companyId}/${storeId}`),
    pricingUpload: (companyId: string, storeId: string, body: { file: string }) =>
      wms.call<{ updated: number; failed: { key: string; message: string }[] }>(
        'POST',
        `/csv/catalogue/pricing/${companyId}/${storeId}`,
        { body },
      ),
    inventoryCsv: (query: { companyIds?: string; date?: string; warehouseId?: string }) => {
      const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1]));
      return wms.file(`/csv/inventory?${params}`);
    },
  };
}

export type WmsApi = ReturnType<typeof wmsApi>;
