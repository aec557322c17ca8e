import type { RetailerEngineRun, RetailerScoreRecord, StoreAddressRecord } from '@parcelo/common';
import { d2rOperations, type operations } from '@parcelo/common/api/d2r';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

type Body<Op extends keyof operations> = OperationInput<operations[Op]>['body'];

export interface RetailerEngineState {
  running: RetailerEngineRun | null;
  lastRun: RetailerEngineRun | null;
  changedCount: number;
}

/** Typed calls to the d2r service's retailer engine. */
function retailerEngineApi(up: Upstream) {
  const api = operationsOf<operations>(up, d2rOperations);
  return {
    state: (companyId: string) => api.getD2rRetailerEngine<RetailerEngineState>({ read: true, query: { companyId } }),
    list: (body: Body<'postD2rRetailerEngineList'>) =>
      api.postD2rRetailerEngineList<{
        rows: { retailer: StoreAddressRecord; score: RetailerScoreRecord | null }[];
        totalCount: number;
      }>({ read: true, body }),
    byIds: (ids: readonly string[]) =>
      api.postD2rRetailerEngineByIds<{ scores: RetailerScoreRecord[] }>({ read: true, body: { ids: [...ids] } }),
    recompute: (companyId: string) =>
      api.postD2rRetailerEngineRecompute<{ run: RetailerEngineRun }>({ body: { companyId } }),
    apply: (body: Body<'postD2rRetailerEngineApply'>) =>
      api.postD2rRetailerEngineApply<{ applied: StoreAddressRecord[]; failed: { id: string; message: string }[] }>({
        body,
      }),
  };
}

export const apis = {
  retailerEngine: (c: UpstreamClients, s: RequestScope) => retailerEngineApi(new Upstream('d2r', c.d2r, s)),
};
