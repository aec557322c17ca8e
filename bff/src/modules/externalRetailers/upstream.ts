import type {
  BulkPreviewRecord,
  BulkPreviewRequest,
  BulkSaveRequest,
  ExternalRetailerOnboardInput,
  ExternalRetailerRecord,
} from '@parcelo/common';
import { d2rOperations, type operations } from '@parcelo/common/api/d2r';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';
import type { Task } from '../../upstream/models.js';

type Body<Op extends keyof operations> = OperationInput<operations[Op]>['body'];

/** Typed calls to D2R's external retailer routes (admins'). */
function externalRetailersApi(up: Upstream) {
  const api = operationsOf<operations>(up, d2rOperations);
  return {
    list: (body: Body<'postD2rExternalRetailersList'>) =>
      api.postD2rExternalRetailersList<{ externalRetailers: ExternalRetailerRecord[]; totalCount: number }>({
        read: true,
        body,
      }),
    byIds: (ids: readonly string[]) =>
      api.postD2rExternalRetailersByIds<{ externalRetailers: ExternalRetailerRecord[] }>({
        read: true,
        body: { ids: [...ids] },
      }),
    onboard: (id: string, body: ExternalRetailerOnboardInput) =>
      api.postD2rExternalRetailersByIdOnboard<{ externalRetailer: ExternalRetailerRecord }>({ params: { id }, body }),
    bulkPreview: (body: BulkPreviewRequest) => api.postD2rExternalRetailersBulkPreview<BulkPreviewRecord>({ body }),
    bulkSave: (body: BulkSaveRequest, idempotencyKey?: string | null) =>
      api.postD2rExternalRetailersBulkSave<{ task: Task }>({ body, idempotencyKey }),
    bulkTemplate: () => up.file('/d2r/external-retailers/bulk/template'),
  };
}

export const apis = {
  externalRetailers: (c: UpstreamClients, s: RequestScope) => externalRetailersApi(new Upstream('d2r', c.d2r, s)),
};
