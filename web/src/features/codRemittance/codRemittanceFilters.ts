import { defaultDays } from '@parcelo/common';
import { listExportUrl, readListParams, writeListParams, type ListParams } from '../../lib/listParams';

export const COD_STATUSES = ['PROCESSING', 'DUE', 'PAID'] as const;
export type CodStatus = (typeof COD_STATUSES)[number];
export const STATUS_LABELS: Record<CodStatus, string> = { PROCESSING: 'Processing', DUE: 'Due', PAID: 'Paid' };
export const STATUS_OPTIONS: readonly { value: CodStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...COD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The remittances list in the URL: its page, plus
 *   status=DUE         one state (absent for all)
 *   from=…&to=…        the days rows were made on (absent: the last 30 days)
 *   company=<id>       admins: one brand (absent: every brand)
 */
export interface CodRemittanceFilters extends ListParams<never> {
  status: CodStatus | '';
  from: string;
  to: string;
  company: string | null;
}

export function readCodFilters(params: URLSearchParams, now = Date.now()): CodRemittanceFilters {
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const given = DAY.test(from) || DAY.test(to);
  const days = defaultDays(new Date(now));
  return {
    ...readListParams(params, [] as never[]),
    status: COD_STATUSES.find((s) => s === status) ?? '',
    from: given ? (DAY.test(from) ? from : '') : days.from,
    to: given ? (DAY.test(to) ? to : '') : days.to,
    company: params.get('company') || null,
  };
}

export function writeCodFilters(params: URLSearchParams, f: CodRemittanceFilters): URLSearchParams {
  const next = writeListParams(params, f);
  for (const key of ['status', 'from', 'to', 'company']) next.delete(key);
  if (f.status) next.set('status', f.status);
  if (f.from) next.set('from', f.from);
  if (f.to) next.set('to', f.to);
  if (f.company) next.set('company', f.company);
  return next;
}

/** What the list and the totals are fetched with. */
export const codVariables = (f: Pick<CodRemittanceFilters, 'status' | 'from' | 'to' | 'company'>) => ({
  company: f.company,
  status: f.status || null,
  from: f.from || null,
  to: f.to || null,
});

/** The route query's variables: the filters and every row up to the page shown. */
export function codRouteVariables(params: URLSearchParams) {
  const f = readCodFilters(params);
  return { ...codVariables(f), first: f.page * f.pageSize };
}

/** Export CSV with the list's filters. */
export const codExportUrl = (f: CodRemittanceFilters) =>
  listExportUrl('/files/cod-remittances.csv', f, {
    ...(f.company ? { company: f.company } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  });
