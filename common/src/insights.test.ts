import { describe, expect, it } from 'vitest';
import {
  MAP_EMPTY,
  MAP_SHADES,
  DayRangeInput,
  dayRangeProblem,
  formatPercentChange,
  formatTat,
  percentChange,
  previousRange,
  shadeFor,
  shadeIndex,
  shadeLegend,
  shortNumber,
  shortRupees,
} from './insights.js';
import { addDays, daysIn, presetDays } from './dates.js';
import { MSG } from './messages.js';

describe('days in India', () => {
  // 20:00 UTC on 31 Jan is already 1 Feb in India (01:30 IST).
  const lateEvening = new Date('2026-01-31T20:00:00Z');

  it('takes today from India, not UTC', () => {
    expect(presetDays('TODAY', lateEvening)).toEqual({ from: '2026-02-01', to: '2026-02-01' });
    expect(presetDays('TODAY', new Date('2026-01-31T18:29:59Z'))).toEqual({ from: '2026-01-31', to: '2026-01-31' });
  });

  it('counts the presets back from today, as the orders list does', () => {
    expect(presetDays('LAST_1_WEEK', lateEvening)).toEqual({ from: '2026-01-25', to: '2026-02-01' });
    expect(presetDays('LAST_1_MONTH', lateEvening)).toEqual({ from: '2026-01-02', to: '2026-02-01' });
    expect(daysIn(presetDays('LAST_1_YEAR', lateEvening))).toBe(366);
  });

  it('crosses months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysIn({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousRange({ from: '2026-02-01', to: '2026-02-01' })).toEqual({ from: '2026-01-31', to: '2026-01-31' });
  });

  it('refuses ranges it cannot answer, with the words the page shows', () => {
    const now = new Date('2026-11-27T06:00:00Z');
    expect(dayRangeProblem({ from: '2026-11-01', to: '2026-11-27' }, now)).toBeNull();
    expect(dayRangeProblem({ from: '2026-02-30', to: '2026-03-01' }, now)).toBe(MSG.insightsRangeInvalid);
    expect(dayRangeProblem({ from: '2026-11-10', to: '2026-11-01' }, now)).toBe(MSG.insightsRangeOrder);
    expect(dayRangeProblem({ from: '2024-01-01', to: '2026-11-27' }, now)).toBe(MSG.insightsRangeTooLong);
    expect(dayRangeProblem({ from: '1999-12-31', to: '2000-01-01' }, now)).toBe(MSG.insightsRangeInvalid);
    expect(dayRangeProblem({ from: '2027-01-01', to: '2027-01-02' }, now)).toBe(MSG.insightsRangeInvalid);
    expect(DayRangeInput.safeParse({ from: '2026-11-01', to: '2026-11-01' + 'x'.repeat(100) }).success).toBe(false);
  });
});

describe('numbers on the cards', () => {
  it('rounds a change to 2 decimals, and has none without a previous figure', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.67);
    expect(percentChange(2, 3)).toBe(-33.33);
    expect(percentChange(10, 0)).toBeNull();
    expect(formatPercentChange(12.5)).toBe('+12.5%');
    expect(formatPercentChange(-3.25)).toBe('−3.25%');
    expect(formatPercentChange(0)).toBe('0%');
    expect(formatPercentChange(null)).toBe('—');
  });

  it('shortens large numbers with K, M and B', () => {
    expect(shortNumber(0)).toBe('0');
    expect(shortNumber(999)).toBe('999');
    expect(shortNumber(1234)).toBe('1.23K');
    expect(shortNumber(1500)).toBe('1.5K');
    expect(shortNumber(1_250_000)).toBe('1.25M');
    expect(shortNumber(999_995)).toBe('1M');
    expect(shortNumber(3_400_000_000)).toBe('3.4B');
    expect(shortNumber(-2500)).toBe('-2.5K');
    expect(shortNumber(12.345)).toBe('12.35');
  });

  it('writes rupees from paise', () => {
    expect(shortRupees(123_456_78)).toBe('₹123.46K');
    expect(shortRupees(99_900)).toBe('₹999');
    expect(shortRupees(-150_000)).toBe('-₹1.5K');
  });

  it('writes a turnaround in days and hours', () => {
    expect(formatTat(0)).toBe('0 hours');
    expect(formatTat(3600)).toBe('1 hour');
    expect(formatTat(26 * 3600)).toBe('1 day 2 hours');
    expect(formatTat(2 * 86400 + 5 * 3600 + 10 * 60)).toBe('2 days 5 hours');
    expect(formatTat(3 * 86400)).toBe('3 days');
  });
});

describe('the map colour ramp', () => {
  it('has ten shades, the busiest state darkest and an empty one apart', () => {
    expect(MAP_SHADES).toHaveLength(10);
    expect(shadeFor(0, 50)).toBe(MAP_EMPTY);
    expect(shadeFor(50, 50)).toBe(MAP_SHADES[9]);
    expect(shadeIndex(1, 50)).toBe(0);
    expect(shadeIndex(5, 50)).toBe(0);
    expect(shadeIndex(6, 50)).toBe(1);
    expect(shadeIndex(26, 50)).toBe(5);
    expect(shadeIndex(3, 0)).toBe(-1);
  });

  it('gives a legend whose steps each hold the counts shaded with their colour', () => {
    for (const max of [1, 3, 10, 37, 1000]) {
      const legend = shadeLegend(max);
      expect(legend[legend.length - 1]!.to).toBe(max);
      for (const step of legend) for (let v = step.from; v <= step.to; v++) expect(shadeFor(v, max)).toBe(step.color);
    }
    expect(shadeLegend(3).map((s) => [s.from, s.to])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });
});
