import { MSG } from './messages.js';
import { emailRule, phoneRule, pincodeRule, skuRule, type Rule } from './validation.js';

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
export const bulkTooManyRows = (rows: number) =>
  `The file has ${rows.toLocaleString('en-IN')} rows; at most ${BULK_ORDER_MAX_ROWS.toLocaleString('en-IN')} can be uploaded at once. Split it and upload again.`;
export const BULK_XLSX_ONLY = 'Only .xlsx files are accepted';

const OPTIONAL: ReadonlySet<BulkOrderField> = new Set(['length', 'breadth', 'height']);

const number = (header: string, min: number, strict: boolean, integer = false): Rule => (v) => {
  const n = Number(v);
  if (!/^-?\d+(\.\d+)?$/.test(v.trim()) || (integer && !Number.isInteger(n))) return `Please enter a valid ${header.toLowerCase()}`;
  if (strict ? n <= min : n < min) return strict ? `${header} must be more than ${min}` : `Value should not be less than ${min}`;
  return null;
};

const RULES: Partial<Record<BulkOrderField, Rule>> = {
  email: emailRule,
  phone: phoneRule,
  pincode: pincodeRule,
  paymentMode: (v) => (['cod', 'prepaid'].includes(v.trim().toLowerCase()) ? null : 'Accepts only COD, Prepaid'),
  sku: skuRule('SKU'),
  quantity: (v) => (number('Quantity', 1, false, true)(v) ? MSG.quantityMin : null),
  unitPrice: number('Unit price', 0, false),
  weight: (v) => (number('Weight', 0, true)(v) ? MSG.weightPositive : null),
  length: number('Length', 0, true),
  breadth: number('Breadth', 0, true),
  height: number('Height', 0, true),
};

/** One cell's problem, or null: 'Please Input {title}!' for an empty required cell (§5). */
export function bulkOrderCellError(field: BulkOrderField, value: string): string | null {
  const header = BULK_ORDER_COLUMNS.find((c) => c.key === field)!.header;
  if (!value.trim()) return OPTIONAL.has(field) ? null : `Please Input ${header}!`;
  return RULES[field]?.(value.trim()) ?? null;
}

export function bulkOrderRowErrors(values: BulkOrderValues): Partial<Record<BulkOrderField, string>> {
  const errors: Partial<Record<BulkOrderField, string>> = {};
  for (const { key } of BULK_ORDER_COLUMNS) {
    const message = bulkOrderCellError(key, values[key] ?? '');
    if (message) errors[key] = message;
  }
  const dims = [values.length, values.breadth, values.height].filter((v) => v?.trim());
  if (dims.length > 0 && dims.length < 3) errors.length ??= 'Give length, breadth and height together';
  return errors;
}

export const emptyBulkOrderValues = (): BulkOrderValues =>
  Object.fromEntries(BULK_ORDER_COLUMNS.map((c) => [c.key, ''])) as BulkOrderValues;

