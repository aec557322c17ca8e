import type { FieldPersonInput, FieldPersonRecord, SalesmanUpdateInput } from '@parcelo/common';
import { hmsOperations, type operations } from '@parcelo/common/api/hms';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

type Body<Op extends keyof operations> = OperationInput<operations[Op]>['body'];

/** Typed calls to HMS: a brand's salesmen and promoters. */
function fieldPeopleApi(up: Upstream) {
  const api = operationsOf<operations>(up, hmsOperations);
  return {
    list: (body: Body<'postAdminSalesmanList'>) =>
      api.postAdminSalesmanList<{ people: FieldPersonRecord[]; totalCount: number }>({ read: true, body }),
    byIds: (ids: readonly string[]) =>
      api.postSalesmanByIds<{ people: FieldPersonRecord[] }>({ read: true, body: { ids: [...ids] } }),
    create: (body: FieldPersonInput, idempotencyKey?: string | null) =>
      api.postAdminSalesman<{ person: FieldPersonRecord }>({ body, idempotencyKey }),
    update: (body: SalesmanUpdateInput) => api.patchAdminSalesmanUpdate<{ person: FieldPersonRecord }>({ body }),
    me: () => api.getSalesmanMe<{ person: FieldPersonRecord; brandName: string }>({ read: true }),
  };
}

export const apis = {
  fieldPeople: (c: UpstreamClients, s: RequestScope) => fieldPeopleApi(new Upstream('hms', c.hms, s)),
};
