import type { StoreAddressRecord } from '@parcelo/common';
import { d2rOperations, type operations } from '@parcelo/common/api/d2r';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';

/** What the BFF sends to create or edit a store address (the service checks it against the shared rules). */
export type StoreAddressBody = OperationInput<operations['putD2rStoreAddressById']>['body'];

/** Typed calls to D2R's store-address routes: retailers' addresses a seller delivers to. */
export function storeAddressesApi(d2r: Upstream) {
  const api = operationsOf<operations>(d2r, d2rOperations);
  return {
    list: (body: OperationInput<operations['postD2rStoreAddressList']>['body']) =>
      api.postD2rStoreAddressList<{ storeAddresses: StoreAddressRecord[]; totalCount: number }>({ read: true, body }),
    byIds: (ids: readonly string[]) =>
      api.postD2rStoreAddressByIds<{ storeAddresses: StoreAddressRecord[] }>({ read: true, body: { ids: [...ids] } }),
    create: (body: OperationInput<operations['postD2rStoreAddress']>['body'], idempotencyKey?: string | null) =>
      api.postD2rStoreAddress<{ storeAddress: StoreAddressRecord }>({ body, idempotencyKey }),
    update: (id: string, body: StoreAddressBody) =>
      api.putD2rStoreAddressById<{ storeAddress: StoreAddressRecord }>({ params: { id }, body }),
    setActive: (id: string, active: boolean) =>
      api.patchD2rStoreAddressById<{ storeAddress: StoreAddressRecord }>({ params: { id }, body: { active } }),
  };
}
