import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_PAISE, formatPaise, paiseToRupeesText, parseRupees, rupeesProblem } from './money.js';

describe('money', () => {
  it('writes paise as rupees with Indian grouping', () => {
    expect(formatPaise(12_345_650)).toBe('₹1,23,456.50');
    expect(formatPaise(-1_000_000_000)).toBe('-₹1,00,00,000.00');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(MAX_AMOUNT_PAISE)).toBe('₹10,00,00,00,000.00');
  });

  it('writes paise as plain rupee text for inputs and sheets', () => {
    expect(paiseToRupeesText(4500)).toBe('45.00');
    expect(paiseToRupeesText(-5)).toBe('-0.05');
    expect(paiseToRupeesText(123_456_789_01)).toBe('123456789.01');
    expect(() => paiseToRupeesText(0.5)).toThrow(RangeError);
  });

  it('reads rupees as typed or written in a sheet as exact paise', () => {
    expect(parseRupees('1,250.50')).toEqual({ ok: true, paise: 125_050 });
    expect(parseRupees('₹ 99')).toEqual({ ok: true, paise: 9900 });
    expect(parseRupees('0.1')).toEqual({ ok: true, paise: 10 });
    expect(parseRupees(12.5)).toEqual({ ok: true, paise: 1250 });
    expect(parseRupees('19.99')).toEqual({ ok: true, paise: 1999 });
    // 1.005 * 100 is 100.49999999999999 in floating point; the text has three decimals and is refused.
    expect(parseRupees('1.005')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseRupees('-12.30', { signed: true })).toEqual({ ok: true, paise: -1230 });
  });

  it('refuses what is not a bounded rupee amount, saying why', () => {
    expect(parseRupees(5e-324)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseRupees('5e-324')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseRupees('1e3')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseRupees('abc')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseRupees('')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseRupees('-5')).toEqual({ ok: false, reason: 'negative' });
    expect(parseRupees('10000000000.01')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseRupees('500', { max: 100 })).toEqual({ ok: false, reason: 'tooLarge' });
    expect(rupeesProblem('Price', 'invalid')).toBe(
      'Price must be an amount in rupees with at most 2 decimals, e.g. 1,250.50',
    );
    expect(rupeesProblem('Price', 'tooLarge', 100)).toBe('Price must be at most ₹1.00');
  });
});
