import {
  dimensionRule,
  hsnRule,
  IMAGE_TYPES,
  imageRule,
  maxNumberRule,
  minNumberRule,
  MSG,
  requiredRule,
  skuRule,
  weightRule,
  type Rule,
} from '@parcelo/common';
import type { CatalogueProductInput } from '../../__generated__/useCatalogueProductCreateMutation.graphql';
import { isShopType } from './labels';

/*
 * The product form (Catalogue product) as text values, named like the API's input
 * fields so the server's userErrors (`sku`, `mappedDimensions.length`, ...) land under them.
 */

export const DIMENSION_FIELDS = [
  'mappedDimensions.length',
  'mappedDimensions.breadth',
  'mappedDimensions.height',
] as const;
type DimensionField = (typeof DIMENSION_FIELDS)[number];

export const DIMENSION_LABELS: Record<DimensionField, string> = {
  'mappedDimensions.length': 'Length',
  'mappedDimensions.breadth': 'Breadth',
  'mappedDimensions.height': 'Height',
};

/** The API keeps at most this many images per product. */
export const MAX_PRODUCT_IMAGES = 8;

export type ProductFormValues = {
  productTitle: string;
  sku: string;
  category: string;
  price: string;
  basePrice: string;
  margin: string;
  weight: string;
  'mappedDimensions.length': string;
  'mappedDimensions.breadth': string;
  'mappedDimensions.height': string;
  hsnCode: string;
  d2rCategory: string;
  shopType: string;
  active: string;
  /** The stored image addresses, one per line (addresses hold no line breaks). */
  imageUrls: string;
};

/** What an existing product gives the edit form. */
export interface ProductLike {
  readonly productTitle: string;
  readonly sku: string;
  readonly category: string;
  readonly price: number;
  readonly basePrice: number;
  readonly margin: number;
  readonly weight: number;
  readonly mappedDimensions:
    { readonly length: number; readonly breadth: number; readonly height: number } | null | undefined;
  readonly hsnCode: string;
  readonly d2rCategory: string | null | undefined;
  readonly shopType: string;
  readonly active: number;
  readonly imageUrls: readonly string[];
}

/** The fields of both catalogueProductCreate's and catalogueProductUpdate's input. */
export type ProductInputFields = Omit<CatalogueProductInput, 'company'>;

export const parseImageUrls = (text: string): string[] =>
  text
    .split('\n')
    .map((url) => url.trim())
    .filter(Boolean);

export const joinImageUrls = (urls: readonly string[]): string => urls.join('\n');

/**
 * The MIME type an image file is uploaded as, from its name (jpg, jpeg, png, webp),
 * or the message saying it is not one: 'Only images are allowed'.
 */
export function imageFileType(fileName: string): { fileType: string } | { error: string } {
  const error = imageRule(fileName);
  const fileType = IMAGE_TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''];
  return error || !fileType ? { error: error ?? MSG.imagesOnly } : { fileType };
}

/** The form's starting values: the product's own, or a new product's (a manual, active one). */
export function productFormValues(product?: ProductLike | null): ProductFormValues {
  const dims = product?.mappedDimensions;
  return {
    productTitle: product?.productTitle ?? '',
    sku: product?.sku ?? '',
    category: product?.category ?? '',
    price: product ? String(product.price) : '',
    basePrice: product ? String(product.basePrice) : '',
    margin: product ? String(product.margin) : '',
    weight: product ? String(product.weight) : '',
    'mappedDimensions.length': dims ? String(dims.length) : '',
    'mappedDimensions.breadth': dims ? String(dims.breadth) : '',
    'mappedDimensions.height': dims ? String(dims.height) : '',
    hsnCode: product?.hsnCode ?? '',
    d2rCategory: product?.d2rCategory ?? '',
    shopType: product && isShopType(product.shopType) ? product.shopType : 'MANUAL',
    active: product ? String(product.active === 1 ? 1 : 0) : '1',
    imageUrls: joinImageUrls(product?.imageUrls ?? []),
  };
}

/** Grams: a whole number more than 0. Empty passes; pair with requiredRule. */
export const gramsRule: Rule = (value) =>
  weightRule(value) ?? (Number.isInteger(Number(value.trim())) ? null : MSG.wholeNumber);

/**
 * The shared rules the client checks early (the server checks them again and decides).
 * Dimensions are optional but go together, so their rules read the other two values
 * (through `values`, when they run).
 */
export function productRules(values: () => ProductFormValues): Partial<Record<keyof ProductFormValues, Rule[]>> {
  const together: Rule = (value) => {
    const current = values();
    return !value.trim() && DIMENSION_FIELDS.some((name) => current[name].trim() !== '')
      ? MSG.dimensionsTogether
      : null;
  };
  return {
    productTitle: [requiredRule('Product Title')],
    sku: [requiredRule('SKU'), skuRule('SKU')],
    category: [requiredRule('Category')],
    price: [requiredRule('Price'), minNumberRule(0)],
    basePrice: [requiredRule('Base Price'), minNumberRule(0)],
    margin: [requiredRule('Margin'), minNumberRule(0), maxNumberRule(100)],
    weight: [requiredRule('Weight'), gramsRule],
    'mappedDimensions.length': [together, dimensionRule(DIMENSION_LABELS['mappedDimensions.length'])],
    'mappedDimensions.breadth': [together, dimensionRule(DIMENSION_LABELS['mappedDimensions.breadth'])],
    'mappedDimensions.height': [together, dimensionRule(DIMENSION_LABELS['mappedDimensions.height'])],
    hsnCode: [hsnRule],
  };
}

/** The input fields the (checked) values stand for. Empty dimensions send null, which clears them. */
export function productInput(values: ProductFormValues): ProductInputFields {
  const text = (name: keyof ProductFormValues) => values[name].trim();
  const dims = DIMENSION_FIELDS.map((name) => text(name));
  const [length, breadth, height] = dims.map(Number);
  const hasDimensions = dims.every((value) => value !== '');
  const shopType = text('shopType');
  return {
    productTitle: text('productTitle'),
    sku: text('sku'),
    category: text('category'),
    price: Number(text('price')),
    basePrice: Number(text('basePrice')),
    margin: Number(text('margin')),
    weight: Number(text('weight')),
    mappedDimensions:
      hasDimensions && length !== undefined && breadth !== undefined && height !== undefined
        ? { length, breadth, height }
        : null,
    hsnCode: text('hsnCode'),
    d2rCategory: text('d2rCategory') || null,
    shopType: isShopType(shopType) ? shopType : 'MANUAL',
    active: text('active') === '0' ? 0 : 1,
    imageUrls: parseImageUrls(values.imageUrls),
  };
}

export interface CatalogueFilters {
  readonly active: number | null;
  readonly search: { readonly by: string; readonly value: string } | null;
}

/**
 * The connections a new product joins: the listed one, when the product passes its
 * filters (a product made inactive does not join a list of active ones). Lists with other
 * filters are fetched again when shown, so they need not be told.
 */
export function connectionsForNewProduct(
  connectionId: string,
  filters: CatalogueFilters,
  product: { readonly active: number; readonly sku: string; readonly productTitle: string },
): string[] {
  if (filters.active !== null && filters.active !== product.active) return [];
  if (filters.search) {
    const wanted = filters.search.value.trim().toLowerCase();
    const field = filters.search.by === 'SKU' ? product.sku : product.productTitle;
    if (wanted && !field.toLowerCase().includes(wanted)) return [];
  }
  return [connectionId];
}
