import type {
  BulkPreviewRecord,
  BulkPreviewRequest,
  BulkSaveRequest,
  DiscrepancyStatus,
  WeightDiscrepancyRecord,
} from '@parcelo/common';
import type { Upstream } from './http.js';
import type { ListRequest, Task } from './models.js';

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
  return {
    find: (body: ListRequest<WeightDiscrepancyWhere>) =>
      invoices.call<{ weightDiscrepancies: WeightDiscrepancyRecord[]; totalCount: number }>(
        'POST',
        '/shippingAdjustments/find',
        { read: true, body },
      ),
    byIds: (ids: readonly string[]) =>
      invoices.call<{ weightDiscrepancies: WeightDiscrepancyRecord[] }>('POST', '/shippingAdjustments/byIds', {
        read: true,
        body: { ids },
      }),
    accept: (id: string) => invoices.call<One>('POST', `/shippingAdjustments/${id}/accept`, { body: {} }),
    dispute: (id: string, body: { remark: string; imageUrl?: string | null }) =>
      invoices.call<One>('POST', `/shippingAdjustments/${id}/dispute`, { body }),
    resolve: (id: string, body: { outcome: 'REFUNDED' | 'REJECTED'; remark: string }) =>
      invoices.call<One>('POST', `/shippingAdjustments/${id}/resolve`, { body }),
    bulkPreview: (body: BulkPreviewRequest) =>
      invoices.call<BulkPreviewRecord>('POST', '/bulk/shipping-adjustments/preview', { body }),
    bulkSave: (body: BulkSaveRequest, idempotencyKey?: string | null) =>
      invoices.call<{ task: Task }>('POST', '/bulk/shipping-adjustments/save', { body, idempotencyKey }),
    bulkTemplate: () => invoices.file('/bulk/shipping-adjustments/template'),
  };
}
