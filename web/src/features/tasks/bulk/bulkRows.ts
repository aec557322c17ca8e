import { bulkRowErrors, plural, type BulkSheet } from '@parcelo/common';
import { formatNumber } from '../../../lib/format';

/** A row's cells by column key, as text: every bulk sheet (orders, catalogues, inventory) alike. */
export type BulkValues = Readonly<Record<string, string>>;

/** A preview row as the screen edits it: the sheet's row number, its cells, and each cell's problem. */
export interface BulkRow {
  readonly rowNumber: number;
  readonly values: BulkValues;
  readonly errors: Readonly<Partial<Record<string, string>>>;
  /** Cells the service takes but wants looked at; an edit of the row clears them, as the service is not asked again. */
  readonly warnings?: Readonly<Partial<Record<string, string>>>;
}

export interface CellRef {
  readonly index: number;
  readonly field: string;
}

/** A cell the preview changed, as a save takes it. */
export interface BulkCellEdit {
  readonly rowNumber: number;
  readonly key: string;
  readonly value: string;
}

/** Rows drawn at once: a 10,000-row sheet stays responsive with 100 rows of 20 inputs on screen. */
export const PREVIEW_PAGE_SIZE = 100;

/** Whether the sheet has a column of that key. */
export const isField = (sheet: BulkSheet, name: string) => sheet.columns.some((c) => c.key === name);

/** Every column of the sheet, in order, '' where the row has no text; keys the sheet lacks are dropped. */
export function sheetValues(sheet: BulkSheet, values: BulkValues): Record<string, string> {
  return Object.fromEntries(sheet.columns.map(({ key }) => [key, values[key] ?? '']));
}

/**
 * `rows` with one cell changed and its row checked again by the sheet's shared rules;
 * the same array when nothing changed. `warehouseCodes` are the company's, from the
 * preview, for sheets with a Warehouse Code column.
 */
export function editCell(
  sheet: BulkSheet,
  rows: readonly BulkRow[],
  { index, field }: CellRef,
  value: string,
  warehouseCodes?: readonly string[],
): readonly BulkRow[] {
  const row = rows[index];
  if (!row || !isField(sheet, field) || row.values[field] === value) return rows;
  const values = { ...row.values, [field]: value };
  const next = rows.slice();
  next[index] = {
    rowNumber: row.rowNumber,
    values,
    errors: bulkRowErrors(sheet, values, warehouseCodes ? { warehouseCodes } : {}),
  };
  return next;
}

export const hasErrors = (row: BulkRow) => Object.keys(row.errors).length > 0;

/** The first cell in error, in sheet order (rows, then the sheet's columns left to right). */
export function firstErrorCell(sheet: BulkSheet, rows: readonly BulkRow[]): CellRef | null {
  const index = rows.findIndex(hasErrors);
  if (index < 0) return null;
  const column = sheet.columns.find((c) => rows[index]!.errors[c.key]);
  return column ? { index, field: column.key } : null;
}

/** 'N rows, M with errors'. */
export function previewSummary(rows: readonly BulkRow[]): string {
  const withErrors = rows.filter(hasErrors).length;
  return `${plural(rows.length, 'row')}, ${formatNumber(withErrors)} with errors`;
}

export const pageCount = (total: number, size = PREVIEW_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** The page (from 0) a row index is on. */
export const pageOfIndex = (index: number, size = PREVIEW_PAGE_SIZE) => Math.floor(Math.max(0, index) / size);

/** One page of items, with the index of its first item; a page past the end is clamped to the last. */
export function pageSlice<T>(
  items: readonly T[],
  page: number,
  size = PREVIEW_PAGE_SIZE,
): { start: number; items: readonly T[] } {
  const last = pageCount(items.length, size) - 1;
  const start = Math.min(Math.max(0, page), last) * size;
  return { start, items: items.slice(start, start + size) };
}

/**
 * The cells that differ from the sheet as previewed: what a save sends, since the service
 * reads the rows again from the uploaded file.
 */
export function cellEdits(sheet: BulkSheet, previewed: readonly BulkRow[], rows: readonly BulkRow[]): BulkCellEdit[] {
  const edits: BulkCellEdit[] = [];
  rows.forEach((row, index) => {
    const before = previewed[index];
    if (row === before) return;
    for (const { key } of sheet.columns) {
      const value = row.values[key] ?? '';
      if (value !== (before?.values[key] ?? '')) edits.push({ rowNumber: row.rowNumber, key, value });
    }
  });
  return edits;
}

/**
 * Places a save's userErrors on their cells when they name one: `edits.<i>` (or a field
 * inside it) is the cell of the i-th edit sent, `rows.<i>.values.<field>` a row by index;
 * answers the rows and the messages that belong to no cell.
 */
export function applySaveErrors(
  sheet: BulkSheet,
  rows: readonly BulkRow[],
  userErrors: readonly { readonly field?: string | null | undefined; readonly message: string }[],
  edits: readonly BulkCellEdit[] = [],
): { rows: readonly BulkRow[]; general: string[] } {
  let next: BulkRow[] | null = null;
  const general: string[] = [];
  for (const { field, message } of userErrors) {
    let index = -1;
    let column = '';
    const onEdit = /^edits\.(\d+)(?:\.\w+)?$/.exec(field ?? '');
    const onRow = /^rows\.(\d+)\.(?:values|cells)\.(\w+)$/.exec(field ?? '');
    if (onEdit) {
      const edit = edits[Number(onEdit[1])];
      if (edit) {
        index = (next ?? rows).findIndex((r) => r.rowNumber === edit.rowNumber);
        column = edit.key;
      }
    } else if (onRow) {
      index = Number(onRow[1]);
      column = onRow[2]!;
    }
    const row = (next ?? rows)[index];
    if (!row || !isField(sheet, column)) {
      general.push(message);
      continue;
    }
    next ??= rows.slice();
    next[index] = { ...row, errors: { ...row.errors, [column]: message } };
  }
  return { rows: next ?? rows, general };
}
