import { formatIstDateTime, nounFor, plural, type Noun } from '@parcelo/common';

// Money is formatted once, in common, so the server's messages and the screens agree.
export { formatPaise } from '@parcelo/common';
/** Dates and numbers as Indian users read them: the en-IN locale, Asia/Kolkata time. */
const LOCALE = 'en-IN';
const TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: TIME_ZONE,
});

const secondsFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
  timeZone: TIME_ZONE,
});

const numberFormat = new Intl.NumberFormat(LOCALE);

/** An API DateTime (ISO-8601, UTC) as a date, e.g. "05 Mar 2025". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** An API DateTime as date and time, e.g. "05 Mar 2025, 03:45 pm". */
export function formatDateTime(iso: string): string {
  return formatIstDateTime(iso);
}

/** An API DateTime to the second, for logs whose entries come seconds apart, e.g. "05 Mar, 03:45:12 pm". */
export function formatDateTimeSeconds(iso: string): string {
  return secondsFormat.format(new Date(iso));
}

/** An API DateTime's time of day, e.g. "03:45 pm". */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

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

const dayFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD day (a trail entry's date, a deferred delivery day) as "05 Mar 2025"; anything else as it came. */
export function formatDay(day: string): string {
  if (!isIsoDate(day)) return day;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // The day itself, not an instant: formatted in UTC so no time zone can move it.
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
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
