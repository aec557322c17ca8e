import { describe, expect, it } from 'vitest';
import { defaultStockType } from './stockType';

describe('defaultStockType', () => {
  it('is the opening count before 2 pm in India and the closing one from then', () => {
    // 13:59 and 14:00 in India are 08:29 and 08:30 UTC.
    expect(defaultStockType(new Date('2026-11-30T08:29:00Z'))).toBe('OPENING');
    expect(defaultStockType(new Date('2026-11-30T08:30:00Z'))).toBe('CLOSING');
    // Just after midnight in India is still the previous evening in UTC.
    expect(defaultStockType(new Date('2026-11-29T18:31:00Z'))).toBe('OPENING');
  });
});
