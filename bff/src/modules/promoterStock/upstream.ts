import type { PromoterStockInput, PromoterStockRecord, StoreAddressRecord } from '@parcelo/common';
import { d2rOperations, type operations } from '@parcelo/common/api/d2r';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

type Query<Op extends keyof operations> = NonNullable<OperationInput<operations[Op]>['query']>;

/** Typed calls to the d2r service's promoter stock counts. */
function promoterStockApi(up: Upstream) {
  const api = operationsOf<operations>(up, d2rOperations);
  return {
    list: (query: Query<'getD2rPromoterStock'>) =>
      api.getD2rPromoterStock<{ counts: PromoterStockRecord[]; totalCount: number }>({ read: true, query }),
    byIds: (ids: readonly string[]) =>
      api.postD2rPromoterStockByIds<{ counts: PromoterStockRecord[] }>({ read: true, body: { ids: [...ids] } }),
    options: (query: Query<'getD2rPromoterStockOptions'>) =>
      api.getD2rPromoterStockOptions<{
        retailers: StoreAddressRecord[];
        products: { sku: string; title: string }[];
      }>({ read: true, query }),
    save: (body: PromoterStockInput) => api.postD2rPromoterStock<{ count: PromoterStockRecord }>({ body }),
  };
}

export const apis = {
  promoterStock: (c: UpstreamClients, s: RequestScope) => promoterStockApi(new Upstream('d2r', c.d2r, s)),
};
