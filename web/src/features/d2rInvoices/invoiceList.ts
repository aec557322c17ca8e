import { isCalendarDate, presetDays, type DayRange } from '@parcelo/common';
import type {
  D2rInvoiceSearchField,
  D2rInvoiceStatusFilter,
} from '../../__generated__/InvoicesTablePaginationQuery.graphql';
import { readListParams, writeListParams, type ListParams, type ListSort } from '../../lib/listParams';
import type { SearchField } from '../../lib/SearchByFilter';

/*
 * The admin's D2R invoices page and how it sits in the URL, so a reload or a shared link
 * shows the same invoices:
 *   company=<Company id>                 one brand's invoices (absent: every brand's)
 *   from=<YYYY-MM-DD>&to=<YYYY-MM-DD>    days in India the invoices were raised on, both
 *                                        included; absent: the last 30 days
 *   by=<D2rInvoiceSearchField>&search=   what the search looks in (absent: the invoice ID)
 *   status=PENDING|PAID|CLOSED|OPEN      absent: all
 *   salesman=<FieldPerson id>            the invoices one salesman holds (with a brand)
 *   sort=CREATED_AT|DUE_DATE|FINAL_PRICE|OUTSTANDING&order=ASC|DESC   absent: newest first
 *   page=<n>&size=<n>
 *   tab=ageing&ageing=SALESMAN           the Ageing view, per retailer unless per salesman
 *   invoice=<D2rInvoice id>              the invoice whose drawer is open
 */

/** The invoice whose drawer is open: ?invoice=<id>. */
export const INVOICE_PARAM = 'invoice';

export const INVOICE_SORTS = ['CREATED_AT', 'DUE_DATE', 'FINAL_PRICE', 'OUTSTANDING'] as const;
export type InvoiceSortBy = (typeof INVOICE_SORTS)[number];

/** The search keys in the product's order, with the invoices service's names for the CSV. */
const SEARCH_KEYS: readonly { value: D2rInvoiceSearchField; label: string; service: string }[] = [
  { value: 'INVOICE_ID', label: 'Invoice ID', service: 'invoiceId' },
  { value: 'RETAILER_NAME', label: 'Retailer name', service: 'retailerName' },
  { value: 'SALESMAN_NAME', label: 'Salesman name', service: 'salesmanName' },
  { value: 'SALESMAN_PHONE', label: 'Salesman phone', service: 'salesmanPhone' },
  { value: 'PAYMENT_MODE', label: 'Payment mode', service: 'paymentMode' },
  { value: 'BILL_LOCATION', label: 'Bill location', service: 'billLocation' },
  { value: 'IS_CLOSED', label: 'Closed', service: 'isClosed' },
];

export const INVOICE_SEARCH_FIELDS: readonly SearchField<D2rInvoiceSearchField>[] = SEARCH_KEYS.map(
  ({ value, label }) =>
    value === 'IS_CLOSED'
      ? {
          value,
          label,
          // The service reads 'closed' or 'open'.
          choices: [
            { value: 'closed', label: 'Closed' },
            { value: 'open', label: 'Open' },
          ],
        }
      : { value, label },
);

export const INVOICE_STATUSES = ['PENDING', 'PAID', 'CLOSED', 'OPEN'] as const;
export const INVOICE_STATUS_OPTIONS: readonly { value: D2rInvoiceStatusFilter | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'PAID', label: 'Paid' },
  { value: 'CLOSED', label: 'Closed' },
  { value: 'OPEN', label: 'Open' },
];

const SORT_SERVICE: Record<InvoiceSortBy, string> = {
  CREATED_AT: 'createdAt',
  DUE_DATE: 'dueDate',
  FINAL_PRICE: 'finalPrice',
  OUTSTANDING: 'outstanding',
};

/** The list opens on the last 30 days in India, today included. */
export const defaultInvoiceDays = (now: Date = new Date()): DayRange => presetDays('LAST_1_MONTH', now);

export type InvoiceTab = 'invoices' | 'ageing';
export type AgeingBy = 'RETAILER' | 'SALESMAN';

export interface InvoiceList extends ListParams<InvoiceSortBy> {
  company: string | null;
  /** YYYY-MM-DD. */
  from: string;
  to: string;
  by: D2rInvoiceSearchField;
  status: D2rInvoiceStatusFilter | '';
  salesman: string | null;
  tab: InvoiceTab;
  ageingBy: AgeingBy;
}

const isDay = (value: string | null): value is string => value !== null && isCalendarDate(value);

export function readInvoiceList(params: URLSearchParams, now: Date = new Date()): InvoiceList {
  const days = defaultInvoiceDays(now);
  const from = params.get('from');
  const to = params.get('to');
  const status = params.get('status');
  return {
    ...readListParams(params, INVOICE_SORTS),
    company: params.get('company') || null,
    from: isDay(from) ? from : days.from,
    to: isDay(to) ? to : days.to,
    by: SEARCH_KEYS.find((k) => k.value === params.get('by'))?.value ?? 'INVOICE_ID',
    status: INVOICE_STATUSES.find((s) => s === status) ?? '',
    // One brand's salesman: none without a brand.
    salesman: (params.get('company') && params.get('salesman')) || null,
    tab: params.get('tab') === 'ageing' ? 'ageing' : 'invoices',
    ageingBy: params.get('ageing') === 'SALESMAN' ? 'SALESMAN' : 'RETAILER',
  };
}

export function writeInvoiceList(params: URLSearchParams, list: InvoiceList, now: Date = new Date()): URLSearchParams {
  const next = writeListParams(params, list);
  for (const key of ['company', 'from', 'to', 'by', 'status', 'salesman', 'tab', 'ageing']) next.delete(key);
  if (list.company) next.set('company', list.company);
  const days = defaultInvoiceDays(now);
  if (list.from !== days.from || list.to !== days.to) {
    next.set('from', list.from);
    next.set('to', list.to);
  }
  if (list.by !== 'INVOICE_ID') next.set('by', list.by);
  if (list.status) next.set('status', list.status);
  if (list.company && list.salesman) next.set('salesman', list.salesman);
  if (list.tab === 'ageing') next.set('tab', 'ageing');
  if (list.ageingBy === 'SALESMAN') next.set('ageing', 'SALESMAN');
  return next;
}

export interface InvoiceVariables {
  company: string | null;
  start: string | null;
  end: string | null;
  searchBy: D2rInvoiceSearchField;
  search: string | null;
  status: D2rInvoiceStatusFilter | null;
  sort: ListSort<InvoiceSortBy> | null;
  salesman: string | null;
}

/**
 * What the list's connection is fetched with (the route's query and every refetch); the days
 * go as they are, India's days being the service's own. Key order is fixed: the table
 * compares them as JSON.
 */
export function invoiceVariables(list: InvoiceList): InvoiceVariables {
  const [start, end] = list.from > list.to ? [list.to, list.from] : [list.from, list.to];
  return {
    company: list.company,
    start,
    end,
    searchBy: list.by,
    search: list.search || null,
    status: list.status || null,
    sort: list.sort,
    salesman: list.company ? list.salesman : null,
  };
}

/** The route query's variables for a URL: the filters and every row up to the page shown. */
export function invoiceRouteVariables(params: URLSearchParams, now: Date = new Date()) {
  const list = readInvoiceList(params, now);
  return { ...invoiceVariables(list), first: list.page * list.pageSize };
}

/** Export CSV: the invoices the filters match, in the list's order, by the service's names. */
export function invoicesExportUrl(list: InvoiceList): string {
  const v = invoiceVariables(list);
  const params = new URLSearchParams();
  if (v.company) params.set('company', v.company);
  if (v.start) params.set('start', v.start);
  if (v.end) params.set('end', v.end);
  if (v.search) {
    params.set('searchOptionType', SEARCH_KEYS.find((k) => k.value === v.searchBy)?.service ?? 'invoiceId');
    params.set('searchValue', v.search);
  }
  if (v.status) params.set('invoiceStatus', v.status);
  if (v.salesman) params.set('salesman', v.salesman);
  if (v.sort) {
    params.set('sortBy', SORT_SERVICE[v.sort.by]);
    params.set('order', v.sort.order);
  }
  return `/files/d2r-invoices.csv?${params.toString()}`;
}

export const PAYMENT_MODE_LABELS: Record<string, string> = {
  CREDIT: 'Credit',
  CASH_ON_DELIVERY: 'Cash on delivery',
};
export const paymentModeLabel = (mode: string) => PAYMENT_MODE_LABELS[mode] ?? mode;

export const COLLECTION_METHOD_LABELS: Record<string, string> = {
  CASH: 'Cash',
  UPI: 'UPI',
  CHEQUE: 'Cheque',
  BANK_TRANSFER: 'Bank transfer',
};
export const collectionMethodLabel = (method: string) => COLLECTION_METHOD_LABELS[method] ?? method;
