import { INDIA_LOCALE, nounFor, plural, type Noun } from '@parcelo/common';

// Money and dates (en-IN, India's time) are formatted once, in common, so the server's
// messages and files and the screens agree.
export { formatDate, formatDateTime, formatDateTimeSeconds, formatDay, formatPaise, formatTime } from '@parcelo/common';

const numberFormat = new Intl.NumberFormat(INDIA_LOCALE);

/** A count with Indian digit grouping, e.g. 1,00,000. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Which rows of a list are on screen, e.g. "1-20 of 1,500 items": `start` is the
 * first shown row's index from 0, `shown` how many rows show from there.
 */
export function formatListRange(start: number, shown: number, total: number, noun: Noun = 'item'): string {
  // An empty list, or a count that has not caught up with rows already shown, would read
  // '0-0 of 0' or '1-7 of 6': say what is there.
  if (shown === 0) return total > 0 ? plural(total, noun) : `No ${nounFor(0, noun)}`;
  const to = start + shown;
  return `${formatNumber(start + 1)}-${formatNumber(to)} of ${plural(Math.max(total, to), noun)}`;
}

/** A YYYY-MM-DD day as Indians write it, "05/03/2025" (dd/mm/yyyy); anything else as ''. */
export function formatIndianDay(day: string): string {
  if (!isIsoDate(day)) return '';
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** A typed dd/mm/yyyy (or d-m-yyyy, d.m.yyyy) day as YYYY-MM-DD; null when it is no real day. */
export function parseIndianDay(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
