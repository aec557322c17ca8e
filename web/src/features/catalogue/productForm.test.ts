import { MSG, WSIN_MAX_LENGTH, fill } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../../tests/support/formErrors';
import {
  CHECKED,
  connectionsForNewProduct,
  imageFileType,
  joinImageUrls,
  parseImageUrls,
  productFormInput,
  productFormValues,
  productInput,
  type ProductFormValues,
  type ProductLike,
} from './productForm';

const filled: ProductFormValues = {
  ...productFormValues(),
  productTitle: '  Masala Chai 250g ',
  sku: 'CHAI-250',
  category: 'Beverages',
  price: '199.5',
  basePrice: '150',
  margin: '12.5',
  weight: '250',
  hsnCode: '0902',
};

/** A product as the edit form gets it. */
const saved: ProductLike = {
  productTitle: 'Chai',
  sku: 'C-1',
  category: 'Tea',
  price: 1025,
  basePrice: 900,
  margin: 5,
  weight: 120,
  mappedDimensions: { length: 10, breadth: 5.5, height: 2 },
  hsnCode: '0902',
  d2rCategory: null,
  shopType: 'SHOPIFY',
  active: 0,
  imageUrls: ['https://img/a.png', 'https://img/b.png'],
};

const errorsOf = (values: ProductFormValues) => formErrors(productFormInput, values);
const dims = (length: string, breadth: string, height: string) => ({ mappedDimensions: { length, breadth, height } });

describe('product form', () => {
  it('starts a new product as manual and active, with no images', () => {
    const values = productFormValues();
    expect(values.shopType).toBe('MANUAL');
    expect(values.active).toBe('1');
    expect(values.imageUrls).toBe('');
    expect(values.productTitle).toBe('');
  });

  it('starts an edit from the product, numbers as text', () => {
    const values = productFormValues(saved);
    expect(values).toMatchObject({
      price: '10.25',
      weight: '120',
      mappedDimensions: { length: '10', breadth: '5.5', height: '2' },
      d2rCategory: '',
      shopType: 'SHOPIFY',
      active: '0',
      imageUrls: 'https://img/a.png\nhttps://img/b.png',
    });
  });

  it('turns the values into the mutation input, prices in paise', () => {
    expect(productInput({ ...filled, d2rCategory: ' ', imageUrls: joinImageUrls(['https://img/a.png']) })).toEqual({
      productTitle: 'Masala Chai 250g',
      sku: 'CHAI-250',
      category: 'Beverages',
      price: 19_950,
      basePrice: 15_000,
      margin: 12.5,
      weight: 250,
      mappedDimensions: null,
      hsnCode: '0902',
      gstRate: 18,
      d2rCategory: null,
      shopType: 'MANUAL',
      active: 1,
      imageUrls: ['https://img/a.png'],
    });
    // Tea is in the 5 % slab; a rate GST does not have is refused.
    expect(productInput({ ...filled, gstRate: '5' }).gstRate).toBe(5);
    expect(errorsOf({ ...filled, gstRate: '15' }).gstRate).toMatch(/^Accepts only/);
  });

  it('sends dimensions only when all three are given, and the chosen status and channel', () => {
    const input = productInput({
      ...filled,
      ...dims('30', '20', '8.5'),
      active: '0',
      shopType: 'AMAZON',
      d2rCategory: 'Tea',
    });
    expect(input.mappedDimensions).toEqual({ length: 30, breadth: 20, height: 8.5 });
    expect(input.active).toBe(0);
    expect(input.shopType).toBe('AMAZON');
    expect(input.d2rCategory).toBe('Tea');
    expect(errorsOf({ ...filled, shopType: 'bogus' }).shopType).toMatch(/^Accepts only/);
  });

  it('passes a complete product', () => {
    expect(errorsOf(filled)).toEqual({});
  });

  it('checks the shared rules with the spec’s messages', () => {
    const errors = errorsOf({ ...productFormValues(), sku: 'CHAI 250', weight: '12.5' });
    expect(errors.productTitle).toBe('Product Title is required');
    expect(errors.sku).toBe('Please provide valid SKU');
    expect(errors.hsnCode).toBe('HSN Code is required!');
    expect(errors.weight).toBe(MSG.wholeNumber);
    expect(errorsOf({ ...filled, sku: 'CHAI(1)' }).sku).toBe('Please provide valid SKU');
    expect(errorsOf({ ...filled, price: '-1' }).price).toBe('Price must not be negative');
    expect(errorsOf({ ...filled, price: '5e-324' }).price).toBe(
      'Price must be an amount in rupees with at most 2 decimals, e.g. 1,250.50',
    );
  });

  it('wants all three dimensions or none', () => {
    const errors = errorsOf({ ...filled, ...dims('10', '', ' ') });
    expect(errors['mappedDimensions.length']).toBeUndefined();
    expect(errors['mappedDimensions.breadth']).toBe(MSG.dimensionsTogether);
    expect(errors['mappedDimensions.height']).toBe(MSG.dimensionsTogether);
    expect(errorsOf({ ...filled, ...dims('0', '1', '1') })['mappedDimensions.length']).toBe(
      'Length must be more than 0',
    );
  });

  it('takes grams as a whole number above 0', () => {
    expect(errorsOf({ ...filled, weight: '250' }).weight).toBeUndefined();
    expect(errorsOf({ ...filled, weight: '0' }).weight).toBe(MSG.weightPositive);
    expect(errorsOf({ ...filled, weight: '2.5' }).weight).toBe(MSG.wholeNumber);
    expect(errorsOf({ ...filled, weight: 'abc' }).weight).toBe(MSG.weightPositive);
    expect(errorsOf({ ...filled, weight: ' ' }).weight).toBe('Weight is required');
  });

  it('accepts only jpg, jpeg, png and webp images', () => {
    expect(imageFileType('shirt.JPG')).toEqual({ fileType: 'image/jpeg' });
    expect(imageFileType('shirt.jpeg')).toEqual({ fileType: 'image/jpeg' });
    expect(imageFileType('shirt.png')).toEqual({ fileType: 'image/png' });
    expect(imageFileType('shirt.webp')).toEqual({ fileType: 'image/webp' });
    expect(imageFileType('shirt.gif')).toEqual({ error: 'Only images are allowed' });
    expect(imageFileType('shirt')).toEqual({ error: 'Only images are allowed' });
  });

  it('offers a new product its own WSIN from the SKU, which must then fit a WSIN; an edit never', () => {
    expect(productFormValues().createWsin).toBe(CHECKED);
    expect(productFormValues(saved).createWsin).toBe('');
    const long = `CHAI-${'X'.repeat(WSIN_MAX_LENGTH)}`;
    expect(errorsOf({ ...filled, sku: long }).sku).toBe(fill(MSG.wsinSkuTooLong, { n: WSIN_MAX_LENGTH }));
    expect(errorsOf({ ...filled, sku: long, createWsin: '' })).toEqual({});
    expect(errorsOf({ ...filled, sku: 'X'.repeat(WSIN_MAX_LENGTH) })).toEqual({});
    // The flag is the create call's alone: the fields both mutations share leave it out.
    expect(productInput(filled)).not.toHaveProperty('createWsin');
  });

  it('keeps image addresses one per line', () => {
    expect(parseImageUrls(' https://a \n\nhttps://b ')).toEqual(['https://a', 'https://b']);
    expect(parseImageUrls('')).toEqual([]);
  });
});

describe('where a new product is listed', () => {
  const product = { active: 1, sku: 'CHAI-250', productTitle: 'Masala Chai' };

  it('joins an unfiltered list', () => {
    expect(connectionsForNewProduct('conn', { active: null, search: null }, product)).toEqual(['conn']);
  });

  it('joins a filtered list only when it passes the filters', () => {
    expect(connectionsForNewProduct('conn', { active: 1, search: null }, product)).toEqual(['conn']);
    expect(connectionsForNewProduct('conn', { active: 0, search: null }, product)).toEqual([]);
    expect(connectionsForNewProduct('conn', { active: null, search: { by: 'SKU', value: 'chai' } }, product)).toEqual([
      'conn',
    ]);
    expect(
      connectionsForNewProduct('conn', { active: null, search: { by: 'TITLE', value: 'coffee' } }, product),
    ).toEqual([]);
  });
});
