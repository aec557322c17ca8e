import ExcelJS from 'exceljs';
import {
  BULK_MAX_ROWS,
  BULK_FILE_MAX_MB,
  MSG,
  fill,
  bulkTooManyRows,
  emptyBulkValues,
  BULK_SHEET_UPLOAD,
  type BulkPreviewRecord,
  type BulkSheet,
} from '@parcelo/common';
import { z } from './validation.js';
import { badRequest } from './envelope.js';
import { objectStore, storedObjectKey, uploadFolder } from './objects.js';
import { createLogger, type Logger } from './logger.js';
import { firstWorksheetRows } from './workbook.js';

let log: Logger | undefined;
const logger = () => (log ??= createLogger('sheets'));

export interface SheetRow<K extends string = string> {
  rowNumber: number;
  values: Record<K, string>;
}

const cellText = (cell: ExcelJS.Cell): string => {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text.trim(); // hyperlinks
    if ('result' in v) return String(v.result ?? '').trim(); // formulas
    if ('richText' in v)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (v instanceof Date) return v.toISOString().slice(0, 10);
  }
  return String(v).trim();
};

/** Reads a bulk sheet's first worksheet; columns are found by their header text, in any order or case. */
export async function readSheet<K extends string>(
  sheetDef: BulkSheet<K>,
  fileName: string,
  content: Buffer,
): Promise<SheetRow<K>[]> {
  if (!fileName.toLowerCase().endsWith('.xlsx')) throw badRequest(MSG.xlsxOnly, 'file');
  if (content.length > BULK_FILE_MAX_MB * 1024 * 1024)
    throw badRequest(fill(MSG.fileTooLarge, { n: BULK_FILE_MAX_MB }), 'file');
  const rows: SheetRow<K>[] = [];
  let dataRows = 0;
  let problem: string | null = null;
  const columnOf = new Map<string, number>();
  try {
    for await (const row of firstWorksheetRows(content)) {
      if (row.number === 1) {
        row.eachCell((cell, col) => columnOf.set(cellText(cell).toLowerCase(), col));
        const missing = sheetDef.columns.filter((c) => !columnOf.has(c.header.toLowerCase()) && !c.optional);
        if (missing.length) {
          problem = `The sheet has no column ${missing.map((c) => `'${c.header}'`).join(', ')}. Use the template.`;
          break;
        }
        continue;
      }
      const values = emptyBulkValues(sheetDef);
      let any = false;
      for (const { key, header: h } of sheetDef.columns) {
        const col = columnOf.get(h.toLowerCase());
        if (!col) continue;
        values[key] = cellText(row.getCell(col));
        any ||= values[key] !== '';
      }
      if (!any) continue;
      dataRows++;
      // Past the limit only the count goes on, for the message.
      if (dataRows <= BULK_MAX_ROWS) rows.push({ rowNumber: row.number, values });
    }
  } catch (err) {
    // Whatever the file is, the seller hears only that it is not an .xlsx sheet; the log keeps why.
    logger().warn({ err }, 'an uploaded sheet could not be read');
    throw badRequest(MSG.xlsxOnly, 'file');
  }
  if (problem) throw badRequest(problem, 'file');
  if (dataRows > BULK_MAX_ROWS) throw badRequest(bulkTooManyRows(dataRows), 'file');
  if (!rows.length) throw badRequest('The sheet has no rows.', 'file');
  return rows;
}

/** A sheet's template: its headers, in bold, and one example row. */
export async function templateSheet<K extends string>(
  sheetDef: BulkSheet<K>,
  name: string,
  example: Partial<Record<K, string | number>>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = sheetDef.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(14, c.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(example);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An uploaded sheet's stored address, as `uploadCreate` answered it. */
export const StoredFile = z.string({ error: MSG.noFileSelected }).min(1, MSG.noFileSelected).max(1000);

/** What a bulk preview takes: the uploaded sheet, and the company when staff upload for one. */
export const BulkPreviewBody = z.object({ file: StoredFile, companyId: z.string().uuid().optional() });

/**
 * What a bulk save takes: the same sheet and only the cells the preview changed, so the
 * rows are read once more from the file rather than sent back whole.
 */
export const BulkSaveBody = z.object({
  file: StoredFile,
  edits: z
    .array(
      z.object({
        rowNumber: z.number().int().min(2).max(1_048_576),
        key: z.string().min(1).max(100),
        value: z.string().max(500, 'At most 500 characters'),
      }),
    )
    .max(BULK_MAX_ROWS * 25),
  companyId: z.string().uuid().optional(),
  /** Saves a sheet whose entries were saved before once more (inventory: its stock is added again). */
  confirmRepeat: z.boolean().optional(),
});

const fileGone = () => badRequest('The uploaded file could not be found. Upload it again.', 'file');

/**
 * A file the caller uploaded under `kind`, with the name it was uploaded as. A file of
 * another company's folder is answered as missing.
 */
export async function readStoredUpload(
  kind: string,
  principal: { companyId?: string | null },
  file: string,
): Promise<{ name: string; data: Buffer }> {
  const objectKey = storedObjectKey(file, uploadFolder(kind, principal));
  const stored = objectKey ? await objectStore().read(objectKey) : null;
  if (!objectKey || !stored) throw fileGone();
  return { name: objectKey.slice(objectKey.lastIndexOf('/') + 1), data: stored.data };
}

/**
 * The rows of a sheet the caller uploaded, with the preview's edits applied. A sheet of
 * another company's folder is answered as missing.
 */
export async function readStoredSheet<K extends string>(
  sheetDef: BulkSheet<K>,
  principal: { companyId?: string | null },
  file: string,
  edits: readonly { rowNumber: number; key: string; value: string }[] = [],
): Promise<SheetRow<K>[]> {
  const stored = await readStoredUpload(BULK_SHEET_UPLOAD, principal, file);
  const rows = await readSheet(sheetDef, stored.name, stored.data);
  if (!edits.length) return rows;
  const byNumber = new Map(rows.map((r) => [r.rowNumber, r]));
  const keys = new Set<string>(sheetDef.columns.map((c) => c.key));
  edits.forEach((edit, i) => {
    const row = byNumber.get(edit.rowNumber);
    if (!row || !keys.has(edit.key)) throw badRequest(`Row ${edit.rowNumber} has no cell ${edit.key}.`, `edits.${i}`);
    row.values[edit.key as K] = edit.value;
  });
  return rows;
}

/** A row's problems as the preview declares them: a key for each cell with a message, no undefined. */
const messagesOnly = (errors: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** The preview's answer: rows as cells in column order, with each row's problems. */
export function previewRecord<K extends string>(
  sheetDef: BulkSheet<K>,
  rows: readonly SheetRow<K>[],
  errorsOf: (row: SheetRow<K>) => Partial<Record<K, string>>,
  warehouseCodes: string[],
  repeatOf: BulkPreviewRecord['repeatOf'] = null,
): BulkPreviewRecord {
  const columns = sheetDef.columns.map((c) => c.key);
  return {
    columns,
    rows: rows.map((row) => ({
      rowNumber: row.rowNumber,
      cells: columns.map((key) => row.values[key]),
      errors: messagesOnly(errorsOf(row)),
    })),
    warehouseCodes,
    maxRows: BULK_MAX_ROWS,
    repeatOf,
  };
}
