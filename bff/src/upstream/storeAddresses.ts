import type { ListRequest, StoreAddressInput, StoreAddressRecord } from '@parcelo/common';
import { pathSegment, type Upstream } from './http.js';

/** What the BFF sends to create or edit a store address (the service checks it against the shared rules). */
export type StoreAddressBody = { [K in keyof StoreAddressInput]?: StoreAddressInput[K] | null };

/** Typed calls to D2R's store-address routes: retailers' addresses a seller delivers to. */
export function storeAddressesApi(d2r: Upstream) {
  return {
    list: (body: ListRequest<{ companyId: string; active?: boolean | null }>) =>
      d2r.call<{ storeAddresses: StoreAddressRecord[]; totalCount: number }>('POST', '/d2r/store-address/list', {
        read: true,
        body,
      }),
    byIds: (ids: readonly string[]) =>
      d2r.call<{ storeAddresses: StoreAddressRecord[] }>('POST', '/d2r/store-address/byIds', {
        read: true,
        body: { ids },
      }),
    create: (body: StoreAddressBody & { companyId?: string }, idempotencyKey?: string | null) =>
      d2r.call<{ storeAddress: StoreAddressRecord }>('POST', '/d2r/store-address', { body, idempotencyKey }),
    update: (id: string, body: StoreAddressBody) =>
      d2r.call<{ storeAddress: StoreAddressRecord }>('PUT', `/d2r/store-address/${pathSegment(id)}`, { body }),
    setActive: (id: string, active: boolean) =>
      d2r.call<{ storeAddress: StoreAddressRecord }>('PATCH', `/d2r/store-address/${pathSegment(id)}`, {
        body: { active },
      }),
  };
}
