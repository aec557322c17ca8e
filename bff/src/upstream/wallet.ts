import type { ListRequest, WalletTransactionRecord } from '@parcelo/common';
import type { Upstream } from './http.js';

export type WalletTransaction = WalletTransactionRecord;

/** A company's wallet as the invoices service answers it (paise). */
export interface WalletRecord {
  companyId: string;
  balancePaise: number;
  floorPaise: number;
}

export interface WalletTransactionWhere {
  companyId?: string;
  type?: 'CREDIT' | 'DEBIT';
  code?: string;
  from?: string;
  to?: string;
}

/** Typed calls to the invoices service's wallet routes. */
export function walletApi(invoices: Upstream) {
  return {
    wallet: (companyId: string | undefined) =>
      invoices.call<{ wallet: WalletRecord | null }>('GET', '/wallet', { read: true, query: { companyId } }),
    transactions: (body: ListRequest<WalletTransactionWhere>) =>
      invoices.call<{ transactions: WalletTransaction[]; totalCount: number }>('POST', '/wallet/transactions/list', {
        read: true,
        body,
      }),
    transactionsByIds: (ids: readonly string[]) =>
      invoices.call<{ transactions: WalletTransaction[] }>('POST', '/wallet/transactions/byIds', {
        read: true,
        body: { ids },
      }),
    transactionCreate: (
      body: { companyId: string; description: string; amountPaise: number; type: string; code: string },
      idempotencyKey?: string | null,
    ) =>
      invoices.call<{ transaction: WalletTransaction; duplicate: boolean; wallet: WalletRecord }>(
        'POST',
        '/wallet/transactions',
        { body, idempotencyKey },
      ),
    floorUpdate: (body: { companyId: string; floorPaise: number }) =>
      invoices.call<{ wallet: WalletRecord }>('PUT', '/wallet/floor', { body }),
  };
}
