import { listVariables, readListParams, writeListParams, type ListParams } from '../../lib/listParams';

/** The list sorts by nothing but its own order (newest first). */
export const DRIVER_SORTS = [] as const;

export type DriverSearchBy = 'NAME' | 'PHONE';
export const DRIVER_SEARCH_FIELDS: readonly { value: DriverSearchBy; label: string }[] = [
  { value: 'NAME', label: 'Name' },
  { value: 'PHONE', label: 'Phone' },
];

/** The open driver's drawer: ?driver=<id>. */
export const DRIVER_PARAM = 'driver';

/**
 * The drivers list in the URL: the list's search and page, plus
 *   by=PHONE   what the search looks in (absent for Name)
 */
export interface DriverList extends ListParams<never> {
  by: DriverSearchBy;
}

export function readDriverList(params: URLSearchParams): DriverList {
  return { ...readListParams(params, DRIVER_SORTS), by: params.get('by') === 'PHONE' ? 'PHONE' : 'NAME' };
}

export function writeDriverList(params: URLSearchParams, list: DriverList): URLSearchParams {
  const next = writeListParams(params, list);
  next.delete('by');
  if (list.by !== 'NAME') next.set('by', list.by);
  return next;
}

/** What the list's connection is fetched with (the route's query and every refetch). */
export const driverVariables = (list: Pick<DriverList, 'by' | 'search'>) => ({
  search: list.search || null,
  searchBy: list.by,
});

/** The route query's variables for a URL: the search and every row up to the page shown. */
export function driverRouteVariables(params: URLSearchParams) {
  const list = readDriverList(params);
  return { ...driverVariables(list), first: listVariables(list).first };
}
