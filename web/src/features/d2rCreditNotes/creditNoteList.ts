import { isCalendarDate, presetDays, type DayRange } from '@parcelo/common';
import type { D2rCreditNoteSearchField } from '../../__generated__/CreditNotesTablePaginationQuery.graphql';
import { readListParams, writeListParams, type ListParams } from '../../lib/listParams';
import type { SearchField } from '../../lib/SearchByFilter';

/*
 * The admin's D2R credit notes page and how it sits in the URL, so a reload or a shared link
 * shows the same notes:
 *   company=<Company id>                 one brand's notes (absent: every brand's)
 *   from=<YYYY-MM-DD>&to=<YYYY-MM-DD>    India days the notes were issued on, both included;
 *                                        absent: the last 30 days
 *   by=<D2rCreditNoteSearchField>&search=   what the search looks in (absent: the credit number)
 *   page=<n>&size=<n>
 */

/** The search keys in the product's order, with the invoices service's names for the CSV. */
const SEARCH_KEYS: readonly { value: D2rCreditNoteSearchField; label: string; service: string }[] = [
  { value: 'CREDIT_NUMBER', label: 'Credit number', service: 'creditNumber' },
  { value: 'INVOICE_ID', label: 'Invoice ID', service: 'invoiceId' },
  { value: 'RETAILER_NAME', label: 'Retailer name', service: 'retailerName' },
  { value: 'ORDER_ID', label: 'Order ID', service: 'orderId' },
];

export const CREDIT_NOTE_SEARCH_FIELDS: readonly SearchField<D2rCreditNoteSearchField>[] = SEARCH_KEYS.map(
  ({ value, label }) => ({ value, label }),
);

/** The list opens on the last 30 days in India, today included. */
export const defaultCreditNoteDays = (now: Date = new Date()): DayRange => presetDays('LAST_1_MONTH', now);

export interface CreditNoteList extends ListParams<never> {
  company: string | null;
  /** YYYY-MM-DD. */
  from: string;
  to: string;
  by: D2rCreditNoteSearchField;
}

const isDay = (value: string | null): value is string => value !== null && isCalendarDate(value);

export function readCreditNoteList(params: URLSearchParams, now: Date = new Date()): CreditNoteList {
  const days = defaultCreditNoteDays(now);
  const from = params.get('from');
  const to = params.get('to');
  return {
    ...readListParams(params, [] as const),
    company: params.get('company') || null,
    from: isDay(from) ? from : days.from,
    to: isDay(to) ? to : days.to,
    by: SEARCH_KEYS.find((k) => k.value === params.get('by'))?.value ?? 'CREDIT_NUMBER',
  };
}

export function writeCreditNoteList(
  params: URLSearchParams,
  list: CreditNoteList,
  now: Date = new Date(),
): URLSearchParams {
  const next = writeListParams(params, list);
  for (const key of ['company', 'from', 'to', 'by']) next.delete(key);
  if (list.company) next.set('company', list.company);
  const days = defaultCreditNoteDays(now);
  if (list.from !== days.from || list.to !== days.to) {
    next.set('from', list.from);
    next.set('to', list.to);
  }
  if (list.by !== 'CREDIT_NUMBER') next.set('by', list.by);
  return next;
}

export interface CreditNoteVariables {
  company: string | null;
  start: string | null;
  end: string | null;
  searchBy: D2rCreditNoteSearchField;
  search: string | null;
}

/** What the list's connection is fetched with; key order is fixed, the table compares them as JSON. */
export function creditNoteVariables(list: CreditNoteList): CreditNoteVariables {
  const [start, end] = list.from > list.to ? [list.to, list.from] : [list.from, list.to];
  return { company: list.company, start, end, searchBy: list.by, search: list.search || null };
}

/** The route query's variables for a URL: the filters and every row up to the page shown. */
export function creditNoteRouteVariables(params: URLSearchParams, now: Date = new Date()) {
  const list = readCreditNoteList(params, now);
  return { ...creditNoteVariables(list), first: list.page * list.pageSize };
}

/** Export CSV: the notes the filters match, newest first, by the service's names. */
export function creditNotesExportUrl(list: CreditNoteList): string {
  const v = creditNoteVariables(list);
  const params = new URLSearchParams();
  if (v.company) params.set('company', v.company);
  if (v.start) params.set('start', v.start);
  if (v.end) params.set('end', v.end);
  if (v.search) {
    params.set('searchOptionType', SEARCH_KEYS.find((k) => k.value === v.searchBy)?.service ?? 'creditNumber');
    params.set('searchValue', v.search);
  }
  return `/files/d2r-credit-notes.csv?${params.toString()}`;
}

export const CREDIT_REASON_LABELS: Record<string, string> = {
  RETURN: 'Return',
  PRICE_CORRECTION: 'Price correction',
};
export const creditReasonLabel = (reason: string) => CREDIT_REASON_LABELS[reason] ?? reason;
