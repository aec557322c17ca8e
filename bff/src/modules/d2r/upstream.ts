import type {
  D2rOrderApproveInput,
  D2rOrderInput,
  OrderRecord,
  RetailerInput,
  StoreAddressRecord,
} from '@parcelo/common';
import { d2rOperations, type operations } from '@parcelo/common/api/d2r';
import { omsOperations, type operations as omsOps } from '@parcelo/common/api/oms';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

type Body<Op extends keyof operations> = OperationInput<operations[Op]>['body'];

/** Typed calls to D2R's retailer routes (admins'); a retailer is a store address with its shop and credit. */
function retailersApi(up: Upstream) {
  const api = operationsOf<operations>(up, d2rOperations);
  return {
    list: (body: Body<'postD2rRetailersList'>) =>
      api.postD2rRetailersList<{ storeAddresses: StoreAddressRecord[]; totalCount: number }>({ read: true, body }),
    create: (body: RetailerInput & { companyId: string }, idempotencyKey?: string | null) =>
      api.postD2rRetailers<{ storeAddress: StoreAddressRecord }>({ body, idempotencyKey }),
    update: (id: string, body: RetailerInput) =>
      api.putD2rRetailersById<{ storeAddress: StoreAddressRecord }>({ params: { id }, body }),
  };
}

/** Typed calls to OMS's D2R orders: taken for a retailer, approved by an admin. */
function d2rOrdersApi(up: Upstream) {
  const api = operationsOf<omsOps>(up, omsOperations);
  type Answer = { order: OrderRecord; cursor: string };
  return {
    create: (body: D2rOrderInput, idempotencyKey?: string | null) =>
      api.postOrdersD2r<Answer>({ body, idempotencyKey }),
    approve: (id: string, body: D2rOrderApproveInput) => api.postOrdersByIdD2rApprove<Answer>({ params: { id }, body }),
  };
}

export const apis = {
  retailers: (c: UpstreamClients, s: RequestScope) => retailersApi(new Upstream('d2r', c.d2r, s)),
  d2rOrders: (c: UpstreamClients, s: RequestScope) => d2rOrdersApi(new Upstream('oms', c.oms, s)),
};
