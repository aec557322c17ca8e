import type { BillingInvoiceRecord } from '@parcelo/common';
import { invoicesOperations, type operations } from '@parcelo/common/api/invoices';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, pathSegment, type Upstream } from './http.js';

/** Typed calls to the invoices service's monthly billing routes. */
export function billingInvoicesApi(invoices: Upstream) {
  const api = operationsOf<operations>(invoices, invoicesOperations);
  return {
    list: (body: OperationInput<operations['postBillingInvoicesFind']>['body']) =>
      api.postBillingInvoicesFind<{ billingInvoices: BillingInvoiceRecord[]; totalCount: number }>({
        read: true,
        body,
      }),
    byIds: (ids: readonly string[]) =>
      api.postBillingInvoicesByIds<{ billingInvoices: BillingInvoiceRecord[] }>({
        read: true,
        body: { ids: [...ids] },
      }),
    runMonth: (month: string) =>
      api.postBillingMonthRun<{ companies: number; invoiced: number; issued: number; alreadyInvoiced: number }>({
        body: { month },
      }),
    file: (id: string, kind: 'pdf' | 'statement') => invoices.file(`/billing/invoices/${pathSegment(id)}/${kind}`),
  };
}
