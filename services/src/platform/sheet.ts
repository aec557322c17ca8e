import ExcelJS from 'exceljs';
import {
  BULK_MAX_ROWS,
  BULK_FILE_MAX_MB,
  MSG,
  fill,
  bulkTooManyRows,
  emptyBulkValues,
  type BulkSheet,
} from '@parcelo/common';
import { badRequest } from './envelope.js';

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
  // Read whole, in memory: exceljs's streaming reader leaves temporary files behind unless
  // every sheet is read to its end.
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest(MSG.xlsxOnly, 'file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The file has no sheet.', 'file');
  const columnOf = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columnOf.set(cellText(cell).toLowerCase(), col));
  const missing = sheetDef.columns.filter((c) => !columnOf.has(c.header.toLowerCase()) && !c.optional);
  if (missing.length)
    throw badRequest(
      `The sheet has no column ${missing.map((c) => `'${c.header}'`).join(', ')}. Use the template.`,
      'file',
    );

  const rows: SheetRow<K>[] = [];
  let dataRows = 0;
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
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
    if (dataRows <= BULK_MAX_ROWS) rows.push({ rowNumber: r, values });
  }
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
