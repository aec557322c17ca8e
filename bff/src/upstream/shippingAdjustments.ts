import type {
  BulkPreviewRecord,
  BulkPreviewRequest,
  BulkSaveRequest,
  DiscrepancyStatus,
  WeightDiscrepancyRecord,
} from '@parcelo/common';
import { invoicesOperations, type operations } from '@parcelo/common/api/invoices';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';
import type { Task } from './models.js';

export interface WeightDiscrepancyWhere {
  companyId?: string;
  statuses?: DiscrepancyStatus[];
  awb?: string;
  datePreset?: string;
  start?: string;
  end?: string;
}

type One = { weightDiscrepancy: WeightDiscrepancyRecord };

/** Typed calls to the invoices service's shipping adjustments and weight discrepancies. */
export function shippingAdjustmentsApi(invoices: Upstream) {
  const api = operationsOf<operations>(invoices, invoicesOperations);
  return {
    find: (body: OperationInput<operations['postShippingAdjustmentsFind']>['body']) =>
      api.postShippingAdjustmentsFind<{ weightDiscrepancies: WeightDiscrepancyRecord[]; totalCount: number }>({
        read: true,
        body,
      }),
    byIds: (ids: readonly string[]) =>
      api.postShippingAdjustmentsByIds<{ weightDiscrepancies: WeightDiscrepancyRecord[] }>({
        read: true,
        body: { ids: [...ids] },
      }),
    accept: (id: string) => api.postShippingAdjustmentsByIdAccept<One>({ params: { id } }),
    dispute: (id: string, body: { remark: string; imageUrl?: string | null }) =>
      api.postShippingAdjustmentsByIdDispute<One>({ params: { id }, body }),
    resolve: (id: string, body: { outcome: 'REFUNDED' | 'REJECTED'; remark: string }) =>
      api.postShippingAdjustmentsByIdResolve<One>({ params: { id }, body }),
    bulkPreview: (body: BulkPreviewRequest) => api.postBulkShippingAdjustmentsPreview<BulkPreviewRecord>({ body }),
    bulkSave: (body: BulkSaveRequest, idempotencyKey?: string | null) =>
      api.postBulkShippingAdjustmentsSave<{ task: Task }>({ body, idempotencyKey }),
    bulkTemplate: () => invoices.file('/bulk/shipping-adjustments/template'),
  };
}
