import { MSG, fill } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  addScan,
  errorsFromUserErrors,
  hasErrors,
  readActionType,
  removeRow,
  rowsInput,
  scanAddedMessage,
  setQuantity,
  totals,
  validateScanAdd,
  withoutRowError,
  withoutSent,
  type ScanRow,
} from './ScanAddRows';

const scanAll = (codes: string[]) => codes.reduce<ScanRow[]>((rows, code) => addScan(rows, code), []);

describe('scan rows', () => {
  it('adds a row per new WSIN and counts repeats on its row', () => {
    const rows = scanAll(['WS-1', 'WS-2', 'WS-1', 'ws-1 ', '  ']);
    expect(rows).toEqual([
      { key: 'WS-1', wsin: 'WS-1', quantity: '3' },
      { key: 'WS-2', wsin: 'WS-2', quantity: '1' },
    ]);
  });

  it('counts on from a quantity typed in, and from 1 when the box holds no number', () => {
    let rows = scanAll(['WS-1']);
    rows = setQuantity(rows, 'WS-1', '10');
    expect(addScan(rows, 'WS-1')[0]?.quantity).toBe('11');
    rows = setQuantity(rows, 'WS-1', '');
    expect(addScan(rows, 'WS-1')[0]?.quantity).toBe('1');
  });

  it('removes a row and leaves the others', () => {
    const rows = removeRow(scanAll(['WS-1', 'WS-2']), 'WS-1');
    expect(rows.map((row) => row.wsin)).toEqual(['WS-2']);
  });

  it('keeps what was scanned while the list was being saved', () => {
    const sent = scanAll(['WS-1', 'WS-2']);
    const now = addScan(addScan(sent, 'WS-1'), 'WS-3');
    expect(withoutSent(now, sent)).toEqual([
      { key: 'WS-1', wsin: 'WS-1', quantity: '1' },
      { key: 'WS-3', wsin: 'WS-3', quantity: '1' },
    ]);
    expect(withoutSent(sent, sent)).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const rows = scanAll(['WS-1']);
    addScan(rows, 'WS-1');
    setQuantity(rows, 'WS-1', '5');
    expect(rows[0]?.quantity).toBe('1');
  });
});

describe('checks before sending', () => {
  const rows = scanAll(['WS-1', 'WS-2']);

  it('needs a warehouse, a reason for Other and whole quantities of at least 1', () => {
    expect(hasErrors(validateScanAdd({ warehouse: 'W1', actionType: 'inbound', reason: '', rows }))).toBe(false);
    const errors = validateScanAdd({
      warehouse: '',
      actionType: 'other',
      reason: ' ',
      rows: setQuantity(rows, 'WS-2', '0'),
    });
    expect(errors.warehouse).toBe(MSG.selectWarehouse);
    expect(errors.reason).toBe(MSG.reasonRequired);
    expect(errors.rows['WS-2']?.quantity).toBe(fill(MSG.valueMin, { n: 1 }));
    expect(errors.rows['WS-1']).toBeUndefined();
    expect(
      validateScanAdd({ warehouse: 'W1', actionType: 'inbound', reason: '', rows: setQuantity(rows, 'WS-1', '1.5') })
        .rows['WS-1']?.quantity,
    ).toBe(MSG.wholeNumber);
  });

  it("clears one mark of a row, or the row's marks, and leaves the rest", () => {
    const marked = {
      rows: { 'WS-1': { wsin: 'Unknown', quantity: 'Too many' }, 'WS-2': { quantity: 'Zero' } },
      general: [],
    };
    expect(withoutRowError(marked, 'WS-1', 'quantity').rows).toEqual({
      'WS-1': { wsin: 'Unknown' },
      'WS-2': { quantity: 'Zero' },
    });
    expect(withoutRowError(marked, 'WS-2', 'quantity').rows).toEqual({ 'WS-1': marked.rows['WS-1'] });
    expect(withoutRowError(marked, 'WS-1').rows).toEqual({ 'WS-2': { quantity: 'Zero' } });
    expect(withoutRowError(marked, 'WS-2', 'wsin')).toBe(marked);
    expect(withoutRowError(marked, 'WS-3')).toBe(marked);
  });

  it('needs something scanned', () => {
    expect(validateScanAdd({ warehouse: 'W1', actionType: 'inbound', reason: '', rows: [] }).general).toHaveLength(1);
  });
});

describe('the mutation input', () => {
  it('gives every row the action type and reason', () => {
    const rows = setQuantity(scanAll(['WS-1', 'ws-2']), 'WS-1', ' 4 ');
    expect(rowsInput(rows, 'other', ' Found in aisle 4 ')).toEqual([
      { wsin: 'WS-1', quantity: 4, actionType: 'OTHER', reason: 'Found in aisle 4' },
      { wsin: 'ws-2', quantity: 1, actionType: 'OTHER', reason: 'Found in aisle 4' },
    ]);
    expect(rowsInput(rows, 'inbound', '')[0]).toMatchObject({ actionType: 'INBOUND', reason: null });
  });

  it('reads the action type, Inbound unless Other', () => {
    expect(readActionType('other')).toBe('other');
    expect(readActionType('x')).toBe('inbound');
  });
});

describe('userErrors', () => {
  const sent = scanAll(['WS-1', 'WS-NOPE', 'WS-3']);

  it('marks the row a rows.N field names', () => {
    const errors = errorsFromUserErrors(
      [
        { field: 'rows.1.wsin', message: 'No WSIN WS-NOPE' },
        { field: 'rows.2.quantity', message: 'Value should not be less than 1' },
      ],
      sent,
    );
    expect(errors.rows).toEqual({
      'WS-NOPE': { wsin: 'No WSIN WS-NOPE' },
      'WS-3': { quantity: 'Value should not be less than 1' },
    });
    expect(errors.general).toEqual([]);
  });

  it('puts the reason, the warehouse and the rest where they belong', () => {
    const errors = errorsFromUserErrors(
      [
        { field: 'rows.0.reason', message: MSG.reasonRequired },
        { field: 'warehouse', message: MSG.selectWarehouse },
        { field: null, message: 'Scan at least one item' },
        { field: 'rows.9.wsin', message: 'Out of range' },
        { field: 'rows.0.actionType', message: 'Accepts only inbound, other' },
      ],
      sent,
    );
    expect(errors.reason).toBe(MSG.reasonRequired);
    expect(errors.warehouse).toBe(MSG.selectWarehouse);
    expect(errors.general).toEqual(['Scan at least one item', 'Out of range']);
    expect(errors.rows['WS-1']).toEqual({ wsin: 'Accepts only inbound, other' });
  });
});

describe('the success message', () => {
  it('words it as the service does', () => {
    expect(scanAddedMessage(setQuantity(scanAll(['WS-1']), 'WS-1', '5'))).toBe('Added 5 units of WS-1');
    expect(scanAddedMessage(scanAll(['WS-1']))).toBe('Added 1 unit of WS-1');
    // Scans count units; the list's rows count distinct WSINs.
    expect(scanAddedMessage(scanAll(['WS-1', 'WS-2', 'WS-1']))).toBe('Added 3 units of 2 WSINs');
    expect(scanAddedMessage(scanAll(['WS-1', 'WS-2', 'WS-1', 'ws-3']))).toBe('Added 4 units of 3 WSINs');
    expect(totals(scanAll(['WS-1', 'WS-1']))).toEqual({ wsins: 1, units: 2 });
  });
});
