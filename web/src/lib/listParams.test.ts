import { describe, expect, it } from 'vitest';
import { listExportUrl, listVariables, nextSort, readListParams, writeListParams } from './listParams';

const SORTABLE = ['CREATED_AT', 'NAME', 'CODE'] as const;
const read = (query: string) => readListParams(new URLSearchParams(query), SORTABLE);

describe('an admin list in the URL', () => {
  it('reads search, sort and page, and defaults what it does not understand', () => {
    expect(read('tab=Companies&search=%20chai%20&sort=NAME&order=DESC&page=2&size=50')).toEqual({
      search: 'chai',
      sort: { by: 'NAME', order: 'DESC' },
      page: 2,
      pageSize: 50,
    });
    expect(read('sort=PASSWORD&page=0&size=7')).toEqual({ search: '', sort: null, page: 1, pageSize: 10 });
    // Beyond the rows one fetch may ask for, a link opens at the first page.
    expect(read('page=4&size=100').page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps the other parameters', () => {
    const params = writeListParams(new URLSearchParams('tab=Users&order=ASC'), {
      search: 'kavya',
      sort: { by: 'NAME', order: 'ASC' },
      page: 1,
      pageSize: 10,
    });
    expect(params.toString()).toBe('tab=Users&search=kavya&sort=NAME&order=ASC');
    expect(read(params.toString()).sort).toEqual({ by: 'NAME', order: 'ASC' });
  });

  it('fetches every row up to the page, and exports with the search and sort', () => {
    const list = read('search=x&sort=CODE&page=3');
    expect(listVariables(list)).toEqual({ search: 'x', sort: { by: 'CODE', order: 'ASC' }, first: 30 });
    expect(listExportUrl('/files/companies.csv', list)).toBe('/files/companies.csv?search=x&sort=CODE&order=ASC');
    expect(listExportUrl('/files/companies.csv', read(''))).toBe('/files/companies.csv');
  });

  it('sorts a column ascending first, then the other way', () => {
    expect(nextSort(null, 'NAME')).toEqual({ by: 'NAME', order: 'ASC' });
    expect(nextSort({ by: 'NAME', order: 'ASC' }, 'NAME')).toEqual({ by: 'NAME', order: 'DESC' });
    expect(nextSort({ by: 'NAME', order: 'DESC' }, 'CODE')).toEqual({ by: 'CODE', order: 'ASC' });
  });
});
