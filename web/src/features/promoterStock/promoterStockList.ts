import { isCalendarDate, presetDays, type DayRange } from '@parcelo/common';
import { readListParams, writeListParams, type ListParams } from '../../lib/listParams';

/*
 * The admin's Promoter Stock Details page and how it sits in the URL, so a reload or a shared
 * link shows the same counts:
 *   company=<Company id>                 one brand's counts (absent: every brand's)
 *   from=<YYYY-MM-DD>&to=<YYYY-MM-DD>    India days counted, both included; absent: the last 30 days
 *   type=OPENING|CLOSING                 absent: both
 *   promoter=<FieldPerson id>            one promoter's counts (with a brand)
 *   retailer=<StoreAddress id>           one shop's counts (with a brand)
 *   search=                              a promoter's or retailer's name or phone
 *   page=<n>&size=<n>
 *   tab=sell-through                     the sell-through view (with a brand)
 */

export type StockTypeFilter = 'OPENING' | 'CLOSING' | '';
export type PromoterStockTab = 'counts' | 'sell-through';

export const STOCK_TYPE_FILTER_OPTIONS: readonly { value: StockTypeFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'OPENING', label: 'Opening' },
  { value: 'CLOSING', label: 'Closing' },
];

/** How a count's kind reads in the list. */
export const stockTypeLabel = (stockType: string) => (stockType === 'CLOSING' ? 'Closing count' : 'Opening count');

/** The longest period sell-through is worked out over, as the service takes it. */
export const SELL_THROUGH_MAX_DAYS = 93;

/** The list opens on the last 30 days in India, today included. */
export const defaultStockDays = (now: Date = new Date()): DayRange => presetDays('LAST_1_MONTH', now);

export interface PromoterStockList extends ListParams<never> {
  company: string | null;
  /** YYYY-MM-DD. */
  from: string;
  to: string;
  stockType: StockTypeFilter;
  promoter: string | null;
  retailer: string | null;
  tab: PromoterStockTab;
}

const isDay = (value: string | null): value is string => value !== null && isCalendarDate(value);

export function readPromoterStockList(params: URLSearchParams, now: Date = new Date()): PromoterStockList {
  const days = defaultStockDays(now);
  const from = params.get('from');
  const to = params.get('to');
  const type = params.get('type');
  const company = params.get('company') || null;
  return {
    ...readListParams(params, []),
    company,
    from: isDay(from) ? from : days.from,
    to: isDay(to) ? to : days.to,
    stockType: type === 'OPENING' || type === 'CLOSING' ? type : '',
    // A brand's promoter and shop: none without a brand.
    promoter: (company && params.get('promoter')) || null,
    retailer: (company && params.get('retailer')) || null,
    tab: params.get('tab') === 'sell-through' ? 'sell-through' : 'counts',
  };
}

export function writePromoterStockList(
  params: URLSearchParams,
  list: PromoterStockList,
  now: Date = new Date(),
): URLSearchParams {
  const next = writeListParams(params, list);
  for (const key of ['company', 'from', 'to', 'type', 'promoter', 'retailer', 'tab']) next.delete(key);
  if (list.company) next.set('company', list.company);
  const days = defaultStockDays(now);
  if (list.from !== days.from || list.to !== days.to) {
    next.set('from', list.from);
    next.set('to', list.to);
  }
  if (list.stockType) next.set('type', list.stockType);
  if (list.company && list.promoter) next.set('promoter', list.promoter);
  if (list.company && list.retailer) next.set('retailer', list.retailer);
  if (list.tab === 'sell-through') next.set('tab', 'sell-through');
  return next;
}

export interface PromoterStockVariables {
  company: string | null;
  start: string;
  end: string;
  stockType: 'OPENING' | 'CLOSING' | null;
  promoter: string | null;
  retailer: string | null;
}

/**
 * What the list's connection is fetched with, but the search (the table adds it last); the
 * days go as they are, India's days being the service's own. Key order is fixed: the table
 * compares them as JSON.
 */
export function promoterStockVariables(list: PromoterStockList): PromoterStockVariables {
  const [start, end] = list.from > list.to ? [list.to, list.from] : [list.from, list.to];
  return {
    company: list.company,
    start,
    end,
    stockType: list.stockType || null,
    promoter: list.company ? list.promoter : null,
    retailer: list.company ? list.retailer : null,
  };
}

/** The route query's variables for a URL: the filters, the search and every row up to the page shown. */
export function promoterStockRouteVariables(params: URLSearchParams, now: Date = new Date()) {
  const list = readPromoterStockList(params, now);
  return { ...promoterStockVariables(list), search: list.search || null, first: list.page * list.pageSize };
}

/** Export CSV: the counts the filters match, newest day first. */
export function promoterStockExportUrl(list: PromoterStockList): string {
  const v = promoterStockVariables(list);
  const params = new URLSearchParams();
  if (v.company) params.set('company', v.company);
  params.set('start', v.start);
  params.set('end', v.end);
  if (v.stockType) params.set('stockType', v.stockType === 'CLOSING' ? '1' : '0');
  if (v.promoter) params.set('promoter', v.promoter);
  if (v.retailer) params.set('retailer', v.retailer);
  if (list.search) params.set('search', list.search);
  return `/files/promoter-stock.csv?${params.toString()}`;
}

/** Export CSV of a brand's sell-through over the days shown. */
export function sellThroughExportUrl(company: string, list: Pick<PromoterStockList, 'from' | 'to'>): string {
  const [start, end] = list.from > list.to ? [list.to, list.from] : [list.from, list.to];
  return `/files/promoter-sell-through.csv?${new URLSearchParams({ company, start, end }).toString()}`;
}
