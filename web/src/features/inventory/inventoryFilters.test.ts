import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filterVariables,
  readFilters,
  SEARCH_FIELDS,
  writeFilters,
  type InventoryFilters,
} from './inventoryFilters';

const params = (query: string) => new URLSearchParams(query);

describe('inventory filters in the URL', () => {
  it('defaults to every warehouse and no search', () => {
    expect(readFilters(params(''))).toEqual(DEFAULT_FILTERS);
    expect(writeFilters(params(''), DEFAULT_FILTERS).toString()).toBe('');
    expect(filterVariables(DEFAULT_FILTERS)).toEqual({ warehouse: null, search: null, company: null, asOf: null });
  });

  it('round-trips every filter', () => {
    const filters: InventoryFilters = {
      warehouse: 'V2FyZWhvdXNlOjE=',
      by: 'TITLE',
      value: 'Masala: Chai',
      seller: 'Q29tcGFueTox',
      asOf: '2025-03-05',
    };
    const written = writeFilters(params(''), filters);
    expect(written.get('warehouse')).toBe('V2FyZWhvdXNlOjE=');
    expect(written.get('search')).toBe('TITLE:Masala: Chai');
    expect(written.get('seller')).toBe('Q29tcGFueTox');
    expect(written.get('asOf')).toBe('2025-03-05');
    expect(readFilters(params(written.toString()))).toEqual(filters);
  });

  it('keeps a chosen field without a value, and other parameters such as the open row', () => {
    const written = writeFilters(params('row=SW52ZW50b3J5Um93OjE&search=SKU:ABC'), { ...DEFAULT_FILTERS, by: 'TITLE' });
    expect(written.get('row')).toBe('SW52ZW50b3J5Um93OjE');
    expect(written.get('search')).toBe('TITLE:');
    expect(readFilters(written)).toEqual({ ...DEFAULT_FILTERS, by: 'TITLE' });
    expect(filterVariables(readFilters(written)).search).toBeNull();
  });

  it('drops a search field it does not know, and clears a removed warehouse', () => {
    expect(readFilters(params('search=AWB:123'))).toEqual(DEFAULT_FILTERS);
    expect(readFilters(params('search=SKU'))).toEqual(DEFAULT_FILTERS);
    const written = writeFilters(params('warehouse=abc&search=SKU:X'), DEFAULT_FILTERS);
    expect(written.toString()).toBe('');
  });

  it('sends a trimmed search and the warehouse as the API takes them', () => {
    expect(
      filterVariables({
        warehouse: ' V2FyZWhvdXNlOjI= ',
        by: 'SKU',
        value: '  CHAI-250 ',
        seller: 'Q29tcGFueTox',
        asOf: '2025-03-05',
      }),
    ).toEqual({
      warehouse: 'V2FyZWhvdXNlOjI=',
      search: { by: 'SKU', value: 'CHAI-250' },
      company: 'Q29tcGFueTox',
      asOf: '2025-03-05',
    });
    expect(readFilters(params('search=SKU:%20chai%20')).value).toBe('chai');
  });

  it('keeps the variables in a fixed key order, since the table compares them as JSON', () => {
    expect(Object.keys(filterVariables({ warehouse: 'w', by: 'SKU', value: 'x', seller: '', asOf: '' }))).toEqual([
      'warehouse',
      'search',
      'company',
      'asOf',
    ]);
  });

  it('reads only a real day as the As of date: anything else shows the live figures', () => {
    expect(readFilters(params('asOf=2025-02-28')).asOf).toBe('2025-02-28');
    for (const wrong of ['2025-02-30', '05/03/2025', 'yesterday', ''])
      expect(readFilters(params(`asOf=${wrong}`)).asOf).toBe('');
  });

  it('offers the two searches of SKU and Title', () => {
    expect(SEARCH_FIELDS.map((f) => f.label)).toEqual(['SKU', 'Title']);
  });
});
