import { RETAILER_CLASSES, type RetailerClass } from '@parcelo/common';
import { readListParams, writeListParams, type ListParams } from '../../lib/listParams';

/*
 * The retailer engine page as it sits in the URL, so a reload or a shared link shows the same rows:
 *   company=<Company id>     the brand (remembered with D2R's other brand pages)
 *   class=A..E               only retailers the engine puts in that class
 *   changed=1                only retailers whose class differs from the engine's
 *   page=<n>&size=<n>
 *   retailer=<StoreAddress id>  the retailer whose suggested order is open
 */

/** The retailer whose drawer is open: ?retailer=<id>. */
export const RETAILER_PARAM = 'retailer';

export interface EngineList extends ListParams {
  company: string | null;
  engineClass: RetailerClass | null;
  changed: boolean;
}

export const CLASS_OPTIONS: readonly { value: RetailerClass | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...RETAILER_CLASSES.map((c) => ({ value: c, label: c })),
];

export function readEngineList(params: URLSearchParams): EngineList {
  return {
    ...readListParams(params, []),
    company: params.get('company') || null,
    engineClass: RETAILER_CLASSES.find((c) => c === params.get('class')) ?? null,
    changed: params.get('changed') === '1',
  };
}

export function writeEngineList(params: URLSearchParams, list: EngineList): URLSearchParams {
  const next = writeListParams(params, list);
  for (const key of ['company', 'class', 'changed']) next.delete(key);
  if (list.company) next.set('company', list.company);
  if (list.engineClass) next.set('class', list.engineClass);
  if (list.changed) next.set('changed', '1');
  return next;
}

/** What the rows are fetched with; key order is fixed, as the table compares them as JSON. */
export function engineVariables(list: EngineList) {
  return { engineClass: list.engineClass, changed: list.changed || null };
}

/** The route query's variables for a URL: the filters and every row up to the page shown. */
export function engineRouteVariables(params: URLSearchParams) {
  const list = readEngineList(params);
  return { ...engineVariables(list), company: list.company, first: list.page * list.pageSize };
}

/** Export CSV: the brand's retailers as the filters show them. */
export function engineExportUrl(list: EngineList): string {
  const params = new URLSearchParams();
  if (list.company) params.set('company', list.company);
  if (list.engineClass) params.set('engineClass', list.engineClass);
  if (list.changed) params.set('changed', 'true');
  return `/files/retailer-engine.csv?${params.toString()}`;
}

/** An on-time share as the page shows it: a whole percentage, or a dash when nothing was due. */
export const onTimeLabel = (share: number | null | undefined): string =>
  // eslint-disable-next-line no-restricted-syntax -- a share as a percentage
  share === null || share === undefined ? '—' : `${Math.round(share * 100)}%`;
