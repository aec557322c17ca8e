import { MSG, bulkOrderRowErrors, emptyBulkOrderValues, type BulkOrderValues } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  applySaveErrors,
  editCell,
  firstErrorCell,
  pageCount,
  pageOfIndex,
  pageSlice,
  previewSummary,
  rowsFromPreview,
  saveInputRows,
  type BulkRow,
} from './bulkRows';

const CODES = ['WH-DEL-001'];

function validValues(orderId = 'CPN-1'): BulkOrderValues {
  return {
    ...emptyBulkOrderValues(),
    orderId,
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.in',
    phone: '9876543210',
    addressLine1: '12 MG Road',
    addressLine2: 'Near Metro',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110001',
    paymentMode: 'COD',
    title: 'Masala Chai 250g',
    sku: 'CHAI-250',
    quantity: '2',
    unitPrice: '199',
    weight: '0.5',
    warehouseCode: 'WH-DEL-001',
  };
}

const row = (rowNumber: number, values = validValues(), errors: BulkRow['errors'] = {}): BulkRow => ({ rowNumber, values, errors });

describe('bulk preview rows', () => {
  it('keys the server’s cell errors by column, first message per cell', () => {
    const [converted] = rowsFromPreview([
      {
        rowNumber: 2,
        values: validValues(),
        errors: [
          { field: 'pincode', message: 'Invalid Pincode' },
          { field: 'pincode', message: 'second' },
          { field: 'nonsense', message: 'dropped' },
        ],
      },
    ]);
    expect(converted?.errors).toEqual({ pincode: 'Invalid Pincode' });
  });

  it('checks an edited row by the shared rules and the company’s warehouse codes', () => {
    expect(bulkOrderRowErrors(validValues(), CODES)).toEqual({});
    expect(bulkOrderRowErrors({ ...validValues(), warehouseCode: 'wh-del-001' }, CODES)).toEqual({});
    expect(bulkOrderRowErrors({ ...validValues(), warehouseCode: 'WH-BLR-009' }, CODES)).toEqual({ warehouseCode: 'Accepts only WH-DEL-001' });
    expect(bulkOrderRowErrors({ ...validValues(), warehouseCode: '' }, CODES).warehouseCode).toBe('Please Input Warehouse Code!');
    expect(bulkOrderRowErrors({ ...validValues(), pincode: '1100' }, CODES)).toEqual({ pincode: 'Invalid Pincode' });
    // Dimensions go together, a rule across cells.
    expect(bulkOrderRowErrors({ ...validValues(), length: '10' }, CODES).length).toBe('Give length, breadth and height together');
    expect(bulkOrderRowErrors(validValues(), []).warehouseCode).toBe(MSG.warehouseGate);
    expect(bulkOrderRowErrors({ ...validValues(), warehouseCode: 'ANY' })).toEqual({});
  });

  it('revalidates only the edited row and keeps the array when nothing changed', () => {
    const rows = [row(2), row(3, { ...validValues('CPN-2'), pincode: 'x' }, { pincode: 'Invalid Pincode' })];
    expect(editCell(rows, { index: 0, field: 'city' }, 'New Delhi', CODES)).toBe(rows);
    const fixed = editCell(rows, { index: 1, field: 'pincode' }, '560001', CODES);
    expect(fixed).not.toBe(rows);
    expect(fixed[0]).toBe(rows[0]);
    expect(fixed[1]).toEqual(row(3, { ...validValues('CPN-2'), pincode: '560001' }, {}));
    const broken = editCell(fixed, { index: 0, field: 'phone' }, '12345', CODES);
    expect(broken[0]?.errors.phone).toBeTruthy();
  });

  it('finds the first error cell in sheet order', () => {
    expect(firstErrorCell([row(2), row(3)])).toBeNull();
    const rows = [row(2), row(3, validValues(), { warehouseCode: 'x', email: 'y' }), row(4, validValues(), { orderId: 'z' })];
    expect(firstErrorCell(rows)).toEqual({ index: 1, field: 'email' });
  });

  it('summarises rows and rows in error', () => {
    expect(previewSummary([row(2)])).toBe('1 row, 0 with errors');
    const many = Array.from({ length: 10_000 }, (_, i) => row(i + 2, validValues(), i % 4 === 0 ? { phone: 'bad' } : {}));
    expect(previewSummary(many)).toBe('10,000 rows, 2,500 with errors');
  });

  it('pages rows by 100', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => i);
    expect(pageCount(10_000)).toBe(100);
    expect(pageCount(101)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageOfIndex(0)).toBe(0);
    expect(pageOfIndex(99)).toBe(0);
    expect(pageOfIndex(100)).toBe(1);
    expect(pageOfIndex(9_999)).toBe(99);
    expect(pageSlice(items, 0)).toEqual({ start: 0, items: items.slice(0, 100) });
    expect(pageSlice(items, 99).items).toHaveLength(100);
    expect(pageSlice(items, 99).start).toBe(9_900);
    // Past the end: the last page, so an edit that empties nothing never shows a blank table.
    expect(pageSlice(items.slice(0, 150), 7)).toEqual({ start: 100, items: items.slice(100, 150) });
    expect(pageSlice([], 0)).toEqual({ start: 0, items: [] });
  });

  it('puts a save’s cell errors on their cells and keeps the rest for the form', () => {
    const rows = [row(2), row(3)];
    const { rows: next, general } = applySaveErrors(rows, [
      { field: 'rows.1.values.pincode', message: 'Invalid Pincode' },
      { field: 'rows', message: 'No file selected' },
      { field: null, message: 'Try again' },
      { field: 'rows.7.values.pincode', message: 'No such row' },
    ]);
    expect(next[0]).toBe(rows[0]);
    expect(next[1]?.errors).toEqual({ pincode: 'Invalid Pincode' });
    expect(general).toEqual(['No file selected', 'Try again', 'No such row']);
    expect(applySaveErrors(rows, []).rows).toBe(rows);
  });

  it('sends row numbers and values only', () => {
    expect(saveInputRows([row(5, validValues(), { phone: 'bad' })])).toEqual([{ rowNumber: 5, values: validValues() }]);
  });
});
