import { describe, expect, it } from 'vitest';
import { IFSC_PATTERN, maskAccountNumber, paymentLogTone, paymentStatusOf } from './payments.js';

describe('payment log tone', () => {
  it('is red when the remarks mention closed, in any case, otherwise blue', () => {
    expect(paymentLogTone('Account closed by bank')).toBe('red');
    expect(paymentLogTone('CLOSED')).toBe('red');
    expect(paymentLogTone('enclosed receipt')).toBe('red');
    expect(paymentLogTone('Approved against UTR 1234')).toBe('blue');
    expect(paymentLogTone('')).toBe('blue');
    expect(paymentLogTone(null)).toBe('blue');
  });
});

describe('bank details', () => {
  it('masks all but the last 4 digits of an account number', () => {
    expect(maskAccountNumber('50100012341234')).toBe('XXXXXXXXXX1234');
    expect(maskAccountNumber('1234')).toBe('1234');
  });
  it('accepts IFSC codes of 4 letters, 0 and 6 letters or digits', () => {
    expect(IFSC_PATTERN.test('HDFC0001234')).toBe(true);
    expect(IFSC_PATTERN.test('SBIN0ABC123')).toBe(true);
    expect(IFSC_PATTERN.test('HDFC1001234')).toBe(false);
    expect(IFSC_PATTERN.test('hdfc0001234')).toBe(false);
    expect(IFSC_PATTERN.test('HDF00001234')).toBe(false);
  });
  it('reads stored statuses', () => {
    expect([0, 1, 2].map(paymentStatusOf)).toEqual(['PENDING', 'SUCCESS', 'FAILURE']);
  });
});
