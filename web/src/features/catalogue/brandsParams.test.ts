import { describe, expect, it } from 'vitest';
import { brandsPath, brandsQueryVariables, readBrandsParams } from './brandsParams';

describe('brands page URL', () => {
  it('reads the company and tab, products by default', () => {
    expect(readBrandsParams(new URLSearchParams(''))).toEqual({ company: null, tab: 'products' });
    expect(readBrandsParams(new URLSearchParams('company=Q29tcGFueTox&tab=wsin'))).toEqual({
      company: 'Q29tcGFueTox',
      tab: 'wsin',
    });
    expect(readBrandsParams(new URLSearchParams('company=%20&tab=orders'))).toEqual({ company: null, tab: 'products' });
  });

  it('writes the company and tab', () => {
    expect(brandsPath({ company: 'Q29tcGFueTox', tab: 'wsin' })).toBe('/admin/brands?company=Q29tcGFueTox&tab=wsin');
    expect(brandsPath({ company: null, tab: 'products' })).toBe('/admin/brands?tab=products');
  });

  it('fetches only the open tab, and nothing before a company is chosen', () => {
    expect(brandsQueryVariables({ company: null, tab: 'wsin' })).toEqual({
      company: '',
      withCompany: false,
      withProducts: false,
      withWsins: false,
    });
    expect(brandsQueryVariables({ company: 'C', tab: 'products' })).toEqual({
      company: 'C',
      withCompany: true,
      withProducts: true,
      withWsins: false,
    });
    expect(brandsQueryVariables({ company: 'C', tab: 'wsin' })).toEqual({
      company: 'C',
      withCompany: true,
      withProducts: false,
      withWsins: true,
    });
  });
});
