import { describe, expect, it } from 'vitest';
import { kgOf, readFilters, statusesOf, writeFilters } from './discrepancyFilters';

describe('discrepancy filters', () => {
  it('round-trips through the URL and falls back to the page default', () => {
    const filters = readFilters(new URLSearchParams('status=DISPUTED&company=abc&drawer=1'));
    expect(filters).toEqual({ status: 'DISPUTED', company: 'abc' });
    expect(writeFilters(new URLSearchParams('drawer=1'), filters).toString()).toBe(
      'drawer=1&status=DISPUTED&company=abc',
    );
    expect(readFilters(new URLSearchParams('status=NOPE'))).toEqual({ status: null, company: null });
    expect(statusesOf({ status: null, company: null }, ['OPEN'])).toEqual(['OPEN']);
    expect(statusesOf({ status: 'ALL', company: null }, ['OPEN'])).toBeNull();
    expect(statusesOf({ status: 'ACCEPTED', company: null }, ['OPEN'])).toEqual(['ACCEPTED']);
  });

  it('shows grams as kilograms', () => {
    expect(kgOf(1250)).toBe('1.25 kg');
    expect(kgOf(500)).toBe('0.5 kg');
  });
});
