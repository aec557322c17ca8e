import { omsOperations, type operations } from '@parcelo/common/api/oms';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';

export interface ShippingPackageWhere {
  companyId?: string;
  active?: 0 | 1;
  searchBy?: 'name' | 'code';
  searchValue?: string;
}

/** A package's fields as the resolver gives them: any of them, a size possibly left out. */
type PackageFields = Partial<OperationInput<operations['postShippingPackages']>['body']['shippingPackage']>;

/** Typed calls to OMS's shipping package routes. */
export function shippingPackagesApi(oms: Upstream) {
  const api = operationsOf<operations>(oms, omsOperations);
  return {
    list: (body: OperationInput<operations['postGetShippingPackages']>['body']) =>
      api.postGetShippingPackages({
        read: true,
        body,
      }),
    byIds: (ids: readonly string[]) =>
      api.postShippingPackagesByIds({
        read: true,
        body: { ids: [...ids] },
      }),
    create: (body: { shippingPackage: PackageFields; companyId?: string }, idempotencyKey?: string | null) => {
      // The route names every size; one the resolver left out goes as absent, and OMS says it is missing.
      const { packageLength, packageWidth, packageHeight, packageWeight, ...named } = body.shippingPackage;
      const shippingPackage = { ...named, packageLength, packageWidth, packageHeight, packageWeight };
      return api.postShippingPackages({ body: { ...body, shippingPackage }, idempotencyKey });
    },
    update: (id: string, updatedData: OperationInput<operations['patchShippingPackages']>['body']['updatedData']) =>
      api.patchShippingPackages({ body: { id, updatedData } }),
  };
}
