import { BULK_FILE_MAX_MB, MSG, fill } from '@parcelo/common';

/*
 * /admin/catalogue-pricing keeps the chosen company and store in the URL, so a
 * reload or a shared link shows the same prices:
 *   company=<Company id>     the brand whose catalogue is priced; none means the search comes first
 *   store=<Warehouse id>     one of that company's warehouses; ignored without a company
 */

export const CATALOGUE_PRICING_PATH = '/admin/catalogue-pricing';

export interface CataloguePricingParams {
  company: string | null;
  store: string | null;
}

export function readCataloguePricingParams(params: URLSearchParams): CataloguePricingParams {
  const company = params.get('company')?.trim() || null;
  // A store belongs to a company: without one, a store in the URL means nothing.
  const store = (company && params.get('store')?.trim()) || null;
  return { company, store };
}

/** The pricing page for a company and store. */
export function cataloguePricingPath({ company, store }: CataloguePricingParams): string {
  const params = new URLSearchParams();
  if (company) {
    params.set('company', company);
    if (store) params.set('store', store);
  }
  const query = params.toString();
  return query ? `${CATALOGUE_PRICING_PATH}?${query}` : CATALOGUE_PRICING_PATH;
}

/**
 * The route query's variables: nothing company-scoped before a company is chosen, and
 * no prices before a store is.
 */
export function cataloguePricingQueryVariables({ company, store }: CataloguePricingParams) {
  return {
    // Required by the query's type even when unused; every field reading them is skipped then.
    company: company ?? '',
    store: store ?? '',
    withCompany: company !== null,
    withPricing: company !== null && store !== null,
  };
}

/** csv/catalogue/pricing/{companyId}/{storeId}, as the BFF serves it (global ids). */
export function cataloguePricingCsvUrl(company: string, store: string): string {
  const params = new URLSearchParams({ company, store });
  return `/files/catalogue-pricing.csv?${params.toString()}`;
}

/** The downloaded file's name when the server does not give one (it names the company, store and day). */
export const CATALOGUE_PRICING_CSV_NAME = 'catalogue-pricing.csv';

/** What the file input offers; other files can still be picked ("All files"), so `pricingFileError` checks. */
export const CSV_ACCEPT = '.csv,text/csv';

/** Only .csv files, of a size the API takes; the server checks the same and also reads the rows. */
export function pricingFileError(
  file: { readonly name: string; readonly size: number } | null | undefined,
): string | null {
  if (!file) return MSG.noFileSelected;
  if (!file.name.toLowerCase().endsWith('.csv')) return MSG.csvOnly;
  return file.size > BULK_FILE_MAX_MB * 1024 * 1024 ? fill(MSG.fileTooLarge, { n: BULK_FILE_MAX_MB }) : null;
}

interface UploadPayload {
  readonly updated: number | null | undefined;
  readonly failed: readonly { readonly key: string; readonly message: string | null | undefined }[] | null | undefined;
  readonly userErrors: readonly { readonly message: string }[];
}

export interface FailedPricingRow {
  /** The row's SKU, or 'Row n' when it has none. */
  key: string;
  message: string;
}

/** What an upload came to: all rows saved, none saved for the wrong rows listed, or refused outright. */
export type PricingUploadOutcome =
  | { kind: 'saved'; updated: number }
  | { kind: 'failed'; rows: readonly FailedPricingRow[] }
  | { kind: 'refused'; message: string };

export function pricingUploadOutcome(payload: UploadPayload): PricingUploadOutcome {
  if (payload.userErrors.length > 0) {
    const message = payload.userErrors
      .map((error) => error.message)
      .filter(Boolean)
      .join(' ');
    return { kind: 'refused', message: message || MSG.pricingUploadFailed };
  }
  const failed = payload.failed ?? [];
  if (failed.length > 0) {
    return {
      kind: 'failed',
      rows: failed.map((row) => ({ key: row.key, message: row.message || MSG.pricingUploadFailed })),
    };
  }
  return { kind: 'saved', updated: payload.updated ?? 0 };
}

/** The product a pricing row prices, as the table reads it off the row. */
export interface PricedProduct {
  readonly id: string;
  readonly productId: number;
  readonly productTitle: string;
  readonly sku: string;
  readonly category: string;
  readonly price: number;
}

/** A table row: a product's price at the store. The product's fields are null when it could not be read. */
export interface PricingRow {
  id: string;
  productId: number | null;
  productTitle: string | null;
  sku: string | null;
  category: string | null;
  price: number | null;
  discount: number;
  finalPrice: number;
}

/**
 * One row as the table lists it. A pricing row has no id of its own: it is keyed by its
 * product, or by its edge's cursor when the product could not be read.
 */
export function pricingRow(
  cursor: string,
  product: PricedProduct | null | undefined,
  discount: number,
  finalPrice: number,
): PricingRow {
  return {
    id: product?.id ?? `cursor:${cursor}`,
    productId: product?.productId ?? null,
    productTitle: product?.productTitle ?? null,
    sku: product?.sku ?? null,
    category: product?.category ?? null,
    price: product?.price ?? null,
    discount,
    finalPrice,
  };
}
