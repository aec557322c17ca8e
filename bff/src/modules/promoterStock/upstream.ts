import type { PromoterStockInput, PromoterStockRecord, StoreAddressRecord } from '@parcelo/common';
import { d2rOperations, type operations } from '@parcelo/common/api/d2r';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

/** A retailer's sell-through of one product, as the d2r service answers it. */
export interface PromoterStockSellThroughRecord {
  retailerId: string;
  retailer: StoreAddressRecord;
  sku: string;
  title: string | null;
  unitsSold: number;
  restocks: number;
  counts: number;
  firstDay: string;
  lastDay: string;
  daysCovered: number;
}

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
    sellThrough: (query: Query<'getD2rPromoterStockSellThrough'>) =>
      api.getD2rPromoterStockSellThrough<{ rows: PromoterStockSellThroughRecord[] }>({ read: true, query }),
    save: (body: PromoterStockInput) => api.postD2rPromoterStock<{ count: PromoterStockRecord }>({ body }),
  };
}

export const apis = {
  promoterStock: (c: UpstreamClients, s: RequestScope) => promoterStockApi(new Upstream('d2r', c.d2r, s)),
};
