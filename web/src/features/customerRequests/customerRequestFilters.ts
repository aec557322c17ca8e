import {
  APPROVAL_STATUSES,
  DEFAULT_PRESET,
  FORM_LINK_STATUSES,
  REQUEST_TYPES,
  istDaysToInstants,
} from '@parcelo/common';
import { readListParams, type ListSort } from '../../lib/listParams';
import type {
  CustomerRequestApprovalStatus,
  CustomerRequestSortField,
  CustomerRequestSearchField,
  CustomerRequestType,
  DatePreset,
  FormLinkStatus,
} from '../../__generated__/CustomerRequestsTablePaginationQuery.graphql';
import type { Option } from '../../lib/FormField';
import type { SearchField } from '../../lib/SearchByFilter';

/*
 * The NDR lists' filters and how they sit in the URL, so a reload or a shared link shows
 * the same list:
 *   search=<FIELD>:<value>     e.g. search=AWB:DL123 (the field alone keeps the choice)
 *   link=<FormLinkStatus>      approval=<CustomerRequestApprovalStatus>   type=<CustomerRequestType>
 *   date=<PRESET>              absent for the default, the last 30 days
 *   date=CUSTOM&from=<YYYY-MM-DD>&to=<YYYY-MM-DD>   days in India, both ends included
 *   company=<Company id>       admins only: one company's requests
 *   sort=<CREATED_AT|ORDER_NUMBER>&order=<ASC|DESC>   absent for newest first
 */

export const ADMIN_NDR_PATH = '/admin/ndr';
export const SELLER_NDR_PATH = '/billing/ndr';

/** A preset, or CUSTOM for the from/to days. */
export type DateChoice = DatePreset | 'CUSTOM';

export interface CustomerRequestFilters {
  by: CustomerRequestSearchField;
  /** Trimmed; empty means no search. */
  value: string;
  formLinkStatus: FormLinkStatus | null;
  approvalStatus: CustomerRequestApprovalStatus | null;
  requestType: CustomerRequestType | null;
  date: DateChoice;
  /** YYYY-MM-DD or empty; read only when `date` is CUSTOM. */
  from: string;
  to: string;
  /** Admins: a Company id; sellers always see their own company's. */
  company: string | null;
  /** A column the API sorts by; null for newest first. */
  sort: ListSort<CustomerRequestSortField> | null;
}

/** The columns the requests sort by (the API's CustomerRequestSortField). */
export const CUSTOMER_REQUEST_SORTS: readonly CustomerRequestSortField[] = ['CREATED_AT', 'ORDER_NUMBER'];

export const SEARCH_FIELDS: readonly SearchField<CustomerRequestSearchField>[] = [
  { value: 'AWB', label: 'AWB' },
  { value: 'ORDER_ID', label: 'Order ID' },
  { value: 'PHONE', label: 'Phone' },
];

export const DATE_CHOICES: readonly { value: DateChoice; label: string }[] = [
  { value: 'TODAY', label: 'Today' },
  { value: 'LAST_1_WEEK', label: 'Last 1 Week' },
  { value: 'LAST_1_MONTH', label: 'Last 1 Month' },
  { value: 'LAST_3_MONTHS', label: 'Last 3 Months' },
  { value: 'LAST_1_YEAR', label: 'Last 1 Year' },
  { value: 'CUSTOM', label: 'Custom range' },
];

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

export const FORM_LINK_OPTIONS: readonly (Option & { value: FormLinkStatus })[] = options(FORM_LINK_STATUSES);
export const APPROVAL_OPTIONS: readonly (Option & { value: CustomerRequestApprovalStatus })[] =
  options(APPROVAL_STATUSES);
export const REQUEST_TYPE_OPTIONS: readonly (Option & { value: CustomerRequestType })[] = options(REQUEST_TYPES);

/** The last 30 days, which the 'Last 1 Month' preset stands for. */

export const DEFAULT_FILTERS: CustomerRequestFilters = {
  by: 'AWB',
  value: '',
  formLinkStatus: null,
  approvalStatus: null,
  requestType: null,
  date: DEFAULT_PRESET,
  from: '',
  to: '',
  company: null,
  sort: null,
};

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const pick = <T extends string>(choices: readonly { value: T }[], raw: string | null): T | null =>
  choices.find((choice) => choice.value === raw)?.value ?? null;

/** The filters a URL stands for; anything unknown or malformed falls back to the default. */
export function readFilters(params: URLSearchParams): CustomerRequestFilters {
  let { by, value } = DEFAULT_FILTERS;
  const search = params.get('search');
  if (search) {
    const colon = search.indexOf(':');
    const field = pick(SEARCH_FIELDS, colon < 0 ? search : search.slice(0, colon));
    if (field) {
      by = field;
      value = colon < 0 ? '' : search.slice(colon + 1).trim();
    }
  }
  const date = pick(DATE_CHOICES, params.get('date')) ?? DEFAULT_FILTERS.date;
  const from = params.get('from');
  const to = params.get('to');
  return {
    by,
    value,
    formLinkStatus: pick(FORM_LINK_OPTIONS, params.get('link')),
    approvalStatus: pick(APPROVAL_OPTIONS, params.get('approval')),
    requestType: pick(REQUEST_TYPE_OPTIONS, params.get('type')),
    date,
    from: date === 'CUSTOM' && isDay(from) ? from : '',
    to: date === 'CUSTOM' && isDay(to) ? to : '',
    company: params.get('company')?.trim() || null,
    sort: readListParams(params, CUSTOMER_REQUEST_SORTS).sort,
  };
}

/** The seller's page: their own company's requests whatever the URL says. */
export function readSellerFilters(params: URLSearchParams): CustomerRequestFilters {
  return { ...readFilters(params), company: null };
}

const setOrDelete = (params: URLSearchParams, key: string, value: string | null) => {
  if (value) params.set(key, value);
  else params.delete(key);
};

/** `params` with the filters written in; other parameters are kept. */
export function writeFilters(params: URLSearchParams, filters: CustomerRequestFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const value = filters.value.trim();
  setOrDelete(next, 'search', value || filters.by !== DEFAULT_FILTERS.by ? `${filters.by}:${value}` : null);
  setOrDelete(next, 'link', filters.formLinkStatus);
  setOrDelete(next, 'approval', filters.approvalStatus);
  setOrDelete(next, 'type', filters.requestType);
  setOrDelete(next, 'date', filters.date !== DEFAULT_FILTERS.date ? filters.date : null);
  const custom = filters.date === 'CUSTOM';
  setOrDelete(next, 'from', custom ? filters.from : null);
  setOrDelete(next, 'to', custom ? filters.to : null);
  setOrDelete(next, 'company', filters.company);
  setOrDelete(next, 'sort', filters.sort?.by ?? null);
  setOrDelete(next, 'order', filters.sort?.order ?? null);
  return next;
}

export interface CustomerRequestDateRange {
  preset?: DatePreset;
  from?: string;
  to?: string;
}

/**
 * The `createdAt` range: a preset, or the custom days as [from, to) instants from
 * India's midnight of the first day to the midnight after the last (either end may be
 * open). A custom range with neither day is the default last 30 days.
 */
export function dateRange(filters: Pick<CustomerRequestFilters, 'date' | 'from' | 'to'>): CustomerRequestDateRange {
  if (filters.date !== 'CUSTOM') return { preset: filters.date };
  const { from, to } = istDaysToInstants(filters);
  if (!from && !to) return { preset: DEFAULT_PRESET };
  return { ...(from ? { from: from.toISOString() } : {}), ...(to ? { to: to.toISOString() } : {}) };
}

export interface CustomerRequestFilterVariables {
  search: { by: CustomerRequestSearchField; value: string } | null;
  formLinkStatus: FormLinkStatus | null;
  approvalStatus: CustomerRequestApprovalStatus | null;
  requestType: CustomerRequestType | null;
  createdAt: CustomerRequestDateRange;
  company: string | null;
  sort: ListSort<CustomerRequestSortField> | null;
}

/** The `customerRequests` arguments the filters stand for. Key order is fixed: the table compares them as JSON. */
export function filterVariables(filters: CustomerRequestFilters): CustomerRequestFilterVariables {
  const value = filters.value.trim();
  return {
    search: value ? { by: filters.by, value } : null,
    formLinkStatus: filters.formLinkStatus,
    approvalStatus: filters.approvalStatus,
    requestType: filters.requestType,
    createdAt: dateRange(filters),
    company: filters.company,
    sort: filters.sort,
  };
}

/** The CSV of every request the filters match (not one page), as the BFF serves it. */
export function customerRequestsExportUrl(filters: CustomerRequestFilters): string {
  const v = filterVariables(filters);
  const params = new URLSearchParams();
  const set = (key: string, value: string | null | undefined) => value && params.set(key, value);
  set('by', v.search?.by);
  set('search', v.search?.value);
  set('link', v.formLinkStatus);
  set('approval', v.approvalStatus);
  set('type', v.requestType);
  set('preset', v.createdAt.preset);
  set('from', v.createdAt.from);
  set('to', v.createdAt.to);
  set('company', v.company);
  set('sort', v.sort?.by);
  set('order', v.sort?.order);
  const query = params.toString();
  return query ? `/files/customer-requests.csv?${query}` : '/files/customer-requests.csv';
}
