/*
 * An admin list's state in the URL, so a reload, Back or a shared link shows the same rows:
 *   search=<text>           the list's search box
 *   sort=<FIELD>&order=ASC|DESC   a column the API sorts by; absent for newest first
 *   page=<n>&size=<n>       from 1; absent for page 1 of 10 rows
 * Other parameters (the admin list's tab) are kept.
 */

export type SortOrder = 'ASC' | 'DESC';

export interface ListSort<S extends string = string> {
  by: S;
  order: SortOrder;
}

export interface ListParams<S extends string = string> {
  /** Trimmed; empty means no search. */
  search: string;
  sort: ListSort<S> | null;
  /** From 1. */
  page: number;
  pageSize: number;
}

export const LIST_PAGE_SIZES = [10, 50, 100, 200, 300] as const;
export const DEFAULT_LIST_PAGE_SIZE = 10;
/** The most rows one fetch may ask for, so the deepest page a link can open directly. */
const MAX_FETCH = 300;
const MAX_SEARCH = 200;

/** The list's state from a URL; anything not understood (an unknown column, page 0) is its default. */
export function readListParams<S extends string>(params: URLSearchParams, sortable: readonly S[]): ListParams<S> {
  const by = sortable.find((field) => field === params.get('sort'));
  const size = Number(params.get('size'));
  const pageSize = LIST_PAGE_SIZES.find((candidate) => candidate === size) ?? DEFAULT_LIST_PAGE_SIZE;
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    sort: by ? { by, order: params.get('order') === 'DESC' ? 'DESC' : 'ASC' } : null,
    // Pages beyond what one fetch reaches open at the first.
    page: Number.isInteger(page) && page >= 1 && page * pageSize <= MAX_FETCH ? page : 1,
    pageSize,
  };
}

/** `list` written into a copy of `params`, defaults left out. */
export function writeListParams(params: URLSearchParams, list: ListParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['search', 'sort', 'order', 'page', 'size']) next.delete(key);
  if (list.search) next.set('search', list.search);
  if (list.sort) {
    next.set('sort', list.sort.by);
    next.set('order', list.sort.order);
  }
  if (list.page > 1) next.set('page', String(list.page));
  if (list.pageSize !== DEFAULT_LIST_PAGE_SIZE) next.set('size', String(list.pageSize));
  return next;
}

/** What the route's query fetches for a list in this state: every row up to its page. */
export function listVariables<S extends string>(list: ListParams<S>) {
  return { search: list.search || null, sort: list.sort, first: list.page * list.pageSize };
}

/** The list's CSV export, with its search and sort (every matching row, not one page). */
export function listExportUrl(
  path: string,
  list: Pick<ListParams, 'search' | 'sort'>,
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams(extra);
  if (list.search) params.set('search', list.search);
  if (list.sort) {
    params.set('sort', list.sort.by);
    params.set('order', list.sort.order);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The next sort when a column's header is clicked: ascending first, then the other way. */
export function nextSort<S extends string>(current: ListSort<S> | null, by: S): ListSort<S> {
  return current?.by === by ? { by, order: current.order === 'ASC' ? 'DESC' : 'ASC' } : { by, order: 'ASC' };
}
