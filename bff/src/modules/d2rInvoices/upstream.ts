import type {
  AgeingRow,
  D2rCollectionInput,
  D2rCollectionRecord,
  D2rInvoiceRecord,
  InvoiceHandoverInput,
} from '@parcelo/common';
import { invoicesOperations, type operations } from '@parcelo/common/api/invoices';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

type Query<Op extends keyof operations> = NonNullable<OperationInput<operations[Op]>['query']>;

/** Typed calls to the invoices service's D2R invoices and their collections. */
function d2rInvoicesApi(up: Upstream) {
  const api = operationsOf<operations>(up, invoicesOperations);
  return {
    list: (query: Query<'getInvoices'>) =>
      api.getInvoices<{ invoices: D2rInvoiceRecord[]; totalCount: number }>({ read: true, query }),
    outstanding: (retailerIds: readonly string[]) =>
      api.postInvoicesOutstanding<{ outstanding: Record<string, number> }>({
        read: true,
        body: { retailerIds: [...retailerIds] },
      }),
    byIds: (ids: readonly string[]) =>
      api.postInvoicesByIds<{ invoices: D2rInvoiceRecord[] }>({ read: true, body: { ids: [...ids] } }),
    /** These invoices' collections, oldest first; invoices the caller may not see are left out. */
    collectionsOf: (invoiceIds: readonly string[]) =>
      api.postInvoicesCollectionsByIds<{ collections: D2rCollectionRecord[] }>({
        read: true,
        body: { ids: [...invoiceIds] },
      }),
    salesmanCollections: (query: Query<'getInvoicesCollections'>) =>
      api.getInvoicesCollections<{ collections: D2rCollectionRecord[]; totalCount: number }>({ read: true, query }),
    ageing: (query: Query<'getInvoicesAgeing'>) =>
      api.getInvoicesAgeing<{ rows: AgeingRow[]; totals: AgeingRow }>({ read: true, query }),
    handover: (body: InvoiceHandoverInput) =>
      api.postInvoiceHandoverToSalesman<{ invoice: D2rInvoiceRecord }>({ body }),
    collect: (id: string, body: D2rCollectionInput, idempotencyKey?: string | null) =>
      api.postInvoiceByIdCollections<{ invoice: D2rInvoiceRecord; collection: D2rCollectionRecord }>({
        params: { id },
        body,
        idempotencyKey,
      }),
  };
}

export const apis = {
  d2rInvoices: (c: UpstreamClients, s: RequestScope) => d2rInvoicesApi(new Upstream('invoices', c.invoices, s)),
};
