import { MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { readFilters } from '../orders';
import {
  DEFAULT_INSIGHTS_FILTERS,
  insightsVariables,
  ordersOf,
  ordersToday,
  periodName,
  rangeTitle,
  readInsightsFilters,
  sinceLabel,
  urlRangeProblem,
  writeInsightsFilters,
  type InsightsFilters,
} from './insightsFilters';

const params = (query: string) => new URLSearchParams(query);
// 27 Nov 2026, 10:00 in India.
const NOW = new Date('2026-11-27T04:30:00Z');
const MONTH = { from: '2026-10-28', to: '2026-11-27' };

describe('the dashboard filters in the URL', () => {
  it('defaults to the last 30 days and every warehouse, with nothing in the URL', () => {
    expect(readInsightsFilters(params(''), NOW)).toEqual(DEFAULT_INSIGHTS_FILTERS);
    expect(writeInsightsFilters(params(''), DEFAULT_INSIGHTS_FILTERS).toString()).toBe('');
    expect(insightsVariables(DEFAULT_INSIGHTS_FILTERS)).toEqual({
      range: null,
      warehouse: null,
      company: null,
      withInsights: true,
    });
  });

  it('round-trips a preset, custom days and a warehouse', () => {
    const cases: InsightsFilters[] = [
      { range: 'LAST_1_WEEK', from: '', to: '', warehouse: 'V2FyZWhvdXNlOjE=', seller: '' },
      { range: 'CUSTOM', from: '2026-03-01', to: '2026-03-15', warehouse: '', seller: 'Q29tcGFueTox' },
      { range: 'TODAY', from: '', to: '', warehouse: '', seller: '' },
    ];
    for (const filters of cases) {
      const written = writeInsightsFilters(params('tab=x'), filters);
      expect(written.get('tab')).toBe('x');
      expect(readInsightsFilters(written, NOW)).toEqual(filters);
    }
    expect(insightsVariables(cases[0]!)).toMatchObject({
      range: { preset: 'LAST_1_WEEK' },
      warehouse: 'V2FyZWhvdXNlOjE=',
    });
    expect(insightsVariables(cases[1]!)).toMatchObject({
      range: { from: '2026-03-01', to: '2026-03-15' },
      warehouse: null,
    });
  });

  it('asks for a warehouse operator’s dashboard once its seller is chosen, and a seller’s own always', () => {
    const chosen = { ...DEFAULT_INSIGHTS_FILTERS, seller: 'Q29tcGFueTox' };
    expect(insightsVariables(DEFAULT_INSIGHTS_FILTERS, true)).toMatchObject({ company: null, withInsights: false });
    expect(insightsVariables(chosen, true)).toMatchObject({ company: 'Q29tcGFueTox', withInsights: true });
    // A seller's dashboard is its own company's, whatever the URL says.
    expect(insightsVariables(chosen, false)).toMatchObject({ company: null, withInsights: true });
    expect(ordersOf(MONTH, chosen)).toEqual({ ...MONTH, seller: 'Q29tcGFueTox' });
  });

  it('writes only one of a preset or days', () => {
    const written = writeInsightsFilters(params('date=LAST_1_YEAR&from=2026-01-01&to=2026-01-02'), {
      ...DEFAULT_INSIGHTS_FILTERS,
      range: 'LAST_3_MONTHS',
    });
    expect(written.toString()).toBe('date=LAST_3_MONTHS');
  });

  it('sets aside days the dashboard would refuse, and says why', () => {
    const cases: [string, string][] = [
      ['from=2026-03-15&to=2026-03-01', MSG.insightsRangeOrder],
      ['from=2024-01-01&to=2026-01-01', MSG.insightsRangeTooLong],
      ['from=2026-02-30&to=2026-03-01', MSG.insightsRangeInvalid],
      ['from=2026-03-01', MSG.insightsRangeInvalid],
      [`from=${'9'.repeat(5000)}&to=2026-03-01`, MSG.insightsRangeInvalid],
    ];
    for (const [query, message] of cases) {
      expect([query, readInsightsFilters(params(query), NOW)]).toEqual([query, DEFAULT_INSIGHTS_FILTERS]);
      expect([query, urlRangeProblem(params(query), NOW)]).toEqual([query, message]);
    }
    expect(urlRangeProblem(params('date=TODAY'), NOW)).toBeNull();
    expect(readInsightsFilters(params('date=FOREVER&warehouse=<b>'), NOW)).toEqual(DEFAULT_INSIGHTS_FILTERS);
  });

  it('names the period as the seller reads it', () => {
    const f = (range: InsightsFilters['range']) => ({ ...DEFAULT_INSIGHTS_FILTERS, range });
    expect(sinceLabel(f('LAST_1_MONTH'), MONTH)).toBe('Since last 30 days');
    expect(periodName(f('LAST_1_MONTH'), MONTH)).toBe('this month');
    expect(rangeTitle(f('LAST_1_MONTH'), MONTH)).toBe('Last 30 Days');
    expect(sinceLabel(f('LAST_1_WEEK'), MONTH)).toBe('Since previous week');
    expect(rangeTitle(f('LAST_3_MONTHS'), MONTH)).toBe('Last 3 Months');
    const custom = { ...f('CUSTOM'), from: '2026-03-01', to: '2026-03-07' };
    expect(sinceLabel(custom, custom)).toBe('Since previous 7 days');
    expect(rangeTitle(custom, custom)).toBe('01 Mar 2026 – 07 Mar 2026');
    expect(sinceLabel(custom, { from: '2026-03-01', to: '2026-03-01' })).toBe('Since previous day');
  });

  it('links to the orders list for exactly the days counted, and the same warehouse', () => {
    const filters = { ...DEFAULT_INSIGHTS_FILTERS, warehouse: 'V2FyZWhvdXNlOjE=' };
    const link = ordersOf(MONTH, filters);
    expect(link).toEqual({ from: '2026-10-28', to: '2026-11-27', warehouse: 'V2FyZWhvdXNlOjE=' });
    // What the orders list reads back from the link is the same.
    const path = new URL(
      `http://x/orders?from=${link.from}&to=${link.to}&warehouse=${encodeURIComponent(link.warehouse!)}`,
    );
    expect(readFilters(path.searchParams)).toMatchObject(link);
    expect(ordersToday(DEFAULT_INSIGHTS_FILTERS)).toEqual({ preset: 'TODAY' });
  });
});
