import type {
  BulkPreviewRecord,
  BulkPreviewRequest,
  BulkSaveRequest,
  CodPayoutRecord,
  CodRemittanceRecord,
  CodRemittanceStatus,
  CodRemittanceTotals,
  ListRequest,
} from '@parcelo/common';
import type { Upstream } from './http.js';
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
  return {
    list: (body: ListRequest<CodRemittanceWhere>) =>
      invoices.call<{ remittances: CodRemittanceRecord[]; totalCount: number }>('POST', '/codRemittance/find', {
        read: true,
        body,
      }),
    byIds: (ids: readonly string[]) =>
      invoices.call<{ remittances: CodRemittanceRecord[] }>('POST', '/codRemittance/byIds', {
        read: true,
        body: { ids },
      }),
    totals: (query: { companyId?: string; from?: string; to?: string }) =>
      invoices.call<{ totals: CodRemittanceTotals }>('GET', '/codRemittance/totals', { query }),
    settings: (companyId?: string) =>
      invoices.call<{ settings: CodRemittanceSettingsRecord }>('GET', '/codRemittance/settings', {
        query: companyId ? { companyId } : {},
      }),
    settingsUpdate: (body: { companyId?: string; toWallet: boolean }) =>
      invoices.call<{ settings: CodRemittanceSettingsRecord }>('PUT', '/codRemittance/settings', { body }),
    run: (body: { companyId?: string }, idempotencyKey?: string | null) =>
      invoices.call<CodRemittanceRunRecord>('POST', '/codRemittance/run', { body, idempotencyKey }),
    bulkPreview: (body: BulkPreviewRequest) =>
      invoices.call<BulkPreviewRecord>('POST', '/codRemittance/bulk/preview', { body }),
    bulkSave: (body: BulkSaveRequest, idempotencyKey?: string | null) =>
      invoices.call<{ task: Task }>('POST', '/codRemittance/bulk/save', { body, idempotencyKey }),
    bulkTemplate: () => invoices.file('/codRemittance/bulk/template'),
  };
}
