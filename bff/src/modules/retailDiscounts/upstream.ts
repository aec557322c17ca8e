import type { BulkPreviewRequest, RetailDiscountInput } from '@parcelo/common';
import { d2rOperations, type operations } from '@parcelo/common/api/d2r';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

type SaveBody = OperationInput<operations['postD2rRetailDiscountsBulkSave']>['body'];

/** Typed calls to D2R's retail discount routes, by the operations `npm run codegen` names from them. */
function retailDiscountsApi(up: Upstream) {
  const api = operationsOf<operations>(up, d2rOperations);
  return {
    list: (body: OperationInput<operations['postD2rRetailDiscountsList']>['body']) =>
      api.postD2rRetailDiscountsList({ read: true, body }),
    byIds: (ids: readonly string[]) => api.postD2rRetailDiscountsByIds({ read: true, body: { ids: [...ids] } }),
    create: (body: RetailDiscountInput & { companyId: string }, idempotencyKey?: string | null) =>
      api.postD2rRetailDiscounts({ body, idempotencyKey }),
    update: (id: string, body: RetailDiscountInput) => api.putD2rRetailDiscountsById({ params: { id }, body }),
    remove: (id: string) => api.deleteD2rRetailDiscountsById({ params: { id }, query: {} }),
    bulkPreview: (body: BulkPreviewRequest) => api.postD2rRetailDiscountsBulkPreview({ body }),
    bulkSave: (body: SaveBody, idempotencyKey?: string | null) =>
      api.postD2rRetailDiscountsBulkSave({ body, idempotencyKey }),
    bulkTemplate: () => up.file('/d2r/retail-discounts/bulk/template'),
  };
}

export const apis = {
  retailDiscounts: (c: UpstreamClients, s: RequestScope) => retailDiscountsApi(new Upstream('d2r', c.d2r, s)),
};
