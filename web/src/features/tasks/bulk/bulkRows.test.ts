import {
  BULK_CATALOGUES,
  BULK_INVENTORY,
  BULK_ORDERS,
  MSG,
  bulkRowErrors,
  emptyBulkValues,
  fill,
} from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  applySaveErrors,
  cellEdits,
  editCell,
  firstErrorCell,
  hasErrors,
  pageCount,
  pageOfIndex,
  pageSlice,
  previewSummary,
  sheetValues,
  type BulkRow,
} from './bulkRows';

const CODES = ['WH-DEL-001'];

function orderValues(orderId = 'CPN-1'): Record<string, string> {
  return {
    ...emptyBulkValues(BULK_ORDERS),
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

function catalogueValues(sku = 'CHAI-250'): Record<string, string> {
  return {
    ...emptyBulkValues(BULK_CATALOGUES),
    productTitle: 'Masala Chai 250g',
    sku,
    category: 'Tea',
    price: '199',
    basePrice: '150',
    margin: '20',
    weight: '250',
    hsnCode: '09024020',
  };
}

function inventoryValues(wsin = 'WS-CPN-MSL250'): Record<string, string> {
  return {
    ...emptyBulkValues(BULK_INVENTORY),
    warehouseCode: 'WH-DEL-001',
    wsin,
    date: '2025-03-05',
    inboundAccepted: '10',
    inboundRejected: '0',
    remark: 'First lot',
  };
}

const row = (rowNumber: number, values = orderValues(), errors: BulkRow['errors'] = {}): BulkRow => ({
  rowNumber,
  values,
  errors,
});

describe('bulk sheet rows as records', () => {
  it('keeps every column of the sheet, in order, and drops keys the sheet lacks', () => {
    expect(sheetValues(BULK_CATALOGUES, { sku: 'A', nope: 'B' })).toEqual({
      ...emptyBulkValues(BULK_CATALOGUES),
      sku: 'A',
    });
  });
});

describe('bulk preview rows', () => {
  it('checks an edited orders row by the shared rules and the company’s warehouse codes', () => {
    const errors = (values: Record<string, string>, codes?: readonly string[]) =>
      bulkRowErrors(BULK_ORDERS, values, codes ? { warehouseCodes: codes } : {});
    expect(errors(orderValues(), CODES)).toEqual({});
    expect(errors({ ...orderValues(), warehouseCode: 'wh-del-001' }, CODES)).toEqual({});
    expect(errors({ ...orderValues(), warehouseCode: 'WH-BLR-009' }, CODES)).toEqual({
      warehouseCode: 'Accepts only WH-DEL-001',
    });
    expect(errors({ ...orderValues(), warehouseCode: '' }, CODES).warehouseCode).toBe('Please Input Warehouse Code!');
    expect(errors({ ...orderValues(), pincode: '1100' }, CODES)).toEqual({ pincode: 'Invalid Pincode' });
    // Dimensions go together, a rule across cells.
    expect(errors({ ...orderValues(), length: '10' }, CODES).length).toBe(MSG.dimensionsTogether);
    expect(errors(orderValues(), []).warehouseCode).toBe(MSG.warehouseGate);
    expect(errors({ ...orderValues(), warehouseCode: 'ANY' })).toEqual({});
  });

  it('revalidates only the edited row and keeps the array when nothing changed', () => {
    const rows = [row(2), row(3, { ...orderValues('CPN-2'), pincode: 'x' }, { pincode: 'Invalid Pincode' })];
    expect(editCell(BULK_ORDERS, rows, { index: 0, field: 'city' }, 'New Delhi', CODES)).toBe(rows);
    expect(editCell(BULK_ORDERS, rows, { index: 0, field: 'notAColumn' }, 'x', CODES)).toBe(rows);
    expect(editCell(BULK_ORDERS, rows, { index: 9, field: 'city' }, 'x', CODES)).toBe(rows);
    const fixed = editCell(BULK_ORDERS, rows, { index: 1, field: 'pincode' }, '560001', CODES);
    expect(fixed).not.toBe(rows);
    expect(fixed[0]).toBe(rows[0]);
    expect(fixed[1]).toEqual(row(3, { ...orderValues('CPN-2'), pincode: '560001' }, {}));
    const broken = editCell(BULK_ORDERS, fixed, { index: 0, field: 'phone' }, '12345', CODES);
    expect(broken[0]?.errors.phone).toBeTruthy();
  });

  it('checks an edited catalogue row by the catalogue sheet’s rules', () => {
    const rows = [row(2, catalogueValues())];
    expect(hasErrors(editCell(BULK_CATALOGUES, rows, { index: 0, field: 'sku' }, 'CHAI-250', [])[0]!)).toBe(false);
    expect(editCell(BULK_CATALOGUES, rows, { index: 0, field: 'hsnCode' }, '', [])[0]?.errors).toEqual({
      hsnCode: MSG.hsnRequired,
    });
    expect(editCell(BULK_CATALOGUES, rows, { index: 0, field: 'active' }, '2', [])[0]?.errors).toEqual({
      active: 'Accepts only 1, 0',
    });
    expect(editCell(BULK_CATALOGUES, rows, { index: 0, field: 'sku' }, 'CHAI 250', [])[0]?.errors).toEqual({
      sku: fill(MSG.invalidField, { field: 'SKU' }),
    });
    expect(editCell(BULK_CATALOGUES, rows, { index: 0, field: 'length' }, '10', [])[0]?.errors).toEqual({
      length: MSG.dimensionsTogether,
    });
    // No warehouse column: the codes are not asked for.
    expect(editCell(BULK_CATALOGUES, rows, { index: 0, field: 'category' }, 'Coffee')[0]?.errors).toEqual({});
  });

  it('checks an edited inventory row by the inventory sheet’s rules and the company’s warehouse codes', () => {
    const rows = [row(2, inventoryValues())];
    expect(editCell(BULK_INVENTORY, rows, { index: 0, field: 'remark' }, 'Second lot', CODES)[0]?.errors).toEqual({});
    expect(
      editCell(BULK_INVENTORY, rows, { index: 0, field: 'warehouseCode' }, 'WH-BLR-009', CODES)[0]?.errors,
    ).toEqual({
      warehouseCode: 'Accepts only WH-DEL-001',
    });
    expect(editCell(BULK_INVENTORY, rows, { index: 0, field: 'remark' }, 'x', [])[0]?.errors.warehouseCode).toBe(
      MSG.warehouseGate,
    );
    expect(editCell(BULK_INVENTORY, rows, { index: 0, field: 'date' }, '05-03-2025', CODES)[0]?.errors).toEqual({
      date: fill(MSG.invalidField, { field: 'Date' }),
    });
    expect(editCell(BULK_INVENTORY, rows, { index: 0, field: 'inboundAccepted' }, '0', CODES)[0]?.errors).toEqual({
      inboundAccepted: MSG.inventoryAddFailed,
    });
  });
});

describe('finding, paging and saving bulk preview rows', () => {
  it('finds the first error cell in sheet order', () => {
    expect(firstErrorCell(BULK_ORDERS, [row(2), row(3)])).toBeNull();
    const rows = [
      row(2),
      row(3, orderValues(), { warehouseCode: 'x', email: 'y' }),
      row(4, orderValues(), { orderId: 'z' }),
    ];
    expect(firstErrorCell(BULK_ORDERS, rows)).toEqual({ index: 1, field: 'email' });
    // The inventory sheet puts the warehouse first.
    const inventory = [row(2, inventoryValues(), { remark: 'x', warehouseCode: 'y' })];
    expect(firstErrorCell(BULK_INVENTORY, inventory)).toEqual({ index: 0, field: 'warehouseCode' });
    // An error on no column of the sheet has no cell to focus.
    expect(firstErrorCell(BULK_INVENTORY, [row(2, inventoryValues(), { pincode: 'x' })])).toBeNull();
  });

  it('summarises rows and rows in error, in Indian figures', () => {
    expect(previewSummary([row(2)])).toBe('1 row, 0 with errors');
    const many = Array.from({ length: 10_000 }, (_, i) =>
      row(i + 2, orderValues(), i % 4 === 0 ? { phone: 'bad' } : {}),
    );
    expect(previewSummary(many)).toBe('10,000 rows, 2,500 with errors');
    const lakh = Array.from({ length: 100_000 }, (_, i) => row(i + 2, {}, {}));
    expect(previewSummary(lakh)).toBe('1,00,000 rows, 0 with errors');
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
    const { rows: next, general } = applySaveErrors(BULK_ORDERS, rows, [
      { field: 'rows.1.values.pincode', message: 'Invalid Pincode' },
      { field: 'rows', message: 'No file selected' },
      { field: null, message: 'Try again' },
      { field: 'rows.7.values.pincode', message: 'No such row' },
      { field: 'rows.0.values.nonsense', message: 'No such column' },
    ]);
    expect(next[0]).toBe(rows[0]);
    expect(next[1]?.errors).toEqual({ pincode: 'Invalid Pincode' });
    expect(general).toEqual(['No file selected', 'Try again', 'No such row', 'No such column']);
    expect(applySaveErrors(BULK_ORDERS, rows, []).rows).toBe(rows);
    // The sheet uploads' rows carry cells; a path naming one is read alike.
    const inventory = [row(2, inventoryValues())];
    expect(
      applySaveErrors(BULK_INVENTORY, inventory, [{ field: 'rows.0.cells.wsin', message: 'Unknown WSIN' }]).rows[0]
        ?.errors,
    ).toEqual({ wsin: 'Unknown WSIN' });
  });

  it('sends only the cells the preview changed', () => {
    const previewed = [row(2), row(3), row(4)];
    expect(cellEdits(BULK_ORDERS, previewed, previewed)).toEqual([]);
    let rows = editCell(BULK_ORDERS, previewed, { index: 1, field: 'pincode' }, '560001', CODES);
    rows = editCell(BULK_ORDERS, rows, { index: 2, field: 'city' }, 'Pune', CODES);
    // Changed and changed back is no edit.
    rows = editCell(BULK_ORDERS, rows, { index: 2, field: 'city' }, previewed[2]!.values.city!, CODES);
    expect(cellEdits(BULK_ORDERS, previewed, rows)).toEqual([{ rowNumber: 3, key: 'pincode', value: '560001' }]);
  });

  it('puts a save’s error on an edit back on the edited cell', () => {
    const rows = [row(2), row(3)];
    const edits = [
      { rowNumber: 3, key: 'city', value: 'x'.repeat(501) },
      { rowNumber: 9, key: 'city', value: 'gone' },
    ];
    const { rows: next, general } = applySaveErrors(
      BULK_ORDERS,
      rows,
      [
        { field: 'edits.0.value', message: 'At most 500 characters' },
        { field: 'edits.1', message: 'Row 9 has no cell city.' },
      ],
      edits,
    );
    expect(next[1]?.errors).toEqual({ city: 'At most 500 characters' });
    expect(general).toEqual(['Row 9 has no cell city.']);
  });
});
