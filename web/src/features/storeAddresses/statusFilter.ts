/** Which store addresses the page shows: all of them, or the active or inactive ones. */
export type StatusFilter = 'ALL' | 'ACTIVE' | 'INACTIVE';

export const STATUS_FILTER_OPTIONS = [
  { value: 'ALL', label: 'All' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'InActive' },
] as const;

/** The filter a URL names (?status=active|inactive); anything else is all. */
export function readStatus(params: URLSearchParams): StatusFilter {
  const value = params.get('status')?.toUpperCase();
  return value === 'ACTIVE' || value === 'INACTIVE' ? value : 'ALL';
}

export function writeStatus(params: URLSearchParams, status: StatusFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (status === 'ALL') next.delete('status');
  else next.set('status', status.toLowerCase());
  return next;
}

/** The list's `active` argument for a filter. */
export const activeArgument = (status: StatusFilter) => (status === 'ALL' ? null : status === 'ACTIVE');
