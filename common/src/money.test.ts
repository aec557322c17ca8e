import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from './money.js';

describe('money', () => {
  it('writes paise as rupees with Indian grouping', () => {
    expect(formatPaise(12_345_650)).toBe('₹1,23,456.50');
    expect(formatPaise(-1_000_000_000)).toBe('-₹1,00,00,000.00');
    expect(formatRupees(0)).toBe('₹0.00');
  });
});
