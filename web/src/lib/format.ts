/** Dates and numbers as Indian users read them (§9): the en-IN locale, Asia/Kolkata time. */
const LOCALE = 'en-IN';
const TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const numberFormat = new Intl.NumberFormat(LOCALE);

/** An API DateTime (ISO-8601, UTC) as a date, e.g. "05 Mar 2025". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** A count with Indian digit grouping, e.g. 1,00,000. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
