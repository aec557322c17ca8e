import { MSG, WsinMapInput } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { EMPTY_WSIN_ROW, wsinMapInput, wsinMapValues } from './wsinMapForm';

const problems = (values: unknown) =>
  Object.fromEntries(
    WsinMapInput.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
  );

describe('WSIN map editor', () => {
  it('starts with the product’s rows, or one empty row of one unit', () => {
    expect(wsinMapValues([])).toEqual({ wsins: [{ wsin: '', quantity: '1' }] });
    const rows = [
      { wsin: 'W-1', quantity: '2' },
      { wsin: 'W-2', quantity: '1' },
    ];
    expect(wsinMapValues(rows)).toEqual({ wsins: rows });
    expect(EMPTY_WSIN_ROW).toEqual({ wsin: '', quantity: '1' });
  });

  it('wants a WSIN and a quantity of at least 1 on every row', () => {
    expect(
      problems({
        wsins: [
          { wsin: '', quantity: '0' },
          { wsin: 'W 1', quantity: '1.5' },
          { wsin: 'W-2', quantity: '' },
        ],
      }),
    ).toEqual({
      'wsins.0.wsin': 'WSIN is required',
      'wsins.0.quantity': 'Value should not be less than 1',
      'wsins.1.wsin': 'Please provide valid WSIN',
      'wsins.1.quantity': MSG.wholeNumber,
      'wsins.2.quantity': 'Quantity is required',
    });
  });

  it('sends trimmed rows, a WSIN named twice once with the quantities added', () => {
    const values = {
      wsins: [
        { wsin: ' W-1 ', quantity: '2' },
        { wsin: 'W-1', quantity: '3' },
        { wsin: 'W-2', quantity: '1' },
      ],
    };
    expect(wsinMapInput(values)).toEqual([
      { wsin: 'W-1', quantity: 5 },
      { wsin: 'W-2', quantity: 1 },
    ]);
  });
});
