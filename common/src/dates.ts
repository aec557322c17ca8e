/** India Standard Time is UTC+5:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/**
 * Whether a YYYY-MM-DD is a day of the calendar. JavaScript reads '2026-02-30' as 2 March,
 * where PostgreSQL refuses it, so the day must come back unchanged.
 */
export function isCalendarDate(ymd: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return false;
  const at = Date.parse(`${ymd}T00:00:00Z`);
  return !Number.isNaN(at) && ymd >= '1900-01-01' && new Date(at).toISOString().slice(0, 10) === ymd;
}

export const DATE_PRESETS = ['TODAY', 'LAST_1_WEEK', 'LAST_1_MONTH', 'LAST_3_MONTHS', 'LAST_1_YEAR'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Midnight in India of the day `at` falls on, as a UTC instant. */
export function startOfIstDay(at: Date): Date {
  const ist = at.getTime() + IST_OFFSET_MS;
  return new Date(ist - (ist % DAY_MS) - IST_OFFSET_MS);
}

/**
 * The date presets as [from, to) instants: Today from India's midnight; the others
 * count whole days back from today's midnight (a week is 7 days, a month 30, three
 * months 90, a year 365), so they line up with what an Indian user calls "today".
 */
export function presetRange(preset: DatePreset, now: Date = new Date()): { from: Date; to: Date } {
  const today = startOfIstDay(now);
  const days = { TODAY: 0, LAST_1_WEEK: 7, LAST_1_MONTH: 30, LAST_3_MONTHS: 90, LAST_1_YEAR: 365 }[preset];
  return { from: new Date(today.getTime() - days * DAY_MS), to: new Date(now.getTime() + 1) };
}

/** The lists' default range: the last 30 days. */
export const defaultRange = (now: Date = new Date()) => presetRange('LAST_1_MONTH', now);

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

const istDateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** A moment as Indian users read it, in India's time: "05 Mar 2025, 03:45 pm". */
export const formatIstDateTime = (at: Date | string): string => istDateTime.format(new Date(at));

/** The calendar day in India, YYYY-MM-DD: the date a file downloaded now is named by. */
export const istCalendarDate = (at: Date = new Date()): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** A name as part of a file name: lower case, words joined by '-', nothing else ('Chai Point Naturals' → 'chai-point-naturals'). */
export const fileNamePart = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
