import { DISCREPANCY_STATUSES, DISCREPANCY_STATUS_LABELS, type DiscrepancyStatus } from '@parcelo/common';
import type { Option } from '../../lib/FormField';

/*
 * The discrepancy lists' filters and how they sit in the URL:
 *   status=<WeightDiscrepancyStatus>   absent for the page's own default (see each page)
 *   status=ALL                          every status
 *   company=<Company id>                admins only: one brand's
 */

export interface DiscrepancyFilters {
  /** A status, 'ALL', or null for the page's default. */
  status: DiscrepancyStatus | 'ALL' | null;
  company: string | null;
}

export const STATUS_OPTIONS: readonly Option[] = [
  { value: 'ALL', label: 'All' },
  ...DISCREPANCY_STATUSES.map((value) => ({ value, label: DISCREPANCY_STATUS_LABELS[value] })),
];

const isStatus = (v: string | null): v is DiscrepancyStatus => DISCREPANCY_STATUSES.includes(v as DiscrepancyStatus);

export function readFilters(params: URLSearchParams): DiscrepancyFilters {
  const status = params.get('status');
  return {
    status: status === 'ALL' ? 'ALL' : isStatus(status) ? status : null,
    company: params.get('company') || null,
  };
}

export function writeFilters(params: URLSearchParams, filters: DiscrepancyFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.status) next.set('status', filters.status);
  else next.delete('status');
  if (filters.company) next.set('company', filters.company);
  else next.delete('company');
  return next;
}

/** The statuses a list asks for: the chosen one, every one for All, else the page's default. */
export function statusesOf(
  filters: DiscrepancyFilters,
  fallback: readonly DiscrepancyStatus[] | null,
): DiscrepancyStatus[] | null {
  if (filters.status === 'ALL') return null;
  if (filters.status) return [filters.status];
  return fallback ? [...fallback] : null;
}

/** Grams as kilograms the way the sheet gives them: '1.25 kg'. */
export const kgOf = (grams: number) => `${Number((grams / 1000).toFixed(3)).toLocaleString('en-IN')} kg`;

/** A status's badge colour: open asks for action, disputed awaits an admin, the rest are settled. */
export function statusPalette(status: string): string {
  if (status === 'OPEN') return 'orange';
  if (status === 'DISPUTED') return 'purple';
  if (status === 'RESOLVED_REFUNDED') return 'green';
  if (status === 'RESOLVED_REJECTED') return 'red';
  return 'gray';
}

export const statusLabel = (status: string) => (isStatus(status) ? DISCREPANCY_STATUS_LABELS[status] : status);

/** The CSV of what a list shows: its status and company, over its date range. */
export function discrepanciesExportUrl(
  filters: DiscrepancyFilters,
  fallback: DiscrepancyStatus | null,
  preset: 'LAST_1_YEAR' | null,
): string {
  const params = new URLSearchParams();
  const status = filters.status === 'ALL' ? null : (filters.status ?? fallback);
  if (status) params.set('status', status);
  if (filters.company) params.set('company', filters.company);
  if (preset) params.set('preset', preset);
  const query = params.toString();
  return `/files/shipping-adjustments.csv${query ? `?${query}` : ''}`;
}
