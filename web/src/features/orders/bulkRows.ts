import {
  BULK_ORDER_COLUMNS,
  bulkOrderRowErrors,
  type BulkOrderField,
  type BulkOrderValues,
} from '@parcelo/common';
import { formatNumber } from '../../lib/format';

/** A preview row as the screen edits it: the sheet's row number, its cells, and each cell's problem. */
export interface BulkRow {
  readonly rowNumber: number;
  readonly values: BulkOrderValues;
  readonly errors: Readonly<Partial<Record<BulkOrderField, string>>>;
}

export interface CellRef {
  readonly index: number;
  readonly field: BulkOrderField;
}

/** Rows drawn at once: a 10,000-row sheet stays responsive with 100 rows of 20 inputs on screen. */
export const PREVIEW_PAGE_SIZE = 100;

const FIELDS: ReadonlySet<string> = new Set(BULK_ORDER_COLUMNS.map((c) => c.key));

function isField(name: string): name is BulkOrderField {
  return FIELDS.has(name);
}

/** The preview's rows with their errors keyed by column; errors naming no known column are dropped. */
export function rowsFromPreview(
  rows: readonly {
    readonly rowNumber: number;
    readonly values: BulkOrderValues;
    readonly errors: readonly { readonly field: string; readonly message: string }[];
  }[],
): BulkRow[] {
  return rows.map(({ rowNumber, values, errors }) => {
    const byField: Partial<Record<BulkOrderField, string>> = {};
    for (const { field, message } of errors) if (isField(field)) byField[field] ??= message;
    return { rowNumber, values: { ...values }, errors: byField };
  });
}

/** `rows` with one cell changed and its row checked again; the same array when nothing changed. */
export function editCell(rows: readonly BulkRow[], { index, field }: CellRef, value: string, warehouseCodes: readonly string[]): readonly BulkRow[] {
  const row = rows[index];
  if (!row || row.values[field] === value) return rows;
  const values = { ...row.values, [field]: value };
  const next = rows.slice();
  next[index] = { rowNumber: row.rowNumber, values, errors: bulkOrderRowErrors(values, warehouseCodes) };
  return next;
}

export const hasErrors = (row: BulkRow) => Object.keys(row.errors).length > 0;

/** The first cell in error, in sheet order (rows, then columns left to right). */
export function firstErrorCell(rows: readonly BulkRow[]): CellRef | null {
  const index = rows.findIndex(hasErrors);
  if (index < 0) return null;
  const column = BULK_ORDER_COLUMNS.find((c) => rows[index]!.errors[c.key]);
  return column ? { index, field: column.key } : null;
}

/** 'N rows, M with errors'. */
export function previewSummary(rows: readonly BulkRow[]): string {
  const withErrors = rows.filter(hasErrors).length;
  return `${formatNumber(rows.length)} ${rows.length === 1 ? 'row' : 'rows'}, ${formatNumber(withErrors)} with errors`;
}

export const pageCount = (total: number, size = PREVIEW_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** The page (from 0) a row index is on. */
export const pageOfIndex = (index: number, size = PREVIEW_PAGE_SIZE) => Math.floor(Math.max(0, index) / size);

/** One page of items, with the index of its first item; a page past the end is clamped to the last. */
export function pageSlice<T>(items: readonly T[], page: number, size = PREVIEW_PAGE_SIZE): { start: number; items: readonly T[] } {
  const last = pageCount(items.length, size) - 1;
  const start = Math.min(Math.max(0, page), last) * size;
  return { start, items: items.slice(start, start + size) };
}

/**
 * Places a save's userErrors on their cells when they name one (`rows.<i>.values.<field>`,
 * the input's path); answers the rows and the messages that belong to no cell.
 */
export function applySaveErrors(
  rows: readonly BulkRow[],
  userErrors: readonly { readonly field: string | null | undefined; readonly message: string }[],
): { rows: readonly BulkRow[]; general: string[] } {
  let next: BulkRow[] | null = null;
  const general: string[] = [];
  for (const { field, message } of userErrors) {
    const match = /^rows\.(\d+)\.values\.(\w+)$/.exec(field ?? '');
    const index = match ? Number(match[1]) : -1;
    const column = match?.[2] ?? '';
    const row = (next ?? rows)[index];
    if (!row || !isField(column)) {
      general.push(message);
      continue;
    }
    next ??= rows.slice();
    next[index] = { ...row, errors: { ...row.errors, [column]: message } };
  }
  return { rows: next ?? rows, general };
}

/** The rows as `ordersBulkUploadSave` takes them. */
export const saveInputRows = (rows: readonly BulkRow[]) => rows.map(({ rowNumber, values }) => ({ rowNumber, values }));
