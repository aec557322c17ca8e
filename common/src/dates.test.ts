import { describe, expect, it } from 'vitest';
import { fileNamePart, isCalendarDate, istCalendarDate, presetRange, startOfIstDay } from './dates.js';

describe('date presets in India time', () => {
  it('starts the day at IST midnight', () => {
    // 20:00 UTC on 1 Jan is 01:30 on 2 Jan in India.
    expect(startOfIstDay(new Date('2026-01-01T20:00:00Z')).toISOString()).toBe('2026-01-01T18:30:00.000Z');
    expect(startOfIstDay(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2025-12-31T18:30:00.000Z');
  });
  it('counts whole days back from today', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(presetRange('TODAY', now).from.toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(presetRange('LAST_1_WEEK', now).from.toISOString()).toBe('2026-03-02T18:30:00.000Z');
    expect(presetRange('LAST_1_YEAR', now).to.getTime()).toBeGreaterThan(now.getTime());
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
  it("dates a file by India's calendar day", () => {
    expect(istCalendarDate(new Date('2026-11-25T19:00:00Z'))).toBe('2026-11-26');
    expect(istCalendarDate(new Date('2026-11-26T18:00:00Z'))).toBe('2026-11-26');
  });
  it('writes names as lower-case words joined by dashes', () => {
    expect(fileNamePart('Chai Point Naturals')).toBe('chai-point-naturals');
    expect(fileNamePart(' Bombay Threads — Andheri WH #2 ')).toBe('bombay-threads-andheri-wh-2');
    expect(fileNamePart('"; rm -rf /')).toBe('rm-rf');
  });
});
