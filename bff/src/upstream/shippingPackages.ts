import type { ListRequest, ShippingPackageRecord } from '@parcelo/common';
import type { Upstream } from './http.js';

export interface ShippingPackageWhere {
  companyId?: string;
  active?: 0 | 1;
  searchBy?: 'name' | 'code';
  searchValue?: string;
}

/** Typed calls to OMS's shipping package routes. */
export function shippingPackagesApi(oms: Upstream) {
  return {
    list: (body: ListRequest<ShippingPackageWhere>) =>
      oms.call<{ shippingPackages: ShippingPackageRecord[]; totalCount: number }>('POST', '/get-shipping-packages', {
        read: true,
        body,
      }),
    byIds: (ids: readonly string[]) =>
      oms.call<{ shippingPackages: ShippingPackageRecord[] }>('POST', '/shipping-packages/byIds', {
        read: true,
        body: { ids },
      }),
    create: (body: { shippingPackage: Record<string, unknown>; companyId?: string }, idempotencyKey?: string | null) =>
      oms.call<{ shippingPackage: ShippingPackageRecord }>('POST', '/shipping-packages', { body, idempotencyKey }),
    update: (id: string, updatedData: Record<string, unknown>) =>
      oms.call<{ shippingPackage: ShippingPackageRecord; previousDefault: ShippingPackageRecord | null }>(
        'PATCH',
        '/shipping-packages',
        { body: { id, updatedData } },
      ),
  };
}
