import {
  DATE_PRESETS,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_KIND_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_LIST,
  presetRange,
  type DatePreset,
  type PaymentStatus,
} from '@parcelo/common';

/** The payment log's filters as the URL keeps them: status, period (default the last 30 days), company (admins). */
export interface PaymentFilters {
  status: PaymentStatus | null;
  period: DatePreset;
  company: string | null;
}

export const PERIOD_LABELS: Record<DatePreset, string> = {
  TODAY: 'Today',
  LAST_1_WEEK: 'Last 1 Week',
  LAST_1_MONTH: 'Last 1 Month',
  LAST_3_MONTHS: 'Last 3 Months',
  LAST_1_YEAR: 'Last 1 Year',
};

const isStatus = (v: string | null): v is PaymentStatus =>
  (PAYMENT_STATUS_LIST as readonly (string | null)[]).includes(v);
const isPeriod = (v: string | null): v is DatePreset => (DATE_PRESETS as readonly (string | null)[]).includes(v);

export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const status = params.get('status');
  const period = params.get('period');
  return {
    status: isStatus(status) ? status : null,
    period: isPeriod(period) ? period : 'LAST_1_MONTH',
    company: params.get('company') || null,
  };
}

export function writePaymentFilters(params: URLSearchParams, filters: PaymentFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('status', filters.status);
  set('period', filters.period === 'LAST_1_MONTH' ? null : filters.period);
  set('company', filters.company);
  return next;
}

/**
 * The list's variables. The period starts at India's midnight of its first day and is left
 * open at the end, so the variables stay the same all day and a reload does not refetch.
 */
export const paymentVariables = (filters: PaymentFilters) => ({
  status: filters.status,
  from: presetRange(filters.period).from.toISOString(),
  company: filters.company,
});

/** The same list as a CSV file. */
export function paymentLogsExportUrl(filters: PaymentFilters): string {
  const v = paymentVariables(filters);
  const params = new URLSearchParams({ from: v.from });
  if (v.status) params.set('status', v.status);
  if (v.company) params.set('company', v.company);
  return `/files/payment-logs.csv?${params.toString()}`;
}

export const statusLabel = (s: string) => PAYMENT_STATUS_LABELS[s as PaymentStatus] ?? s;
export const STATUS_COLOURS: Record<string, string> = { PENDING: 'orange', SUCCESS: 'green', FAILURE: 'red' };
export const kindLabel = (k: string) => PAYMENT_KIND_LABELS[k as keyof typeof PAYMENT_KIND_LABELS] ?? k;
export const gatewayLabel = (g: string) =>
  PAYMENT_GATEWAY_LABELS[g.toLowerCase() as keyof typeof PAYMENT_GATEWAY_LABELS] ?? g;
export const STATUS_OPTIONS = PAYMENT_STATUS_LIST.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }));
export const PERIOD_OPTIONS = DATE_PRESETS.map((value) => ({ value, label: PERIOD_LABELS[value] }));
