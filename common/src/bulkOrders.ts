import { MSG, fill } from './messages.js';
import {
  BULK_MAX_ROWS,
  bulkRowErrors,
  emptyBulkValues,
  warehouseCodeError,
  type BulkContext,
  type BulkSheet,
} from './bulk.js';
import {
  acceptsOnly,
  dimensionRule,
  emailRule,
  rupeesRule,
  phoneRule,
  pincodeRule,
  skuRule,
  weightRule,
  wholeNumberRule,
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

export const BULK_ORDER_MAX_ROWS = BULK_MAX_ROWS;

const PAYMENT_MODES = ['COD', 'Prepaid'];

export const BULK_ORDERS: BulkSheet<BulkOrderField> = {
  type: 'orders',
  columns: BULK_ORDER_COLUMNS.map((c) => ({ ...c, optional: ['length', 'breadth', 'height'].includes(c.key) })),
  rules: {
    email: emailRule,
    phone: phoneRule,
    pincode: pincodeRule,
    paymentMode: (v) =>
      PAYMENT_MODES.some((m) => m.toLowerCase() === v.toLowerCase()) ? null : acceptsOnly(PAYMENT_MODES),
    sku: skuRule('SKU'),
    quantity: wholeNumberRule(1, 100_000),
    unitPrice: rupeesRule('Unit price'),
    weight: weightRule,
    length: dimensionRule('Length'),
    breadth: dimensionRule('Breadth'),
    height: dimensionRule('Height'),
  },
  rowCheck: (values, errors, context) => {
    const dims = [values.length, values.breadth, values.height].filter((v) => v?.trim());
    if (dims.length > 0 && dims.length < 3) errors.length ??= MSG.dimensionsTogether;
    const wrong = errors.warehouseCode ? null : warehouseCodeError(values.warehouseCode ?? '', context.warehouseCodes);
    if (wrong) errors.warehouseCode = wrong;
    const place = errors.pincode || errors.state ? null : context.pincodeProblem?.(values.pincode, values.state);
    if (place) errors[place.field] = place.message;
  },
};

/**
 * A row's problems by field. `warehouseCodes` are the company's, when known: the browser
 * has them from the preview, so an inline fix is judged as the server will judge it.
 */
export const bulkOrderRowErrors = (
  values: BulkOrderValues,
  warehouseCodes?: readonly string[],
  pincodeProblem?: BulkContext['pincodeProblem'],
) => bulkRowErrors(BULK_ORDERS, values, { ...(warehouseCodes ? { warehouseCodes } : {}), pincodeProblem });

/**
 * A sheet's Order ID as the order keeps it: ' ord-1001 ' and 'ORD-1001' are one order, so
 * a re-typed or re-exported sheet never makes a second one.
 */
export const sheetOrderId = (raw: string) => raw.trim().toUpperCase();

/** What an order takes from its first row: every row of one Order ID must say the same. */
const ORDER_LEVEL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'pincode',
  'paymentMode',
  'warehouseCode',
] as const satisfies readonly BulkOrderField[];

const sameCell = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

/**
 * Rows that reuse an earlier row's Order ID for another customer, address, payment mode or
 * warehouse, each with its message: merged, the later row's customer would silently be lost.
 */
export function orderIdClashes(
  rows: readonly { rowNumber: number; values: Partial<BulkOrderValues> }[],
): Map<number, string> {
  const first = new Map<string, { rowNumber: number; values: Partial<BulkOrderValues> }>();
  const clashes = new Map<number, string>();
  for (const row of rows) {
    const key = sheetOrderId(row.values.orderId ?? '');
    if (!key) continue;
    const head = first.get(key);
    if (!head) {
      first.set(key, row);
      continue;
    }
    if (ORDER_LEVEL_FIELDS.some((f) => !sameCell(head.values[f], row.values[f])))
      clashes.set(row.rowNumber, fill(MSG.orderIdClash, { orderId: key, row: head.rowNumber }));
  }
  return clashes;
}

export const emptyBulkOrderValues = (): BulkOrderValues => emptyBulkValues(BULK_ORDERS);
