import {
  MSG,
  SCAN_ACTION_TYPES,
  ScanAddInput,
  scanAddedMessage as scanAddedFor,
  type ScanActionType,
} from '@parcelo/common';

/**
 * The scan-and-add list (Scan-add row): one row per WSIN, with how many units of it
 * were scanned. Quantities are kept as typed, since the boxes are editable.
 */
export interface ScanRow {
  /** The WSIN in capitals: WSINs match whatever their case, as on the server. */
  readonly key: string;
  /** As first scanned. */
  readonly wsin: string;
  readonly quantity: string;
}

export const rowKey = (wsin: string) => wsin.trim().toUpperCase();

/** A quantity box's count, or 0 when it holds no whole number. */
function countOf(quantity: string): number {
  const n = Number(quantity.trim());
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** One scan: a new WSIN adds a row of 1, a WSIN already listed counts one more. */
export function addScan(rows: readonly ScanRow[], code: string): ScanRow[] {
  const wsin = code.trim();
  if (!wsin) return [...rows];
  const key = rowKey(wsin);
  if (!rows.some((row) => row.key === key)) return [...rows, { key, wsin, quantity: '1' }];
  return rows.map((row) => (row.key === key ? { ...row, quantity: String(countOf(row.quantity) + 1) } : row));
}

/**
 * The list once `sent` is saved: what was scanned while it was on its way stays. A row
 * keeps the units beyond those sent; a row sent whole goes.
 */
export function withoutSent(current: readonly ScanRow[], sent: readonly ScanRow[]): ScanRow[] {
  const sentCounts = new Map(sent.map((row) => [row.key, countOf(row.quantity)]));
  return current.flatMap((row) => {
    const gone = sentCounts.get(row.key);
    if (gone === undefined) return [row];
    const left = countOf(row.quantity) - gone;
    return left > 0 ? [{ ...row, quantity: String(left) }] : [];
  });
}

export function setQuantity(rows: readonly ScanRow[], key: string, quantity: string): ScanRow[] {
  return rows.map((row) => (row.key === key ? { ...row, quantity } : row));
}

export function removeRow(rows: readonly ScanRow[], key: string): ScanRow[] {
  return rows.filter((row) => row.key !== key);
}

export const ACTION_LABELS: Record<ScanActionType, string> = { inbound: 'Inbound', other: 'Other' };
export const ACTION_OPTIONS = SCAN_ACTION_TYPES.map((value) => ({ value, label: ACTION_LABELS[value] }));

export function readActionType(value: string): ScanActionType {
  return SCAN_ACTION_TYPES.find((type) => type === value) ?? 'inbound';
}

/** The API's InventoryScanAction for the actionType. */
export const actionTypeInput = (type: ScanActionType): 'INBOUND' | 'OTHER' => (type === 'other' ? 'OTHER' : 'INBOUND');

/** Ours: a scan's look-up failed, so the scan was not counted. */
export const scanCheckFailed = (wsin: string) => `Could not check ${wsin} just now. Scan it again.`;

/** Ours: the list is empty (the service says the same). */
export const SCAN_SOMETHING = 'Scan at least one item';

/** What is wrong with the list before or after sending it; rows are marked by key. */
export interface ScanAddErrors {
  warehouse?: string;
  reason?: string;
  rows: Partial<Record<string, { wsin?: string; quantity?: string }>>;
  general: string[];
}

export const noErrors = (): ScanAddErrors => ({ rows: {}, general: [] });

/** The errors without a row's mark on `field`, or without the row's marks at all; the same object when nothing changes. */
export function withoutRowError(errors: ScanAddErrors, key: string, field?: 'wsin' | 'quantity'): ScanAddErrors {
  const marks = errors.rows[key];
  if (!marks || (field && !marks[field])) return errors;
  const rows = { ...errors.rows };
  delete rows[key];
  if (field) {
    const { [field]: _cleared, ...rest } = marks;
    if (Object.keys(rest).length) rows[key] = rest;
  }
  return { ...errors, rows };
}

export function hasErrors(errors: ScanAddErrors): boolean {
  return Boolean(errors.warehouse || errors.reason || errors.general.length || Object.keys(errors.rows).length);
}

const rowQuantity = ScanAddInput.shape.rows.element.shape.quantity;

/** What WMS would say of a row's quantity, or null when it takes it. */
export function quantityProblem(quantity: string): string | null {
  return rowQuantity.safeParse(quantity).error?.issues[0]?.message ?? null;
}

interface ScanAddValues {
  warehouse: string;
  actionType: ScanActionType;
  reason: string;
  rows: readonly ScanRow[];
}

/** Checks before sending: a warehouse, a reason for Other, whole quantities of at least 1. */
export function validateScanAdd({ warehouse, actionType, reason, rows }: ScanAddValues): ScanAddErrors {
  const errors = noErrors();
  if (!warehouse) errors.warehouse = MSG.selectWarehouse;
  if (actionType === 'other' && !reason.trim()) errors.reason = MSG.reasonRequired;
  if (rows.length === 0) errors.general.push(SCAN_SOMETHING);
  for (const row of rows) {
    const problem = quantityProblem(row.quantity);
    if (problem) errors.rows[row.key] = { quantity: problem };
  }
  return errors;
}

/** inventoryScanAdd's rows: the one action type and reason apply to every scanned WSIN. */
export function rowsInput(rows: readonly ScanRow[], actionType: ScanActionType, reason: string) {
  const why = reason.trim();
  return rows.map((row) => ({
    wsin: row.wsin,
    quantity: Number(row.quantity.trim()),
    actionType: actionTypeInput(actionType),
    reason: why || null,
  }));
}

const ROW_FIELD = /^rows\.(\d+)\.(\w+)$/;

/**
 * The payload's userErrors placed where they belong: `rows.2.wsin` on the third row
 * sent, a reason on the one reason box (it is every row's), the warehouse on its select,
 * anything else above the list.
 */
export function errorsFromUserErrors(
  userErrors: readonly { readonly field: string | null | undefined; readonly message: string }[],
  sent: readonly ScanRow[],
): ScanAddErrors {
  const errors = noErrors();
  for (const { field, message } of userErrors) {
    const match = field ? ROW_FIELD.exec(field) : null;
    const row = match ? sent[Number(match[1])] : undefined;
    const name = match?.[2];
    if (field === 'warehouse' || field === 'warehouseId') {
      errors.warehouse ??= message;
    } else if (name === 'reason') {
      errors.reason ??= message;
    } else if (row && (name === 'wsin' || name === 'quantity')) {
      const marks = (errors.rows[row.key] ??= {});
      marks[name] ??= message;
    } else if (row) {
      errors.rows[row.key] ??= { wsin: message };
    } else {
      errors.general.push(message);
    }
  }
  return errors;
}

/** Units and WSINs in the list. */
export function totals(rows: readonly ScanRow[]): { wsins: number; units: number } {
  return { wsins: rows.length, units: rows.reduce((sum, row) => sum + countOf(row.quantity), 0) };
}

/** The success message as the service words it: 'Added 5 units of WS-1', or 'Added 7 units of 3 WSINs'. */
export function scanAddedMessage(rows: readonly ScanRow[]): string {
  return scanAddedFor(
    totals(rows).units,
    rows.map((row) => row.wsin),
  );
}
