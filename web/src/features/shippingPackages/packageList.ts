import { listExportUrl, listVariables, readListParams, writeListParams, type ListParams } from '../../lib/listParams';

/** The columns the list sorts by (the API's ShippingPackageSortField). */
export const PACKAGE_SORTS = ['CREATED_AT', 'NAME', 'CODE'] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];

/** Active 1, Inactive 0, All (empty) as the spec's filter has them. */
export type ActiveFilter = '1' | '0' | '';
export const ACTIVE_OPTIONS: readonly { value: ActiveFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

export type PackageSearchBy = 'NAME' | 'CODE';
export const SEARCH_FIELDS: readonly { value: PackageSearchBy; label: string }[] = [
  { value: 'NAME', label: 'Name' },
  { value: 'CODE', label: 'Code' },
];

/**
 * The packages list in the URL: the list's search, sort and page, plus
 *   active=1|0   the Active / Inactive filter (absent for All)
 *   by=CODE      what the search looks in (absent for Name)
 */
export interface PackageList extends ListParams<PackageSort> {
  active: ActiveFilter;
  by: PackageSearchBy;
}

export function readPackageList(params: URLSearchParams): PackageList {
  const active = params.get('active');
  return {
    ...readListParams(params, PACKAGE_SORTS),
    active: active === '1' || active === '0' ? active : '',
    by: params.get('by') === 'CODE' ? 'CODE' : 'NAME',
  };
}

export function writePackageList(params: URLSearchParams, list: PackageList): URLSearchParams {
  const next = writeListParams(params, list);
  next.delete('active');
  next.delete('by');
  if (list.active) next.set('active', list.active);
  if (list.by !== 'NAME') next.set('by', list.by);
  return next;
}

/** What the list's connection is fetched with (the route's query and every refetch). */
export function packageVariables(list: Pick<PackageList, 'active' | 'by' | 'search' | 'sort'>) {
  return {
    active: list.active === '' ? null : list.active === '1',
    search: list.search || null,
    searchBy: list.by,
    sort: list.sort,
  };
}

/** The route query's variables for a URL: the filters and every row up to the page shown. */
export function packageRouteVariables(params: URLSearchParams) {
  const list = readPackageList(params);
  return { ...packageVariables(list), first: listVariables(list).first };
}

/** Export CSV with the list's filters, search and sort. */
export const packageExportUrl = (list: PackageList) =>
  listExportUrl('/files/shipping-packages.csv', list, {
    ...(list.active ? { active: list.active } : {}),
    ...(list.search ? { by: list.by } : {}),
  });
