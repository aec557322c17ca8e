import { z } from 'zod';
import { addDays, daysIn, isCalendarDate, istToday, type DayRange } from './dates.js';
import { MSG } from './messages.js';
import { paiseAsRupeeFigure } from './money.js';

/*
 * The seller's dashboard (Insights) counts orders by the day they were placed, in India's
 * time, over a range of whole days with both ends included. Each figure is compared with the
 * period of the same length just before it; today's with yesterday's.
 */

/** The longest range a dashboard answers: a year and a day, so "Last 1 Year" (366 days) fits. */
export const INSIGHTS_MAX_DAYS = 367;
/** The earliest day a dashboard looks at; nothing was placed before it. */
export const INSIGHTS_FIRST_DAY = '2000-01-01';

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const n = daysIn(range);
  return { from: addDays(range.from, -n), to: addDays(range.from, -1) };
}

/** What is wrong with a range of days, or null when it is one a dashboard answers. */
export function dayRangeProblem(range: DayRange, now: Date = new Date()): string | null {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return MSG.insightsRangeInvalid;
  if (range.from > range.to) return MSG.insightsRangeOrder;
  if (range.from < INSIGHTS_FIRST_DAY || range.from > addDays(istToday(now), 1)) return MSG.insightsRangeInvalid;
  if (daysIn(range) > INSIGHTS_MAX_DAYS) return MSG.insightsRangeTooLong;
  return null;
}

/** A range of days as a query carries it: each end checked, then the pair. */
export const DayRangeInput = z
  .object({
    from: z.string({ error: MSG.insightsRangeInvalid }).max(10, MSG.insightsRangeInvalid),
    to: z.string({ error: MSG.insightsRangeInvalid }).max(10, MSG.insightsRangeInvalid),
  })
  .superRefine((range, ctx) => {
    const problem = dayRangeProblem(range);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['from'], params: { code: 'INVALID' } });
  });

/**
 * The change from `previous` to `current` in percent, rounded to 2 decimals; null when there
 * was nothing before to compare with.
 */
export function percentChange(current: number, previous: number): number | null {
  if (!previous) return null;
  // eslint-disable-next-line no-restricted-syntax -- a percentage to 2 decimals
  return Math.round(((current - previous) / Math.abs(previous)) * 10_000) / 100;
}

/** A percent change as a card shows it: "+12.5%", "−3.25%", "0%"; "—" when there is nothing to compare. */
export function formatPercentChange(change: number | null): string {
  if (change === null) return '—';
  const abs = Math.abs(change).toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return change > 0 ? `+${abs}%` : change < 0 ? `−${abs}%` : '0%';
}

const SHORT_UNITS = [
  { at: 1e9, suffix: 'B' },
  { at: 1e6, suffix: 'M' },
  { at: 1e3, suffix: 'K' },
] as const;

/**
 * A large number shortened with K, M or B to at most 2 decimals, e.g. 1,234 → "1.23K",
 * 12,50,000 → "1.25M"; below a thousand it is written whole.
 */
export function shortNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const units = [...SHORT_UNITS].reverse();
  for (let i = units.length - 1; i >= 0; i--) {
    const { at, suffix } = units[i]!;
    if (abs < at) continue;
    const scaled = hundredths(abs / at);
    // 999,995 rounds to 1000K: it reads as 1M instead.
    const next = units[i + 1];
    if (scaled >= 1000 && next) return `${sign}${trimDecimals(hundredths(abs / next.at))}${next.suffix}`;
    return `${sign}${trimDecimals(scaled)}${suffix}`;
  }
  return `${sign}${trimDecimals(hundredths(abs))}`;
}

/** A count rounded to 2 decimals for a card (1.25M), not money. */
// eslint-disable-next-line no-restricted-syntax -- a count's 2 decimals
const hundredths = (n: number) => Math.round(n * 100) / 100;

const trimDecimals = (n: number) => n.toFixed(2).replace(/\.?0+$/, '');

/** Rupees shortened for a card, e.g. ₹1.25M; whole paise in. */
export const shortRupees = (paise: number): string => {
  const text = shortNumber(paiseAsRupeeFigure(paise));
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
};

/**
 * An average turnaround (placed to delivered) in days and hours, e.g. "2 days 5 hours",
 * "7 hours", "0 hours" under an hour.
 */
export function formatTat(seconds: number): string {
  const hours = Math.round(seconds / 3600);
  const days = Math.floor(hours / 24);
  const rest = hours - days * 24;
  const d = days === 1 ? '1 day' : `${days} days`;
  const h = rest === 1 ? '1 hour' : `${rest} hours`;
  if (days === 0) return h;
  return rest === 0 ? d : `${d} ${h}`;
}

/** The map's ten shades, lightest first: a state with more orders is darker. */
export const MAP_SHADES = [
  '#eef4ff',
  '#d9e6ff',
  '#bcd2fe',
  '#9bbafc',
  '#789ff8',
  '#5a84f1',
  '#426ae6',
  '#3354d1',
  '#2a44ab',
  '#1f3280',
] as const;

/** The colour of a state with no orders in the range. */
export const MAP_EMPTY = '#f1f3f5';

/**
 * Which of the ten shades `value` takes when the busiest state has `max`: equal steps of the
 * busiest state's count, the busiest in the darkest; -1 for no orders.
 */
export function shadeIndex(value: number, max: number): number {
  if (value <= 0 || max <= 0) return -1;
  return Math.min(MAP_SHADES.length - 1, Math.ceil((value / max) * MAP_SHADES.length) - 1);
}

/** The colour for `value` on a map whose busiest state has `max`. */
export const shadeFor = (value: number, max: number): string => {
  const i = shadeIndex(value, max);
  return i < 0 ? MAP_EMPTY : MAP_SHADES[i]!;
};

/** The legend's ten steps: each shade with the lowest and highest count it stands for. */
export function shadeLegend(max: number): { color: string; from: number; to: number }[] {
  if (max <= 0) return [];
  const steps: { color: string; from: number; to: number }[] = [];
  let from = 1;
  for (let i = 0; i < MAP_SHADES.length; i++) {
    const to = Math.floor((max * (i + 1)) / MAP_SHADES.length);
    if (to >= from) steps.push({ color: MAP_SHADES[i]!, from, to });
    from = Math.max(from, to + 1);
  }
  return steps;
}
