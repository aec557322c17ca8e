import type { BulkPreviewRecord, BulkPreviewRequest, BulkSaveRequest } from '@parcelo/common';
import { wmsOperations, type operations } from '@parcelo/common/api/wms';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';

/** The bulk sheets WMS reads, and the path of each one's routes. */
const BULK_PATHS = {
  catalogues: 'catalogues',
  inventory: 'inventory',
  wsins: 'wsins',
  wsinMaps: 'wsin-maps',
} as const;
export type WmsBulkKind = keyof typeof BULK_PATHS;

/** Each bulk sheet's preview and save operations. */
const BULK_OPERATIONS = {
  catalogues: { preview: 'postBulkCataloguesPreview', save: 'postBulkCataloguesSave' },
  inventory: { preview: 'postBulkInventoryPreview', save: 'postBulkInventorySave' },
  wsins: { preview: 'postBulkWsinsPreview', save: 'postBulkWsinsSave' },
  wsinMaps: { preview: 'postBulkWsinMapsPreview', save: 'postBulkWsinMapsSave' },
} as const satisfies Record<WmsBulkKind, { preview: keyof operations; save: keyof operations }>;
import type { Task } from './models.js';

/** A product as the catalogue's create and update routes take it. */
export type CatalogueProductBody = OperationInput<operations['postCatalogue']>['body'];

type WmsOperations = ReturnType<typeof operationsOf<operations>>;

/** Typed calls to WMS (REST contract: Warehouse / catalogue / inventory). */
export function wmsApi(wms: Upstream) {
  const api = operationsOf<operations>(wms, wmsOperations);
  return {
    ...warehouseCalls(api),
    ...catalogueCalls(api, wms),
    ...stockCalls(api, wms),
  };
}

/** Warehouses, the brands attached to them, and requests for new ones. */
function warehouseCalls(api: WmsOperations) {
  return {
    list: (body: OperationInput<operations['postWarehouseListAllWarehouses']>['body']) =>
      api.postWarehouseListAllWarehouses({ read: true, body }),
    /** The company's warehouses: the viewer's own without `companyId` (none for an admin). */
    companyWarehouses: (companyId?: string) =>
      api.getCompanyWarehouses({
        query: companyId ? { companyId } : { own: 'true' },
      }),
    byIds: (ids: readonly string[]) => api.postWarehouseByIds({ read: true, body: { ids: [...ids] } }),
    attach: (body: {
      companyId: string;
      warehouseId: string;
      warehouseType: 'micro' | 'central' | 'pseudo';
      gstNumber: string;
      fssaiNumber?: string;
    }) => api.postCompanyAttachWarehouse({ body }),
    /** A company's warehouses as it has them (its switches on each); every company's for an admin without one. */
    companyWarehousesFind: (body: OperationInput<operations['postCompanyWarehouseAttachmentsFind']>['body']) =>
      api.postCompanyWarehouseAttachmentsFind({
        read: true,
        body,
      }),
    companyWarehousesByIds: (ids: readonly string[]) =>
      api.postCompanyWarehouseAttachmentsByIds({
        read: true,
        body: { ids: [...ids] },
      }),
    /** Switches the company's warehouse on or off for new orders. */
    warehouseActive: (warehouseId: string, body: { active: boolean; companyId?: string }) =>
      api.patchWarehouseByIdStatus({ params: { id: warehouseId }, body }),
    /** Sends the company's returns from this warehouse to another of its warehouses, or not. */
    warehouseRto: (warehouseId: string, body: { rtoOtherWh: boolean; companyId?: string }) =>
      api.patchWarehouseByIdRto({ params: { id: warehouseId }, body }),
    warehouseCreate: (body: OperationInput<operations['postWarehouse']>['body'], idempotencyKey?: string | null) =>
      api.postWarehouse({ body, idempotencyKey }),
    ownWarehouseCreate: (
      body: OperationInput<operations['postWarehouseOwn']>['body'],
      idempotencyKey?: string | null,
    ) => api.postWarehouseOwn({ body, idempotencyKey }),
    warehouseRequestCreate: (
      body: OperationInput<operations['postWarehouseRequest']>['body'],
      idempotencyKey?: string | null,
    ) => api.postWarehouseRequest({ body, idempotencyKey }),
    warehouseRequestsFind: (body: OperationInput<operations['postWarehouseRequestsFind']>['body']) =>
      api.postWarehouseRequestsFind({
        read: true,
        body,
      }),
    warehouseRequestsByIds: (ids: readonly string[]) =>
      api.postWarehouseRequestsByIds({
        read: true,
        body: { ids: [...ids] },
      }),
    // A fulfilment may come without a warehouse: WMS refuses it in the form's words, so it is passed on as given.
    warehouseRequestResolve: (id: string, body: Record<string, unknown>) =>
      api.postWarehouseRequestsByIdResolve({
        params: { id },
        body: body as OperationInput<operations['postWarehouseRequestsByIdResolve']>['body'],
      }),
    /** The sellers at the viewer's warehouses (an operator's), or the seller's own company. */
    sellers: () => api.getWarehouseSellers({ read: true }),
  };
}

/** The brands' catalogues, their WSINs and prices. */
function catalogueCalls(api: WmsOperations, wms: Upstream) {
  return {
    catalogueFind: (body: OperationInput<operations['postCatalogueFind']>['body']) =>
      api.postCatalogueFind({ read: true, body }),
    catalogueByIds: (ids: readonly string[]) => api.postCatalogueByIds({ read: true, body: { ids: [...ids] } }),
    catalogueCreate: (body: CatalogueProductBody, idempotencyKey?: string | null) =>
      api.postCatalogue({ body, idempotencyKey }),
    catalogueUpdate: (id: string, body: CatalogueProductBody) =>
      api.putCatalogueById({ params: { id }, body, once: true }),
    catalogueShopTypes: (companyIds: string[]) =>
      api.postCatalogueShopTypesCompany({
        read: true,
        body: { companyIds },
      }),
    mapWsin: (catalogueId: string, data: Record<string, number>) =>
      api.postCatalogueMapWsin({ body: { catalogueId, data } }),
    removeWsinMap: (catalogueId: string) =>
      api.deleteCatalogueRemoveWsinMap({
        body: { catalogueId },
        once: true,
      }),
    hsn: (search: string) => api.getCatalogueHsn({ query: { search } }),
    wsinFind: (body: OperationInput<operations['postWsinFind']>['body']) => api.postWsinFind({ read: true, body }),
    wsinByIds: (ids: readonly string[]) => api.postWsinByIds({ read: true, body: { ids: [...ids] } }),
    wsinCreate: (body: { companyId: string; wsin: string; name: string }, idempotencyKey?: string | null) =>
      api.postWsin({ body, idempotencyKey }),

    pricingFind: (
      companyId: string,
      storeId: string,
      body: OperationInput<operations['postCataloguePricingByCompanyIdByStoreIdFind']>['body'],
    ) => api.postCataloguePricingByCompanyIdByStoreIdFind({ params: { companyId, storeId }, read: true, body }),
    pricingCsv: (companyId: string, storeId: string) => wms.file(`/csv/catalogue/pricing/${companyId}/${storeId}`),
    pricingUpload: (companyId: string, storeId: string, body: { file: string }) =>
      api.postCsvCataloguePricingByCompanyIdByStoreId({
        params: { companyId, storeId },
        body,
      }),
  };
}

/** Stock at the warehouses with its trail and CSV, and the warehouse service's sheets (stock, catalogues, WSINs). */
function stockCalls(api: WmsOperations, wms: Upstream) {
  return {
    inventoryFetch: (body: OperationInput<operations['postInventoryFetch']>['body']) =>
      api.postInventoryFetch({ read: true, body }),
    inventoryByIds: (ids: readonly string[]) => api.postInventoryByIds({ read: true, body: { ids: [...ids] } }),
    /** Rows' figures at the end of an IST day, from their ledger. */
    inventoryAsOf: (date: string, ids: readonly string[]) =>
      api.postInventoryAsOf({ read: true, body: { date, ids: [...ids] } }),
    inventoryAdd: (
      id: string,
      body: { date: string; inboundAccepted: number; inboundRejected: number; remark: string },
      idempotencyKey?: string | null,
    ) => api.postInventoryAddById({ params: { id }, body, idempotencyKey }),
    inventoryAdjust: (
      id: string,
      body: { date: string; quantity: number; remark: string; inventoryAdjustmentType: string },
      idempotencyKey?: string | null,
    ) => api.postInventoryAdjustById({ params: { id }, body, idempotencyKey }),
    inventoryTrail: (inventoryId: string, pagination: { records: number; offset: number }) =>
      api.postInventoryTrail({
        read: true,
        body: { inventoryId, pagination },
      }),
    inventoryScanAdd: (
      body: OperationInput<operations['postInventoryScanAdd']>['body'],
      idempotencyKey?: string | null,
    ) => api.postInventoryScanAdd({ body, idempotencyKey }),
    bulkPreview: (kind: WmsBulkKind, body: BulkPreviewRequest) =>
      api[BULK_OPERATIONS[kind].preview]<BulkPreviewRecord>({ body }),
    bulkSave: (kind: WmsBulkKind, body: BulkSaveRequest, idempotencyKey?: string | null) =>
      api[BULK_OPERATIONS[kind].save]<{ task: Task }>({ body, idempotencyKey }),
    bulkTemplate: (kind: WmsBulkKind) => wms.file(`/bulk/${BULK_PATHS[kind]}/template`),
    inventoryCsv: (query: { companyIds?: string; date?: string; warehouseId?: string }) => {
      const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1]));
      return wms.file(`/csv/inventory?${params}`);
    },
  };
}

export type WmsApi = ReturnType<typeof wmsApi>;
