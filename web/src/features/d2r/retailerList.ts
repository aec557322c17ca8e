import { RETAIL_CLUSTERS, RETAILER_CLASSES, type RetailCluster as ClusterName } from '@parcelo/common';
import type { RetailCluster, RetailerClass } from '../../__generated__/RetailersPageQuery.graphql';
import { listVariables, readListParams, writeListParams, type ListParams } from '../../lib/listParams';
import type { SearchField } from '../../lib/SearchByFilter';

/** 'East Delhi' is EAST_DELHI in the API. */
export const clusterValue = (name: ClusterName) => name.toUpperCase().replace(/ /g, '_') as RetailCluster;

/** The clusters in the field team's order, by the API's value and the team's name. */
export const CLUSTER_OPTIONS = RETAIL_CLUSTERS.map((name) => ({ value: clusterValue(name), label: name }));
export const CLASS_OPTIONS = RETAILER_CLASSES.map((c) => ({ value: c, label: `Class ${c}` }));
export const ACTIVE_FILTER_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** The team's name of a cluster the API gives, '—' for none. */
export const clusterLabel = (value: string | null | undefined) =>
  CLUSTER_OPTIONS.find((c) => c.value === value)?.label ?? '—';

export const RETAILER_SORTS = ['CREATED_AT', 'NAME'] as const;
export type RetailerSortBy = (typeof RETAILER_SORTS)[number];

export type RetailerSearchBy = 'RETAILER_NAME' | 'COMPANY_NAME';
export const RETAILER_SEARCH_FIELDS: readonly SearchField<RetailerSearchBy>[] = [
  { value: 'RETAILER_NAME', label: 'Retailer name' },
  { value: 'COMPANY_NAME', label: 'Company name' },
];

/**
 * The retailers list in the URL: the list's search, sort and page, plus
 *   company=<id>        one brand's retailers (absent for every brand's)
 *   by=COMPANY_NAME     what the search looks in (absent for the retailer's name)
 *   cluster=<CLUSTER>  class=<A-E>  active=true|false   the filters (absent for any)
 */
export interface RetailerList extends ListParams<RetailerSortBy> {
  company: string | null;
  by: RetailerSearchBy;
  cluster: RetailCluster | null;
  retailerClass: RetailerClass | null;
  active: boolean | null;
}

export function readRetailerList(params: URLSearchParams): RetailerList {
  const active = params.get('active');
  return {
    ...readListParams(params, RETAILER_SORTS),
    company: params.get('company') || null,
    by: params.get('by') === 'COMPANY_NAME' ? 'COMPANY_NAME' : 'RETAILER_NAME',
    cluster: CLUSTER_OPTIONS.find((c) => c.value === params.get('cluster'))?.value ?? null,
    retailerClass: RETAILER_CLASSES.find((c) => c === params.get('class')) ?? null,
    active: active === 'true' ? true : active === 'false' ? false : null,
  };
}

export function writeRetailerList(params: URLSearchParams, list: RetailerList): URLSearchParams {
  const next = writeListParams(params, list);
  for (const key of ['company', 'by', 'cluster', 'class', 'active']) next.delete(key);
  if (list.company) next.set('company', list.company);
  if (list.by !== 'RETAILER_NAME') next.set('by', list.by);
  if (list.cluster) next.set('cluster', list.cluster);
  if (list.retailerClass) next.set('class', list.retailerClass);
  if (list.active !== null) next.set('active', String(list.active));
  return next;
}

/** What the list's connection is fetched with (the route's query and every refetch). */
export const retailerVariables = (list: RetailerList) => ({
  company: list.company,
  search: list.search || null,
  searchBy: list.by,
  retailCluster: list.cluster,
  retailerClass: list.retailerClass,
  active: list.active,
  sort: list.sort,
});

/** The route query's variables for a URL: the filters and every row up to the page shown. */
export function retailerRouteVariables(params: URLSearchParams) {
  const list = readRetailerList(params);
  return { ...retailerVariables(list), first: listVariables(list).first };
}

/** The CSV of a brand's retailers (the export is per brand). */
export const retailersExportUrl = (company: string) =>
  `/files/retailers.csv?${new URLSearchParams({ company }).toString()}`;
