import { isCalendarDate, istDaysToInstants, presetDays, type DayRange } from '@parcelo/common';
import { formatNumber, formatPaise } from '../../lib/format';
import { listExportUrl, readListParams, writeListParams, type ListParams, type ListSort } from '../../lib/listParams';

/*
 * The admin's trips list and how it sits in the URL, so a reload or a shared link shows the
 * same trips:
 *   from=<YYYY-MM-DD>&to=<YYYY-MM-DD>   days in India the trips started on, both included;
 *                                       absent: the last week
 *   driver=<Driver id>   cluster=<Cluster id>   status=IN_PROGRESS|ON_HOLD|COMPLETED
 *   sort=CREATED_AT|DISTANCE&order=ASC|DESC   absent: newest first
 *   page=<n>&size=<n>
 */

export const TRIP_STATUSES = ['IN_PROGRESS', 'ON_HOLD', 'COMPLETED'] as const;
export type TripStatusValue = (typeof TRIP_STATUSES)[number];

/** The journey statuses as people read them, and their colours (the product's: yellow, lime, green). */
export const TRIP_STATUS_LABELS: Record<TripStatusValue, string> = {
  IN_PROGRESS: 'In progress',
  ON_HOLD: 'On hold',
  COMPLETED: 'Completed',
};
export const TRIP_STATUS_PALETTES: Record<TripStatusValue, string> = {
  IN_PROGRESS: 'yellow',
  ON_HOLD: 'lime',
  COMPLETED: 'green',
};

const isTripStatus = (value: string | null): value is TripStatusValue =>
  TRIP_STATUSES.some((status) => status === value);

/** A status's label; an unknown one (a newer server) as it came. */
export const tripStatusLabel = (status: string) => (isTripStatus(status) ? TRIP_STATUS_LABELS[status] : status);
export const tripStatusPalette = (status: string) => (isTripStatus(status) ? TRIP_STATUS_PALETTES[status] : 'gray');

export const TRIP_STATUS_OPTIONS: readonly { value: TripStatusValue | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...TRIP_STATUSES.map((value) => ({ value, label: TRIP_STATUS_LABELS[value] })),
];

/**
 * An order's place on a trip (the delivery status number), coloured: out for delivery blue,
 * undelivered red, delivered green, unattempted orange.
 */
const ORDER_STATUS_PALETTES: Record<number, string> = { 5: 'blue', 6: 'red', 7: 'green', 9: 'orange' };
export const tripOrderPalette = (status: number) => ORDER_STATUS_PALETTES[status] ?? 'gray';

/** The columns the trips list sorts by (the API's TripSortField). */
export const TRIP_SORTS = ['CREATED_AT', 'DISTANCE'] as const;
export type TripSortField = (typeof TRIP_SORTS)[number];

/** The trip whose drawer is open: ?trip=<id>. */
export const TRIP_PARAM = 'trip';

export interface TripFilters extends ListParams<TripSortField> {
  /** YYYY-MM-DD, or '' for open-ended. */
  from: string;
  to: string;
  driver: string | null;
  cluster: string | null;
  status: TripStatusValue | '';
}

/** The trips list's default days: the last week in India, today included. */
export const defaultTripDays = (now: Date = new Date()): DayRange => presetDays('LAST_1_WEEK', now);

const isDay = (value: string | null): value is string => value !== null && isCalendarDate(value);

/**
 * The filters a URL stands for; anything unknown or malformed is its default. Days given
 * but cleared (`from=` alone) stay open-ended rather than falling back to the last week.
 */
export function readTripFilters(params: URLSearchParams, now: Date = new Date()): TripFilters {
  const from = params.get('from');
  const to = params.get('to');
  const given = from !== null || to !== null;
  const days = defaultTripDays(now);
  const status = params.get('status');
  return {
    ...readListParams(params, TRIP_SORTS),
    search: '',
    from: given ? (isDay(from) ? from : '') : days.from,
    to: given ? (isDay(to) ? to : '') : days.to,
    driver: params.get('driver')?.trim() || null,
    cluster: params.get('cluster')?.trim() || null,
    status: isTripStatus(status) ? status : '',
  };
}

/** `params` with the filters written in (the default week left out); other parameters are kept. */
export function writeTripFilters(params: URLSearchParams, f: TripFilters, now: Date = new Date()): URLSearchParams {
  const next = writeListParams(params, { ...f, search: '' });
  for (const key of ['from', 'to', 'driver', 'cluster', 'status']) next.delete(key);
  const days = defaultTripDays(now);
  if (f.from !== days.from || f.to !== days.to) {
    next.set('from', f.from);
    next.set('to', f.to);
  }
  if (f.driver) next.set('driver', f.driver);
  if (f.cluster) next.set('cluster', f.cluster);
  if (f.status) next.set('status', f.status);
  return next;
}

export interface TripVariables {
  from: string | null;
  to: string | null;
  driver: string | null;
  cluster: string | null;
  status: TripStatusValue | null;
  sort: ListSort<TripSortField> | null;
}

/**
 * The `trips` arguments: the days as [from, to) instants from India's midnight of the first
 * day to the midnight after the last. Key order is fixed: the table compares them as JSON.
 */
export function tripVariables(f: Pick<TripFilters, 'from' | 'to' | 'driver' | 'cluster' | 'status' | 'sort'>) {
  const { from, to } = istDaysToInstants(f);
  const variables: TripVariables = {
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? null,
    driver: f.driver,
    cluster: f.cluster,
    status: f.status || null,
    sort: f.sort,
  };
  return variables;
}

/** The route query's variables for a URL: the filters and every row up to the page shown. */
export function tripRouteVariables(params: URLSearchParams, now: Date = new Date()) {
  const f = readTripFilters(params, now);
  return { ...tripVariables(f), first: f.page * f.pageSize };
}

/**
 * Export CSV: the trips the filters match, in the list's order. The server cuts the file at the
 * product's download limit (1,000 trips).
 */
export function tripsExportUrl(f: TripFilters): string {
  const v = tripVariables(f);
  const extra: Record<string, string> = {};
  for (const key of ['from', 'to', 'driver', 'cluster', 'status'] as const) {
    const value = v[key];
    if (value) extra[key] = value;
  }
  return listExportUrl('/files/trips.csv', { search: '', sort: f.sort }, extra);
}

/** "3/5": a trip's delivered orders of all it took out. */
export const deliveredOfTotal = (delivered: number, totalOrders: number) => `${delivered}/${totalOrders}`;

/** A cluster as the lightning pages name it, "C1 · Okhla Micro", or its name alone. */
export const clusterName = (name: string, warehouseName?: string | null) =>
  warehouseName ? `${name} · ${warehouseName}` : name;

export interface TripStatsValues {
  readonly totalOrders: number;
  readonly delivered: number;
  readonly undelivered: number;
  readonly unattempted: number;
  readonly amountCollected: number;
  readonly amountExpected: number;
}

/** A trip's six figures in the product's words and order, counts as numbers and amounts in rupees. */
export function tripStatEntries(stats: TripStatsValues): { label: string; value: string }[] {
  return [
    { label: 'Total orders', value: formatNumber(stats.totalOrders) },
    { label: 'Delivered', value: formatNumber(stats.delivered) },
    { label: 'Undelivered', value: formatNumber(stats.undelivered) },
    { label: 'Unattempted', value: formatNumber(stats.unattempted) },
    { label: 'Amount Collected', value: formatPaise(stats.amountCollected) },
    { label: 'Amount Expected', value: formatPaise(stats.amountExpected) },
  ];
}

/** Said once when the trips' live updates stop (the socket failed): the page then shows what it had. */
export const TRIPS_LIVE_STOPPED = 'Live updates of trips stopped. Reload the page to see the latest.';
