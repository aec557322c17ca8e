import type { D2rCreditNoteInput, D2rCreditNoteRecord, D2rInvoiceRecord } from '@parcelo/common';
import { invoicesOperations, type operations } from '@parcelo/common/api/invoices';
import { wmsOperations, type operations as WmsOperations } from '@parcelo/common/api/wms';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, pathSegment, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

type Query<Op extends keyof operations> = NonNullable<OperationInput<operations[Op]>['query']>;
type Notes = { creditNotes: D2rCreditNoteRecord[] };

/** Typed calls for D2R credit notes: kept by the invoices service, regenerated through WMS's call. */
function d2rCreditNotesApi(invoices: Upstream, wms: Upstream) {
  const api = operationsOf<operations>(invoices, invoicesOperations);
  const wmsApi = operationsOf<WmsOperations>(wms, wmsOperations);
  return {
    list: (query: Query<'getD2rCreditNotes'>) =>
      api.getD2rCreditNotes<Notes & { totalCount: number }>({ read: true, query }),
    byIds: (ids: readonly string[]) => api.postD2rCreditNotesByIds<Notes>({ read: true, body: { ids: [...ids] } }),
    byOrders: (ids: readonly string[]) =>
      api.postD2rCreditNotesByOrders<Notes>({ read: true, body: { ids: [...ids] } }),
    byInvoices: (ids: readonly string[]) =>
      api.postD2rCreditNotesByInvoices<Notes>({ read: true, body: { ids: [...ids] } }),
    create: (body: D2rCreditNoteInput, idempotencyKey?: string | null) =>
      api.postD2rCreditNotes<{ creditNote: D2rCreditNoteRecord; invoice: D2rInvoiceRecord }>({ body, idempotencyKey }),
    regenerate: (orderId: string, creditNoteId: string) =>
      wmsApi.getWmsInventoryRegenerateCreditNoteByOrderIdByCreditNoteId<{ creditNote: D2rCreditNoteRecord }>({
        params: { orderId, creditNoteId },
      }),
    pdf: (id: string) => invoices.file(`/d2r/credit-notes/${pathSegment(id)}/pdf`),
  };
}

export const apis = {
  d2rCreditNotes: (c: UpstreamClients, s: RequestScope) =>
    d2rCreditNotesApi(new Upstream('invoices', c.invoices, s), new Upstream('wms', c.wms, s)),
};
