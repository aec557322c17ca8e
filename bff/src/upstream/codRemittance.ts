import type {
  BulkPreviewRecord,
  BulkPreviewRequest,
  BulkSaveRequest,
  CodPayoutRecord,
  CodRemittanceRecord,
  CodRemittanceStatus,
  CodRemittanceTotals,
} from '@parcelo/common';
import { invoicesOperations, type operations } from '@parcelo/common/api/invoices';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';
import type { Task } from './models.js';

export interface CodRemittanceWhere {
  companyId?: string;
  status?: CodRemittanceStatus;
  from?: string;
  to?: string;
  awb?: string;
}

export interface CodRemittanceSettingsRecord {
  companyId: string;
  toWallet: boolean;
  updatedAt: string | null;
}

export interface CodRemittanceRunRecord {
  runs: { companyId: string; rows: number; amountPaise: number; toWallet: boolean; payout: CodPayoutRecord | null }[];
  rows: number;
  amountPaise: number;
}

/** Typed calls to the invoices service's COD remittance routes. */
export function codRemittanceApi(invoices: Upstream) {
  const api = operationsOf<operations>(invoices, invoicesOperations);
  return {
    list: (body: OperationInput<operations['postCodRemittanceFind']>['body']) =>
      api.postCodRemittanceFind<{ remittances: CodRemittanceRecord[]; totalCount: number }>({ read: true, body }),
    byIds: (ids: readonly string[]) =>
      api.postCodRemittanceByIds<{ remittances: CodRemittanceRecord[] }>({ read: true, body: { ids: [...ids] } }),
    totals: (query: { companyId?: string; from?: string; to?: string }) =>
      api.getCodRemittanceTotals<{ totals: CodRemittanceTotals }>({ query }),
    settings: (companyId?: string) =>
      api.getCodRemittanceSettings<{ settings: CodRemittanceSettingsRecord }>({
        query: companyId ? { companyId } : {},
      }),
    settingsUpdate: (body: { companyId?: string; toWallet: boolean }) =>
      api.putCodRemittanceSettings<{ settings: CodRemittanceSettingsRecord }>({ body }),
    run: (body: { companyId?: string }, idempotencyKey?: string | null) =>
      api.postCodRemittanceRun<CodRemittanceRunRecord>({ body, idempotencyKey }),
    bulkPreview: (body: BulkPreviewRequest) => api.postCodRemittanceBulkPreview<BulkPreviewRecord>({ body }),
    bulkSave: (body: BulkSaveRequest, idempotencyKey?: string | null) =>
      api.postCodRemittanceBulkSave<{ task: Task }>({ body, idempotencyKey }),
    bulkTemplate: () => invoices.file('/codRemittance/bulk/template'),
  };
}
