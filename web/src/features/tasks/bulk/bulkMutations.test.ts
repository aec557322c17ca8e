import { BULK_CATALOGUES, BULK_INVENTORY, BULK_ORDERS, emptyBulkValues } from '@parcelo/common';
import { describe, expect, it, vi } from 'vitest';
import { readPreview, repeatRefusal, startedTask } from './bulkMutations';

// The build replaces each graphql tag with its compiled artifact; here only the readers matter.
vi.mock('react-relay', () => ({ graphql: () => ({}) }));

const keys = (sheet: { readonly columns: readonly { readonly key: string }[] }) => sheet.columns.map((c) => c.key);

describe('reading a bulk preview', () => {
  it('keys the server’s cell errors by the sheet’s columns, first message per cell', () => {
    const columns = keys(BULK_ORDERS);
    const read = readPreview(BULK_ORDERS, {
      userErrors: [],
      columns,
      warehouseCodes: ['WH-DEL-001'],
      rows: [
        {
          rowNumber: 2,
          cells: columns.map((key) => (key === 'pincode' ? '11000' : key === 'city' ? 'New Delhi' : '')),
          errors: [
            { field: 'pincode', message: 'Invalid Pincode' },
            { field: 'pincode', message: 'second' },
            { field: 'nonsense', message: 'dropped' },
          ],
          warnings: [{ field: 'city', message: 'Check the city' }],
        },
      ],
    });
    expect(read).toEqual({
      rows: [
        {
          rowNumber: 2,
          values: { ...emptyBulkValues(BULK_ORDERS), pincode: '11000', city: 'New Delhi' },
          errors: { pincode: 'Invalid Pincode' },
          warnings: { city: 'Check the city' },
        },
      ],
      warehouseCodes: ['WH-DEL-001'],
      repeatOf: null,
    });
  });

  it('drops errors naming another sheet’s column and reads cells in the columns’ order', () => {
    const [catalogue] = (
      readPreview(BULK_CATALOGUES, {
        userErrors: [],
        columns: keys(BULK_CATALOGUES),
        rows: [{ rowNumber: 2, cells: [], errors: [{ field: 'pincode', message: 'x' }] }],
      }) as { rows: { errors: object }[] }
    ).rows;
    expect(catalogue?.errors).toEqual({});
    const read = readPreview(BULK_INVENTORY, {
      userErrors: [],
      columns: ['remark', 'extra', 'wsin'],
      rows: [{ rowNumber: 4, cells: ['PO-9', 'x', 'WS-1'], errors: [] }],
      repeatOf: { uploadedBy: 'Asha', message: 'Saved before' },
    });
    expect(read).toMatchObject({
      rows: [{ values: { ...emptyBulkValues(BULK_INVENTORY), remark: 'PO-9', wsin: 'WS-1' } }],
      warehouseCodes: [],
      repeatOf: { uploadedBy: 'Asha', message: 'Saved before' },
    });
  });

  it('gives the server’s words when it refused the sheet', () => {
    expect(
      readPreview(BULK_ORDERS, {
        userErrors: [
          { field: 'file', message: 'Only .xlsx files are accepted' },
          { field: null, message: 'Try again.' },
        ],
      }),
    ).toEqual({ refused: 'Only .xlsx files are accepted Try again.' });
    expect(readPreview(BULK_ORDERS, { userErrors: [], rows: null, columns: null })).toEqual({ refused: '' });
  });
});

describe('reading a bulk save', () => {
  it('names the started task only when nothing was refused', () => {
    expect(startedTask({ userErrors: [], task: { id: 'VGFzazox' } })).toBe('VGFzazox');
    expect(startedTask({ userErrors: [{ message: 'No' }], task: { id: 'VGFzazox' } })).toBeNull();
    expect(startedTask({ userErrors: [] })).toBeNull();
  });

  it('tells a refusal asking to confirm a repeated sheet from the others', () => {
    const confirm = { field: null, message: 'Saved before by Asha', code: 'CONFIRMATION_REQUIRED' };
    expect(repeatRefusal({ userErrors: [{ message: 'Other', code: 'INVALID' }, confirm] })).toBe(confirm);
    expect(repeatRefusal({ userErrors: [{ message: 'Other', code: 'INVALID' }] })).toBeNull();
  });
});
