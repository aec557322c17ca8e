import { TZDate, tz } from '@date-fns/tz';
import {
  addDays as addDaysIn,
  addMinutes,
  addMonths as addMonthsIn,
  differenceInCalendarDays,
  startOfDay,
} from 'date-fns';

/*
 * India's clock, the one place the product works out days, months and financial years in
 * India's time and writes dates as Indian users read them. Sellers, buyers and Parcelo's own
 * books all count days from midnight in India, whatever zone a server or browser runs in.
 * Days travel as YYYY-MM-DD and months as YYYY-MM; instants as Dates (UTC on the wire).
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const INDIA_LOCALE = 'en-IN';

/** date-fns' context for India: arithmetic and formatting on India's calendar. */
const inIndia = tz(INDIA_TIME_ZONE);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A month as billing writes it, YYYY-MM. */
export const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A plain Date for the same instant: a TZDate would serialise with India's offset, not as UTC. */
const instant = (at: Date): Date => new Date(at.getTime());

/** A YYYY-MM-DD that names a real day: JavaScript reads '2026-02-30' as 2 March, so the day must come back unchanged. */
function isRealDay(ymd: string): boolean {
  if (!DAY.test(ymd)) return false;
  const at = Date.parse(`${ymd}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === ymd;
}

/** Whether a YYYY-MM-DD is a day of the calendar the product takes (from 1900), as PostgreSQL would. */
export const isCalendarDate = (ymd: string): boolean => isRealDay(ymd) && ymd >= '1900-01-01';

/** Midnight in India starting a YYYY-MM-DD day, in India's zone for further arithmetic. */
function indiaMidnight(day: string): TZDate {
  const m = DAY.exec(day);
  if (!m || !isRealDay(day)) throw new RangeError(`Not a day: ${day}`);
  return new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), INDIA_TIME_ZONE);
}

/**
 * The calendar fields of an instant in India. Written from the zone's own getters rather than
 * date-fns' `format`, whose pattern parser and locale would ride along into every page.
 */
function indiaFields(at: Date | string | number) {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const d = new TZDate(time, INDIA_TIME_ZONE);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return { year: pad(d.getFullYear(), 4), month: pad(d.getMonth() + 1, 2), day: pad(d.getDate(), 2) };
}

/** The day in India (YYYY-MM-DD) an instant falls on: 18:30 UTC is already the next day there. */
export const istDayOf = (at: Date | string | number): string => {
  const { year, month, day } = indiaFields(at);
  return `${year}-${month}-${day}`;
};

/** Today in India, YYYY-MM-DD: the date a file downloaded now is named by, the latest day a form allows. */
export const istToday = (now: Date = new Date()): string => istDayOf(now);

/** Midnight in India of the day `at` falls on, as an instant. */
export const startOfIstDay = (at: Date): Date => instant(startOfDay(at, { in: inIndia }));

/** The instant a YYYY-MM-DD day starts in India (its midnight there). */
export const istDayStart = (day: string): Date => instant(indiaMidnight(day));

/** The instant a YYYY-MM-DD day ends in India: the next midnight there, itself not part of the day. */
export const istDayEnd = (day: string): Date => instant(addDaysIn(indiaMidnight(day), 1));

/** The instant a time of day (24-hour clock) comes on a YYYY-MM-DD day in India. */
export const istTimeOn = (day: string, hour: number, minute = 0): Date =>
  instant(addMinutes(indiaMidnight(day), hour * 60 + minute));

/** `day` moved by `n` whole days (negative for earlier). */
export const addDays = (day: string, n: number): string => istDayOf(addDaysIn(indiaMidnight(day), n));

/** A range of days in India, YYYY-MM-DD, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/** How many days a range holds, both ends counted. */
export const daysIn = (range: DayRange): number =>
  differenceInCalendarDays(indiaMidnight(range.to), indiaMidnight(range.from), { in: inIndia }) + 1;

/**
 * Days a user picked (both included, either may be left open) as the [from, to) instants a
 * list filters on: from India's midnight of the first day to the midnight after the last, so
 * a day holds what happened on it there. Days picked the wrong way round still mean the span
 * between them.
 */
export function istDaysToInstants(days: { from?: string | null | undefined; to?: string | null | undefined }): {
  from?: Date;
  to?: Date;
} {
  const [first, last] = days.from && days.to && days.from > days.to ? [days.to, days.from] : [days.from, days.to];
  return { ...(first ? { from: istDayStart(first) } : {}), ...(last ? { to: istDayEnd(last) } : {}) };
}

/*
 * The lists' and dashboard's date presets, beside "Custom" days. Today is today in India; the
 * others count whole days back from today (a week is 7 days, a month 30, three months 90, a
 * year 365) and run to now, so they line up with what an Indian user calls "today".
 */
export const DATE_PRESETS = ['TODAY', 'LAST_1_WEEK', 'LAST_1_MONTH', 'LAST_3_MONTHS', 'LAST_1_YEAR'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
const PRESET_DAYS_BACK: Record<DatePreset, number> = {
  TODAY: 0,
  LAST_1_WEEK: 7,
  LAST_1_MONTH: 30,
  LAST_3_MONTHS: 90,
  LAST_1_YEAR: 365,
};

/** A preset as whole days in India, both ends included. */
export function presetDays(preset: DatePreset, now: Date = new Date()): DayRange {
  const today = istToday(now);
  return { from: addDays(today, -PRESET_DAYS_BACK[preset]), to: today };
}

/** A preset as [from, to) instants: from India's midnight of its first day to just after now. */
export function presetRange(preset: DatePreset, now: Date = new Date()): { from: Date; to: Date } {
  return { from: istDayStart(presetDays(preset, now).from), to: new Date(now.getTime() + 1) };
}

/** The lists' and dashboard's default: the last 30 days. */
export const DEFAULT_PRESET: DatePreset = 'LAST_1_MONTH';
export const defaultDays = (now: Date = new Date()): DayRange => presetDays(DEFAULT_PRESET, now);
export const defaultRange = (now: Date = new Date()) => presetRange(DEFAULT_PRESET, now);

/** A list's created-at filter: a preset wins, then start/end, else the last 30 days. */
export const listRange = (where: {
  datePreset?: DatePreset | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
}): { from?: Date | undefined; to?: Date | undefined } =>
  where.datePreset
    ? presetRange(where.datePreset)
    : where.start || where.end
      ? { from: where.start, to: where.end }
      : defaultRange();

/** The month in India (YYYY-MM) an instant falls in. */
export const istMonthOf = (at: Date | string | number): string => {
  const { year, month } = indiaFields(at);
  return `${year}-${month}`;
};

function indiaMonthStart(month: string): TZDate {
  const m = YEAR_MONTH.exec(month);
  if (!m) throw new RangeError(`Not a month: ${month}`);
  return new TZDate(Number(m[1]), Number(m[2]) - 1, 1, INDIA_TIME_ZONE);
}

/** The instants a month (YYYY-MM) starts and the next one does, in India: from the 1st, 00:00 there. */
export function istMonthRange(month: string): { start: Date; end: Date } {
  const start = indiaMonthStart(month);
  return { start: instant(start), end: instant(addMonthsIn(start, 1)) };
}

/** The month after (or, with -1, before) another, YYYY-MM. */
export const addMonths = (month: string, n: number): string => istMonthOf(addMonthsIn(indiaMonthStart(month), n));

/**
 * The Indian financial year (April to March, in India's time) `at` falls in, e.g. 2026-27
 * for 26 November 2026, with its short label '2627' as invoice numbers carry it.
 */
export function financialYearOf(at: Date): { startYear: number; label: string } {
  const india = new TZDate(at.getTime(), INDIA_TIME_ZONE);
  const startYear = india.getMonth() >= 3 ? india.getFullYear() : india.getFullYear() - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return { startYear, label: `${yy(startYear)}${yy(startYear + 1)}` };
}

// Display: the en-IN locale in India's time, whatever the browser's or server's own.
const shown = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INDIA_LOCALE, { ...options, timeZone: INDIA_TIME_ZONE });
const dateFormat = shown({ day: '2-digit', month: 'short', year: 'numeric' });
const dateTimeFormat = shown({
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const secondsFormat = shown({
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});
const timeFormat = shown({ hour: '2-digit', minute: '2-digit', hour12: true });
const dayMonthFormat = shown({ day: '2-digit', month: 'short' });
const monthFormat = shown({ month: 'long', year: 'numeric' });

/** A moment's date in India: "05 Mar 2025". */
export const formatDate = (at: Date | string): string => dateFormat.format(new Date(at));

/** A moment as Indian users read it, in India's time: "05 Mar 2025, 03:45 pm". */
export const formatDateTime = (at: Date | string): string => dateTimeFormat.format(new Date(at));

/** A moment to the second, for logs whose entries come seconds apart: "05 Mar, 03:45:12 pm". */
export const formatDateTimeSeconds = (at: Date | string): string => secondsFormat.format(new Date(at));

/** A moment's time of day in India: "03:45 pm". */
export const formatTime = (at: Date | string): string => timeFormat.format(new Date(at));

/** A moment's day and month in India, for lines within one month: "05 Mar". */
export const formatDayMonth = (at: Date | string): string => dayMonthFormat.format(new Date(at));

/** A YYYY-MM-DD day (a trail entry's date, a deferred delivery day) as "05 Mar 2025"; anything else as it came. */
export const formatDay = (day: string): string => (isCalendarDate(day) ? dateFormat.format(istDayStart(day)) : day);

/** A month (YYYY-MM) as "November 2026". */
export const formatMonth = (month: string): string => monthFormat.format(istMonthRange(month).start);

/** A name as part of a file name: lower case, words joined by '-', nothing else ('Chai Point Naturals' → 'chai-point-naturals'). */
export const fileNamePart = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
