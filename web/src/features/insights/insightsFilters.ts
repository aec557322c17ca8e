import { dayRangeProblem, daysIn, type DatePreset, type DayRange } from '@parcelo/common';
import type { OrderFilters } from '../orders';
import { DATE_PRESETS } from '../orders';
import { formatDay } from '../../lib/format';

/*
 * The dashboard's filters and how they sit in the URL, so a reload or a shared link shows the
 * same figures:
 *   date=<PRESET>                       one of the presets; absent for the default, the last 30 days
 *   from=<YYYY-MM-DD>&to=<YYYY-MM-DD>   days of the seller's choosing in India, both included
 *   warehouse=<id>                      one warehouse (absent for all)
 *   seller=<id>                         a warehouse operator's seller, whose dashboard it is
 */

/** 'CUSTOM' stands for the days in `from` and `to`. */
export type RangeChoice = DatePreset | 'CUSTOM';

export interface InsightsFilters {
  range: RangeChoice;
  /** The days of a custom range (YYYY-MM-DD); both empty for a preset. */
  from: string;
  to: string;
  /** A Warehouse id; empty for every warehouse. */
  warehouse: string;
  /** A warehouse operator's seller (its Company id); empty until one is chosen, and for sellers. */
  seller: string;
}

export const DEFAULT_INSIGHTS_FILTERS: InsightsFilters = {
  range: 'LAST_1_MONTH',
  from: '',
  to: '',
  warehouse: '',
  seller: '',
};

/** The range choices in the picker: the presets, then the seller's own days. */
export const RANGE_CHOICES: readonly { value: RangeChoice; label: string }[] = [
  ...DATE_PRESETS,
  { value: 'CUSTOM', label: 'Custom range' },
];

const globalId = (raw: string | null): string => (raw && /^[A-Za-z0-9+/=_-]{1,200}$/.test(raw) ? raw : '');

/**
 * The filters a URL stands for. A custom range the dashboard would refuse (reversed, too
 * long, not days) falls back to the default; `urlRangeProblem` says why, for the page to tell.
 */
export function readInsightsFilters(params: URLSearchParams, now: Date = new Date()): InsightsFilters {
  const warehouse = globalId(params.get('warehouse'));
  const seller = globalId(params.get('seller'));
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null && dayRangeProblem({ from, to }, now) === null)
    return { range: 'CUSTOM', from, to, warehouse, seller };
  const preset = DATE_PRESETS.find((p) => p.value === params.get('date'))?.value ?? DEFAULT_INSIGHTS_FILTERS.range;
  return { ...DEFAULT_INSIGHTS_FILTERS, range: preset, warehouse, seller };
}

/** Why a custom range in the URL was set aside, or null when there is none or it stands. */
export function urlRangeProblem(params: URLSearchParams, now: Date = new Date()): string | null {
  const from = params.get('from');
  const to = params.get('to');
  if (from === null && to === null) return null;
  return dayRangeProblem({ from: (from ?? '').slice(0, 10), to: (to ?? '').slice(0, 10) }, now);
}

/** `params` with the filters written in; other parameters are kept. */
export function writeInsightsFilters(params: URLSearchParams, filters: InsightsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('date');
  next.delete('from');
  next.delete('to');
  if (filters.range === 'CUSTOM') {
    next.set('from', filters.from);
    next.set('to', filters.to);
  } else if (filters.range !== DEFAULT_INSIGHTS_FILTERS.range) next.set('date', filters.range);
  if (filters.warehouse) next.set('warehouse', filters.warehouse);
  else next.delete('warehouse');
  if (filters.seller) next.set('seller', filters.seller);
  else next.delete('seller');
  return next;
}

export interface InsightsVariables {
  range: { preset: DatePreset } | { from: string; to: string } | null;
  warehouse: string | null;
  company: string | null;
  /** Whether there is a dashboard to ask for: a warehouse operator's needs its seller chosen. */
  withInsights: boolean;
}

/**
 * The `insights` arguments the filters stand for; the default range is the server's own. A
 * seller's dashboard is its own company's; a warehouse operator's is the chosen seller's.
 */
export function insightsVariables(filters: InsightsFilters, operator = false): InsightsVariables {
  const range =
    filters.range === 'CUSTOM'
      ? { from: filters.from, to: filters.to }
      : filters.range === DEFAULT_INSIGHTS_FILTERS.range
        ? null
        : { preset: filters.range };
  const company = operator && filters.seller ? filters.seller : null;
  return { range, warehouse: filters.warehouse || null, company, withInsights: !operator || company !== null };
}

/** The days a range covers, e.g. "01 Mar 2026 – 15 Mar 2026" (one day alone for a single day). */
export const daysLabel = (range: DayRange): string =>
  range.from === range.to ? formatDay(range.from) : `${formatDay(range.from)} – ${formatDay(range.to)}`;

/** What the map and the pie chart are titled with: "Last 30 Days" by default, else the range. */
export function rangeTitle(filters: InsightsFilters, days: DayRange): string {
  if (filters.range === 'LAST_1_MONTH') return 'Last 30 Days';
  if (filters.range === 'CUSTOM') return daysLabel(days);
  return RANGE_CHOICES.find((choice) => choice.value === filters.range)!.label;
}

/** The line under a range card: what its change compares with. */
export function sinceLabel(filters: InsightsFilters, days: DayRange): string {
  switch (filters.range) {
    case 'LAST_1_MONTH':
      return 'Since last 30 days';
    case 'TODAY':
      return 'Since yesterday';
    case 'LAST_1_WEEK':
      return 'Since previous week';
    case 'LAST_3_MONTHS':
      return 'Since previous 3 months';
    case 'LAST_1_YEAR':
      return 'Since previous year';
    case 'CUSTOM': {
      const n = daysIn(days);
      return n === 1 ? 'Since previous day' : `Since previous ${n} days`;
    }
  }
}

/** How a range card names its period: "this month" by default, as sellers know it. */
export function periodName(filters: InsightsFilters, days: DayRange): string {
  switch (filters.range) {
    case 'LAST_1_MONTH':
      return 'this month';
    case 'TODAY':
      return 'today';
    case 'LAST_1_WEEK':
      return 'this week';
    case 'LAST_3_MONTHS':
      return 'in 3 months';
    case 'LAST_1_YEAR':
      return 'this year';
    case 'CUSTOM':
      return days.from === days.to ? `on ${formatDay(days.from)}` : 'in these days';
  }
}

/**
 * The orders list's filters for figures of these days (and warehouse): the days themselves,
 * so the list counts exactly what the figure counted.
 */
export function ordersOf(days: DayRange, filters: InsightsFilters): Partial<OrderFilters> {
  return { from: days.from, to: days.to, ...sameScope(filters) };
}

/** The orders list for today (the today cards), in the same warehouse. */
export function ordersToday(filters: InsightsFilters): Partial<OrderFilters> {
  return { preset: 'TODAY', ...sameScope(filters) };
}

/** The warehouse, and an operator's seller, the figures are of. */
const sameScope = (filters: InsightsFilters): Partial<OrderFilters> => ({
  ...(filters.warehouse ? { warehouse: filters.warehouse } : {}),
  ...(filters.seller ? { seller: filters.seller } : {}),
});
