import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysIn,
  defaultDays,
  fileNamePart,
  financialYearOf,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatTime,
  isCalendarDate,
  istDayEnd,
  istDayOf,
  istDaysToInstants,
  istDayStart,
  istMonthOf,
  istMonthRange,
  istToday,
  listRange,
  presetDays,
  presetRange,
  startOfIstDay,
} from './dates.js';

const at = (iso: string) => new Date(iso);

describe("India's day of an instant", () => {
  it('turns at midnight in India, 18:30 UTC the day before', () => {
    expect(istDayOf(at('2026-11-25T18:29:59.999Z'))).toBe('2026-11-25');
    expect(istDayOf(at('2026-11-25T18:30:00.000Z'))).toBe('2026-11-26');
    expect(istDayOf(at('2026-11-26T18:00:00Z'))).toBe('2026-11-26');
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    expect(istDayOf(at('2025-03-31T20:00:00Z'))).toBe('2025-04-01');
    expect(istDayOf(at('2024-12-31T18:30:00Z'))).toBe('2025-01-01');
    expect(istDayOf('2026-11-25T18:30:00Z')).toBe('2026-11-26');
  });
  it("gives today in India as YYYY-MM-DD, whatever the machine's zone", () => {
    expect(istToday(at('2026-02-28T19:00:00Z'))).toBe('2026-03-01');
    expect(isCalendarDate(istToday())).toBe(true);
  });
  it('starts the day at midnight in India', () => {
    // 20:00 UTC on 1 Jan is 01:30 on 2 Jan in India.
    expect(startOfIstDay(at('2026-01-01T20:00:00Z')).toISOString()).toBe('2026-01-01T18:30:00.000Z');
    expect(startOfIstDay(at('2026-01-01T10:00:00Z')).toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(startOfIstDay(at('2026-01-01T18:30:00Z')).toISOString()).toBe('2026-01-01T18:30:00.000Z');
  });
});

describe('days as instants', () => {
  it('runs a day from its midnight in India to the next, as plain UTC instants', () => {
    expect(istDayStart('2026-11-26').toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(istDayEnd('2026-11-26').toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(JSON.stringify(istDayStart('2026-11-26'))).toBe('"2026-11-25T18:30:00.000Z"');
    expect(istDayEnd('2026-02-28').toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(istDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });
  it('refuses what is no day', () => {
    expect(() => istDayStart('2026-02-30')).toThrow(RangeError);
    expect(() => istDayEnd('26-11-2026')).toThrow(RangeError);
  });
  it('turns picked days (both included) into [from, to) instants', () => {
    expect(istDaysToInstants({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: at('2026-02-28T18:30:00Z'),
      to: at('2026-03-31T18:30:00Z'),
    });
    // The wrong way round still means the span between them.
    expect(istDaysToInstants({ from: '2026-03-31', to: '2026-03-01' })).toEqual({
      from: at('2026-02-28T18:30:00Z'),
      to: at('2026-03-31T18:30:00Z'),
    });
    expect(istDaysToInstants({ from: '2026-03-01', to: '' })).toEqual({ from: at('2026-02-28T18:30:00Z') });
    expect(istDaysToInstants({ to: '2026-03-01' })).toEqual({ to: at('2026-03-01T18:30:00Z') });
    expect(istDaysToInstants({})).toEqual({});
  });
  it('counts days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-31', 30)).toBe('2026-04-30');
    expect(daysIn({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
    expect(daysIn({ from: '2026-03-10', to: '2026-03-10' })).toBe(1);
    expect(daysIn({ from: '2025-03-10', to: '2026-03-10' })).toBe(366);
  });
});

describe('date presets in India time', () => {
  // 17:30 in India on 10 March 2026.
  const now = at('2026-03-10T12:00:00Z');
  it('counts whole days back from today', () => {
    expect(presetRange('TODAY', now).from.toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(presetRange('LAST_1_WEEK', now).from.toISOString()).toBe('2026-03-02T18:30:00.000Z');
    expect(presetRange('LAST_1_YEAR', now).to.getTime()).toBeGreaterThan(now.getTime());
    expect(presetDays('LAST_1_MONTH', now)).toEqual({ from: '2026-02-08', to: '2026-03-10' });
    expect(presetDays('LAST_3_MONTHS', now)).toEqual({ from: '2025-12-10', to: '2026-03-10' });
    expect(defaultDays(now)).toEqual(presetDays('LAST_1_MONTH', now));
  });
  it("takes today from India's calendar at midnight there", () => {
    // 00:00 in India on 1 April 2026: today is already 1 April.
    const midnight = at('2026-03-31T18:30:00Z');
    expect(presetDays('TODAY', midnight)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetRange('TODAY', midnight).from.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    // A millisecond earlier it is still 31 March there.
    expect(presetDays('TODAY', at('2026-03-31T18:29:59.999Z'))).toEqual({ from: '2026-03-31', to: '2026-03-31' });
  });
  it('filters a list by a preset, else its own start and end, else the last 30 days', () => {
    const start = at('2026-01-01T00:00:00Z');
    expect(listRange({ start })).toEqual({ from: start, to: undefined });
    const fallback = listRange({});
    expect(fallback.from?.toISOString()).toBe(istDayStart(defaultDays().from).toISOString());
  });
});

describe('months in India', () => {
  it("runs from the 1st at midnight in India's time", () => {
    expect(istMonthRange('2026-11')).toEqual({ start: at('2026-10-31T18:30:00Z'), end: at('2026-11-30T18:30:00Z') });
    expect(istMonthRange('2026-02')).toEqual({ start: at('2026-01-31T18:30:00Z'), end: at('2026-02-28T18:30:00Z') });
    expect(istMonthRange('2026-12').end).toEqual(at('2026-12-31T18:30:00Z'));
    expect(() => istMonthRange('2026-13')).toThrow(RangeError);
  });
  it('places a month end in the month it is in India', () => {
    expect(istMonthOf(at('2026-11-30T18:29:59.999Z'))).toBe('2026-11');
    expect(istMonthOf(at('2026-11-30T18:30:00.000Z'))).toBe('2026-12');
    expect(istMonthOf(at('2026-12-31T18:30:00Z'))).toBe('2027-01');
  });
  it('steps months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-01', 13)).toBe('2027-02');
  });
});

describe('financial years', () => {
  it('turns on 1 April at midnight in India', () => {
    expect(financialYearOf(at('2027-03-31T18:29:59.999Z'))).toEqual({ startYear: 2026, label: '2627' });
    expect(financialYearOf(at('2027-03-31T18:30:00.000Z'))).toEqual({ startYear: 2027, label: '2728' });
    expect(financialYearOf(at('2027-01-01T00:00:00Z')).label).toBe('2627');
    expect(financialYearOf(at('2099-06-01T00:00:00Z')).label).toBe('9900');
  });
});

describe('dates as Indian users read them', () => {
  it("writes instants in en-IN and India's time", () => {
    // 18:30 UTC is 00:00 the next day in India.
    expect(formatDate(at('2026-03-04T18:30:00Z'))).toBe('05 Mar 2026');
    expect(formatDate('2026-03-04T18:29:00Z')).toBe('04 Mar 2026');
    expect(formatDateTime('2025-03-05T10:15:00Z')).toBe('05 Mar 2025, 03:45 pm');
    expect(formatTime('2025-03-05T10:15:00Z')).toBe('03:45 pm');
  });
  it('writes a day and a month as themselves', () => {
    expect(formatDay('2025-03-05')).toBe('05 Mar 2025');
    expect(formatDay('2025-02-30')).toBe('2025-02-30');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-03')).toBe('March 2027');
  });
});

describe('calendar dates', () => {
  it('takes days of the calendar only, as PostgreSQL does', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('9999-99-99')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('2026-1-1')).toBe(false);
  });
});

describe('file names', () => {
  it('writes names as lower-case words joined by dashes', () => {
    expect(fileNamePart('Chai Point Naturals')).toBe('chai-point-naturals');
    expect(fileNamePart(' Bombay Threads — Andheri WH #2 ')).toBe('bombay-threads-andheri-wh-2');
    expect(fileNamePart('"; rm -rf /')).toBe('rm-rf');
  });
});
