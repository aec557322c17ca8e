import type { BillingInvoiceRecord, ListRequest } from '@parcelo/common';
import { pathSegment, type Upstream } from './http.js';

/** Typed calls to the invoices service's monthly billing routes. */
export function billingInvoicesApi(invoices: Upstream) {
  return {
    list: (body: ListRequest<{ companyId?: string; month?: string }>) =>
      invoices.call<{ billingInvoices: BillingInvoiceRecord[]; totalCount: number }>('POST', '/billing/invoices/find', {
        read: true,
        body,
      }),
    byIds: (ids: readonly string[]) =>
      invoices.call<{ billingInvoices: BillingInvoiceRecord[] }>('POST', '/billing/invoices/byIds', {
        read: true,
        body: { ids },
      }),
    runMonth: (month: string) =>
      invoices.call<{ companies: number; invoiced: number; issued: number; alreadyInvoiced: number }>(
        'POST',
        '/billing/month/run',
        { body: { month } },
      ),
    file: (id: string, kind: 'pdf' | 'statement') => invoices.file(`/billing/invoices/${pathSegment(id)}/${kind}`),
  };
}
