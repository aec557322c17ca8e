import ExcelJS from 'exceljs';
import { BULK_ORDER_COLUMNS, CSV_TYPE, XLSX_TYPE, type BulkOrderValues, type BulkSheet } from '@parcelo/common';
import type { Session } from './client.js';

/** A bulk orders .xlsx with the template's headers, base64-encoded as the API takes it. */
export async function ordersSheet(rows: Partial<BulkOrderValues>[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.columns = BULK_ORDER_COLUMNS.map((c) => ({ header: c.header, key: c.key }));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** The buyer of the orders tests and the bench place by hand: the same as a sheet row's (sheetRow). */
export const BUYER = {
  customerEmail: 'ravi.kumar@example.in',
  customerPhone: '9812345678',
  shippingAddress: {
    firstName: 'Ravi',
    lastName: 'Kumar',
    addressLine1: '44 Residency Road',
    addressLine2: 'Shanthala Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
  },
};

export const sheetRow = (orderId: string, overrides: Partial<BulkOrderValues> = {}): BulkOrderValues => ({
  orderId,
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi.kumar@example.in',
  phone: '9812345678',
  addressLine1: '44 Residency Road',
  addressLine2: 'Shanthala Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  paymentMode: 'Prepaid',
  title: 'Masala Chai 250g',
  sku: 'CHAI-MSL-250',
  quantity: '2',
  unitPrice: '249',
  weight: '0.5',
  length: '20',
  breadth: '15',
  height: '10',
  warehouseCode: 'WH-DEL-001',
  ...overrides,
});

/** Any bulk sheet's .xlsx from its columns and rows, base64-encoded. */
export async function bulkSheet(sheet: BulkSheet, rows: Record<string, string | number>[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Sheet1');
  ws.columns = sheet.columns.map((c) => ({ header: c.header, key: c.key }));
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/**
 * Puts a file in the upload store as the browser does (`uploadCreate`, then a PUT of the
 * file), answering the stored address the mutation it is for takes.
 */
export async function uploadFile(
  session: Pick<Session, 'url' | 'cookie' | 'gql'>,
  { key, fileName, fileType, content }: { key: string; fileName: string; fileType: string; content: Buffer },
): Promise<string> {
  const created = (
    await session.gql<{ uploadCreate: { uploadUrl: string; storedUrl: string; userErrors: unknown[] } }>(
      `mutation($i: UploadCreateInput!) { uploadCreate(input: $i) { uploadUrl storedUrl userErrors { field message } } }`,
      { i: { key, fileName, fileType } },
    )
  ).uploadCreate;
  if (created.userErrors.length) throw new Error(JSON.stringify(created.userErrors));
  const put = await fetch(new URL(created.uploadUrl, session.url), {
    method: 'PUT',
    headers: { 'content-type': fileType, ...(session.cookie ? { cookie: session.cookie } : {}) },
    body: new Uint8Array(content),
  });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  return created.storedUrl;
}

/** A bulk sheet (key BULK_SHEET) in the upload store, for the bulk previews and saves. */
export const uploadSheet = (
  session: Pick<Session, 'url' | 'cookie' | 'gql'>,
  contentBase64: string,
  fileName = 'sheet.xlsx',
): Promise<string> =>
  uploadFile(session, {
    key: 'BULK_SHEET',
    fileName,
    fileType: XLSX_TYPE,
    content: Buffer.from(contentBase64, 'base64'),
  });

/** An edited catalogue pricing file (key PRICING_SHEET) in the upload store. */
export const uploadPricing = (
  session: Pick<Session, 'url' | 'cookie' | 'gql'>,
  csv: string,
  fileName = 'pricing.csv',
) => uploadFile(session, { key: 'PRICING_SHEET', fileName, fileType: CSV_TYPE, content: Buffer.from(csv) });
