import { describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { PACKAGE_FORM, changesOf, createInput, packageFormValues } from './packageForm';
import { packageRouteVariables, readPackageList, writePackageList, packageExportUrl } from './packageList';

const saved = {
  name: 'Tea caddy box',
  code: 'CPN-CADDY',
  packageLength: 12,
  packageWidth: 12,
  packageHeight: 18,
  packageWeight: 90,
  default: false,
  active: true,
};

describe('the package form', () => {
  it('says the spec’s words for an empty new package', () => {
    const result = PACKAGE_FORM.safeParse(packageFormValues(null));
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', MSG.packageNameRequired],
      ['code', MSG.packageCodeRequired],
      ['packageLength', 'Length is required.'],
      ['packageWidth', 'Width is required.'],
      ['packageHeight', 'Height is required.'],
      ['packageWeight', 'Weight is required.'],
    ]);
  });

  it('sends a new package’s fields as numbers, and an edit’s changes only', () => {
    const parsed = PACKAGE_FORM.parse({ ...packageFormValues(saved), packageWeight: '95', default: '1' });
    expect(createInput(parsed)).toEqual({ ...saved, packageWeight: 95, default: undefined, active: undefined });
    expect(changesOf(saved, parsed)).toEqual({ packageWeight: 95, default: true });
    expect(changesOf(saved, PACKAGE_FORM.parse(packageFormValues(saved)))).toEqual({});
  });
});

describe('the packages list in the URL', () => {
  it('reads and writes the Active filter and the search field beside search, sort and page', () => {
    const params = new URLSearchParams('active=0&by=CODE&search=cpn&sort=NAME&order=DESC&page=2&size=50');
    const list = readPackageList(params);
    expect(list).toEqual({
      active: '0',
      by: 'CODE',
      search: 'cpn',
      sort: { by: 'NAME', order: 'DESC' },
      page: 2,
      pageSize: 50,
    });
    expect(writePackageList(new URLSearchParams('drawer=x'), list).toString()).toBe(
      'drawer=x&search=cpn&sort=NAME&order=DESC&page=2&size=50&active=0&by=CODE',
    );
    expect(packageRouteVariables(params)).toEqual({
      active: false,
      search: 'cpn',
      searchBy: 'CODE',
      sort: { by: 'NAME', order: 'DESC' },
      first: 100,
    });
    expect(packageExportUrl(list)).toBe(
      '/files/shipping-packages.csv?active=0&by=CODE&search=cpn&sort=NAME&order=DESC',
    );
  });

  it('takes anything it does not know as All, by Name', () => {
    expect(readPackageList(new URLSearchParams('active=yes&by=x'))).toMatchObject({ active: '', by: 'NAME' });
    expect(packageRouteVariables(new URLSearchParams())).toEqual({
      active: null,
      search: null,
      searchBy: 'NAME',
      sort: null,
      first: 10,
    });
  });
});
