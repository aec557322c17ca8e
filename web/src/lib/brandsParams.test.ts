import { describe, expect, it } from 'vitest';
import { brandsCompany, brandsIndexPath, brandsPath } from './brandsParams';

describe('Brands URLs', () => {
  it('reads the chosen brand from the query, blank counting as none', () => {
    expect(brandsCompany(new Request('http://x/admin/brands/orders?company=Q29tcGFueTox'))).toBe('Q29tcGFueTox');
    expect(brandsCompany(new Request('http://x/admin/brands/orders?company=%20'))).toBeNull();
    expect(brandsCompany(new Request('http://x/admin/brands/orders'))).toBeNull();
  });

  it('puts the page in the path and the brand in the query', () => {
    expect(brandsPath('wsin', 'Q29tcGFueTox')).toBe('/admin/brands/wsin?company=Q29tcGFueTox');
    expect(brandsPath('orders', null)).toBe('/admin/brands/orders');
    expect(brandsPath('tasks', 'a+b=')).toBe('/admin/brands/tasks?company=a%2Bb%3D');
  });

  it('sends /admin/brands and older ?tab= links to their page, keeping the brand', () => {
    expect(brandsIndexPath(new URLSearchParams(''))).toBe('/admin/brands/products');
    expect(brandsIndexPath(new URLSearchParams('company=C&tab=wsin'))).toBe('/admin/brands/wsin?company=C');
    expect(brandsIndexPath(new URLSearchParams('company=C&tab=nonsense'))).toBe('/admin/brands/products?company=C');
  });
});
