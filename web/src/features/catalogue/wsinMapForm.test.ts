import { check, MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  addWsinRow,
  removeWsinRow,
  wsinMapEmptyMessage,
  wsinMapInput,
  wsinMapRules,
  wsinMapValues,
  wsinRowCount,
} from './wsinMapForm';

describe('WSIN map editor', () => {
  it('starts with the product’s rows, or one empty row', () => {
    expect(wsinMapValues([])).toEqual({ 'wsins.0.wsin': '', 'wsins.0.quantity': '1' });
    const values = wsinMapValues([
      { wsin: 'W-1', quantity: 2 },
      { wsin: 'W-2', quantity: 1 },
    ]);
    expect(values).toEqual({
      'wsins.0.wsin': 'W-1',
      'wsins.0.quantity': '2',
      'wsins.1.wsin': 'W-2',
      'wsins.1.quantity': '1',
    });
    expect(wsinRowCount(values)).toBe(2);
  });

  it('adds rows at the end and moves later rows up on removal', () => {
    const three = addWsinRow(
      wsinMapValues([
        { wsin: 'A', quantity: 1 },
        { wsin: 'B', quantity: 2 },
      ]),
    );
    expect(wsinRowCount(three)).toBe(3);
    expect(three['wsins.2.quantity']).toBe('1');
    const removed = removeWsinRow({ ...three, 'wsins.2.wsin': 'C' }, 0);
    expect(removed).toEqual({
      'wsins.0.wsin': 'B',
      'wsins.0.quantity': '2',
      'wsins.1.wsin': 'C',
      'wsins.1.quantity': '1',
    });
  });

  it('wants a WSIN and a quantity of at least 1 on every row', () => {
    const values = { 'wsins.0.wsin': '', 'wsins.0.quantity': '0', 'wsins.1.wsin': 'W 1', 'wsins.1.quantity': '1.5' };
    const errors = check(values, wsinMapRules(wsinRowCount(values)));
    expect(errors['wsins.0.wsin']).toBe('WSIN is required');
    expect(errors['wsins.0.quantity']).toBe('Value should not be less than 1');
    expect(errors['wsins.1.wsin']).toBe('Please provide valid WSIN');
    expect(errors['wsins.1.quantity']).toBe(MSG.wholeNumber);
  });

  it('sends trimmed rows, a WSIN named twice once with the quantities added', () => {
    const values = {
      'wsins.0.wsin': ' W-1 ',
      'wsins.0.quantity': '2',
      'wsins.1.wsin': 'W-1',
      'wsins.1.quantity': '3',
      'wsins.2.wsin': 'W-2',
      'wsins.2.quantity': '1',
    };
    expect(wsinMapInput(values)).toEqual([
      { wsin: 'W-1', quantity: 5 },
      { wsin: 'W-2', quantity: 1 },
    ]);
  });

  it('says so when no row names a WSIN', () => {
    expect(wsinMapEmptyMessage(wsinMapValues([]))).toBe(MSG.wsinMapRequired);
    expect(wsinMapEmptyMessage(wsinMapValues([{ wsin: 'W', quantity: 1 }]))).toBeNull();
  });
});
