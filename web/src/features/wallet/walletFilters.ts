import {
  WALLET_CODES,
  WALLET_CODE_LIST,
  defaultDays,
  isCalendarDate,
  istDaysToInstants,
  type WalletCode,
} from '@parcelo/common';

/*
 * The wallet lists' filters and how they sit in the URL, so a reload or a shared link shows
 * the same list:
 *   type=CREDIT|DEBIT   code=<wallet code, e.g. 201>
 *   from=<YYYY-MM-DD>&to=<YYYY-MM-DD>   days in India, both included; absent: the last 30 days
 *   company=<Company id>   admins only: one company's wallet
 */

export type WalletTypeFilter = 'CREDIT' | 'DEBIT';

export interface WalletFilters {
  type: WalletTypeFilter | null;
  code: WalletCode | null;
  /** YYYY-MM-DD. */
  from: string;
  to: string;
  company: string | null;
}

export const TYPE_OPTIONS = [
  { value: 'CREDIT', label: 'Credit' },
  { value: 'DEBIT', label: 'Debit' },
] as const;

export const CODE_OPTIONS = WALLET_CODE_LIST.map((code) => ({ value: code, label: `${code} ${WALLET_CODES[code]}` }));

const isDay = (value: string | null): value is string => value !== null && isCalendarDate(value);

/** The filters a URL stands for; anything unknown or malformed falls back to the default. */
export function readWalletFilters(params: URLSearchParams): WalletFilters {
  const type = params.get('type');
  const code = params.get('code');
  const from = params.get('from');
  const to = params.get('to');
  const days = defaultDays();
  return {
    type: type === 'CREDIT' || type === 'DEBIT' ? type : null,
    code: WALLET_CODE_LIST.find((c) => c === code) ?? null,
    from: isDay(from) ? from : days.from,
    to: isDay(to) ? to : days.to,
    company: params.get('company')?.trim() || null,
  };
}

/** The seller's pages: their own company's wallet whatever the URL says. */
export const readSellerWalletFilters = (params: URLSearchParams): WalletFilters => ({
  ...readWalletFilters(params),
  company: null,
});

const setOrDelete = (params: URLSearchParams, key: string, value: string | null) => {
  if (value) params.set(key, value);
  else params.delete(key);
};

/** `params` with the filters written in (defaults left out); other parameters are kept. */
export function writeWalletFilters(params: URLSearchParams, filters: WalletFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const days = defaultDays();
  setOrDelete(next, 'type', filters.type);
  setOrDelete(next, 'code', filters.code);
  setOrDelete(next, 'from', filters.from && filters.from !== days.from ? filters.from : null);
  setOrDelete(next, 'to', filters.to && filters.to !== days.to ? filters.to : null);
  setOrDelete(next, 'company', filters.company);
  return next;
}

export interface WalletFilterVariables {
  company: string | null;
  type: WalletTypeFilter | null;
  code: string | null;
  from: string | null;
  to: string | null;
}

/**
 * The `walletTransactions` arguments: the days as [from, to) instants from India's midnight
 * of the first day to the midnight after the last. Key order is fixed: the table compares
 * them as JSON.
 */
export function walletVariables(filters: WalletFilters): WalletFilterVariables {
  const { from, to } = istDaysToInstants(filters);
  return {
    company: filters.company,
    type: filters.type,
    code: filters.code,
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? null,
  };
}

/** The CSV of every transaction the filters match (not one page), as the BFF serves it. */
export function walletExportUrl(filters: WalletFilters): string {
  const v = walletVariables(filters);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(v)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `/files/wallet-transactions.csv?${query}` : '/files/wallet-transactions.csv';
}
