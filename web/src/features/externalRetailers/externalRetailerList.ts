import { readListParams, writeListParams, type ListParams } from '../../lib/listParams';

/*
 * The external retailers page in the URL, so a reload or a shared link shows the same shops:
 *   company=<Company id>        one brand's (absent: every brand's)
 *   show=onboarded|all          those onboarded, or every one (absent: those not yet onboarded)
 *   search=&sort=&order=&page=&size=   the list's search, sort and page
 */

export const EXTERNAL_RETAILER_SORTS = ['CREATED_AT', 'NAME'] as const;
export type ExternalRetailerSortBy = (typeof EXTERNAL_RETAILER_SORTS)[number];

export const SHOW_OPTIONS = [
  { value: 'pending', label: 'Not onboarded' },
  { value: 'onboarded', label: 'Onboarded' },
  { value: 'all', label: 'All' },
] as const;
export type Show = (typeof SHOW_OPTIONS)[number]['value'];

export interface ExternalRetailerList extends ListParams<ExternalRetailerSortBy> {
  company: string | null;
  show: Show;
}

export function readExternalRetailerList(params: URLSearchParams): ExternalRetailerList {
  return {
    ...readListParams(params, EXTERNAL_RETAILER_SORTS),
    company: params.get('company') || null,
    show: SHOW_OPTIONS.find((o) => o.value === params.get('show'))?.value ?? 'pending',
  };
}

export function writeExternalRetailerList(params: URLSearchParams, list: ExternalRetailerList): URLSearchParams {
  const next = writeListParams(params, list);
  for (const key of ['company', 'show']) next.delete(key);
  if (list.company) next.set('company', list.company);
  if (list.show !== 'pending') next.set('show', list.show);
  return next;
}

const onboardedOf = (show: Show) => (show === 'all' ? null : show === 'onboarded');

/** What the list's connection is fetched with; key order is fixed, the table compares them as JSON. */
export const externalRetailerVariables = (list: ExternalRetailerList) => ({
  company: list.company,
  search: list.search || null,
  onboarded: onboardedOf(list.show),
  sort: list.sort,
});

/** The route query's variables for a URL: the filters and every row up to the page shown. */
export function externalRetailerRouteVariables(params: URLSearchParams) {
  const list = readExternalRetailerList(params);
  return { ...externalRetailerVariables(list), first: list.page * list.pageSize };
}

/** Export CSV: the shops the filters match, newest first. */
export function externalRetailersExportUrl(list: ExternalRetailerList): string {
  const params = new URLSearchParams();
  if (list.company) params.set('company', list.company);
  if (list.search) params.set('searchValue', list.search);
  const onboarded = onboardedOf(list.show);
  if (onboarded !== null) params.set('onboarded', String(onboarded));
  const query = params.toString();
  return `/files/external-retailers.csv${query ? `?${query}` : ''}`;
}

/** The sheet's page for a brand. */
export const externalRetailersUploadPath = (company: string) =>
  `/admin/d2r/external-retailers/upload?company=${encodeURIComponent(company)}`;
