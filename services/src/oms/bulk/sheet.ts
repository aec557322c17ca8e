import ExcelJS from 'exceljs';
import {
  BULK_ORDER_COLUMNS,
  BULK_ORDER_MAX_ROWS,
  BULK_FILE_MAX_MB,
  MSG,
  fill,
  bulkTooManyRows,
  emptyBulkOrderValues,
  type BulkOrderValues,
} from '@parcelo/common';
import { badRequest } from '../../platform/index.js';

export interface SheetRow {
  rowNumber: number;
  values: BulkOrderValues;
}

const cellText = (cell: ExcelJS.Cell): string => {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text.trim(); // hyperlinks
    if ('result' in v) return String(v.result ?? '').trim(); // formulas
    if ('richText' in v) return v.richText.map((r) => r.text).join('').trim();
    if (v instanceof Date) return v.toISOString().slice(0, 10);
  }
  return String(v).trim();
};

/** Reads the first sheet; columns are found by their header text, in any order or case. */
export async function readSheet(fileName: string, content: Buffer): Promise<SheetRow[]> {
  if (!fileName.toLowerCase().endsWith('.xlsx')) throw badRequest(MSG.xlsxOnly, 'file');
  if (content.length > BULK_FILE_MAX_MB * 1024 * 1024) throw badRequest(fill(MSG.fileTooLarge, { n: BULK_FILE_MAX_MB }), 'file');
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
  const missing = BULK_ORDER_COLUMNS.filter((c) => !columnOf.has(c.header.toLowerCase()) && !['length', 'breadth', 'height'].includes(c.key));
  if (missing.length) throw badRequest(`The sheet has no column ${missing.map((c) => `'${c.header}'`).join(', ')}. Use the template.`, 'file');

  const rows: SheetRow[] = [];
  let dataRows = 0;
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values = emptyBulkOrderValues();
    let any = false;
    for (const { key, header: h } of BULK_ORDER_COLUMNS) {
      const col = columnOf.get(h.toLowerCase());
      if (!col) continue;
      values[key] = cellText(row.getCell(col));
      any ||= values[key] !== '';
    }
    if (!any) continue;
    dataRows++;
    // Past the limit only the count goes on, for the message.
    if (dataRows <= BULK_ORDER_MAX_ROWS) rows.push({ rowNumber: r, values });
  }
  if (dataRows > BULK_ORDER_MAX_ROWS) throw badRequest(bulkTooManyRows(dataRows), 'file');
  if (!rows.length) throw badRequest('The sheet has no orders.', 'file');
  return rows;
}

/** The template sellers fill: the headers and one example row. */
export async function templateSheet(warehouseCode: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.columns = BULK_ORDER_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: Math.max(14, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    orderId: 'ORD-1001', firstName: 'Anita', lastName: 'Desai', email: 'anita@example.in', phone: '9876501234',
    addressLine1: '12 Carter Road', addressLine2: 'Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050',
    paymentMode: 'COD', title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 2, unitPrice: 249, weight: 0.5,
    length: 20, breadth: 15, height: 10, warehouseCode,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
