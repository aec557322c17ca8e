import { describe, expect, it } from 'vitest';
import {
  externalRetailerRouteVariables,
  externalRetailersExportUrl,
  readExternalRetailerList,
  writeExternalRetailerList,
} from './externalRetailerList';

describe('the external retailers list in the URL', () => {
  it('opens on the shops not yet onboarded, newest first', () => {
    const list = readExternalRetailerList(new URLSearchParams());
    expect(list).toMatchObject({ company: null, show: 'pending', sort: null, page: 1 });
    expect(externalRetailerRouteVariables(new URLSearchParams())).toEqual({
      company: null,
      search: null,
      onboarded: false,
      sort: null,
      first: 10,
    });
  });

  it('keeps the brand, what is shown and the search', () => {
    const params = new URLSearchParams('company=Q29tcGFueTox&show=all&search=98100');
    const list = readExternalRetailerList(params);
    expect(writeExternalRetailerList(new URLSearchParams(), list).toString()).toBe(
      'search=98100&company=Q29tcGFueTox&show=all',
    );
    expect(externalRetailersExportUrl(list)).toBe(
      '/files/external-retailers.csv?company=Q29tcGFueTox&searchValue=98100',
    );
  });
});
