import type { ListRequest, WalletTransactionRecord } from '@parcelo/common';
import { invoicesOperations, type operations } from '@parcelo/common/api/invoices';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';

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
  const api = operationsOf<operations>(invoices, invoicesOperations);
  return {
    wallet: (companyId: string | undefined) =>
      api.getWallet<{ wallet: WalletRecord | null }>({ read: true, query: { companyId } }),
    transactions: (body: ListRequest<WalletTransactionWhere>) =>
      api.postWalletTransactionsList({
        read: true,
        // A transaction code comes from GraphQL (and the CSV link) as any text: the service
        // refuses one that is none of its codes with its own message.
        body: body as OperationInput<operations['postWalletTransactionsList']>['body'],
      }),
    transactionsByIds: (ids: readonly string[]) =>
      api.postWalletTransactionsByIds<{ transactions: WalletTransaction[] }>({ read: true, body: { ids: [...ids] } }),
    transactionCreate: (
      body: { companyId: string; description: string; amountPaise: number; type: string; code: string },
      idempotencyKey?: string | null,
    ) =>
      api.postWalletTransactions<{ transaction: WalletTransaction; duplicate: boolean; wallet: WalletRecord }>({
        body,
        idempotencyKey,
      }),
    floorUpdate: (body: { companyId: string; floorPaise: number }) =>
      api.putWalletFloor<{ wallet: WalletRecord }>({ body }),
  };
}
