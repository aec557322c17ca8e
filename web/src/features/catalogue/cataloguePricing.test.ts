import { BULK_FILE_MAX_MB, MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  cataloguePricingCsvUrl,
  cataloguePricingPath,
  cataloguePricingQueryVariables,
  pricingFileError,
  pricingRow,
  pricingUploadOutcome,
  readCataloguePricingParams,
} from './cataloguePricing';

describe('catalogue pricing page URL', () => {
  it('reads the company and store, and ignores a store without a company', () => {
    expect(readCataloguePricingParams(new URLSearchParams(''))).toEqual({ company: null, store: null });
    expect(readCataloguePricingParams(new URLSearchParams('company=Q29tcGFueTox'))).toEqual({
      company: 'Q29tcGFueTox',
      store: null,
    });
    expect(readCataloguePricingParams(new URLSearchParams('company=Q29tcGFueTox&store=V2FyZWhvdXNlOjE%3D'))).toEqual({
      company: 'Q29tcGFueTox',
      store: 'V2FyZWhvdXNlOjE=',
    });
    expect(readCataloguePricingParams(new URLSearchParams('store=V2FyZWhvdXNlOjE%3D'))).toEqual({
      company: null,
      store: null,
    });
    expect(readCataloguePricingParams(new URLSearchParams('company=%20&store=%20'))).toEqual({
      company: null,
      store: null,
    });
    expect(readCataloguePricingParams(new URLSearchParams('company=C&store=%20'))).toEqual({
      company: 'C',
      store: null,
    });
  });

  it('writes the company and store, and no store without a company', () => {
    expect(cataloguePricingPath({ company: null, store: null })).toBe('/admin/catalogue-pricing');
    expect(cataloguePricingPath({ company: null, store: 'S' })).toBe('/admin/catalogue-pricing');
    expect(cataloguePricingPath({ company: 'Q29tcGFueTox', store: null })).toBe(
      '/admin/catalogue-pricing?company=Q29tcGFueTox',
    );
    expect(cataloguePricingPath({ company: 'Q29tcGFueTox', store: 'V2FyZWhvdXNlOjE=' })).toBe(
      '/admin/catalogue-pricing?company=Q29tcGFueTox&store=V2FyZWhvdXNlOjE%3D',
    );
  });

  it('round-trips through the URL', () => {
    const params = { company: 'Q29tcGFueTox', store: 'V2FyZWhvdXNlOjE=' };
    const url = new URL(cataloguePricingPath(params), 'http://localhost');
    expect(readCataloguePricingParams(url.searchParams)).toEqual(params);
  });

  it('fetches nothing company-scoped before a company, and no prices before a store', () => {
    expect(cataloguePricingQueryVariables({ company: null, store: null })).toEqual({
      company: '',
      store: '',
      withCompany: false,
      withPricing: false,
    });
    expect(cataloguePricingQueryVariables({ company: 'C', store: null })).toEqual({
      company: 'C',
      store: '',
      withCompany: true,
      withPricing: false,
    });
    expect(cataloguePricingQueryVariables({ company: 'C', store: 'S' })).toEqual({
      company: 'C',
      store: 'S',
      withCompany: true,
      withPricing: true,
    });
  });
});

describe('catalogue pricing download', () => {
  it('asks for the CSV by global ids, encoded', () => {
    expect(cataloguePricingCsvUrl('Q29tcGFueTox', 'V2FyZWhvdXNlOjE=')).toBe(
      '/files/catalogue-pricing.csv?company=Q29tcGFueTox&store=V2FyZWhvdXNlOjE%3D',
    );
  });
});

describe('catalogue pricing upload file', () => {
  it('asks for a file, and accepts .csv only, in any case, up to the size the API takes', () => {
    expect(pricingFileError(null)).toBe(MSG.noFileSelected);
    expect(pricingFileError(undefined)).toBe(MSG.noFileSelected);
    expect(pricingFileError({ name: 'pricing.xlsx', size: 10 })).toBe(MSG.csvOnly);
    expect(pricingFileError({ name: 'pricing.csv.txt', size: 10 })).toBe(MSG.csvOnly);
    expect(pricingFileError({ name: 'pricing', size: 10 })).toBe(MSG.csvOnly);
    expect(pricingFileError({ name: 'Pricing MARCH.CSV', size: 10 })).toBeNull();
    expect(pricingFileError({ name: 'pricing.csv', size: BULK_FILE_MAX_MB * 1024 * 1024 })).toBeNull();
    expect(pricingFileError({ name: 'big.csv', size: BULK_FILE_MAX_MB * 1024 * 1024 + 1 })).toBe(
      `The file is larger than ${BULK_FILE_MAX_MB} MB. Split it and upload again.`,
    );
  });
});

describe('catalogue pricing upload outcome', () => {
  it('is saved when nothing is wrong, with how many products changed', () => {
    expect(pricingUploadOutcome({ updated: 3, failed: [], userErrors: [] })).toEqual({ kind: 'saved', updated: 3 });
    expect(pricingUploadOutcome({ updated: null, failed: null, userErrors: [] })).toEqual({
      kind: 'saved',
      updated: 0,
    });
  });

  it('lists every wrong row when any row is wrong (nothing saved)', () => {
    const failed = [
      { key: 'CHAI-MSL-250', message: 'Row 3: Discount cannot be more than the price (249)' },
      { key: 'Row 5', message: null },
    ];
    expect(pricingUploadOutcome({ updated: 0, failed, userErrors: [] })).toEqual({
      kind: 'failed',
      rows: [
        { key: 'CHAI-MSL-250', message: 'Row 3: Discount cannot be more than the price (249)' },
        { key: 'Row 5', message: MSG.pricingUploadFailed },
      ],
    });
  });

  it('is refused with the server’s messages when the file is not taken at all', () => {
    expect(pricingUploadOutcome({ updated: null, failed: null, userErrors: [{ message: MSG.csvOnly }] })).toEqual({
      kind: 'refused',
      message: MSG.csvOnly,
    });
    expect(
      pricingUploadOutcome({ updated: null, failed: null, userErrors: [{ message: 'A.' }, { message: 'B.' }] }),
    ).toEqual({ kind: 'refused', message: 'A. B.' });
    expect(pricingUploadOutcome({ updated: null, failed: null, userErrors: [{ message: '' }] })).toEqual({
      kind: 'refused',
      message: MSG.pricingUploadFailed,
    });
    // userErrors win over any rows.
    expect(
      pricingUploadOutcome({
        updated: 0,
        failed: [{ key: 'X', message: 'm' }],
        userErrors: [{ message: MSG.selectStore }],
      }),
    ).toEqual({
      kind: 'refused',
      message: MSG.selectStore,
    });
  });
});

describe('catalogue pricing rows', () => {
  const product = {
    id: 'Q2F0YWxvZ3VlUHJvZHVjdDox',
    productId: 7,
    productTitle: 'Chai CTC 500g',
    sku: 'CHAI-CTC-500',
    category: 'Tea',
    price: 29_900,
  };

  it('keys a row by its product and carries the price, discount and final price', () => {
    expect(pricingRow('c0', product, 4950, 24_950)).toEqual({
      id: product.id,
      productId: 7,
      productTitle: 'Chai CTC 500g',
      sku: 'CHAI-CTC-500',
      category: 'Tea',
      price: 29_900,
      discount: 4950,
      finalPrice: 24_950,
    });
  });

  it('keeps a row whose product could not be read, keyed by its cursor', () => {
    const rows = [pricingRow('c0', null, 0, 10), pricingRow('c1', undefined, 1, 9)];
    expect(rows.map((row) => row.id)).toEqual(['cursor:c0', 'cursor:c1']);
    expect(rows[0]).toMatchObject({
      productId: null,
      productTitle: null,
      sku: null,
      category: null,
      price: null,
      finalPrice: 10,
    });
  });
});
