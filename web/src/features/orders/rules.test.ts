import { MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { dimensionRule, minNumberRule, skuRule, weightRule, wholeNumberRule } from './rules';

describe('order form rules', () => {
  it('rejects SKUs with parentheses or spaces (§5)', () => {
    const rule = skuRule('SKU');
    expect(rule('CHAI-MSL-250')).toBeNull();
    expect(rule('CHAI MSL')).toBe('Please provide valid SKU');
    expect(rule('CHAI(250)')).toBe('Please provide valid SKU');
    expect(rule(' CHAI-1 ')).toBeNull();
  });

  it('wants whole quantities of at least 1', () => {
    const rule = wholeNumberRule(1);
    expect(rule('1')).toBeNull();
    expect(rule('0')).toBe(MSG.quantityMin);
    expect(rule('1.5')).toBe('Please enter a whole number');
    expect(rule('two')).toBe('Please enter a valid number');
    expect(rule('')).toBeNull();
  });

  it('wants unit prices of at least 0', () => {
    const rule = minNumberRule(0);
    expect(rule('0')).toBeNull();
    expect(rule('249.50')).toBeNull();
    expect(rule('-1')).toBe('Value should not be less than 0');
  });

  it('wants weights and dimensions above 0', () => {
    expect(weightRule('0.5')).toBeNull();
    expect(weightRule('0')).toBe(MSG.weightPositive);
    expect(dimensionRule('Length')('0')).toBe('Length must be more than 0');
    expect(dimensionRule('Length')('12.5')).toBeNull();
  });
});
