import { MSG, fill } from './messages.js';
import { SHOP_TYPES } from './contracts/channels.js';
import { hsnRule } from './inventory.js';
import {
  acceptsOnly,
  dimensionRule,
  maxNumberRule,
  minNumberRule,
  rupeesRule,
  skuRule,
  wholeNumberRule,
  type Rule,
} from './validation.js';

/**
 * A bulk upload sheet: its columns (found by header text), each cell's rule, and the
 * checks across a row. The browser's preview and the service judge a row alike, so an
 * inline fix is judged as the save will judge it.
 */
export interface BulkColumn<K extends string = string> {
  key: K;
  header: string;
  optional?: boolean;
  /** What an empty required cell says, where the spec words it (else 'Please Input {title}!'). */
  emptyMessage?: string;
}

export interface BulkContext {
  /** The company's warehouse codes, when the sheet names warehouses. */
  warehouseCodes?: readonly string[];
  /**
   * Whether a pincode is India Post's and in the state given (the services hold the
   * directory; the browser leaves this to the preview and the save).
   */
  pincodeProblem?: (pincode: string, state: string) => { field: 'pincode' | 'state'; message: string } | null;
}

export interface BulkSheet<K extends string = string> {
  /** The task's type, for 'All {type} executed successfully!' (orders, catalogues, inventory). */
  type: string;
  columns: readonly BulkColumn<K>[];
  rules: Partial<Record<K, Rule>>;
  /** Checks across cells, adding to `errors` what single cells cannot say. */
  rowCheck?: (values: Record<K, string>, errors: Partial<Record<K, string>>, context: BulkContext) => void;
}

/** The most rows one sheet may hold. */
export const BULK_MAX_ROWS = 10_000;
/** Ten times what a full sheet of 10,000 order rows weighs, well under the upload store's 10 MB. */
export const BULK_FILE_MAX_MB = 7;
/** The upload kind a bulk sheet is stored under before its preview and save read it. */
export const BULK_SHEET_UPLOAD = 'bulk_sheet';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The upload kind an edited catalogue pricing file is stored under before WMS reads it. */
export const PRICING_SHEET_UPLOAD = 'pricing_sheet';
export const CSV_TYPE = 'text/csv';
export const bulkTooManyRows = (rows: number) =>
  `The file has ${rows.toLocaleString('en-IN')} rows; at most ${BULK_MAX_ROWS.toLocaleString('en-IN')} can be uploaded at once. Split it and upload again.`;

/** One cell's problem, or null: 'Please Input {title}!' for an empty required cell. */
export function bulkCellError<K extends string>(sheet: BulkSheet<K>, key: K, value: string): string | null {
  const column = sheet.columns.find((c) => c.key === key)!;
  if (!value.trim())
    return column.optional ? null : (column.emptyMessage ?? fill(MSG.requiredInput, { field: column.header }));
  return sheet.rules[key]?.(value.trim()) ?? null;
}

/** A row's problems by column. */
export function bulkRowErrors<K extends string>(
  sheet: BulkSheet<K>,
  values: Record<K, string>,
  context: BulkContext = {},
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const { key } of sheet.columns) {
    const message = bulkCellError(sheet, key, values[key] ?? '');
    if (message) errors[key] = message;
  }
  sheet.rowCheck?.(values, errors, context);
  return errors;
}

export const emptyBulkValues = <K extends string>(sheet: BulkSheet<K>): Record<K, string> =>
  Object.fromEntries(sheet.columns.map((c) => [c.key, ''])) as Record<K, string>;

/** Whether a warehouse code is one of the company's ('Accepts only …' otherwise, or the gate without any). */
export function warehouseCodeError(code: string, codes: readonly string[] | undefined): string | null {
  const c = code.trim().toUpperCase();
  if (!c || !codes || codes.some((k) => k.toUpperCase() === c)) return null;
  return codes.length > 0 ? acceptsOnly(codes) : MSG.warehouseGate;
}

const dimensionsTogether =
  <K extends string>(keys: [K, K, K]) =>
  (values: Record<K, string>, errors: Partial<Record<K, string>>) => {
    const given = keys.filter((k) => values[k]?.trim());
    if (given.length > 0 && given.length < 3) errors[keys[0]] ??= MSG.dimensionsTogether;
  };

const activeRule: Rule = (v) => (['0', '1'].includes(v) ? null : acceptsOnly(['1', '0']));
const shopTypeRule: Rule = (v) => (SHOP_TYPES.includes(v.toLowerCase() as never) ? null : acceptsOnly(SHOP_TYPES));
const marginRule: Rule = (v) => minNumberRule(0)(v) ?? maxNumberRule(100)(v);

/** Upload Bulk Catalogs: one product a row, created, or updated when its SKU exists. */
export const BULK_CATALOGUES = {
  type: 'catalogues',
  columns: [
    { key: 'productTitle', header: 'Product Title' },
    { key: 'sku', header: 'SKU' },
    { key: 'category', header: 'Category' },
    { key: 'price', header: 'Price' },
    { key: 'basePrice', header: 'Base Price' },
    { key: 'margin', header: 'Margin (%)' },
    { key: 'weight', header: 'Weight (gm)' },
    { key: 'hsnCode', header: 'HSN Code', emptyMessage: MSG.hsnRequired },
    { key: 'length', header: 'Length (cm)', optional: true },
    { key: 'breadth', header: 'Breadth (cm)', optional: true },
    { key: 'height', header: 'Height (cm)', optional: true },
    { key: 'shopType', header: 'Shop Type', optional: true },
    { key: 'active', header: 'Active (1/0)', optional: true },
    { key: 'd2rCategory', header: 'D2R Category', optional: true },
  ],
  rules: {
    sku: skuRule('SKU'),
    // The bounds of the product form (ProductInput), which the saved rows go through.
    price: rupeesRule('Price'),
    basePrice: rupeesRule('Base Price'),
    margin: marginRule,
    weight: wholeNumberRule(1, 1_000_000),
    hsnCode: hsnRule,
    length: dimensionRule('Length'),
    breadth: dimensionRule('Breadth'),
    height: dimensionRule('Height'),
    shopType: shopTypeRule,
    active: activeRule,
  },
  rowCheck: dimensionsTogether(['length', 'breadth', 'height']),
} as const satisfies BulkSheet;

export type BulkCatalogueField = (typeof BULK_CATALOGUES)['columns'][number]['key'];

const isoDateRule: Rule = (v) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime())
    ? null
    : fill(MSG.invalidField, { field: 'Date' });

/** The bulk inventory upload: inbound entries, one WSIN at one warehouse a row. */
export const BULK_INVENTORY = {
  type: 'inventory entries',
  columns: [
    { key: 'warehouseCode', header: 'Warehouse Code' },
    { key: 'wsin', header: 'WSIN' },
    { key: 'date', header: 'Date (YYYY-MM-DD)' },
    { key: 'inboundAccepted', header: 'Inbound Accepted' },
    { key: 'inboundRejected', header: 'Inbound Rejected' },
    { key: 'remark', header: 'Remark' },
  ],
  rules: {
    wsin: skuRule('WSIN'),
    date: isoDateRule,
    inboundAccepted: wholeNumberRule(0, 1_000_000),
    inboundRejected: wholeNumberRule(0, 1_000_000),
  },
  rowCheck: (values, errors, context) => {
    const wrong = errors.warehouseCode ? null : warehouseCodeError(values.warehouseCode ?? '', context.warehouseCodes);
    if (wrong) errors.warehouseCode = wrong;
    if (
      !errors.inboundAccepted &&
      !errors.inboundRejected &&
      Number(values.inboundAccepted) === 0 &&
      Number(values.inboundRejected) === 0
    ) {
      errors.inboundAccepted = MSG.inventoryAddFailed;
    }
  },
} as const satisfies BulkSheet;

export type BulkInventoryField = (typeof BULK_INVENTORY)['columns'][number]['key'];

/** Admins' WSIN upload: one WSIN of the chosen brand a row, created as Brands > WSIN creates one. */
export const BULK_WSINS = {
  type: 'WSINs',
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'wsin', header: 'WSIN' },
    { key: 'active', header: 'Active (1/0)', optional: true },
  ],
  rules: {
    wsin: skuRule('WSIN'),
    active: activeRule,
  },
} as const satisfies BulkSheet;

export type BulkWsinField = (typeof BULK_WSINS)['columns'][number]['key'];

/**
 * Admins' WSIN mapping upload: a product (by SKU) packed from a quantity of a WSIN, one pair a
 * row. A product's rows together are its WSIN map, replacing the one it had, as Brands >
 * Products maps one.
 */
export const BULK_WSIN_MAPS = {
  type: 'WSIN mappings',
  columns: [
    { key: 'sku', header: 'SKU' },
    { key: 'wsin', header: 'WSIN' },
    { key: 'quantity', header: 'Quantity' },
  ],
  rules: {
    sku: skuRule('SKU'),
    wsin: skuRule('WSIN'),
    quantity: wholeNumberRule(1),
  },
} as const satisfies BulkSheet;

export type BulkWsinMapField = (typeof BULK_WSIN_MAPS)['columns'][number]['key'];
