import { RETAIL_CLUSTERS, RETAILER_CLASSES, addDays, istToday, type RetailDiscountTarget } from '@parcelo/common';
import { listExportUrl, listVariables, readListParams, writeListParams, type ListParams } from '../../lib/listParams';

/*
 * D2R > Retail Discount in the URL, so a reload or a shared link shows the same list:
 *   company=<Company id>      the brand whose discounts are shown (absent: the one chosen last)
 *   search=<text>             a SKU, or part of one
 *   sort=CREATED_AT|SKU|BASIS_POINTS|STARTS_ON&order=ASC|DESC   absent: newest first
 *   page=<n>&size=<n>
 */

export const DISCOUNT_SORTS = ['CREATED_AT', 'SKU', 'BASIS_POINTS', 'STARTS_ON'] as const;
export type DiscountSortBy = (typeof DISCOUNT_SORTS)[number];

/** The service's names of the sorts, for the CSV. */
const SORT_SERVICE: Record<DiscountSortBy, string> = {
  CREATED_AT: 'createdAt',
  SKU: 'sku',
  BASIS_POINTS: 'basisPoints',
  STARTS_ON: 'startsOn',
};

export interface DiscountList extends ListParams<DiscountSortBy> {
  company: string | null;
}

export function readDiscountList(params: URLSearchParams): DiscountList {
  return { ...readListParams(params, DISCOUNT_SORTS), company: params.get('company') || null };
}

export function writeDiscountList(params: URLSearchParams, list: DiscountList): URLSearchParams {
  const next = writeListParams(params, list);
  next.delete('company');
  if (list.company) next.set('company', list.company);
  return next;
}

/** The route query's variables for a URL: the brand, and every row up to the page shown. */
export function discountRouteVariables(params: URLSearchParams) {
  const list = readDiscountList(params);
  return { ...listVariables(list), company: list.company };
}

/** Export CSV: the brand's discounts the search finds, in the list's order. */
export function discountsExportUrl(list: DiscountList & { company: string }): string {
  const base = listExportUrl(
    '/files/retail-discounts.csv',
    { search: list.search, sort: null },
    { company: list.company },
  );
  if (!list.sort) return base;
  const params = new URLSearchParams(base.split('?')[1]);
  params.set('sortBy', SORT_SERVICE[list.sort.by]);
  params.set('order', list.sort.order);
  return `/files/retail-discounts.csv?${params.toString()}`;
}

/** Download Salesmen Data: the brand's salesmen as HMS exports them (name, phone, type, active, added). */
export const salesmenExportUrl = (company: string) =>
  `/files/field-people.csv?${new URLSearchParams({ company, usertype: '004' }).toString()}`;

export const TARGET_OPTIONS: readonly { value: RetailDiscountTarget; label: string }[] = [
  { value: 'ALL', label: 'All retailers' },
  { value: 'CLASS', label: 'A retailer class' },
  { value: 'CLUSTER', label: 'A retail cluster' },
];
export const CLASS_OPTIONS = RETAILER_CLASSES.map((c) => ({ value: c, label: `Class ${c}` }));
export const CLUSTER_OPTIONS = RETAIL_CLUSTERS.map((c) => ({ value: c, label: c }));

/** Whom a discount is for, as the list says it. */
export const appliesToLabel = (d: {
  appliesTo: string;
  retailerClass: string | null | undefined;
  retailCluster: string | null | undefined;
}) =>
  d.appliesTo === 'CLASS'
    ? `Class ${d.retailerClass ?? ''}`
    : d.appliesTo === 'CLUSTER'
      ? (d.retailCluster ?? '')
      : 'All retailers';

/** The form's values: the text of each control. */
export interface DiscountFormValues {
  [name: string]: string;
  sku: string;
  appliesTo: RetailDiscountTarget;
  retailerClass: string;
  retailCluster: string;
  percent: string;
  startsOn: string;
  endsOn: string;
}

/** A new discount starts today for a month; a saved one opens as it is. */
export function discountFormValues(
  saved: {
    sku: string;
    appliesTo: string;
    retailerClass: string | null | undefined;
    retailCluster: string | null | undefined;
    percent: string;
    startsOn: string;
    endsOn: string;
  } | null,
  now: Date = new Date(),
): DiscountFormValues {
  if (!saved) {
    const today = istToday(now);
    return {
      sku: '',
      appliesTo: 'ALL',
      retailerClass: '',
      retailCluster: '',
      percent: '',
      startsOn: today,
      endsOn: addDays(today, 30),
    };
  }
  return {
    sku: saved.sku,
    appliesTo: (['CLASS', 'CLUSTER'].includes(saved.appliesTo) ? saved.appliesTo : 'ALL') as RetailDiscountTarget,
    retailerClass: saved.retailerClass ?? '',
    retailCluster: saved.retailCluster ?? '',
    percent: saved.percent,
    startsOn: saved.startsOn,
    endsOn: saved.endsOn,
  };
}
