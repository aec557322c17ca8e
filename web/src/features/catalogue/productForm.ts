import {
  DEFAULT_GST_RATE,
  GST_RATES,
  IMAGE_TYPES,
  imageRule,
  MSG,
  ProductFormInput,
  paiseToRupeesText,
  z,
} from '@parcelo/common';

/** The GST slabs a product may be sold at. */
export const GST_RATE_OPTIONS = GST_RATES.map((r) => ({ value: String(r), label: `${r}%` }));
import type { CatalogueProductInput } from '../../__generated__/useCatalogueProductCreateMutation.graphql';
import { isShopType } from './labels';

/*
 * The product form (Catalogue product) as text values, named like the API's input
 * fields so the server's userErrors (`sku`, `mappedDimensions.length`, ...) land under them,
 * and checked with the service's own ProductInput.
 */

export const DIMENSION_LABELS = { length: 'Length', breadth: 'Breadth', height: 'Height' } as const;
export const DIMENSIONS = Object.keys(DIMENSION_LABELS) as (keyof typeof DIMENSION_LABELS)[];

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
  mappedDimensions: { length: string; breadth: string; height: string };
  hsnCode: string;
  /** Percent, one of the GST slabs. */
  gstRate: string;
  d2rCategory: string;
  shopType: string;
  active: string;
  /** The stored image addresses, one per line (addresses hold no line breaks). */
  imageUrls: string;
  /** A new product's own WSIN from its SKU: CHECKED or ''. An edit has none. */
  createWsin: string;
};

/** The value of a ticked checkbox in the form's text values. */
export const CHECKED = 'yes';

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
  readonly gstRate?: number;
  readonly d2rCategory: string | null | undefined;
  readonly shopType: string;
  readonly active: number;
  readonly imageUrls: readonly string[];
}

/** The fields of both catalogueProductCreate's and catalogueProductUpdate's input. */
export type ProductInputFields = Omit<CatalogueProductInput, 'company' | 'createWsin'>;

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

/**
 * The form's starting values: the product's own, or a new product's (a manual, active one,
 * with its own WSIN so the seller can stock it without an admin).
 */
export function productFormValues(product?: ProductLike | null): ProductFormValues {
  const dims = product?.mappedDimensions;
  return {
    productTitle: product?.productTitle ?? '',
    sku: product?.sku ?? '',
    category: product?.category ?? '',
    price: product ? paiseToRupeesText(product.price) : '',
    basePrice: product ? paiseToRupeesText(product.basePrice) : '',
    margin: product ? String(product.margin) : '',
    weight: product ? String(product.weight) : '',
    mappedDimensions: {
      length: dims ? String(dims.length) : '',
      breadth: dims ? String(dims.breadth) : '',
      height: dims ? String(dims.height) : '',
    },
    hsnCode: product?.hsnCode ?? '',
    gstRate: String(product?.gstRate ?? DEFAULT_GST_RATE),
    d2rCategory: product?.d2rCategory ?? '',
    shopType: product && isShopType(product.shopType) ? product.shopType : 'MANUAL',
    active: product ? String(product.active === 1 ? 1 : 0) : '1',
    imageUrls: joinImageUrls(product?.imageUrls ?? []),
    createWsin: product ? '' : CHECKED,
  };
}

/**
 * The form's schema: the service's ProductInput (prices typed in rupees) over the product the form stands for (the
 * channel in the service's spelling, status as 1 or 0, the images one per line).
 */
export const productFormInput = z.preprocess((raw) => {
  const values = raw as ProductFormValues;
  return {
    ...values,
    shopType: values.shopType.toLowerCase(),
    active: values.active === '0' ? 0 : 1,
    imageUrls: parseImageUrls(values.imageUrls),
    createWsin: values.createWsin === CHECKED,
  };
}, ProductFormInput);

/** The input fields the (checked) values stand for. Empty dimensions send null, which clears them. */
export function productInput(values: ProductFormValues): ProductInputFields {
  const product = productFormInput.parse(values);
  const shopType = product.shopType.toUpperCase();
  return {
    productTitle: product.productTitle,
    sku: product.sku,
    category: product.category,
    price: product.price,
    basePrice: product.basePrice,
    margin: product.margin,
    weight: product.weight,
    mappedDimensions: product.mappedDimensions ?? null,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate ?? DEFAULT_GST_RATE,
    d2rCategory: product.d2rCategory || null,
    shopType: isShopType(shopType) ? shopType : 'MANUAL',
    active: product.active,
    imageUrls: product.imageUrls,
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
