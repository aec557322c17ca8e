import type { Upstream } from './http.js';
import type { ListRequest, Warehouse } from './models.js';

/** Typed calls to WMS (spec §7, Warehouse). */
export function wmsApi(wms: Upstream) {
  return {
    list: (body: ListRequest<{ searchValue?: string; companyId?: string }>) =>
      wms.call<{ warehouses: Warehouse[]; totalCount: number }>('POST', '/warehouse/listAllWarehouses', { body }),
    /** The company's warehouses: the viewer's own without `companyId` (none for an admin). */
    companyWarehouses: (companyId?: string) =>
      wms.call<{ warehouses: Warehouse[] }>('GET', '/company/warehouses', { query: companyId ? { companyId } : { own: 'true' } }),
    byIds: (ids: readonly string[]) => wms.call<{ warehouses: Warehouse[] }>('POST', '/warehouse/byIds', { body: { ids } }),
  };
}

export type WmsApi = ReturnType<typeof wmsApi>;
