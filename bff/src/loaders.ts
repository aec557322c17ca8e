import DataLoader from 'dataloader';
import type { UpstreamApis } from './upstream/index.js';
import type { CatalogueProduct, Company, CustomerRequest, Fulfilment, InventoryRow, Order, OrderMessage, OrderTrailRecord, Task, TrackingBrand, User, Warehouse, Wsin } from './upstream/models.js';

const byId = <T extends { id: string }>(rows: T[], ids: readonly string[]) => {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
};

/**
 * Per-request batch loaders. Upstreams answer only what the caller may see, so an id
 * outside the viewer's reach loads as null.
 */
export function createLoaders(apis: UpstreamApis) {
  return {
    user: new DataLoader<string, User | null>(async (ids) => byId((await apis.ums.usersByIds(ids)).users, ids)),
    company: new DataLoader<string, Company | null>(async (ids) => byId((await apis.ums.companiesByIds(ids)).companies, ids)),
    warehouse: new DataLoader<string, Warehouse | null>(async (ids) => byId((await apis.wms.byIds(ids)).warehouses, ids)),
    order: new DataLoader<string, Order | null>(async (ids) => byId((await apis.oms.byIds(ids)).orders, ids)),
    task: new DataLoader<string, Task | null>(async (ids) => byId((await apis.nms.tasksByIds(ids)).tasks, ids)),
    catalogueProduct: new DataLoader<string, CatalogueProduct | null>(async (ids) => byId((await apis.wms.catalogueByIds(ids)).catalogues, ids)),
    wsin: new DataLoader<string, Wsin | null>(async (ids) => byId((await apis.wms.wsinByIds(ids)).wsins, ids)),
    inventoryRow: new DataLoader<string, InventoryRow | null>(async (ids) => byId((await apis.wms.inventoryByIds(ids)).inventory, ids)),
    fulfilment: new DataLoader<string, Fulfilment | null>(async (ids) => {
      const map = new Map((await apis.oms.fulfilmentByIds(ids)).fulfilments.map((f) => [f.orderId, f]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    customerRequest: new DataLoader<string, CustomerRequest | null>(async (ids) => byId((await apis.nms.customerRequestsByIds(ids)).customerRequests, ids)),
    orderMessage: new DataLoader<string, OrderMessage | null>(async (ids) => byId((await apis.nms.messagesByIds(ids)).messages, ids)),
    /** Public: a company's name and tracking page look, by company id. */
    trackingBrand: new DataLoader<string, TrackingBrand | null>(async (ids) => {
      const map = new Map((await apis.ums.trackingBrands(ids)).brands.map((b) => [b.companyId, b]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    orderTrail: new DataLoader<string, OrderTrailRecord[]>(async (ids) => {
      const { trails } = await apis.oms.trails(ids);
      return ids.map((id) => trails[id] ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
