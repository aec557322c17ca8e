import { describe, expect, it } from 'vitest';
import { activeSearchValue, splitName } from './d2r.js';

describe('splitName', () => {
  it('takes the first word as the first name and the rest as the last', () => {
    expect(splitName('Ravi Kumar Singh')).toEqual({ firstName: 'Ravi', lastName: 'Kumar Singh' });
  });

  it('gives a single word no last name', () => {
    expect(splitName('Ravi')).toEqual({ firstName: 'Ravi', lastName: null });
  });

  it('ignores extra spaces around and between the words', () => {
    expect(splitName('  Ravi   Kumar  ')).toEqual({ firstName: 'Ravi', lastName: 'Kumar' });
  });
});

describe('activeSearchValue', () => {
  it('reads true and active as active, false and inactive as not, in any case', () => {
    expect(activeSearchValue('true')).toBe(true);
    expect(activeSearchValue(' Active ')).toBe(true);
    expect(activeSearchValue('FALSE')).toBe(false);
    expect(activeSearchValue('inactive')).toBe(false);
  });

  it('answers null for any other word', () => {
    expect(activeSearchValue('act')).toBeNull();
    expect(activeSearchValue('')).toBeNull();
  });
});
