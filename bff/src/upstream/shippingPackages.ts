import type { ShippingPackageRecord } from '@parcelo/common';
import { omsOperations, type operations } from '@parcelo/common/api/oms';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';

export interface ShippingPackageWhere {
  companyId?: string;
  active?: 0 | 1;
  searchBy?: 'name' | 'code';
  searchValue?: string;
}

/** Typed calls to OMS's shipping package routes. */
export function shippingPackagesApi(oms: Upstream) {
  const api = operationsOf<operations>(oms, omsOperations);
  return {
    list: (body: OperationInput<operations['postGetShippingPackages']>['body']) =>
      api.postGetShippingPackages<{ shippingPackages: ShippingPackageRecord[]; totalCount: number }>({
        read: true,
        body,
      }),
    byIds: (ids: readonly string[]) =>
      api.postShippingPackagesByIds<{ shippingPackages: ShippingPackageRecord[] }>({
        read: true,
        body: { ids: [...ids] },
      }),
    create: (body: { shippingPackage: Record<string, unknown>; companyId?: string }, idempotencyKey?: string | null) =>
      // A path-string call: the resolver may leave a size out, the route's shippingPackage needs every one.
      oms.call<{ shippingPackage: ShippingPackageRecord }>('POST', '/shipping-packages', { body, idempotencyKey }),
    update: (id: string, updatedData: Record<string, unknown>) =>
      // A path-string call: the resolver sends only the fields changed, the route's updatedData needs every size.
      oms.call<{ shippingPackage: ShippingPackageRecord; previousDefault: ShippingPackageRecord | null }>(
        'PATCH',
        '/shipping-packages',
        { body: { id, updatedData } },
      ),
  };
}
