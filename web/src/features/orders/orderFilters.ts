import {
  INDIAN_STATES,
  isCalendarDate,
  ORDER_STATUSES,
  istDayEnd,
  istDayStart,
  statusView,
  type DatePreset as KnownDatePreset,
} from '@parcelo/common';
import type { DatePreset, OrderSearchField } from '../../__generated__/OrdersPageQuery.graphql';
import type { Option } from '../../lib/FormField';
import type { SearchField } from '../../lib/SearchByFilter';
import { PAYMENT_MODE_OPTIONS, SHOP_TYPE_OPTIONS } from './labels';

/*
 * The orders list's filters and how they sit in the URL, so a reload or a shared link
 * shows the same list:
 *   search=<FIELD>:<value>   e.g. search=ORDER_ID:CPN-1001 (the field alone keeps the choice)
 * status=<CODE>,<CODE> the named statuses
 *   date=<PRESET>            absent for the default, the last 30 days
 *   from=<YYYY-MM-DD>&to=<YYYY-MM-DD>
 *                            whole days in India, both included, instead of a preset (the
 *                            dashboard's links name the days its figures cover)
 *   seller=<id>              a warehouse operator's one seller (absent for all)
 *   warehouse=<id>           orders picked up at one warehouse (absent for all)
 *   order=<id>               the order whose drawer is open (not a filter; kept as is)
 */

export interface OrderFilters {
  by: OrderSearchField;
  /** Trimmed; empty means no search. */
  value: string;
  statuses: readonly string[];
  preset: DatePreset;
  /** A range of days in India (YYYY-MM-DD, both included) that replaces the preset; both empty otherwise. */
  from: string;
  to: string;
  /** A warehouse operator's one seller (its Company id); empty for every seller. */
  seller: string;
  /** The pickup warehouse (its Warehouse id); empty for every warehouse. */
  warehouse: string;
}

const FLAG_CHOICES: readonly Option[] = [
  { value: '1', label: 'Yes (1)' },
  { value: '0', label: 'No (0)' },
];

const STATE_CHOICES: readonly Option[] = INDIAN_STATES.map((state) => ({ value: state, label: state }));

/** Every OrderSearchField (the search options), in the spec's order. */
export const SEARCH_FIELDS: readonly SearchField<OrderSearchField>[] = [
  { value: 'ORDER_ID', label: 'Order ID' },
  { value: 'AWB', label: 'AWB' },
  { value: 'INVOICE_ID', label: 'Invoice ID' },
  { value: 'DELIVERY_PARTNER', label: 'Delivery Partner' },
  { value: 'PAYMENT_MODE', label: 'Payment Mode', choices: PAYMENT_MODE_OPTIONS },
  { value: 'SHOP_TYPE', label: 'Shop Type', choices: SHOP_TYPE_OPTIONS },
  { value: 'CUSTOMER_NAME', label: 'Customer Name' },
  { value: 'CUSTOMER_PHONE', label: 'Customer Phone' },
  { value: 'DELIVERY_STATE', label: 'Delivery State', choices: STATE_CHOICES },
  { value: 'DELIVERY_PINCODE', label: 'Delivery Pincode' },
  { value: 'PICKUP_PINCODE', label: 'Pickup Pincode' },
  { value: 'PICKUP_STATE', label: 'Pickup State', choices: STATE_CHOICES },
  { value: 'SKU', label: 'SKU' },
  { value: 'SHIPPER', label: 'Shipper' },
  { value: 'REVERSE_AWB', label: 'Reverse AWB' },
  { value: 'B2B', label: 'B2B', choices: FLAG_CHOICES },
  { value: 'D2R', label: 'D2R', choices: FLAG_CHOICES },
  { value: 'D2R_APPROVED', label: 'D2R Approved', choices: FLAG_CHOICES },
  { value: 'CREDIT_NOTE_AVAILABLE', label: 'Credit Note Available', choices: FLAG_CHOICES },
  { value: 'D2R_PRICE_EDITED', label: 'D2R Price Edited', choices: FLAG_CHOICES },
];

/** The presets, labelled as the spec names them (the dashboard's range picker offers the same). */
export const DATE_PRESETS: readonly { value: KnownDatePreset; label: string }[] = [
  { value: 'TODAY', label: 'Today' },
  { value: 'LAST_1_WEEK', label: 'Last 1 Week' },
  { value: 'LAST_1_MONTH', label: 'Last 1 Month' },
  { value: 'LAST_3_MONTHS', label: 'Last 3 Months' },
  { value: 'LAST_1_YEAR', label: 'Last 1 Year' },
];

/** The named statuses with their labels, for the status filter. */
/**
 * The status filter's entries. Two statuses share the label 'Returned To Origin' (a forward
 * order's return, RTO, and a customer return's, DTO): the filter names which, as a list can't.
 */
export const STATUS_OPTIONS: readonly Option[] = ORDER_STATUSES.map((code) => {
  const { label } = statusView(code);
  const shared = ORDER_STATUSES.filter((other) => statusView(other).label === label).length > 1;
  return { value: code, label: shared ? `${label} (${code.split('_')[0]})` : label };
});

/** Orders default to the last 30 days, which the 'Last 1 Month' preset stands for. */
export const DEFAULT_FILTERS: OrderFilters = {
  by: 'ORDER_ID',
  value: '',
  statuses: [],
  preset: 'LAST_1_MONTH',
  from: '',
  to: '',
  seller: '',
  warehouse: '',
};

export function searchField(by: OrderSearchField): SearchField<OrderSearchField> {
  return SEARCH_FIELDS.find((field) => field.value === by) ?? SEARCH_FIELDS[0]!;
}

/** Whether `value` may be searched for under `by`: fixed-choice fields take only their choices. */
function acceptsValue(by: OrderSearchField, value: string): boolean {
  const { choices } = searchField(by);
  return !choices || choices.some((choice) => choice.value === value);
}

/** The filters a URL stands for; anything unknown or malformed falls back to the default. */
export function readFilters(params: URLSearchParams): OrderFilters {
  let { by, value } = DEFAULT_FILTERS;
  const search = params.get('search');
  if (search) {
    const colon = search.indexOf(':');
    const field = SEARCH_FIELDS.find((f) => f.value === (colon < 0 ? search : search.slice(0, colon)));
    if (field) {
      by = field.value;
      const raw = colon < 0 ? '' : search.slice(colon + 1).trim();
      value = acceptsValue(by, raw) ? raw : '';
    }
  }
  const known = new Set<string>(ORDER_STATUSES);
  const statuses = [...new Set((params.get('status') ?? '').split(',').filter((code) => known.has(code)))];
  const days = readDays(params.get('from') ?? '', params.get('to') ?? '');
  // Days of their own win over a preset, which is then left at the default it goes back to.
  const named = hasDays(days) ? undefined : DATE_PRESETS.find((p) => p.value === params.get('date'));
  const preset = named?.value ?? DEFAULT_FILTERS.preset;
  return {
    by,
    value,
    statuses,
    preset,
    ...days,
    seller: globalId(params.get('seller')),
    warehouse: globalId(params.get('warehouse')),
  };
}

/** A global id is short and URL-safe; anything else is nothing the list can ask for. */
const globalId = (raw: string | null): string => (raw && /^[A-Za-z0-9+/=_-]{1,200}$/.test(raw) ? raw : '');

/** A range of days as both ends of it, or neither when either is not a day or they are reversed. */
function readDays(from: string, to: string): { from: string; to: string } {
  return isCalendarDate(from) && isCalendarDate(to) && from <= to ? { from, to } : { from: '', to: '' };
}

/** Whether the filters name days of their own rather than a preset. */
export const hasDays = (filters: Pick<OrderFilters, 'from' | 'to'>): boolean =>
  filters.from !== '' && filters.to !== '';

/** `params` with the filters written in; other parameters (the open order) are kept. */
export function writeFilters(params: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const value = filters.value.trim();
  if (value || filters.by !== DEFAULT_FILTERS.by) next.set('search', `${filters.by}:${value}`);
  else next.delete('search');
  if (filters.statuses.length > 0) next.set('status', filters.statuses.join(','));
  else next.delete('status');
  if (hasDays(filters)) {
    next.delete('date');
    next.set('from', filters.from);
    next.set('to', filters.to);
  } else {
    if (filters.preset !== DEFAULT_FILTERS.preset) next.set('date', filters.preset);
    else next.delete('date');
    next.delete('from');
    next.delete('to');
  }
  if (filters.seller) next.set('seller', filters.seller);
  else next.delete('seller');
  if (filters.warehouse) next.set('warehouse', filters.warehouse);
  else next.delete('warehouse');
  return next;
}

/** The orders list with some filters set, the rest at their defaults (a dashboard's link, say). */
export function ordersListPath(filters: Partial<OrderFilters>): string {
  const query = writeFilters(new URLSearchParams(), { ...DEFAULT_FILTERS, ...filters }).toString();
  return query ? `/orders?${query}` : '/orders';
}

/** The orders list showing one search, e.g. a newly created order by its order ID. */
export function ordersPath(by: OrderSearchField, value: string): string {
  return `/orders?${writeFilters(new URLSearchParams(), { ...DEFAULT_FILTERS, by, value }).toString()}`;
}

/** The search fields that find one order by its own identifier, of any date (the API's rule). */
const ALL_DATES_FIELDS: ReadonlySet<OrderSearchField> = new Set([
  'ORDER_ID',
  'AWB',
  'REVERSE_AWB',
  'INVOICE_ID',
  'CUSTOMER_PHONE',
]);

/**
 * Whether the search looks across all dates: an order's number, AWB, invoice or the buyer's
 * phone finds it however old it is, so the date range is off while such a search is typed.
 */
export const searchesAllDates = (filters: Pick<OrderFilters, 'by' | 'value'>): boolean =>
  filters.value.trim() !== '' && ALL_DATES_FIELDS.has(filters.by);

/** Said beside the date range while it is off. */
export const ALL_DATES_HINT = 'A search by order ID, AWB, invoice ID or phone looks across all dates.';

export interface OrderFilterVariables {
  search: { by: OrderSearchField; value: string } | null;
  status: readonly string[] | null;
  /** Null while the search looks across all dates. */
  createdAt: { preset: DatePreset } | { from: string; to: string } | null;
  company: string | null;
  warehouse: string | null;
}

/**
 * Days in India as the instants the list filters on: from the first day's midnight in India
 * to the midnight after the last (the end is left out), so a day holds what was placed on it.
 */
export function daysAsInstants(from: string, to: string): { from: string; to: string } {
  return { from: istDayStart(from).toISOString(), to: istDayEnd(to).toISOString() };
}

/**
 * The `orders` arguments the filters stand for (an admin's `company` wins over the seller
 * filter). Every key is always there, null when unused, so a refetch clears a removed filter
 * rather than keep the last one; the order is fixed, as the table compares them as JSON.
 */
export function filterVariables(filters: OrderFilters, company?: string): OrderFilterVariables {
  const value = filters.value.trim();
  return {
    search: value ? { by: filters.by, value } : null,
    status: filters.statuses.length > 0 ? [...filters.statuses] : null,
    createdAt: searchesAllDates(filters)
      ? null
      : hasDays(filters)
        ? daysAsInstants(filters.from, filters.to)
        : { preset: filters.preset },
    company: company ?? (filters.seller || null),
    warehouse: filters.warehouse || null,
  };
}
