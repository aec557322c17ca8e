import { MSG, fill } from './messages.js';
import {
  acceptsOnly,
  dimensionRule,
  emailRule,
  minNumberRule,
  phoneRule,
  pincodeRule,
  skuRule,
  weightRule,
  wholeNumberRule,
  type Rule,
} from './validation.js';

/**
 * The bulk orders sheet: one row per order line; rows sharing an Order ID are one order.
 * Browser and OMS check a row with the same rules, so inline fixes are judged alike.
 */
export const BULK_ORDER_COLUMNS = [
  { key: 'orderId', header: 'Order ID' },
  { key: 'firstName', header: 'First Name' },
  { key: 'lastName', header: 'Last Name' },
  { key: 'email', header: 'Email' },
  { key: 'phone', header: 'Phone' },
  { key: 'addressLine1', header: 'Address Line 1' },
  { key: 'addressLine2', header: 'Address Line 2' },
  { key: 'city', header: 'City' },
  { key: 'state', header: 'State' },
  { key: 'pincode', header: 'Pincode' },
  { key: 'paymentMode', header: 'Payment Mode' },
  { key: 'title', header: 'Product Title' },
  { key: 'sku', header: 'SKU' },
  { key: 'quantity', header: 'Quantity' },
  { key: 'unitPrice', header: 'Unit Price' },
  { key: 'weight', header: 'Weight (kg)' },
  { key: 'length', header: 'Length (cm)' },
  { key: 'breadth', header: 'Breadth (cm)' },
  { key: 'height', header: 'Height (cm)' },
  { key: 'warehouseCode', header: 'Warehouse Code' },
] as const;

export type BulkOrderField = (typeof BULK_ORDER_COLUMNS)[number]['key'];
export type BulkOrderValues = Record<BulkOrderField, string>;

export const BULK_ORDER_MAX_ROWS = 10_000;
/** A sheet travels base64-encoded (a third larger) in a JSON body, which OMS caps at 10 MB. */
export const BULK_FILE_MAX_MB = 7;
export const bulkTooManyRows = (rows: number) =>
  `The file has ${rows.toLocaleString('en-IN')} rows; at most ${BULK_ORDER_MAX_ROWS.toLocaleString('en-IN')} can be uploaded at once. Split it and upload again.`;

const OPTIONAL: ReadonlySet<BulkOrderField> = new Set(['length', 'breadth', 'height']);

const PAYMENT_MODES = ['COD', 'Prepaid'];

const RULES: Partial<Record<BulkOrderField, Rule>> = {
  email: emailRule,
  phone: phoneRule,
  pincode: pincodeRule,
  paymentMode: (v) => (PAYMENT_MODES.some((m) => m.toLowerCase() === v.toLowerCase()) ? null : acceptsOnly(PAYMENT_MODES)),
  sku: skuRule('SKU'),
  quantity: wholeNumberRule(1),
  unitPrice: minNumberRule(0),
  weight: weightRule,
  length: dimensionRule('Length'),
  breadth: dimensionRule('Breadth'),
  height: dimensionRule('Height'),
};

/** One cell's problem, or null: 'Please Input {title}!' for an empty required cell (§5). */
export function bulkOrderCellError(field: BulkOrderField, value: string): string | null {
  const header = BULK_ORDER_COLUMNS.find((c) => c.key === field)!.header;
  if (!value.trim()) return OPTIONAL.has(field) ? null : fill(MSG.requiredInput, { field: header });
  return RULES[field]?.(value.trim()) ?? null;
}

/**
 * A row's problems by field. `warehouseCodes` are the company's, when known: the browser
 * has them from the preview, so an inline fix is judged as the server will judge it.
 */
export function bulkOrderRowErrors(values: BulkOrderValues, warehouseCodes?: readonly string[]): Partial<Record<BulkOrderField, string>> {
  const errors: Partial<Record<BulkOrderField, string>> = {};
  for (const { key } of BULK_ORDER_COLUMNS) {
    const message = bulkOrderCellError(key, values[key] ?? '');
    if (message) errors[key] = message;
  }
  const dims = [values.length, values.breadth, values.height].filter((v) => v?.trim());
  if (dims.length > 0 && dims.length < 3) errors.length ??= MSG.dimensionsTogether;
  const code = values.warehouseCode?.trim().toUpperCase();
  if (!errors.warehouseCode && code && warehouseCodes && !warehouseCodes.some((c) => c.toUpperCase() === code)) {
    errors.warehouseCode = warehouseCodes.length > 0 ? acceptsOnly(warehouseCodes) : MSG.warehouseGate;
  }
  return errors;
}

export const emptyBulkOrderValues = (): BulkOrderValues =>
  Object.fromEntries(BULK_ORDER_COLUMNS.map((c) => [c.key, ''])) as BulkOrderValues;

